import { useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRecommendations, useSavedUser } from '../api/results-queries';
import { ResultsHeading } from './results-header';
import { ResultsNotFound } from './results-not-found';
import { ResultsView } from './results-view';

/** Spec §2 "Results": the top 10 recommended plans for one submission. */
export function ResultsPage() {
  useDocumentTitle('Your Recommended Plans');
  const { userId = '' } = useParams();
  const recommendations = useRecommendations(userId);
  // Spec §7 fetches the submission too; here it says what the results are based on.
  const user = useSavedUser(userId);

  if (recommendations.isError && isApiError(recommendations.error, 404)) return <ResultsNotFound />;
  if (recommendations.isError) {
    return (
      <>
        <ResultsHeading />
        <ErrorState
          message="We could not load your recommended plans. Please try again."
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
        <LoadingState label="Loading your recommended plans…" />
      </>
    );
  }
  return <ResultsView data={recommendations.data} user={user.data} />;
}
