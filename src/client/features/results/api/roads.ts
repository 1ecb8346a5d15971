import { skipToken, useQuery } from '@tanstack/react-query';
import type { RoadsComparison, RoadsRequest } from '../../../../shared/roads-contracts';
import { apiRequest } from '../../../lib/api-client';

export const roadsPath = (userId: string) =>
  `/api/medicare/recommendations/${encodeURIComponent(userId)}/roads`;

/** Medicare Advantage against Original Medicare (ADR 0017); answers go in the body, never the URL, and are cached in memory only. */
export function useRoadsComparison(userId: string, answers: RoadsRequest | null) {
  return useQuery({
    queryKey: [
      'medicare',
      'roads',
      userId,
      answers?.sex ?? null,
      answers?.tobacco ?? null,
      answers?.incomeBand ?? null,
      answers?.medicareBefore2020 ?? null,
    ],
    queryFn: answers
      ? ({ signal }) => {
          // Exactly the answers, whatever else a caller's object may carry.
          const body: RoadsRequest = {
            sex: answers.sex,
            tobacco: answers.tobacco,
            incomeBand: answers.incomeBand,
            medicareBefore2020: answers.medicareBefore2020,
          };
          return apiRequest<RoadsComparison>(roadsPath(userId), { method: 'POST', body, signal });
        }
      : skipToken,
  });
}
