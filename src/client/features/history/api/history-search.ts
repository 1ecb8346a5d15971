/** GET /api/medicare/users/search (spec §7): runs at 2+ characters and is cached for 5 seconds. */
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { apiGet } from '../../../lib/api-client';

export const HISTORY_SEARCH_STALE_MS = 5_000;

export function useHistorySearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['medicare', 'users-search', q],
    queryFn: ({ signal }) =>
      apiGet<SavedUserRecord[]>(`/api/medicare/users/search?${new URLSearchParams({ q })}`, { signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: HISTORY_SEARCH_STALE_MS,
  });
}
