import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type PlanRef, useDeletePlan } from '../api/admin-plan-queries';

const DELETE_FAILED = 'Failed to delete the plan. Please try again.';

/** Spec §2, §4; it closes on failure too, so the toast is not behind a modal that makes the page inert. */
export function DeletePlanDialog({
  plan,
  onClose,
  onDeleted,
}: {
  plan: PlanRef | null;
  onClose: () => void;
  onDeleted: (plan: PlanRef) => void;
}) {
  const remove = useDeletePlan();

  function confirm() {
    if (plan === null) return;
    remove.mutate(plan, {
      onSuccess: () => {
        onClose();
        onDeleted(plan);
        toast.success('Plan deleted', { description: 'The Medicare plan has been successfully deleted.' });
      },
      onError: (error) => {
        onClose();
        toast.error('Delete failed', { description: errorMessage(error, DELETE_FAILED) });
      },
    });
  }

  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Medicare Plan"
      description={
        <>
          <p>
            Are you sure you want to delete "Plan {plan?.planId}"? This action cannot be undone. The plan will
            be permanently removed from the system.
          </p>
          <p className="mt-2">
            This deletes the {plan?.planYear} plan only: the plan ID's other plan years, if any, stay.
          </p>
        </>
      }
      confirmLabel="Delete Plan"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
