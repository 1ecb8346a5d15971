import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminSession } from '../../../lib/use-admin-session';

/** A spinner during the session check, then /admin/login without a session (the server enforces the same). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) return <LoadingState label="Checking your sign-in…" />;
  if (session.isError) {
    return (
      <ErrorState
        message="We couldn't check your sign-in. Please try again."
        onRetry={() => session.refetch()}
      />
    );
  }
  if (!session.data.authenticated || !session.data.user) return <Navigate to="/admin/login" replace />;
  return children;
}
