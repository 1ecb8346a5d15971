import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanYearsResponse } from '../../../../shared/api-responses';
import { SEARCH_MIN_CHARS, ZIP_LENGTH } from '../../../../shared/constants';
import type { CurrentPlanMatch } from '../../../../shared/current-plan-contracts';
import type { MedicareSubmission } from '../../../../shared/finder-contracts';
import type {
  CountyValidateRequest,
  CountyValidateResponse,
  MedicationLookupItem,
  ProviderSearchResult,
} from '../../../../shared/lookup-contracts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const isFullZip = (zip: string) => zip.length === ZIP_LENGTH && /^\d+$/.test(zip);

/** Runs once the ZIP has 5 digits (automatic mode). */
export function useCountiesByZip(zip: string, enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'by-zip', zip],
    queryFn: ({ signal }) => apiGet<string[]>(`/api/counties/by-zip/${zip}`, { signal }),
    enabled: enabled && isFullZip(zip),
  });
}

export function useAllCounties(enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'all'],
    queryFn: ({ signal }) => apiGet<string[]>('/api/counties/all', { signal }),
    staleTime: 30 * 1000, // spec §7: the 77 counties are cached for 30 seconds in manual mode
    enabled,
  });
}

/** In manual mode, whether the chosen county is in the ZIP. */
export function useCountyValidation(request: CountyValidateRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['counties', 'validate', request.zipCode, request.county],
    queryFn: () => apiPost<CountyValidateResponse>('/api/counties/validate', request),
    enabled: enabled && isFullZip(request.zipCode) && request.county !== '',
  });
}

/** A History list read before (a counselor's clients, ADR 0020) is stale once the submission is stored. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: MedicareSubmission) =>
      apiPost<{ userId: string }>('/api/medicare/submit', submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['medicare', 'users-search'] }),
  });
}

export const CURRENT_PLAN_MIN_CHARS = 2;

/** The plans a person may have now, by name, carrier or plan ID; POST so what is typed stays out of URLs. */
export function useCurrentPlanSearch(text: string, planYear: number | undefined) {
  const q = useDebouncedValue(text.trim(), 250);
  const enabled = q.length >= CURRENT_PLAN_MIN_CHARS && planYear !== undefined;
  const query = useQuery({
    queryKey: ['current-plan-search', q, planYear],
    queryFn: ({ signal }) =>
      apiRequest<CurrentPlanMatch[]>('/api/medicare/plans/search', {
        method: 'POST',
        body: { q, planYear },
        signal,
      }),
    enabled,
    staleTime: 60 * 1000,
  });
  return { enabled, q, query };
}

/** Name and ZIP go in the body, never a URL (ADR 0011); ZIP and radius only once the ZIP has 5 digits. */
export function useProviderSearch(text: string, zip: string, radius: number) {
  const q = useDebouncedValue(text.trim(), 250);
  const body = isFullZip(zip) ? { q, userZip: zip, radius } : { q };
  const query = useQuery({
    queryKey: ['providers', 'search', q, body.userZip ?? null, body.radius ?? null],
    queryFn: ({ signal }) =>
      apiRequest<ProviderSearchResult[]>('/api/providers/search', { method: 'POST', body, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: 5 * 1000, // spec §7: provider results are cached for 5 seconds
    placeholderData: keepPreviousData,
  });
  return {
    providers: query.data ?? [],
    isError: query.isError,
    // Until the debounce catches up, what is shown belongs to an older query.
    isSearching: q !== text.trim() || query.isFetching,
  };
}

/** Spec §7: the drug catalogue is fetched once and cached for 5 minutes; matching happens in the browser. */
export const MEDICATION_LOOKUP_STALE_MS = 5 * 60 * 1000;

export function useMedicationLookup() {
  return useQuery({
    queryKey: ['medication-lookup'],
    queryFn: ({ signal }) => apiGet<MedicationLookupItem[]>('/api/medication-lookup', { signal }),
    staleTime: MEDICATION_LOOKUP_STALE_MS,
    gcTime: MEDICATION_LOOKUP_STALE_MS,
  });
}

/** The years the finder offers today, the default first. */
export function usePlanYears() {
  return useQuery({
    queryKey: ['plan-years'],
    queryFn: ({ signal }) => apiGet<PlanYearsResponse>('/api/medicare/plan-years', { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
