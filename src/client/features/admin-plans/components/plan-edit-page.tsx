import { useNavigate } from 'react-router';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUpdatePlan } from '../api/admin-plan-queries';
import { changedFields, type PlanFormValues, planToFormValues } from '../lib/plan-form-values';
import { planYearText } from '../lib/plan-paths';
import { type PlanFieldErrors, planFieldErrors } from '../lib/plan-server-errors';
import { PlanForm } from './plan-form';
import { BackToPlans, PlanNotFound, usePagePlan } from './plan-notices';

const UPDATE_FAILED = 'Failed to update the plan. Please try again.';

/** /admin/plans/{planId}/edit (spec §2 "Edit Plan"): sends only changes. */
export function PlanEditPage() {
  useDocumentTitle('Edit Plan');
  const { plan, choose } = usePagePlan('/edit');

  if (plan.isPending) return <LoadingState label="Loading plan…" />;
  if (choose) return choose;
  if (plan.isError) {
    if (isApiError(plan.error, 404)) return <PlanNotFound message="Plan not found" />;
    return (
      <>
        <BackToPlans />
        <ErrorState message="Failed to fetch plan" onRetry={() => plan.refetch()} />
      </>
    );
  }
  return <EditForm plan={plan.data} />;
}

function EditForm({ plan }: { plan: AdminPlanRecord }) {
  const update = useUpdatePlan(plan.planId, plan.planYear);
  const navigate = useNavigate();

  async function submit(values: PlanFormValues): Promise<PlanFieldErrors> {
    try {
      await update.mutateAsync(changedFields(plan, values));
    } catch (error) {
      toast.error('Update failed', { description: errorMessage(error, UPDATE_FAILED) });
      return planFieldErrors(error);
    }
    toast.success('Plan updated', { description: 'The Medicare plan has been successfully updated.' });
    navigate('/admin/plans');
    return {};
  }

  return (
    <>
      <BackToPlans />
      <PageHeading subtitle={`${plan.planName} (${plan.planId}) · ${planYearText(plan.planYear)}`}>
        Edit Plan
      </PageHeading>
      <PlanForm
        key={plan.updatedAt}
        mode="edit"
        defaultValues={planToFormValues(plan)}
        premiumSource={plan.premiumSource}
        pending={update.isPending}
        onSubmit={submit}
      />
    </>
  );
}
