import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useAdminSession } from '../../../lib/use-admin-session';

/**
 * Wraps every admin screen except /admin/login (spec §2): a spinner while the session check runs,
 * then a redirect to /admin/login without a session. The server enforces the same rule on its API.
 */
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
