/** The consumer reads behind the results and plan pages, for the owner's browser or a share link (ADR 0011). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentPlanComparison } from '../../../../shared/current-plan-contracts';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { PlanDetail, RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import type { ResultShare, SharedResultsResponse } from '../../../../shared/share-contracts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

export type ResultsSource = { kind: 'own'; userId: string } | { kind: 'shared'; token: string };

export function resultsBasePath(source: ResultsSource): string {
  return source.kind === 'own'
    ? `/results/${encodeURIComponent(source.userId)}`
    : `/shared/${encodeURIComponent(source.token)}`;
}

/** One key for the results and plan detail pages, so the detail reuses the cached answer. */
export const recommendationsQueryKey = (source: ResultsSource) =>
  ['medicare', 'recommendations', source.kind, source.kind === 'own' ? source.userId : source.token] as const;

export function useRecommendations(source: ResultsSource) {
  return useQuery<RecommendationsResponse & Partial<Pick<SharedResultsResponse, 'share'>>>({
    queryKey: recommendationsQueryKey(source),
    queryFn: ({ signal }) =>
      source.kind === 'own'
        ? apiGet<RecommendationsResponse>(
            `/api/medicare/recommendations/${encodeURIComponent(source.userId)}`,
            {
              signal,
            },
          )
        : apiGet<SharedResultsResponse>(`/api/medicare/shared/${encodeURIComponent(source.token)}`, {
            signal,
          }),
  });
}

/** The owner's record; never fetched for a shared link. */
export function useSavedUser(source: ResultsSource, { enabled = true }: { enabled?: boolean } = {}) {
  const userId = source.kind === 'own' ? source.userId : '';
  return useQuery({
    queryKey: ['medicare', 'user', userId],
    queryFn: ({ signal }) =>
      apiGet<SavedUserRecord>(`/api/medicare/user/${encodeURIComponent(userId)}`, { signal }),
    enabled: source.kind === 'own' && enabled,
  });
}

/** One plan in the results' plan year (an ID may exist in two years); without a year, the newest. */
export function usePlanDetail(
  planId: string,
  planYear: number | undefined,
  enabled = true,
  source?: ResultsSource,
) {
  const year = planYear === undefined ? '' : `?year=${planYear}`;
  // Through a share link, which opens without the access password.
  const token = source?.kind === 'shared' ? source.token : null;
  return useQuery({
    queryKey: ['medicare', 'plan', planId, planYear ?? null, token],
    queryFn: ({ signal }) =>
      apiGet<PlanDetail>(
        token === null
          ? `/api/medicare/plan/${encodeURIComponent(planId)}${year}`
          : `/api/medicare/shared/${encodeURIComponent(token)}/plan/${encodeURIComponent(planId)}`,
        { signal },
      ),
    enabled,
  });
}

const sharesPath = (userId: string) => `/api/medicare/results/${encodeURIComponent(userId)}/shares`;
const sharesKey = (userId: string) => ['medicare', 'shares', userId] as const;

export function useResultShares(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: sharesKey(userId),
    queryFn: ({ signal }) => apiGet<ResultShare[]>(sharesPath(userId), { signal }),
    enabled,
  });
}

export function useCreateShare(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ResultShare>(sharesPath(userId), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(userId) }),
  });
}

export function useRevokeShare(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      apiRequest<{ revoked: boolean }>(`${sharesPath(userId)}/${encodeURIComponent(shareId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(userId) }),
  });
}

/** The current plan the person named, now and in the results' year; owner's results only. */
export function useCurrentPlanComparison(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['medicare', 'current-plan', userId],
    queryFn: ({ signal }) =>
      apiGet<CurrentPlanComparison>(
        `/api/medicare/recommendations/${encodeURIComponent(userId)}/current-plan`,
        {
          signal,
        },
      ),
    enabled,
  });
}
