import type { ReactNode } from 'react';
import type { Shown } from '../lib/plan-facts';
import { useResultsText } from '../lib/results-text';

/**
 * Words a plan published itself (its benefit and copay descriptions, its tier costs, hospitals and
 * pharmacies: "$325 per day, days 1-5"), which stay in English whatever the page's language. On a
 * page in another language they are marked lang="en", so a screen reader reads them in English
 * (issue 37). Plan and company names are proper names and need nothing.
 */
export function PlanWords({ children }: { children: ReactNode }) {
  const { format } = useResultsText();
  return format.language === 'en' ? children : <span lang="en">{children}</span>;
}

/** A plan fact's value: the plan's own words marked as such, our words ("Not listed") as they are. */
export function ShownValue({ shown }: { shown: Shown }) {
  return shown.planWords ? <PlanWords>{shown.value}</PlanWords> : shown.value;
}

/** Said once on a page that shows a plan's own words in another language: why they are in English. */
export function PlanWordsNote() {
  const { t, format } = useResultsText();
  if (format.language === 'en') return null;
  return <p className="text-slate-800">{t('planWords.note')}</p>;
}
