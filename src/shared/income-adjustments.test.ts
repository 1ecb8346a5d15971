import { describe, expect, it } from 'vitest';
import { INCOME_BAND_MAX, incomeAdjustment, incomeBandLabel, incomeBands } from './income-adjustments.ts';

describe('income-related monthly adjustment amounts', () => {
  it('2026: by 2024 income, the amounts of CMS’s fact sheet', () => {
    const year = incomeBands(2026);
    expect(year.incomeYear).toBe(2024);
    expect(year.unconfirmed).toBe(false);
    // Part B totals $284.10, $405.80, $527.50, $649.20, $689.90, each less the standard $202.90.
    expect(year.bands.map((b) => Math.round((b.partB + 202.9) * 100) / 100)).toEqual([
      202.9, 284.1, 405.8, 527.5, 649.2, 689.9,
    ]);
    expect(year.bands.map((b) => b.partD)).toEqual([0, 14.5, 37.5, 60.4, 83.3, 91]);
    expect(INCOME_BAND_MAX).toBe(5);
  });

  it('names each band by its incomes, single and joint', () => {
    const { bands } = incomeBands(2026);
    expect(incomeBandLabel(bands, 0)).toBe('$109,000 or less ($218,000 or less filing jointly)');
    expect(incomeBandLabel(bands, 1)).toBe('$109,001 to $137,000 ($218,001 to $274,000 filing jointly)');
    expect(incomeBandLabel(bands, 4)).toBe('$205,001 to $499,999 ($410,001 to $749,999 filing jointly)');
    expect(incomeBandLabel(bands, 5)).toBe('$500,000 or more ($750,000 or more filing jointly)');
    expect(incomeBandLabel(bands, 6)).toBe('');
  });

  it('a year not entered takes the newest year’s bands and says they are unconfirmed', () => {
    const later = incomeBands(2027);
    expect(later.unconfirmed).toBe(true);
    expect(later.incomeYear).toBe(2025);
    expect(later.bands).toBe(incomeBands(2026).bands);
  });

  it('band 0 and bands out of range add nothing', () => {
    expect(incomeAdjustment(2026, 0)).toEqual({ partB: 0, partD: 0 });
    expect(incomeAdjustment(2026, -1)).toEqual({ partB: 0, partD: 0 });
    expect(incomeAdjustment(2026, 6)).toEqual({ partB: 0, partD: 0 });
    expect(incomeAdjustment(2026, 3)).toEqual({ partB: 324.6, partD: 60.4 });
  });
});
