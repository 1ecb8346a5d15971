/** The reference profile's ranking (default or asked year), or one stored submission's over its own year's plans. */
import { useQuery } from '@tanstack/react-query';
import type { ScoringAnalysisResponse } from '../../../../shared/scoring-analysis-contracts';
import { apiGet } from '../../../lib/api-client';

export function useScoringAnalysis(userId: string | null, year: number | null = null) {
  // A submission has its own year, so `year` is sent only for the reference profile.
  const query = userId ? `?${new URLSearchParams({ userId })}` : year === null ? '' : `?year=${year}`;
  return useQuery({
    queryKey: ['admin', 'scoring-analysis', userId ?? 'reference', ...(userId ? [] : [year ?? 'default'])],
    queryFn: async ({ signal }) =>
      (await apiGet<ScoringAnalysisResponse>(`/api/admin/scoring-analysis${query}`, { signal })).analysis,
  });
}
