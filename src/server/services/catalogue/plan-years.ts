/** Plan years offered now (shared/plan-years.ts) with active plans that can be priced. */

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

export function planYearNotOffered(requested: number, offered: OpenPlanYears | null): string {
  if (!offered) return 'No plans are on file yet. Please try again later.';
  const list = offered.years.join(' or ');
  return `Plans for ${requested} are not offered now. Choose ${list}.`;
}

/** The year asked for if offered, else the default; 400 (nothing stored) for a year not offered. */
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

/** 400 for a start month no plan of the year can still start; left out, the whole year is estimated. */
export function checkStartMonth(today: Date, planYear: number, month: number | undefined): void {
  if (month === undefined) return;
  const message = startMonthRefusal(today, planYear, month);
  if (message) throw errors.validation(message, [{ path: 'answers.coverageStartMonth', message }]);
}

/** The year of a plan written without one: the default offered year over all plans, else this year. */
export async function defaultPlanYear(db: DbExecutor, today: Date): Promise<number> {
  const rows = await queryRows<{ y: number }>(
    db,
    sql`select distinct ${medicarePlans.planYear} as y from ${medicarePlans}`,
  );
  const years = rows.map((r) => Number(r.y)).filter((y) => KNOWN_PLAN_YEARS.includes(y));
  return offeredPlanYears(today, years)?.defaultYear ?? today.getFullYear();
}

export function planYearNeeded(planCode: string, years: readonly number[]): string {
  return `Plan ${planCode} is on file for ${years.join(' and ')}: say which plan year.`;
}

/** Null when every Medicare amount is the year's own (engine/plan-year.ts `unconfirmed`). */
export function planYearNotice(year: number): string | null {
  const { unconfirmed } = planYearParameters(year);
  if (unconfirmed.length === 0) return null;
  return `Some Medicare amounts for ${year} (${unconfirmed.join(', ')}) are last year's until this year's are confirmed.`;
}
