/** The admin and counselor sessions (ADR 0020): their sign-in, sign-out and cached session query. */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CounselorSession } from '../../shared/api-responses';
import type { AdminLoginRequest, AdminSession, SessionUser } from '../../shared/auth-contracts';
import { apiGet, apiPost } from './api-client';

type Who = 'admin' | 'counselor';

export const signInAs = (who: Who, credentials: AdminLoginRequest) =>
  apiPost<{ success: boolean; user: SessionUser }>(`/api/${who}/login`, credentials);

export const signOutOf = (who: Who) => apiPost<{ success: boolean }>(`/api/${who}/logout`);

/** Checked on load (spec §4), cached 5 minutes, never retried (spec §7); a 401 reads as signed out. */
function useSession<S>(who: Who, signedOut: S) {
  return useQuery({
    queryKey: [who, 'session'],
    queryFn: async ({ signal }) =>
      (await apiGet<S>(`/api/${who}/session`, { on401: 'null', signal })) ?? signedOut,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}

export const adminSessionQueryKey = ['admin', 'session'] as const;
const SIGNED_OUT: AdminSession = { authenticated: false, user: null };
const COUNSELOR_SIGNED_OUT: CounselorSession = { authenticated: false, user: null, retentionDays: 0 };

export const useAdminSession = () => useSession('admin', SIGNED_OUT);
export const useCounselorSession = () => useSession('counselor', COUNSELOR_SIGNED_OUT);

export function useSignedInCounselor(): CounselorSession | null {
  const { data } = useCounselorSession();
  return data?.authenticated ? data : null;
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

/** After a counselor's sign-in or sign-out the session is read again and every cached record is dropped. */
export async function switchOwner(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ['medicare'] });
  await queryClient.invalidateQueries({ queryKey: ['counselor', 'session'] });
}
