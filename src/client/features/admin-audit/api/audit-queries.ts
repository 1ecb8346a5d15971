/** The audit list; the previous page stays on screen while the next loads. */
import type { AuditList } from '../../../../shared/audit-contracts';
import { useAdminGet } from '../../../components/admin-list';
import { type AuditView, auditListPath } from '../lib/audit-view';

export const useAuditList = (view: AuditView) =>
  useAdminGet<AuditList>(['admin', 'audit', auditListPath(view)], auditListPath(view), { keep: true });
