import { useTranslation } from 'react-i18next';

/** "Sample" beside a made-up doctor or pharmacy: a word, not only a colour, explained to screen readers. */
export function SampleListingBadge({ kind }: { kind: 'doctor' | 'pharmacy' }) {
  const { t } = useTranslation();
  return (
    <span className="ml-2 inline-flex items-center rounded-full border-2 border-amber-800 bg-amber-50 px-2 text-base font-semibold whitespace-nowrap text-amber-950">
      <span aria-hidden="true">{t('sampleListing.label')}</span>
      <span className="sr-only">, {t(`sampleListing.${kind}`)}</span>
    </span>
  );
}
