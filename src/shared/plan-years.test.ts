import { describe, expect, it } from 'vitest';
import {
  coverageStartMonths,
  offeredPlanYears,
  openPlanYears,
  planYearChoiceLabel,
  startMonthRefusal,
} from './plan-years.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

describe('the plan years the finder offers', () => {
  it.each([
    ['2026-01-01', { defaultYear: 2026, years: [2026] }],
    ['2026-10-14', { defaultYear: 2026, years: [2026] }],
    ['2026-10-15', { defaultYear: 2027, years: [2027, 2026] }],
    ['2026-11-30', { defaultYear: 2027, years: [2027, 2026] }],
    // In December no 2026 plan can start any more (the first of next month is in 2027).
    ['2026-12-01', { defaultYear: 2027, years: [2027] }],
    ['2026-12-07', { defaultYear: 2027, years: [2027] }],
    ['2026-12-31', { defaultYear: 2027, years: [2027] }],
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

describe('the months a plan of a year can still start (Medicare: the first of the month after it is chosen)', () => {
  const months = (from: number) => Array.from({ length: 13 - from }, (_, i) => from + i);
  it.each([
    // Next year's plans: any month, January first.
    ['2026-11-26', 2027, { first: 1, months: months(1), canStart: true }],
    // This year's: from next month. June 10 → July to December (6 months).
    ['2026-06-10', 2026, { first: 7, months: months(7), canStart: true }],
    ['2026-01-01', 2026, { first: 2, months: months(2), canStart: true }],
    // November → December only; a December 1 start is the last of the year.
    ['2026-11-02', 2026, { first: 12, months: [12], canStart: true }],
    ['2026-11-30', 2026, { first: 12, months: [12], canStart: true }],
    // December → none of 2026 (January 1 is 2027's); a past year → none. Priced whole, as an example.
    ['2026-12-01', 2026, { first: 1, months: [1], canStart: false }],
    ['2027-01-05', 2026, { first: 1, months: [1], canStart: false }],
  ])('on %s, plans of %i: %o', (date, year, expected) => {
    expect(coverageStartMonths(day(date), year)).toEqual(expected);
  });

  it('refuses a month that has passed in plain words, naming the earliest start', () => {
    expect(startMonthRefusal(day('2026-11-02'), 2026, 12)).toBeNull();
    expect(startMonthRefusal(day('2026-11-02'), 2026, 1)).toBe(
      'A 2026 plan can no longer start in January 2026: the earliest start is December 2026.',
    );
    expect(startMonthRefusal(day('2026-11-02'), 2026, 11)).toBe(
      'A 2026 plan can no longer start in November 2026: the earliest start is December 2026.',
    );
    expect(startMonthRefusal(day('2026-11-02'), 2027, 7)).toBeNull();
    expect(startMonthRefusal(day('2026-12-02'), 2026, 1)).toBeNull();
    expect(startMonthRefusal(day('2026-12-02'), 2026, 12)).toBe(
      'No 2026 plan can start any more: its estimate is for the whole year, starting in January.',
    );
  });
});
