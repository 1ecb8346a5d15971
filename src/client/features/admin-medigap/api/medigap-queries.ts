/** Medigap rate reads and writes; every write makes the lists stale. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanExportFormat } from '../../../../shared/admin-plan-contracts';
import type {
  MedigapRateCreateInput,
  MedigapRateDeleteResponse,
  MedigapRateList,
  MedigapRateRecord,
} from '../../../../shared/medigap-contracts';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** '' means any. */
export type MedigapFilters = { year: string; state: string; letter: string; carrier: string };
export const NO_FILTERS: MedigapFilters = { year: '', state: '', letter: '', carrier: '' };

export const MEDIGAP_PAGE_SIZE = 50;
const PATH = '/api/admin/medigap-rates';

export const medigapKeys = {
  all: ['admin', 'medigap-rates'] as const,
  list: (filters: MedigapFilters, page: number) => [...medigapKeys.all, filters, page] as const,
};

export function filterParams(filters: MedigapFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim() !== '') params.set(key, value.trim());
  return params;
}

export function medigapExportPath(format: PlanExportFormat, filters: MedigapFilters): string {
  const params = filterParams(filters);
  params.set('format', format);
  return `${PATH}/export?${params}`;
}

export function useMedigapRates(filters: MedigapFilters, page: number) {
  return useQuery({
    queryKey: medigapKeys.list(filters, page),
    queryFn: ({ signal }) => {
      const params = filterParams(filters);
      params.set('page', String(page));
      params.set('limit', String(MEDIGAP_PAGE_SIZE));
      return apiGet<MedigapRateList>(`${PATH}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

function useAfterWrite() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: medigapKeys.all });
}

export function useCreateMedigapRate() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (body: MedigapRateCreateInput) =>
      apiRequest<MedigapRateRecord>(PATH, { method: 'POST', body }),
    onSuccess: afterWrite,
  });
}

export function useUpdateMedigapRate() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MedigapRateCreateInput }) =>
      apiRequest<MedigapRateRecord>(`${PATH}/${id}`, { method: 'PUT', body }),
    onSuccess: afterWrite,
  });
}

export function useDeleteMedigapRate() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (id: number) => apiRequest<MedigapRateDeleteResponse>(`${PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: afterWrite,
  });
}
