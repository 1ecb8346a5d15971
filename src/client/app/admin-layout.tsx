import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { AdminHeader } from '../features/admin-auth/components/admin-header';
import { RequireAdmin } from '../features/admin-auth/components/require-admin';

/** Every /admin/* screen except /admin/login: the session check, then the admin bar and the screen. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminHeader />
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Outlet />
      </Suspense>
    </RequireAdmin>
  );
}
