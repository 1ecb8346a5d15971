import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAdminSession } from '../../../lib/use-admin-session';
import { useSignOut } from '../hooks/use-sign-out';

export function AdminHeader({ actions }: { actions?: ReactNode }) {
  const { data } = useAdminSession();
  const signOut = useSignOut();
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
