import { useQuery } from '@tanstack/react-query';
import { ADMIN_SESSION_STALE_MS, adminSessionQueryKey, fetchAdminSession } from './admin-session';

/** Checked on load (spec §4), cached 5 minutes, never retried (spec §7). */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionQueryKey,
    queryFn: ({ signal }) => fetchAdminSession(signal),
    staleTime: ADMIN_SESSION_STALE_MS,
    retry: false,
  });
}
