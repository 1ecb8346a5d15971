/** The audit list; the previous page stays on screen while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditList } from '../../../../shared/audit-contracts';
import { apiGet } from '../../../lib/api-client';
import { type AuditView, auditListPath } from '../lib/audit-view';

export function useAuditList(view: AuditView) {
  return useQuery({
    queryKey: ['admin', 'audit', auditListPath(view)],
    queryFn: ({ signal }) => apiGet<AuditList>(auditListPath(view), { signal }),
    placeholderData: keepPreviousData,
  });
}
