import { describe, expect, it } from 'vitest';
import { CURRENT_PLAN_YEAR_NUMBER } from '../shared/constants.ts';
import { CURRENT_PLAN_YEAR, KNOWN_PLAN_YEARS, planYearParameters } from './plan-year.ts';

describe('the plan year in force now', () => {
  it('is a year with parameters, the one the finder asks about', () => {
    expect(KNOWN_PLAN_YEARS).toContain(CURRENT_PLAN_YEAR_NUMBER);
    expect(CURRENT_PLAN_YEAR.year).toBe(CURRENT_PLAN_YEAR_NUMBER);
    expect(planYearParameters(CURRENT_PLAN_YEAR_NUMBER)).toBe(CURRENT_PLAN_YEAR);
  });
});
