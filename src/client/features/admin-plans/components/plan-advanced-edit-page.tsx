import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { adminPlanKeys, fetchAdminPlan } from '../../../lib/admin-plans-api';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdvancedEditor } from './advanced-editor';

const TITLE = 'Comprehensive Plan Editor';

/** Spec §2 "Advanced Edit": every plan field in six tabs, plus the plan's formulary and network. */
export function PlanAdvancedEditPage() {
  useDocumentTitle(TITLE);
  const planId = useParams().planId ?? '';
  const plan = useQuery({
    queryKey: adminPlanKeys.detail(planId),
    queryFn: ({ signal }) => fetchAdminPlan(planId, signal),
  });

  if (plan.isPending) {
    return (
      <>
        <PageHeading>{TITLE}</PageHeading>
        <LoadingState label="Loading comprehensive plan editor..." />
      </>
    );
  }
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
      <PageHeading subtitle={`${plan.data.planName} (${plan.data.planId})`}>{TITLE}</PageHeading>
      <AdvancedEditor key={plan.data.id} plan={plan.data} />
    </>
  );
}
