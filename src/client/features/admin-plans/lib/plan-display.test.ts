import { describe, expect, it } from 'vitest';
import { historyEntry } from '../testing/admin-plan-factory';
import {
  actionLabel,
  changeLines,
  changeValueText,
  moneyText,
  newestFirst,
  partBReductionText,
  premiumText,
  starRatingText,
} from './plan-display';

describe('plan values on the admin screens', () => {
  // Admins edit and check these amounts: dollars and cents, never rounded (the whole-dollar rule
  // of spec §9 is for the consumer cards).
  it.each([
    [null, 'N/A'],
    ['', 'N/A'],
    ['0.00', '$0.00'],
    ['29.00', '$29.00'],
    ['12.50', '$12.50'],
    ['3900.00', '$3,900.00'],
  ])('money %j is %s', (value, text) => {
    expect(moneyText(value)).toBe(text);
  });

  it.each([
    [null, 'N/A'],
    ['0.00', 'Free'],
    ['12.50', '$12.50'],
    ['1234.05', '$1,234.05'],
  ])('a premium %j is %s', (value, text) => {
    expect(premiumText(value)).toBe(text);
  });

  it.each([
    [null, 'None'],
    ['0.00', 'None'],
    ['10.00', '-$10.00'],
    ['174.70', '-$174.70'],
  ])('Part B reduction %j is %s', (value, text) => {
    expect(partBReductionText(value)).toBe(text);
  });

  it('star ratings read "N Stars" or "Not rated"', () => {
    expect(starRatingText(null)).toBe('Not rated');
    expect(starRatingText(4)).toBe('4 Stars');
    expect(starRatingText(4.5)).toBe('4.5 Stars');
    expect(starRatingText(1)).toBe('1 Star');
  });
});

describe('the change history', () => {
  it('names actions and fields, and shows values as text', () => {
    expect(actionLabel('create')).toBe('Created');
    expect(actionLabel('bulk_deactivate')).toBe('Deactivated (bulk action)');
    expect(actionLabel('something_new')).toBe('something_new');
    expect(changeValueText(null)).toBe('(empty)');
    expect(changeValueText({})).toBe('(empty)');
    expect(changeValueText(true)).toBe('Yes');
    expect(changeValueText(4.5)).toBe('4.5');
    expect(changeValueText({ pcpCopayIn: '$0' })).toBe('{"pcpCopayIn":"$0"}');
  });

  it('lists changes in form order', () => {
    expect(
      changeLines({
        notes: { before: null, after: 'Hi' },
        monthlyPremium: { before: '0.00', after: '29.00' },
        mystery: { before: 1, after: 2 },
        planId: { before: 'H1', after: 'H2' },
      }),
    ).toEqual([
      { field: 'planId', label: 'Plan ID', before: 'H1', after: 'H2' },
      // Money to the cent, as the admin screens show it.
      { field: 'monthlyPremium', label: 'Monthly Premium', before: '$0.00', after: '$29.00' },
      { field: 'notes', label: 'Notes', before: '(empty)', after: 'Hi' },
      { field: 'mystery', label: 'mystery', before: '1', after: '2' },
    ]);
    expect(changeLines(null)).toEqual([]);
  });

  it('puts the newest entry first', () => {
    const older = historyEntry({ id: 1, createdAt: '2026-11-01T00:00:00Z' });
    const newer = historyEntry({ id: 2, createdAt: '2026-11-02T00:00:00Z' });
    const sameInstant = historyEntry({ id: 3, createdAt: '2026-11-02T00:00:00Z' });
    expect(newestFirst([older, newer, sameInstant]).map((e) => e.id)).toEqual([3, 2, 1]);
  });
});
