import { describe, expect, it } from 'vitest';
import { offeredPlanYears, openPlanYears, planYearChoiceLabel } from './plan-years.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('the plan years the finder offers', () => {
  it.each([
    ['2026-01-01', { defaultYear: 2026, years: [2026] }],
    ['2026-10-14', { defaultYear: 2026, years: [2026] }],
    ['2026-10-15', { defaultYear: 2027, years: [2027, 2026] }],
    ['2026-12-07', { defaultYear: 2027, years: [2027, 2026] }],
    ['2026-12-31', { defaultYear: 2027, years: [2027, 2026] }],
    ['2027-01-01', { defaultYear: 2027, years: [2027] }],
  ])('on %s: %o', (date, expected) => {
    expect(openPlanYears(day(date))).toEqual(expected);
  });

  it('narrows the offer to the years with plans, and falls back to the newest year on file', () => {
    expect(offeredPlanYears(day('2026-11-26'), [2026, 2027])).toEqual({
      defaultYear: 2027,
      years: [2027, 2026],
    });
    // Next year's plans not loaded yet: this year only, never a year that cannot be priced.
    expect(offeredPlanYears(day('2026-11-26'), [2026])).toEqual({ defaultYear: 2026, years: [2026] });
    // January with only last year's plans on file: those, rather than nothing.
    expect(offeredPlanYears(day('2027-01-05'), [2026])).toEqual({ defaultYear: 2026, years: [2026] });
    expect(offeredPlanYears(day('2027-01-05'), [2025, 2026])).toEqual({ defaultYear: 2026, years: [2026] });
    expect(offeredPlanYears(day('2026-11-26'), [])).toBeNull();
  });

  it('labels each choice in plain words', () => {
    expect(planYearChoiceLabel(2027, day('2026-11-26'))).toBe('2027 plans, starting January 1, 2027');
    expect(planYearChoiceLabel(2026, day('2026-11-26'))).toBe('2026 plans, this year');
  });
});
