/**
 * The admin plan calls other admin screens share (keys start with 'admin' so sign-out drops them). An ID may exist
 * in several plan years, so calls about one plan name `?year=` when known; without it the server refuses an ambiguous ID.
 */
import { KNOWN_PLAN_YEARS } from '../../engine/plan-year';
import type {
  AdminPlanListResponse,
  AdminPlanRecord,
  AdminPlanSortField,
  AdminPlanUpdateInput,
  PlanExportFormat,
} from '../../shared/admin-plan-contracts';
import { offeredPlanYears, openPlanYears } from '../../shared/plan-years';
import { apiGet, apiRequest } from './api-client';

/** Empty values are left out of the URL. */
export type AdminPlanListQuery = {
  page?: number;
  limit?: number;
  search?: string;
  carrier?: string;
  planType?: string;
  region?: string;
  /** Every year's when empty. */
  planYear?: string;
  sortBy?: AdminPlanSortField;
  sortOrder?: 'asc' | 'desc';
  isActive?: 'true' | 'false' | '';
};

/** Null when the page does not know it (an old link). */
export type PlanYear = number | null;

export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
  lists: () => [...adminPlanKeys.all, 'list'] as const,
  list: (query: AdminPlanListQuery) => [...adminPlanKeys.lists(), query] as const,
  detail: (planId: string, year?: PlanYear) =>
    [...adminPlanKeys.all, 'detail', planId, ...(year === undefined ? [] : [year])] as const,
  history: (planId: string, year?: PlanYear) =>
    [...adminPlanKeys.all, 'history', planId, ...(year === undefined ? [] : [year])] as const,
  options: () => [...adminPlanKeys.all, 'options'] as const,
  years: () => [...adminPlanKeys.all, 'years'] as const,
};

function queryParams(query: Record<string, unknown>, params = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && String(value) !== '') params.set(key, String(value));
  }
  return params;
}

export function fetchAdminPlans(query: AdminPlanListQuery, signal?: AbortSignal) {
  const search = queryParams(query).toString();
  return apiGet<AdminPlanListResponse>(search ? `/api/admin/plans?${search}` : '/api/admin/plans', {
    signal,
  });
}

/** `/api/admin/plans/H1234-001/history?year=2027`. */
export function adminPlanApiPath(planId: string, year: PlanYear, part = ''): string {
  const path = `/api/admin/plans/${encodeURIComponent(planId)}${part}`;
  return year === null ? path : `${path}?year=${year}`;
}

/** PUT with only the fields to change. */
export function updateAdminPlan(planId: string, year: PlanYear, body: AdminPlanUpdateInput) {
  return apiRequest<AdminPlanRecord>(adminPlanApiPath(planId, year), { method: 'PUT', body });
}

/** The priceable years and the finder's years, newest first (the options call does not list years on file). */
export function candidatePlanYears(today: Date): number[] {
  const years = new Set([...KNOWN_PLAN_YEARS, ...openPlanYears(today).years]);
  return [...years].sort((a, b) => b - a);
}

/** The candidate years with plans on file, newest first: one `limit=1` list call per year, reading its total. */
export async function fetchPlanYearsOnFile(today: Date, signal?: AbortSignal): Promise<number[]> {
  const years = candidatePlanYears(today);
  const totals = await Promise.all(
    years.map((year) => fetchAdminPlans({ planYear: String(year), limit: 1 }, signal)),
  );
  return years.filter((_, index) => (totals[index]?.total ?? 0) > 0);
}

/** The year the server picks when none is sent (defaultPlanYear); the date's own default while years are unknown. */
export function suggestedPlanYear(today: Date, yearsOnFile: readonly number[] | undefined): number {
  const priceable = (yearsOnFile ?? []).filter((y) => KNOWN_PLAN_YEARS.includes(y));
  return offeredPlanYears(today, priceable)?.defaultYear ?? openPlanYears(today).defaultYear;
}

/** The list's filters and sort without paging; a plain `download` link sends the session cookie. */
export function adminPlanExportPath(format: PlanExportFormat, query: AdminPlanListQuery): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return `/api/admin/plans/export?${queryParams(filters, new URLSearchParams({ format })).toString()}`;
}
