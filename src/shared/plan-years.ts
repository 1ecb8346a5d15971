/**
 * Which plan years the finder offers on a date: from October 15 to December 31 next year is the default (a plan
 * chosen after open enrollment, in an SEP, still starts in the new year); this year stays offered
 * until November 30 (December 1 is its last start). The server narrows to years with plans.
 */
export type OpenPlanYears = {
  /** The year the finder preselects. */
  defaultYear: number;
  /** Every year it offers, the default first. */
  years: number[];
};

export function openPlanYears(today: Date): OpenPlanYears {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const nextYearOpen = month > 10 || (month === 10 && today.getDate() >= 15);
  if (!nextYearOpen) return { defaultYear: year, years: [year] };
  // In December no plan of this year can start any more (the earliest start is January 1).
  return month === 12
    ? { defaultYear: year + 1, years: [year + 1] }
    : { defaultYear: year + 1, years: [year + 1, year] };
}

/**
 * The months (1–12) a plan of `planYear` can still start on `today`: an SEP or IEP choice starts
 * the first of the next month, open enrollment January 1. So next year's any month, this year's
 * from next month (none in December), a past year's none. `canStart` false: none can; priced as the
 * whole year, as an example, with January its only month. `first` is the finder's default.
 */
export type CoverageStartMonths = { first: number; months: number[]; canStart: boolean };

export function coverageStartMonths(today: Date, planYear: number): CoverageStartMonths {
  const year = today.getFullYear();
  const first = planYear > year ? 1 : planYear === year ? today.getMonth() + 2 : 13;
  if (first > 12) return { first: 1, months: [1], canStart: false };
  return { first, months: Array.from({ length: 13 - first }, (_, i) => first + i), canStart: true };
}

/** The API's message for a start month that cannot start (a stale page or crafted request); null when it can. */
export function startMonthRefusal(today: Date, planYear: number, month: number): string | null {
  const { months, canStart } = coverageStartMonths(today, planYear);
  if (months.includes(month)) return null;
  const name = (m: number) =>
    new Date(Date.UTC(planYear, m - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  if (!canStart) {
    return `No ${planYear} plan can start any more: its estimate is for the whole year, starting in January.`;
  }
  const firstMonth = `${name(months[0] as number)} ${planYear}`;
  return `A ${planYear} plan can no longer start in ${name(month)} ${planYear}: the earliest start is ${firstMonth}.`;
}

/**
 * The offer narrowed to years with plans on file, in the date's order; if none has plans, the newest
 * year on file, so the finder never offers a year it cannot price.
 */
export function offeredPlanYears(today: Date, yearsWithPlans: readonly number[]): OpenPlanYears | null {
  const open = openPlanYears(today);
  const years = open.years.filter((y) => yearsWithPlans.includes(y));
  if (years.length > 0) return { defaultYear: years[0] as number, years };
  const newest = [...yearsWithPlans].sort((a, b) => b - a)[0];
  return newest === undefined ? null : { defaultYear: newest, years: [newest] };
}

/** "2027 plans (starting January 1, 2027)" and "2026 plans (this year)", as the finder's choice reads. */
export function planYearChoiceLabel(year: number, today: Date): string {
  return year > today.getFullYear()
    ? `${year} plans, starting January 1, ${year}`
    : `${year} plans, this year`;
}
