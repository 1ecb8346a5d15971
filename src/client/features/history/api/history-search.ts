/** This browser's own submissions (ADR 0011), searched by name or birth date in the body; "Forget this device". */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY, SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { apiPost, apiRequest } from '../../../lib/api-client';
import { removeStored } from '../../../lib/browser-storage';

export const HISTORY_SEARCH_STALE_MS = 5_000;

/** No text: newest first (own searches, or a counselor's clients); text narrows from 2 characters. */
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

/** Forgets this browser: its History key and its saved form progress. */
export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ forgotten: boolean; released: number }>('/api/medicare/history/forget'),
    onSuccess: () => {
      removeStored(FORM_PROGRESS_KEY, HISTORY_LOAD_KEY);
      queryClient.removeQueries({ queryKey: ['medicare'] });
    },
  });
}
