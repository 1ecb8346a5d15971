/**
 * Links to a plan's own page on Medicare.gov's Plan Finder, where a person can check the plan and
 * enroll: /plan-compare/#/plan-details/{year}-{contract}-{plan}-{segment}?year={year}&lang=en.
 * Our plan ids are "H1234-001", or "H1234-001-1" for a segment other than 0 (as the Landscape
 * importer writes them).
 */
export const MEDICARE_PLAN_FINDER_ORIGIN = 'https://www.medicare.gov';

const PLAN_ID = /^([HRSE]\d{4})-(\d{3})(?:-(\d{1,3}))?$/i;

/** The plan's page on Medicare.gov for a plan year, or null for an id that is not a CMS plan id. */
export function medicarePlanPageUrl(planId: string, year: number): string | null {
  const match = PLAN_ID.exec(planId.trim());
  if (!match) return null;
  const [, contract = '', plan = '', segment = '0'] = match;
  const id = `${year}-${contract.toUpperCase()}-${plan}-${Number(segment)}`;
  return `${MEDICARE_PLAN_FINDER_ORIGIN}/plan-compare/#/plan-details/${id}?year=${year}&lang=en`;
}
