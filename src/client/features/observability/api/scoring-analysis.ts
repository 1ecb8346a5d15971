/**
 * GET /api/admin/scoring-analysis[?userId=] (spec §7; design.md §5): the reference profile's
 * ranking, or one stored submission's. Never stale like every query (spec §7); Refresh refetches.
 */
import { useQuery } from '@tanstack/react-query';
import type { ScoringAnalysisResponse } from '../../../../shared/scoring-analysis-contracts';
import { apiGet } from '../../../lib/api-client';

export const scoringAnalysisKey = (userId: string | null) =>
  ['admin', 'scoring-analysis', userId ?? 'reference'] as const;

export function scoringAnalysisPath(userId: string | null): string {
  return userId
    ? `/api/admin/scoring-analysis?${new URLSearchParams({ userId })}`
    : '/api/admin/scoring-analysis';
}

export function useScoringAnalysis(userId: string | null) {
  return useQuery({
    queryKey: scoringAnalysisKey(userId),
    queryFn: async ({ signal }) =>
      (await apiGet<ScoringAnalysisResponse>(scoringAnalysisPath(userId), { signal })).analysis,
  });
}
