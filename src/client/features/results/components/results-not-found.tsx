import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/** Unknown, someone else's or another browser's results all answer 404 alike (ADR 0011); a share link may be expired. */
export function ResultsNotFound({ shared = false }: { shared?: boolean }) {
  const { t } = useTranslation('results');
  return (
    <>
      {shared ? (
        <PageHeading subtitle={t('notFound.sharedIntro')}>{t('notFound.sharedTitle')}</PageHeading>
      ) : (
        <PageHeading subtitle={t('notFound.intro')}>{t('notFound.title')}</PageHeading>
      )}
      <Link to="/" className="inline-flex min-h-11 items-center text-lg font-semibold">
        {t('notFound.newSearch')}
      </Link>
    </>
  );
}
