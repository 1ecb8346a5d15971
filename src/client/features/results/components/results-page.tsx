import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type ResultsSource, useRecommendations, useSavedUser } from '../api/results-queries';
import { ResultsHeading } from './results-header';
import { ResultsNotFound } from './results-not-found';
import { ResultsView } from './results-view';

export function ResultsPage() {
  const { userId = '' } = useParams();
  return <ResultsScreen source={{ kind: 'own', userId }} />;
}

/** Through a share link (ADR 0011): read-only, without the person's name. */
export function SharedResultsPage() {
  const { token = '' } = useParams();
  return <ResultsScreen source={{ kind: 'shared', token }} />;
}

function ResultsScreen({ source }: { source: ResultsSource }) {
  const { t } = useTranslation('results');
  useDocumentTitle(source.kind === 'own' ? t('page.title') : t('page.sharedTitle'));
  const recommendations = useRecommendations(source);
  const user = useSavedUser(source);

  if (recommendations.isError && isApiError(recommendations.error, 404)) {
    return <ResultsNotFound shared={source.kind === 'shared'} />;
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
