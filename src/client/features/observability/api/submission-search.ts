/** Finds the submission to analyse; the text goes in the body (ADR 0011), the URL carries only the opaque result ID. */
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { apiRequest } from '../../../lib/api-client';

const SEARCH_STALE_MS = 5_000;

export function useSubmissionSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['admin', 'submissions-search', q],
    queryFn: ({ signal }) =>
      apiRequest<SavedUserRecord[]>('/api/admin/submissions/search', { method: 'POST', body: { q }, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: SEARCH_STALE_MS,
  });
}
