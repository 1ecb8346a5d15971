import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function PlanNotes({
  isSampleData,
  eligibilityNote,
}: {
  isSampleData: boolean;
  eligibilityNote: string | null;
}) {
  const { t } = useTranslation('results');
  if (!isSampleData && !eligibilityNote) return null;
  return (
    <div className="flex flex-col gap-2">
      {eligibilityNote ? (
        <p className="flex gap-2 rounded-md border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{eligibilityNote}</span>
        </p>
      ) : null}
      {isSampleData ? (
        <p className="flex gap-2 rounded-md border-l-4 border-slate-500 bg-slate-100 px-3 py-2 text-slate-900">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{t('planCard.sampleData')}</span>
        </p>
      ) : null}
    </div>
  );
}
