import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, yearsBefore } from './calendar-day';
import { RANGE_LENGTH_MESSAGE, RANGE_ORDER_MESSAGE, resolveAnalyticsRange } from './user-analytics-contracts';

describe('user analytics range rules', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true], // leap year
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-05', false],
  ])('%s is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('moves by days across months and years, and by years from a leap day', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(yearsBefore('2026-11-02', 3)).toBe('2023-11-02');
    expect(yearsBefore('2028-02-29', 3)).toBe('2025-02-28');
  });

  it('defaults to the 90 days ending today, both ends included, by day', () => {
    // 2026-08-05 … 2026-11-02: 27 + 30 + 31 + 2 = 90 days.
    expect(resolveAnalyticsRange({}, '2026-11-02')).toEqual({
      range: { from: '2026-08-05', to: '2026-11-02', bucket: 'day' },
      issues: [],
    });
    expect(resolveAnalyticsRange({ to: '2026-01-31', bucket: 'week' }, '2026-11-02').range).toEqual({
      from: '2025-11-03',
      to: '2026-01-31',
      bucket: 'week',
    });
  });

  it('needs start ≤ end and at most three years', () => {
    expect(resolveAnalyticsRange({ from: '2026-05-02', to: '2026-05-01' }, '2026-11-02').issues).toEqual([
      { path: 'from', message: RANGE_ORDER_MESSAGE },
    ]);
    expect(resolveAnalyticsRange({ from: '2023-11-02' }, '2026-11-02').range?.from).toBe('2023-11-02');
    expect(resolveAnalyticsRange({ from: '2023-11-01' }, '2026-11-02').issues).toEqual([
      { path: 'from', message: RANGE_LENGTH_MESSAGE },
    ]);
  });
});
