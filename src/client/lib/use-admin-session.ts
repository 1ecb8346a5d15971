import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { AdminLoginRequest, AdminSession, SessionUser } from '../../shared/auth-contracts';
import { apiGet, apiPost } from './api-client';

export const adminSessionQueryKey = ['admin', 'session'] as const;
const SESSION_STALE_MS = 5 * 60 * 1000;

const SIGNED_OUT: AdminSession = { authenticated: false, user: null };

export function loginAdmin(credentials: AdminLoginRequest): Promise<{ success: boolean; user: SessionUser }> {
  return apiPost<{ success: boolean; user: SessionUser }>('/api/admin/login', credentials);
}

export function logoutAdmin(): Promise<{ success: boolean }> {
  return apiPost<{ success: boolean }>('/api/admin/logout');
}

/** Spec §4: after sign-out or expiry the cache says unauthenticated, so admin routes redirect. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(adminSessionQueryKey, SIGNED_OUT);
}

/** So the next person to sign in never sees the previous one's data. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    queryKey: ['admin'],
    predicate: (query) => query.queryKey[1] !== adminSessionQueryKey[1],
  });
}

/** Checked on load (spec §4), cached 5 minutes, never retried (spec §7). */
export function useAdminSession() {
  return useQuery({
    queryKey: adminSessionQueryKey,
    // Without a session the server answers `authenticated: false`; a 401 means the same.
    queryFn: async ({ signal }) =>
      (await apiGet<AdminSession>('/api/admin/session', { on401: 'null', signal })) ?? SIGNED_OUT,
    staleTime: SESSION_STALE_MS,
    retry: false,
  });
}
