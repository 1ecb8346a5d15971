import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { logoutCounselor, switchOwner, useSignedInCounselor } from '../../../lib/counselor-session';

/**
 * "Counselor: <email>" and Sign out in the header while a counselor is signed in (ADR 0020), so a
 * counselor always sees whose records the pages show.
 */
export function CounselorBadge() {
  const counselor = useSignedInCounselor();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: logoutCounselor,
    onSuccess: async () => {
      await switchOwner(queryClient);
      navigate('/counselor/login', { replace: true });
      toast.success('You are signed out');
    },
    onError: (error) => {
      toast.error('Sign out failed', { description: errorMessage(error, 'Please try again.') });
    },
  });
  if (!counselor?.user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-3 px-4 pb-3">
      <p className="font-semibold text-slate-900">
        Counselor: <span className="break-all">{counselor.user.email}</span>
      </p>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut aria-hidden="true" className="size-5" />
        {signOut.isPending ? 'Signing out...' : 'Sign out'}
      </Button>
    </div>
  );
}
