/** The plan screens' addresses: a plan ID may be on file for several years, so links name the year. */
import type { PlanYear } from '../../../lib/admin-plans-api';

export type PlanPage = '' | '/edit' | '/advanced';

/** `/admin/plans/H1234-001/edit?year=2027`; without `?year=` when the year is not known. */
export function planPagePath(planId: string, planYear: PlanYear, page: PlanPage = ''): string {
  const path = `/admin/plans/${encodeURIComponent(planId)}${page}`;
  return planYear === null ? path : `${path}?year=${planYear}`;
}

/** The page's `?year=`, or null (an old link, a bookmark, a typo). */
export function yearParam(params: URLSearchParams): PlanYear {
  const value = params.get('year') ?? '';
  return /^\d{4}$/.test(value) ? Number(value) : null;
}

export const planYearText = (planYear: number) => `${planYear} plan`;
