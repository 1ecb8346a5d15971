/**
 * POST /api/medicare/users/search (spec §7, ADR 0011): this browser's own submissions, searched
 * by name or birth date sent in the body (never the URL); runs empty or at 2+ characters, cached for
 * 5 seconds. "Forget this device" (POST /api/medicare/history/forget) drops the browser's key.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY, SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { apiPost, apiRequest } from '../../../lib/api-client';

export const HISTORY_SEARCH_STALE_MS = 5_000;

/**
 * With no search text, the newest first: History opens on this browser's own searches, or a
 * counselor's clients (ADR 0020); a search text narrows them from 2 characters.
 */
export function useHistorySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['medicare', 'users-search', q],
    queryFn: ({ signal }) =>
      apiRequest<SavedUserRecord[]>('/api/medicare/users/search', { method: 'POST', body: { q }, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS || q.length === 0,
    staleTime: HISTORY_SEARCH_STALE_MS,
  });
}

/** Forgets this browser: its History key, and the form progress it kept on this computer. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ forgotten: boolean; released: number }>('/api/medicare/history/forget'),
    onSuccess: () => {
      try {
        localStorage.removeItem(FORM_PROGRESS_KEY);
        localStorage.removeItem(HISTORY_LOAD_KEY);
      } catch {
        // Storage the browser refuses holds nothing to forget.
      }
      queryClient.removeQueries({ queryKey: ['medicare'] });
    },
  });
}
