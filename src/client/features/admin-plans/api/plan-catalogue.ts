/**
 * The advanced editor's formulary and network calls (design.md §5), and the two look-ups it picks
 * from: the drug catalogue and the doctor search of spec §7. Keys start with 'admin' so signing
 * out drops them; every change also refreshes the plan (its updatedAt moves) and the plan lists.
 */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { MedicationLookupItem, ProviderSearchResult } from '../../../../shared/lookup-contracts';
import type {
  FormularyEntry,
  FormularyEntryInput,
  FormularyResponse,
  NetworkProvider,
  NetworkResponse,
} from '../../../../shared/plan-catalogue-contracts';
import { adminPlanKeys } from '../../../lib/admin-plans-api';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const planCatalogueKeys = {
  formulary: (planId: string) => [...adminPlanKeys.all, 'formulary', planId] as const,
  network: (planId: string) => [...adminPlanKeys.all, 'network', planId] as const,
  networkSearch: (planId: string, q: string) => [...planCatalogueKeys.network(planId), q] as const,
};

const planPath = (planId: string) => `/api/admin/plans/${encodeURIComponent(planId)}`;

/** Spec §7: the drug catalogue is cached for 5 minutes, doctor results for 5 seconds. */
const DRUG_CATALOGUE_STALE_MS = 5 * 60 * 1000;
const DOCTOR_SEARCH_STALE_MS = 5 * 1000;
const SEARCH_DEBOUNCE_MS = 250;

function refreshPlan(queryClient: QueryClient, planId: string) {
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.detail(planId) });
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminPlanKeys.history(planId) });
}

export function useFormulary(planId: string) {
  return useQuery({
    queryKey: planCatalogueKeys.formulary(planId),
    queryFn: ({ signal }) => apiGet<FormularyResponse>(`${planPath(planId)}/formulary`, { signal }),
  });
}

export type FormularyChange = { medicationName: string; input: FormularyEntryInput };

export function useSetFormularyEntry(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ medicationName, input }: FormularyChange) =>
      apiRequest<FormularyEntry>(`${planPath(planId)}/formulary/${encodeURIComponent(medicationName)}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planCatalogueKeys.formulary(planId) });
      refreshPlan(queryClient, planId);
    },
  });
}

export function useRemoveFormularyEntry(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (medicationName: string) =>
      apiRequest<{ deleted: number }>(`${planPath(planId)}/formulary/${encodeURIComponent(medicationName)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planCatalogueKeys.formulary(planId) });
      refreshPlan(queryClient, planId);
    },
  });
}

/** The plan's network doctors whose name contains `filter` (debounced); the server sends at most 50. */
export function useNetwork(planId: string, filter: string) {
  const q = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: planCatalogueKeys.networkSearch(planId, q),
    queryFn: ({ signal }) =>
      apiGet<NetworkResponse>(`${planPath(planId)}/network${q ? `?${new URLSearchParams({ q })}` : ''}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAddNetworkProvider(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) =>
      apiRequest<NetworkProvider>(`${planPath(planId)}/network/${providerId}`, { method: 'PUT' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planCatalogueKeys.network(planId) });
      refreshPlan(queryClient, planId);
    },
  });
}

export function useRemoveNetworkProvider(planId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: number) =>
      apiRequest<{ deleted: number }>(`${planPath(planId)}/network/${providerId}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planCatalogueKeys.network(planId) });
      refreshPlan(queryClient, planId);
    },
  });
}

/** GET /api/medication-lookup (spec §7), shared with the finder's cache entry. */
export function useDrugCatalogue() {
  return useQuery({
    queryKey: ['medication-lookup'],
    queryFn: ({ signal }) => apiGet<MedicationLookupItem[]>('/api/medication-lookup', { signal }),
    staleTime: DRUG_CATALOGUE_STALE_MS,
    gcTime: DRUG_CATALOGUE_STALE_MS,
  });
}

/** POST /api/providers/search {q} at 2+ characters, after a pause in typing; no ZIP, so the whole directory. */
export function useDoctorSearch(text: string) {
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['providers', 'search', q, null, null],
    queryFn: ({ signal }) =>
      apiRequest<ProviderSearchResult[]>('/api/providers/search', { method: 'POST', body: { q }, signal }),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: DOCTOR_SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });
  return {
    doctors: query.data ?? [],
    isError: query.isError,
    isSearching: q !== text.trim() || query.isFetching,
  };
}
