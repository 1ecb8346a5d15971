/**
 * GET /api/medicare/users/search (spec §7, the history search) to find the submission whose
 * ranking to analyse: 2+ characters, cached for 5 seconds. The search text travels only in this
 * request's query, never in the page's URL, which carries the opaque result ID alone.
 */
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { apiGet } from '../../../lib/api-client';

const SEARCH_STALE_MS = 5_000;

export function useSubmissionSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['medicare', 'users-search', q],
    queryFn: ({ signal }) =>
      apiGet<SavedUserRecord[]>(`/api/medicare/users/search?${new URLSearchParams({ q })}`, { signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: SEARCH_STALE_MS,
  });
}
