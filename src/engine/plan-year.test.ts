import { describe, expect, it } from 'vitest';
import { CURRENT_PLAN_YEAR_NUMBER } from '../shared/constants.ts';
import { originalMedicareYear } from './original-medicare.ts';
import {
  CURRENT_PLAN_YEAR,
  KNOWN_PLAN_YEARS,
  NAMED_FIGURES,
  namedFigure,
  planYearParameters,
} from './plan-year.ts';

describe('the plan year in force now', () => {
  it('is a year with parameters, the one the finder asks about', () => {
    expect(KNOWN_PLAN_YEARS).toContain(CURRENT_PLAN_YEAR_NUMBER);
    expect(CURRENT_PLAN_YEAR.year).toBe(CURRENT_PLAN_YEAR_NUMBER);
    expect(planYearParameters(CURRENT_PLAN_YEAR_NUMBER)).toBe(CURRENT_PLAN_YEAR);
  });
});

describe('the figures the pages name, by plan year (issue 36)', () => {
  it('2026: every figure is 2026’s own, from CMS’s 2026 amounts', () => {
    const y = planYearParameters(2026);
    expect([y.drugOutOfPocketCap, y.maxRxDeductible]).toEqual([2100, 615]);
    expect(y.medicare).toEqual({
      partBMonthlyPremium: 202.9,
      partBDeductible: 283,
      partADeductible: 1736,
      medigapHighDeductible: 2950,
    });
    for (const figure of NAMED_FIGURES)
      expect(namedFigure(2026, figure)).toEqual({ from: 2026, carried: false });
  });

  it('2027: the $2,400 cap is 2027’s own; the figures not yet published are 2026’s, said as carried', () => {
    expect(planYearParameters(2027).drugOutOfPocketCap).toBe(2400);
    expect(namedFigure(2027, 'drugOutOfPocketCap')).toEqual({ from: 2027, carried: false });
    for (const figure of [
      'partBMonthlyPremium',
      'partBDeductible',
      'partADeductible',
      'medigapHighDeductible',
      'extraHelpCopays',
      'maxRxDeductible',
    ] as const) {
      expect(namedFigure(2027, figure)).toEqual({ from: 2026, carried: true });
    }
    expect(planYearParameters(2027).medicare).toEqual(planYearParameters(2026).medicare);
    // A year not entered at all carries every figure from the newest year before it.
    expect(namedFigure(2031, 'drugOutOfPocketCap')).toEqual({ from: 2027, carried: true });
  });

  it('Original Medicare prices with the same figures the pages name (one source)', () => {
    const om = originalMedicareYear(2026);
    const named = planYearParameters(2026).medicare;
    expect([
      om.partBMonthlyPremium,
      om.partBDeductible,
      om.partADeductible,
      om.medigapHighDeductible,
    ]).toEqual([
      named.partBMonthlyPremium,
      named.partBDeductible,
      named.partADeductible,
      named.medigapHighDeductible,
    ]);
  });
});
