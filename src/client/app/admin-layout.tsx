import clsx from 'clsx';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { type Permission, roleCan } from '../../shared/roles';
import { LoadingState } from '../components/ui/loading-state';
import { AdminHeader } from '../features/admin-auth/components/admin-header';
import { RequireAdmin } from '../features/admin-auth/components/require-admin';
import { useAdminSession } from '../lib/use-admin-session';

/** Admin screens reached from every admin page, each for the roles that may open it. */
const ADMIN_NAV: { to: string; label: string; permission: Permission }[] = [
  { to: '/admin/data', label: 'Data', permission: 'plans:read' },
  { to: '/admin/medigap', label: 'Medigap rates', permission: 'plans:read' },
  { to: '/admin/audit', label: 'Audit', permission: 'audit:read' },
  { to: '/admin/accounts', label: 'Accounts', permission: 'admins:manage' },
];

/** Every /admin/* screen except login: the session check, the admin bar, the screen. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminHeader />
      <AdminNav />
      <Suspense fallback={<LoadingState label="Loading…" />}>
        <Outlet />
      </Suspense>
    </RequireAdmin>
  );
}

function AdminNav() {
  const role = useAdminSession().data?.user?.role;
  const items = role ? ADMIN_NAV.filter((item) => roleCan(role, item.permission)) : [];
  if (items.length === 0) return null;
  return (
    <nav aria-label="Admin" className="-mt-4 mb-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center rounded-md px-3 font-semibold',
                  isActive ? 'bg-blue-50 text-primary-strong' : 'text-primary hover:bg-slate-100',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
