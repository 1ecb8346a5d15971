import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../i18n/error-message';
import { toast } from '../../../lib/toast';
import { signOutOf, switchOwner, useSignedInCounselor } from '../../../lib/use-admin-session';

/** "Counselor: <email>" and Sign out in the header, so a counselor always sees whose records are shown. */
export function CounselorBadge() {
  const counselor = useSignedInCounselor();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const errorText = useErrorMessage();
  const signOut = useMutation({
    mutationFn: () => signOutOf('counselor'),
    onSuccess: async () => {
      await switchOwner(queryClient);
      navigate('/counselor/login', { replace: true });
      toast.success(t('counselor.signedOut'));
    },
    onError: (error) => {
      toast.error(t('counselor.signOutFailed'), { description: errorText(error, t('errors.tryAgain')) });
    },
  });
  if (!counselor?.user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-3 px-4 pb-3">
      <p className="font-semibold text-slate-900">
        <Trans
          t={t}
          i18nKey="counselor.badge"
          values={{ email: counselor.user.email }}
          components={{ email: <span className="break-all" /> }}
        />
      </p>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        {signOut.isPending ? t('counselor.signingOut') : t('counselor.signOut')}
      </Button>
    </div>
  );
}
