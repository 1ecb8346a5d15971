import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreatePlan } from '../api/admin-plan-queries';
import { newPlanValues, type PlanFormValues, toCreateBody } from '../lib/plan-form-values';
import { type PlanFieldErrors, planFieldErrors } from '../lib/plan-server-errors';
import { BackToPlans } from './back-to-plans';
import { PlanForm } from './plan-form';

const CREATE_FAILED = 'Failed to create the plan. Please try again.';

/** /admin/plans/new (spec §2 "Create Plan"; §4: toast, list refreshed, back to the list; a failure stays). */
export function PlanCreatePage() {
  useDocumentTitle('Create Plan');
  const create = useCreatePlan();
  const navigate = useNavigate();

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
      <PlanForm mode="create" defaultValues={newPlanValues()} pending={create.isPending} onSubmit={submit} />
    </>
  );
}
