import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Permission, roleCan } from '../../shared/roles';
import { PageHeading } from '../components/ui/page-heading';
import { useAdminSession } from './use-admin-session';
import { useDocumentTitle } from './use-document-title';

export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { data } = useAdminSession();
  const role = data?.user?.role;
  if (!role || !roleCan(role, permission)) return <AccessDenied />;
  return children;
}

function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <section>
      <PageHeading subtitle="You don't have permission to access this page.">Access Denied</PageHeading>
      <Link to="/admin">Back to Admin Dashboard</Link>
    </section>
  );
}
