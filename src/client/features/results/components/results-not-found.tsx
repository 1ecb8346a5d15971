import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';

/**
 * A results link that opens nothing: unknown, someone else's, or made on another browser (the
 * server answers 404 alike, ADR 0011); for a share link, expired or turned off.
 */
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
