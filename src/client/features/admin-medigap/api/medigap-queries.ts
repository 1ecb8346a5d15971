/** Medigap rate reads and writes; every write makes the lists stale. */
import type { PlanExportFormat } from '../../../../shared/admin-plan-contracts';
import type {
  MedigapRateCreateInput,
  MedigapRateList,
  MedigapRateRecord,
} from '../../../../shared/medigap-contracts';
import { useAdminGet, useListWrites } from '../../../components/admin-list';

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
  const params = filterParams(filters);
  params.set('page', String(page));
  params.set('limit', String(MEDIGAP_PAGE_SIZE));
  return useAdminGet<MedigapRateList>(medigapKeys.list(filters, page), `${PATH}?${params}`, { keep: true });
}

export const useMedigapWrites = () =>
  useListWrites<MedigapRateCreateInput, MedigapRateCreateInput, MedigapRateRecord>(PATH, [medigapKeys.all]);
