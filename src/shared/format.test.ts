import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthlyPremium,
  formatPremium,
  formatStars,
} from './format.ts';

describe('formatMoney', () => {
  it.each([
    [3900, '$3,900'],
    [0, '$0'],
    [1234567, '$1,234,567'],
    [29.4, '$29'],
    [29.5, '$30'],
    [-50, '-$50'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.NaN, 'N/A'],
  ])('%s → %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });
});

describe('formatPremium (spec §9)', () => {
  it.each([
    [0, 'Free'],
    [29, '$29'],
    [1250, '$1,250'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s → %s', (value, expected) => {
    expect(formatPremium(value)).toBe(expected);
  });

  it.each([
    [0, 'Free'],
    [29, '$29/month'],
    [null, 'N/A'],
  ])('monthly %s → %s', (value, expected) => {
    expect(formatMonthlyPremium(value)).toBe(expected);
  });
});

describe('formatStars', () => {
  it.each([
    [4.5, '4.5 out of 5 stars'],
    [4, '4 out of 5 stars'],
    [null, 'Too new to be rated'],
    [undefined, 'Too new to be rated'],
  ])('%s → %s', (value, expected) => {
    expect(formatStars(value)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('reads a date-only value as a calendar day in every time zone', () => {
    expect(formatDate('1955-04-12')).toBe('April 12, 1955');
    expect(formatDate('1955-04-12', 'America/Los_Angeles')).toBe('April 12, 1955');
    expect(formatDate('1955-01-01', 'Pacific/Kiritimati')).toBe('January 1, 1955');
  });

  it('shows a timestamp on its day in the given time zone', () => {
    // 02:30 UTC on 2 March is still 1 March in Chicago (UTC−6).
    expect(formatDate('2026-03-02T02:30:00.000Z', 'UTC')).toBe('March 2, 2026');
    expect(formatDate('2026-03-02T02:30:00.000Z', 'America/Chicago')).toBe('March 1, 2026');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});

describe('formatDateTime', () => {
  it('gives the long date and the hour and minute', () => {
    expect(formatDateTime('2026-03-02T15:04:00.000Z', 'UTC')).toBe('March 2, 2026 at 3:04 PM');
    expect(formatDateTime('2026-03-02T15:04:00.000Z', 'America/Chicago')).toBe('March 2, 2026 at 9:04 AM');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatCount', () => {
  it.each([
    [0, 'doctor', undefined, '0 doctors'],
    [1, 'doctor', undefined, '1 doctor'],
    [2, 'medication', undefined, '2 medications'],
    [3, 'pharmacy', 'pharmacies', '3 pharmacies'],
  ])('%s %s → %s', (count, singular, plural, expected) => {
    expect(formatCount(count, singular, plural)).toBe(expected);
  });
});

describe('formatCents', () => {
  it('keeps the cents of an official amount', () => {
    expect(formatCents(202.9)).toBe('$202.90');
    expect(formatCents(1234.5)).toBe('$1,234.50');
    expect(formatCents(null)).toBe('N/A');
  });
});
