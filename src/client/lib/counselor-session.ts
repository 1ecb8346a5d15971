/** The counselor's session (ADR 0020), in lib because header, finder and History read it; a 401 reads as none. */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CounselorSession } from '../../shared/api-responses';
import type { AdminLoginRequest } from '../../shared/auth-contracts';
import { apiGet, apiPost } from './api-client';

export const counselorSessionQueryKey = ['counselor', 'session'] as const;
const COUNSELOR_SESSION_STALE_MS = 5 * 60 * 1000;

export const COUNSELOR_SIGNED_OUT: CounselorSession = { authenticated: false, user: null, retentionDays: 0 };

export async function fetchCounselorSession(signal?: AbortSignal): Promise<CounselorSession> {
  return (
    (await apiGet<CounselorSession>('/api/counselor/session', { on401: 'null', signal })) ??
    COUNSELOR_SIGNED_OUT
  );
}

export function loginCounselor(credentials: AdminLoginRequest) {
  return apiPost<{ success: boolean; user: { email: string; role: string } }>(
    '/api/counselor/login',
    credentials,
  );
}

export function logoutCounselor() {
  return apiPost<{ success: boolean }>('/api/counselor/logout');
}

/** Cached 5 minutes, never retried; anything but a session reads as none. */
export function useCounselorSession() {
  return useQuery({
    queryKey: counselorSessionQueryKey,
    queryFn: ({ signal }) => fetchCounselorSession(signal),
    staleTime: COUNSELOR_SESSION_STALE_MS,
    retry: false,
  });
}

export function useSignedInCounselor(): CounselorSession | null {
  const { data } = useCounselorSession();
  return data?.authenticated ? data : null;
}

/** After sign-in or sign-out the session is read again and every cached record is dropped. */
export async function switchOwner(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: ['medicare'] });
  await queryClient.invalidateQueries({ queryKey: counselorSessionQueryKey });
}
