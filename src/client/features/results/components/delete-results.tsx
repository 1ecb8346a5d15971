import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useSignedInCounselor } from '../../../lib/counselor-session';
import { forgetRecord, useDeleteSubmission } from '../../../lib/submission-delete';

/**
 * "Delete this client now" on the owner's results page (ADR 0020): after a confirmation the
 * submission, its results and its share links are deleted at once, and History opens.
 */
export function DeleteResults({ userId }: { userId: string }) {
  const headingId = useId();
  const counselor = useSignedInCounselor();
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteSubmission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const what = counselor ? 'this client' : 'this search';
  return (
    <section aria-labelledby={headingId} data-print-hide="" className="mt-10">
      <h2 id={headingId} className="mb-3 text-2xl font-bold">
        {counselor ? 'Delete this client now' : 'Delete this search now'}
      </h2>
      <p className="max-w-3xl text-slate-800">
        Deletes the details entered, these results and every share link made for them, now instead of when
        they would be deleted anyway. This cannot be undone.
      </p>
      <Button variant="destructive" className="mt-4" onClick={() => setConfirm(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {counselor ? 'Delete this client now' : 'Delete this search now'}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Delete ${what} now?`}
        description={<p>The details, these results and their share links are deleted for good.</p>}
        confirmLabel="Delete now"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(userId, {
            onSuccess: () => {
              setConfirm(false);
              navigate('/history', { replace: true });
              forgetRecord(queryClient, userId);
              toast.success(counselor ? 'The client is deleted' : 'The search is deleted');
            },
            onError: (error) => {
              setConfirm(false);
              toast.error('Could not delete', { description: errorMessage(error, 'Please try again.') });
            },
          })
        }
      />
    </section>
  );
}
