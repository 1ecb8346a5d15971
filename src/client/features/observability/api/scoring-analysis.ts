/**
 * GET /api/admin/scoring-analysis[?userId=|?year=] (spec §7; design.md §5): the reference profile's
 * ranking (for the finder's default plan year, or the year asked for), or one stored submission's
 * (ranked over its own year's plans). Never stale like every query (spec §7); Refresh refetches.
 */
import { useQuery } from '@tanstack/react-query';
import type { ScoringAnalysisResponse } from '../../../../shared/scoring-analysis-contracts';
import { apiGet } from '../../../lib/api-client';

export const scoringAnalysisKey = (userId: string | null, year: number | null = null) =>
  ['admin', 'scoring-analysis', userId ?? 'reference', ...(userId ? [] : [year ?? 'default'])] as const;

/** `year` is the reference profile's plan year; a submission has its own, so it is not sent then. */
export function scoringAnalysisPath(userId: string | null, year: number | null = null): string {
  if (userId) return `/api/admin/scoring-analysis?${new URLSearchParams({ userId })}`;
  return year === null ? '/api/admin/scoring-analysis' : `/api/admin/scoring-analysis?year=${year}`;
}

export function useScoringAnalysis(userId: string | null, year: number | null = null) {
  return useQuery({
    queryKey: scoringAnalysisKey(userId, year),
    queryFn: async ({ signal }) =>
      (await apiGet<ScoringAnalysisResponse>(scoringAnalysisPath(userId, year), { signal })).analysis,
  });
}
