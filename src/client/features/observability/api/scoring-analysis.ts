/** The reference profile's ranking (default or asked year), or one stored submission's over its own year's plans. */
import { useQuery } from '@tanstack/react-query';
import type { ScoringAnalysisResponse } from '../../../../shared/scoring-analysis-contracts';
import { apiGet } from '../../../lib/api-client';

export const scoringAnalysisKey = (userId: string | null, year: number | null = null) =>
  ['admin', 'scoring-analysis', userId ?? 'reference', ...(userId ? [] : [year ?? 'default'])] as const;

/** A submission has its own year, so `year` is sent only for the reference profile. */
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
