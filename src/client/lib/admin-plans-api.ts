/**
 * The admin plan paths, keys and calls of spec §7 that other admin screens share (the import
 * wizard and the Medigap screen ask for the plan years on file); the plan screens' own calls are in
 * features/admin-plans/api. Query keys start with 'admin' so signing out drops them
 * (features/admin-auth forgetAdminData).
 *
 * A plan ID may be on file for several plan years (issue 18), so every call about one plan names
 * the plan year (`?year=`) when it is known; without it the server answers for an ID on file for
 * one year and refuses, naming the years, an ID on file for several.
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

/** The list query of spec §7; empty values are left out of the URL. */
export type AdminPlanListQuery = {
  page?: number;
  limit?: number;
  search?: string;
  carrier?: string;
  planType?: string;
  region?: string;
  /** One plan year's plans ("2027"); every year's when empty. */
  planYear?: string;
  sortBy?: AdminPlanSortField;
  sortOrder?: 'asc' | 'desc';
  isActive?: 'true' | 'false' | '';
};

/** The plan year of a call about one plan; null when the page does not know it (an old link). */
export type PlanYear = number | null;

export const adminPlanKeys = {
  all: ['admin', 'plans'] as const,
  lists: () => [...adminPlanKeys.all, 'list'] as const,
  list: (query: AdminPlanListQuery) => [...adminPlanKeys.lists(), query] as const,
  /** Without a year: every year's entries of the plan ID (for invalidation). */
  detail: (planId: string, year?: PlanYear) =>
    [...adminPlanKeys.all, 'detail', planId, ...(year === undefined ? [] : [year])] as const,
  history: (planId: string, year?: PlanYear) =>
    [...adminPlanKeys.all, 'history', planId, ...(year === undefined ? [] : [year])] as const,
  options: () => [...adminPlanKeys.all, 'options'] as const,
  years: () => [...adminPlanKeys.all, 'years'] as const,
};

/** The query's values that are not empty, as URL parameters. */
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

/** `/api/admin/plans/H1234-001/history?year=2027`: the plan, a part of it, and its year when known. */
export function adminPlanApiPath(planId: string, year: PlanYear, part = ''): string {
  const path = `/api/admin/plans/${encodeURIComponent(planId)}${part}`;
  return year === null ? path : `${path}?year=${year}`;
}

/** PUT with only the fields to change (the inline table sends one). */
export function updateAdminPlan(planId: string, year: PlanYear, body: AdminPlanUpdateInput) {
  return apiRequest<AdminPlanRecord>(adminPlanApiPath(planId, year), { method: 'PUT', body });
}

/**
 * The years the plan filters offer: the years ClearPlan can price and the years the finder offers
 * today, newest first. The options call does not list the years on file, so each is looked up
 * below with a one-plan page of the list.
 */
export function candidatePlanYears(today: Date): number[] {
  const years = new Set([...KNOWN_PLAN_YEARS, ...openPlanYears(today).years]);
  return [...years].sort((a, b) => b - a);
}

/**
 * Which of the candidate years have plans on file (active or not), newest first: one small list
 * call per year (`planYear=…&limit=1`, reading its total). A year outside the candidates is still
 * listed under "All years".
 */
export async function fetchPlanYearsOnFile(today: Date, signal?: AbortSignal): Promise<number[]> {
  const years = candidatePlanYears(today);
  const totals = await Promise.all(
    years.map((year) => fetchAdminPlans({ planYear: String(year), limit: 1 }, signal)),
  );
  return years.filter((_, index) => (totals[index]?.total ?? 0) > 0);
}

/**
 * The plan year a new plan or an import's rows without a year default to: the one the server picks
 * when none is sent (services/catalogue/plan-years.ts defaultPlanYear): the finder's default year on `today`
 * among the priceable years on file, else the newest such year; the date's own default when no
 * plan is on file or the years are not known yet.
 */
export function suggestedPlanYear(today: Date, yearsOnFile: readonly number[] | undefined): number {
  const priceable = (yearsOnFile ?? []).filter((y) => KNOWN_PLAN_YEARS.includes(y));
  return offeredPlanYears(today, priceable)?.defaultYear ?? openPlanYears(today).defaultYear;
}

/**
 * The export download's URL: the list's filters and sort, without paging (every matching plan).
 * A plain link (`download`) fetches it with the session cookie.
 */
export function adminPlanExportPath(format: PlanExportFormat, query: AdminPlanListQuery): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return `/api/admin/plans/export?${queryParams(filters, new URLSearchParams({ format })).toString()}`;
}
