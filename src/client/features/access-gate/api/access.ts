import type { AccessState } from '../../../../shared/auth-contracts';
import { apiGet, apiPost } from '../../../lib/api-client';

export const accessQueryKey = ['access'] as const;

/** Whether the server still honours this browser's gate cookie. */
export function fetchAccessState(signal?: AbortSignal): Promise<AccessState> {
  return apiGet<AccessState>('/api/access', { signal });
}

/** On a match the server sets the HttpOnly gate cookie. */
export function requestAccess(password: string): Promise<AccessState> {
  return apiPost<AccessState>('/api/access', { password });
}
