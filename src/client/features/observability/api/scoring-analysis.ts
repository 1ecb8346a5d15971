/**
 * The reference profile's ranking (default or asked year), or one stored submission's over its own year's plans;
 * and the search for the submission to analyse (the text in the body, ADR 0011; the URL carries only the opaque result ID).
 */
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { ScoringAnalysisResponse } from '../../../../shared/scoring-analysis-contracts';
import { apiGet, apiRequest } from '../../../lib/api-client';

export function useScoringAnalysis(userId: string | null, year: number | null = null) {
  // A submission has its own year, so `year` is sent only for the reference profile.
  const query = userId ? `?${new URLSearchParams({ userId })}` : year === null ? '' : `?year=${year}`;
  return useQuery({
    queryKey: ['admin', 'scoring-analysis', userId ?? 'reference', ...(userId ? [] : [year ?? 'default'])],
    queryFn: async ({ signal }) =>
      (await apiGet<ScoringAnalysisResponse>(`/api/admin/scoring-analysis${query}`, { signal })).analysis,
  });
}

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
