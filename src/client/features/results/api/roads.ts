import { skipToken, useQuery } from '@tanstack/react-query';
import type { RoadsComparison, RoadsRequest } from '../../../../shared/roads-contracts';
import { apiRequest } from '../../../lib/api-client';

/** Medicare Advantage against Original Medicare (ADR 0017); answers go in the body, never the URL, and are cached in memory only. */
export function useRoadsComparison(userId: string, answers: RoadsRequest | null) {
  // Exactly the answers, whatever else a caller's object may carry.
  const body: RoadsRequest | null = answers && {
    sex: answers.sex,
    tobacco: answers.tobacco,
    incomeBand: answers.incomeBand,
    medicareBefore2020: answers.medicareBefore2020,
  };
  const path = `/api/medicare/recommendations/${encodeURIComponent(userId)}/roads`;
  return useQuery({
    queryKey: ['medicare', 'roads', userId, body],
    queryFn: body
      ? ({ signal }) => apiRequest<RoadsComparison>(path, { method: 'POST', body, signal })
      : skipToken,
  });
}
