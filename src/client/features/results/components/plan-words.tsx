import type { ReactNode } from 'react';
import type { Shown } from '../lib/plan-facts';
import { useResultsText } from '../lib/results-text';

/** A plan's own published words stay English: marked lang="en" on other-language pages so screen readers read them right. */
export function PlanWords({ children }: { children: ReactNode }) {
  const { format } = useResultsText();
  return format.language === 'en' ? children : <span lang="en">{children}</span>;
}

export function ShownValue({ shown }: { shown: Shown }) {
  return shown.planWords ? <PlanWords>{shown.value}</PlanWords> : shown.value;
}

export function PlanWordsNote() {
  const { t, format } = useResultsText();
  if (format.language === 'en') return null;
  return <p className="text-slate-800">{t('planWords.note')}</p>;
}
