/** The consumer reads behind the results and plan detail pages (spec §7). */
import { useQuery } from '@tanstack/react-query';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { PlanDetail, RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import { apiGet } from '../../../lib/api-client';

/** One key for the results page and the plan detail page, so the detail reuses the cached answer. */
export const recommendationsQueryKey = (userId: string) => ['medicare', 'recommendations', userId] as const;

export function useRecommendations(userId: string) {
  return useQuery({
    queryKey: recommendationsQueryKey(userId),
    queryFn: ({ signal }) =>
      apiGet<RecommendationsResponse>(`/api/medicare/recommendations/${encodeURIComponent(userId)}`, {
        signal,
      }),
  });
}

export function useSavedUser(userId: string) {
  return useQuery({
    queryKey: ['medicare', 'user', userId],
    queryFn: ({ signal }) =>
      apiGet<SavedUserRecord>(`/api/medicare/user/${encodeURIComponent(userId)}`, { signal }),
  });
}

export function usePlanDetail(planId: string) {
  return useQuery({
    queryKey: ['medicare', 'plan', planId],
    queryFn: ({ signal }) =>
      apiGet<PlanDetail>(`/api/medicare/plan/${encodeURIComponent(planId)}`, { signal }),
  });
}
