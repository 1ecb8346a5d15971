import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { planYearText } from '../lib/plan-paths';
import { AdvancedEditor } from './advanced-editor';
import { usePagePlan } from './plan-notices';

const TITLE = 'Comprehensive Plan Editor';

/** /admin/plans/{planId}/advanced (spec §2 "Advanced Edit"). */
export function PlanAdvancedEditPage() {
  useDocumentTitle(TITLE);
  const { plan, choose } = usePagePlan('/advanced');

  if (plan.isPending) {
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <LoadingState label="Loading comprehensive plan editor..." />
      </>
    );
  }
  if (choose) return choose;
  if (plan.isError) {
    const missing = isApiError(plan.error, 404);
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <div className="flex flex-col items-start gap-4">
          <ErrorState
            message={missing ? 'Plan not found' : 'Failed to fetch plan'}
            onRetry={missing ? undefined : () => plan.refetch()}
          />
          <Button asChild variant="outline">
            <Link to="/admin/plans">Return to Plans</Link>
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeading
        subtitle={`${plan.data.planName} (${plan.data.planId}) · ${planYearText(plan.data.planYear)}`}
      >
        {TITLE}
      </PageHeading>
      <AdvancedEditor key={plan.data.id} plan={plan.data} />
    </>
  );
}
