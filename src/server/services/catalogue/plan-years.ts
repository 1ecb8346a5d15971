/**
 * The plan years the finder offers now (shared/plan-years.ts), narrowed to the years ClearPlan has
 * active plans for and can price (engine/plan-year.ts), and the year a submission is for.
 */

import { sql } from 'drizzle-orm';
import { KNOWN_PLAN_YEARS, planYearParameters } from '../../../engine/plan-year.ts';
import { type OpenPlanYears, offeredPlanYears, startMonthRefusal } from '../../../shared/plan-years.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { PlanCatalogue } from './plan-cache.ts';

export async function plansOffered(
  plans: Pick<PlanCatalogue, 'yearsWithPlans'>,
  today: Date,
): Promise<OpenPlanYears | null> {
  const years = (await plans.yearsWithPlans()).filter((y) => KNOWN_PLAN_YEARS.includes(y));
  return offeredPlanYears(today, years);
}

/** What the finder says when a year is asked for that it does not offer. */
export function planYearNotOffered(requested: number, offered: OpenPlanYears | null): string {
  if (!offered) return 'No plans are on file yet. Please try again later.';
  const list = offered.years.join(' or ');
  return `Plans for ${requested} are not offered now. Choose ${list}.`;
}

/**
 * The plan year of a new submission: the one asked for, if offered now; the default year when none
 * was asked for. Refuses (400, nothing stored) a year not offered.
 */
export async function submissionPlanYear(
  plans: Pick<PlanCatalogue, 'yearsWithPlans'>,
  today: Date,
  requested: number | undefined,
): Promise<number> {
  const offered = await plansOffered(plans, today);
  if (requested === undefined) {
    if (!offered) throw errors.unavailable(planYearNotOffered(today.getFullYear(), offered));
    return offered.defaultYear;
  }
  if (!offered?.years.includes(requested)) {
    const message = planYearNotOffered(requested, offered);
    throw errors.validation(message, [{ path: 'planYear', message }]);
  }
  return requested;
}

/**
 * Refuses (400, nothing stored) a start month that a plan of the year can no longer start (shared/
 * plan-years.ts coverageStartMonths): a page left open since an earlier month, or a crafted request,
 * would otherwise get an estimate of a few months, or of months already past. Left out, the
 * estimate is for the whole plan year, as it always was.
 */
export function checkStartMonth(today: Date, planYear: number, month: number | undefined): void {
  if (month === undefined) return;
  const message = startMonthRefusal(today, planYear, month);
  if (message) throw errors.validation(message, [{ path: 'answers.coverageStartMonth', message }]);
}

/**
 * The plan year a plan written without one belongs to (an admin form or import file that names
 * none): the year the finder offers by default, over every plan on file (active or not); this
 * year's when the catalogue is empty.
 */
export async function defaultPlanYear(db: DbExecutor, today: Date): Promise<number> {
  const rows = await queryRows<{ y: number }>(
    db,
    sql`select distinct ${medicarePlans.planYear} as y from ${medicarePlans}`,
  );
  const years = rows.map((r) => Number(r.y)).filter((y) => KNOWN_PLAN_YEARS.includes(y));
  return offeredPlanYears(today, years)?.defaultYear ?? today.getFullYear();
}

/** What the admin API says when a plan ID is on file for several plan years and none was named. */
export function planYearNeeded(planCode: string, years: readonly number[]): string {
  return `Plan ${planCode} is on file for ${years.join(' and ')}: say which plan year.`;
}

/**
 * What the results page says when the year's Medicare amounts are partly carried from the year
 * before (engine/plan-year.ts `unconfirmed`); null when every amount is the year's own.
 */
export function planYearNotice(year: number): string | null {
  const { unconfirmed } = planYearParameters(year);
  if (unconfirmed.length === 0) return null;
  return `Some Medicare amounts for ${year} (${unconfirmed.join(', ')}) are last year's until this year's are confirmed.`;
}
