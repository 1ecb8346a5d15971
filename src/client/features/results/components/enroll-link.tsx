import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEDICARE_PLAN_FINDER_ORIGIN } from '../../../../shared/medicare-links';

/** Enroll, in a new tab (the name says so), on the plan's Medicare.gov Plan Finder page when we have it. */
export function EnrollLink({ url, planName }: { url: string; planName: string }) {
  const { t } = useTranslation('results');
  const onMedicare = url.startsWith(`${MEDICARE_PLAN_FINDER_ORIGIN}/`);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={
        onMedicare ? t('enroll.labelOnMedicare', { plan: planName }) : t('enroll.label', { plan: planName })
      }
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-green-800 px-5 py-2 font-semibold text-white no-underline hover:bg-green-900 hover:text-white"
    >
      {onMedicare ? t('enroll.onMedicare') : t('enroll.enroll')}
      <ExternalLink aria-hidden="true" className="size-5" />
    </a>
  );
}
