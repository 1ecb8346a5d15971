import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRecommendations, useResultsSource, useSavedUser } from '../api/results-queries';
import { ResultsHeading } from './results-header';
import { ResultsView } from './results-view';

export function ResultsPage() {
  const source = useResultsSource();
  const { t } = useTranslation('results');
  useDocumentTitle(source.kind === 'own' ? t('page.title') : t('page.sharedTitle'));
  const recommendations = useRecommendations(source);
  const user = useSavedUser(source);

  if (recommendations.isError && isApiError(recommendations.error, 404)) {
    // Unknown, someone else's or another browser's results all answer 404 alike (ADR 0011); a share link may be expired.
    const shared = source.kind === 'shared';
    return (
      <>
        <PageHeading subtitle={shared ? t('notFound.sharedIntro') : t('notFound.intro')}>
          {shared ? t('notFound.sharedTitle') : t('notFound.title')}
        </PageHeading>
        <Link to="/" className="inline-flex min-h-11 items-center text-lg font-semibold">
          {t('notFound.newSearch')}
        </Link>
      </>
    );
  }
  if (recommendations.isError) {
    return (
      <>
        <ResultsHeading />
        <ErrorState
          message={t('page.failed')}
          onRetry={() => {
            void recommendations.refetch();
            if (user.isError) void user.refetch();
          }}
        />
      </>
    );
  }
  if (recommendations.isPending) {
    return (
      <>
        <ResultsHeading />
        <LoadingState label={t('page.loading')} />
      </>
    );
  }
  return <ResultsView data={recommendations.data} user={user.data} source={source} />;
}

export const SharedResultsPage = ResultsPage;
