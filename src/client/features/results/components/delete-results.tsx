import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorMessage } from '../../../i18n/error-message';
import { forgetRecord, useDeleteSubmission } from '../../../lib/submission-delete';
import { toast } from '../../../lib/toast';
import { useSignedInCounselor } from '../../../lib/use-admin-session';
import { Section } from './blocks';

/** "Delete this client now" (ADR 0020): deletes the submission, results and share links, then opens History. */
export function DeleteResults({ userId }: { userId: string }) {
  const headingId = useId();
  const counselor = useSignedInCounselor();
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteSubmission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['results', 'common']);
  const errorText = useErrorMessage();
  const heading = counselor ? t('deleteResults.headingClient') : t('deleteResults.headingSearch');
  return (
    <Section headingId={headingId} title={heading} data-print-hide="" className="mt-10">
      <p className="max-w-3xl text-slate-800">{t('deleteResults.intro')}</p>
      <Button variant="destructive" className="mt-4" onClick={() => setConfirm(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {heading}
      </Button>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={counselor ? t('deleteResults.confirmClient') : t('deleteResults.confirmSearch')}
        description={<p>{t('deleteResults.confirmDescription')}</p>}
        confirmLabel={t('deleteResults.confirm')}
        pendingLabel={t('deleteResults.deleting')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(userId, {
            onSuccess: () => {
              setConfirm(false);
              navigate('/history', { replace: true });
              forgetRecord(queryClient, userId);
              toast.success(counselor ? t('deleteResults.deletedClient') : t('deleteResults.deletedSearch'));
            },
            onError: (error) => {
              setConfirm(false);
              toast.error(t('deleteResults.failed'), {
                description: errorText(error, t('common:errors.tryAgain')),
              });
            },
          })
        }
      />
    </Section>
  );
}
