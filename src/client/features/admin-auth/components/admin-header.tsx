import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { forgetAdminData, markSignedOut, signOutOf, useAdminSession } from '../../../lib/use-admin-session';

export function AdminHeader({ actions }: { actions?: ReactNode }) {
  const { data } = useAdminSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => signOutOf('admin'),
    onSuccess: () => {
      markSignedOut(queryClient);
      navigate('/admin/login', { replace: true });
      forgetAdminData(queryClient);
    },
    onError: (error) => {
      toast.error('Sign out failed', {
        description: errorMessage(error, 'We could not sign you out. Please try again.'),
      });
    },
  });
  const user = data?.user;
  if (!user) return null;

  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-b border-slate-300 pb-4">
      <p className="flex flex-wrap items-center gap-3">
        <Badge className="capitalize">
          <span className="sr-only">Role: </span>
          {user.role}
        </Badge>
        <span className="break-all text-slate-800">{user.email}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {actions}
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="size-5" />
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    </div>
  );
}
