/**
 * Which plan years the finder offers on a date (issue 18): from October 15 to December 31 people
 * choose plans for next year (open enrollment runs to December 7; a plan chosen after it, with a
 * special enrollment period, still starts in the new year), so the finder defaults to next year and
 * offers this year too; otherwise it offers this year only. The server narrows the list to the years
 * it has plans for (services/plan-years.ts).
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
  return nextYearOpen
    ? { defaultYear: year + 1, years: [year + 1, year] }
    : { defaultYear: year, years: [year] };
}

/**
 * The offer narrowed to the years with plans on file: the date's years that have plans, in the
 * date's order; if none of them has plans (a catalogue not yet loaded for the new year), the newest
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
