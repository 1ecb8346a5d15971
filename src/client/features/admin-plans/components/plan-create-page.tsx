import { useNavigate } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { suggestedPlanYear } from '../../../lib/admin-plans-api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreatePlan, usePlanYearsOnFile } from '../api/admin-plan-queries';
import { newPlanValues, type PlanFormValues, toCreateBody } from '../lib/plan-form-values';
import { type PlanFieldErrors, planFieldErrors } from '../lib/plan-server-errors';
import { PlanForm } from './plan-form';
import { BackToPlans } from './plan-notices';

const CREATE_FAILED = 'Failed to create the plan. Please try again.';

/** /admin/plans/new (spec §2, §4). */
export function PlanCreatePage() {
  useDocumentTitle('Create Plan');
  const create = useCreatePlan();
  const navigate = useNavigate();
  // The form starts on the year the server would pick, so the default never opens a year of its own.
  const years = usePlanYearsOnFile();

  async function submit(values: PlanFormValues): Promise<PlanFieldErrors> {
    try {
      await create.mutateAsync(toCreateBody(values));
    } catch (error) {
      toast.error('Creation failed', { description: errorMessage(error, CREATE_FAILED) });
      return planFieldErrors(error);
    }
    toast.success('Plan created', { description: 'The Medicare plan has been successfully created.' });
    navigate('/admin/plans');
    return {};
  }

  return (
    <>
      <BackToPlans />
      <PageHeading subtitle="Add a Medicare plan to the database.">Create Plan</PageHeading>
      {years.isPending ? (
        <LoadingState label="Loading the form…" />
      ) : (
        <PlanForm
          mode="create"
          defaultValues={newPlanValues(suggestedPlanYear(new Date(), years.data))}
          pending={create.isPending}
          onSubmit={submit}
        />
      )}
    </>
  );
}
