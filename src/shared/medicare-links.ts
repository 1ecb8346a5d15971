// Links to a plan's Medicare.gov Plan Finder page: /plan-compare/#/plan-details/{year}-{contract}-{plan}-{segment}.
import { planIdParts } from './plan-id.ts';

export const MEDICARE_PLAN_FINDER_ORIGIN = 'https://www.medicare.gov';

/** The plan's page on Medicare.gov for a plan year, or null for an id that is not a CMS plan id. */
export function medicarePlanPageUrl(planId: string, year: number): string | null {
  const parts = planIdParts(planId.trim().toUpperCase());
  if (!parts) return null;
  const id = `${year}-${parts.contract}-${parts.plan}-${parts.segment}`;
  return `${MEDICARE_PLAN_FINDER_ORIGIN}/plan-compare/#/plan-details/${id}?year=${year}&lang=en`;
}
