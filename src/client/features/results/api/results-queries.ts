/** The consumer reads behind the results and plan pages, for the owner's browser or a share link (ADR 0011). */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { CurrentPlanComparison } from '../../../../shared/current-plan-contracts';
import type { ResultsEmailRequest, ResultsEmailResponse } from '../../../../shared/email-contracts';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import {
  type PharmacyCost,
  type PharmacyCostRequest,
  pharmacyCostPath,
} from '../../../../shared/pharmacy-cost-contracts';
import type { PlanDetail, RecommendationsResponse } from '../../../../shared/recommendation-contracts';
import type { RoadsComparison, RoadsRequest } from '../../../../shared/roads-contracts';
import type { ResultShare, SharedResultsResponse } from '../../../../shared/share-contracts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import { useAppInfo } from '../../../lib/app-info';

export type ResultsSource = { kind: 'own'; userId: string } | { kind: 'shared'; token: string };

/** /results/:userId is the owner's; /shared/:token a share link's (ADR 0011), read-only, without the person's name. */
export function useResultsSource(): ResultsSource {
  const { userId = '', token } = useParams();
  return token === undefined ? { kind: 'own', userId } : { kind: 'shared', token };
}

export function resultsBasePath(source: ResultsSource): string {
  return source.kind === 'own'
    ? `/results/${encodeURIComponent(source.userId)}`
    : `/shared/${encodeURIComponent(source.token)}`;
}

const ownPath = (userId: string) => `/api/medicare/recommendations/${encodeURIComponent(userId)}`;

/** One key for the results and plan detail pages, so the detail reuses the cached answer. */
export function useRecommendations(source: ResultsSource) {
  const own = source.kind === 'own';
  return useQuery<RecommendationsResponse & Partial<Pick<SharedResultsResponse, 'share'>>>({
    queryKey: ['medicare', 'recommendations', source.kind, own ? source.userId : source.token],
    queryFn: ({ signal }) =>
      apiGet(own ? ownPath(source.userId) : `/api/medicare/shared/${encodeURIComponent(source.token)}`, {
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
    queryFn: ({ signal }) => apiGet<CurrentPlanComparison>(`${ownPath(userId)}/current-plan`, { signal }),
    enabled,
  });
}

/** This plan's drug cost at a pharmacy near the person; the NPI goes in the body, never the URL (ADR 0011). */
export function usePharmacyCost(userId: string, planId: string, npi: string | null) {
  return useQuery({
    queryKey: ['medicare', 'pharmacy-cost', userId, planId, npi],
    queryFn: ({ signal }) => {
      const body: PharmacyCostRequest = { npi: npi ?? '' };
      return apiRequest<PharmacyCost>(pharmacyCostPath(userId, planId), { method: 'POST', body, signal });
    },
    enabled: npi !== null,
  });
}

/** Medicare Advantage against Original Medicare (ADR 0017); answers go in the body, never the URL, and are cached in memory only. */
export function useRoadsComparison(userId: string, answers: RoadsRequest | null) {
  // Exactly the answers, whatever else a caller's object may carry.
  const body: RoadsRequest | null = answers && {
    sex: answers.sex,
    tobacco: answers.tobacco,
    incomeBand: answers.incomeBand,
    medicareBefore2020: answers.medicareBefore2020,
  };
  return useQuery({
    queryKey: ['medicare', 'roads', userId, body],
    queryFn: body
      ? ({ signal }) =>
          apiRequest<RoadsComparison>(`${ownPath(userId)}/roads`, { method: 'POST', body, signal })
      : skipToken,
  });
}

/** Asked only on the owner's results: a share link's pages may be open without the gate, which app-info needs. */
export const useEmailAvailable = (enabled: boolean): boolean =>
  useAppInfo(enabled).data?.emailAvailable === true;

export function useSendResultsEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResultsEmailRequest) =>
      apiPost<ResultsEmailResponse>(`/api/medicare/results/${encodeURIComponent(userId)}/email`, body),
    // The e-mail carries a new share link: refresh the owner's list of links.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'shares', userId] }),
  });
}
