/** The advanced editor's formulary and network calls and its drug and doctor look-ups (spec §7). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { MedicationLookupItem, ProviderSearchResult } from '../../../../shared/lookup-contracts';
import type {
  FormularyEntry,
  FormularyEntryInput,
  FormularyResponse,
  NetworkProvider,
  NetworkResponse,
} from '../../../../shared/plan-catalogue-contracts';
import { useAdminGet } from '../../../components/admin-list';
import { adminPlanApiPath, adminPlanKeys, type PlanYear } from '../../../lib/admin-plans-api';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { markStale } from './admin-plan-queries';

// Under 'admin' keys, so signing out drops them.
const planCatalogueKeys = {
  formulary: (planId: string, year: PlanYear) => [...adminPlanKeys.all, 'formulary', planId, year] as const,
  network: (planId: string, year: PlanYear) => [...adminPlanKeys.all, 'network', planId, year] as const,
  networkSearch: (planId: string, year: PlanYear, q: string) =>
    [...planCatalogueKeys.network(planId, year), q] as const,
};

export type CataloguePlan = { planId: string; year: PlanYear };

/** Spec §7: the drug catalogue is cached for 5 minutes, doctor results for 5 seconds. */
const DRUG_CATALOGUE_STALE_MS = 5 * 60 * 1000;
const DOCTOR_SEARCH_STALE_MS = 5 * 1000;
const SEARCH_DEBOUNCE_MS = 250;

const formularyPath = ({ planId, year }: CataloguePlan, medicationName: string) =>
  adminPlanApiPath(planId, year, `/formulary/${encodeURIComponent(medicationName)}`);

function withQuery(path: string, q: string): string {
  if (!q) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ q })}`;
}

/** On success refreshes the changed list, the plan (its updatedAt moves), its history and the plan lists. */
function useCatalogueChange<T, R>(
  list: 'formulary' | 'network',
  { planId, year }: CataloguePlan,
  send: (variables: T) => Promise<R>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void markStale(
        queryClient,
        planCatalogueKeys[list](planId, year),
        adminPlanKeys.detail(planId),
        adminPlanKeys.lists(),
        adminPlanKeys.history(planId),
      );
    },
  });
}

export const useFormulary = ({ planId, year }: CataloguePlan) =>
  useAdminGet<FormularyResponse>(
    planCatalogueKeys.formulary(planId, year),
    adminPlanApiPath(planId, year, '/formulary'),
  );

export type FormularyChange = { medicationName: string; input: FormularyEntryInput };

export const useSetFormularyEntry = (plan: CataloguePlan) =>
  useCatalogueChange('formulary', plan, ({ medicationName, input }: FormularyChange) =>
    apiRequest<FormularyEntry>(formularyPath(plan, medicationName), { method: 'PUT', body: input }),
  );

export const useRemoveFormularyEntry = (plan: CataloguePlan) =>
  useCatalogueChange('formulary', plan, (medicationName: string) =>
    apiRequest<{ deleted: number }>(formularyPath(plan, medicationName), { method: 'DELETE' }),
  );

/** Network doctors whose name contains `filter`; the server sends at most 50. */
export function useNetwork({ planId, year }: CataloguePlan, filter: string) {
  const q = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS);
  return useAdminGet<NetworkResponse>(
    planCatalogueKeys.networkSearch(planId, year, q),
    withQuery(adminPlanApiPath(planId, year, '/network'), q),
    { keep: true },
  );
}

const networkPath = ({ planId, year }: CataloguePlan, providerId: number) =>
  adminPlanApiPath(planId, year, `/network/${providerId}`);

export const useAddNetworkProvider = (plan: CataloguePlan) =>
  useCatalogueChange('network', plan, (providerId: number) =>
    apiRequest<NetworkProvider>(networkPath(plan, providerId), { method: 'PUT' }),
  );

export const useRemoveNetworkProvider = (plan: CataloguePlan) =>
  useCatalogueChange('network', plan, (providerId: number) =>
    apiRequest<{ deleted: number }>(networkPath(plan, providerId), { method: 'DELETE' }),
  );

/** Shares the finder's cache entry. */
export function useDrugCatalogue() {
  return useQuery({
    queryKey: ['medication-lookup'],
    queryFn: ({ signal }) => apiGet<MedicationLookupItem[]>('/api/medication-lookup', { signal }),
    staleTime: DRUG_CATALOGUE_STALE_MS,
    gcTime: DRUG_CATALOGUE_STALE_MS,
  });
}

/** No ZIP, so the whole directory. */
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
