import { useTranslation } from 'react-i18next';

/**
 * "Sample" beside a doctor or pharmacy made up for the demonstration (issue 36): a word, not only a
 * colour, and to a screen reader what it means ("Sample listing, not a real provider").
 */
export function SampleListingBadge({ kind }: { kind: 'doctor' | 'pharmacy' }) {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-flex items-center rounded-full border-2 border-amber-800 bg-amber-50 px-2 text-base font-semibold whitespace-nowrap text-amber-950">
      <span aria-hidden="true">{t('sampleListing.label')}</span>
      {/* Read as its own phrase after the name: "Smithson Clinic, Sample listing, not a real provider". */}
      <span className="sr-only">, {t(`sampleListing.${kind}`)}</span>
    </span>
  );
}
