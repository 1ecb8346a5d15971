import { describe, expect, it } from 'vitest';
import { medicarePlanPageUrl } from './medicare-links.ts';

describe("a plan's page on Medicare.gov", () => {
  it('is built from the contract, plan and segment ids and the plan year', () => {
    expect(medicarePlanPageUrl('H3706-001', 2026)).toBe(
      'https://www.medicare.gov/plan-compare/#/plan-details/2026-H3706-001-0?year=2026&lang=en',
    );
    expect(medicarePlanPageUrl('h5521-279-2', 2027)).toBe(
      'https://www.medicare.gov/plan-compare/#/plan-details/2027-H5521-279-2?year=2027&lang=en',
    );
    expect(medicarePlanPageUrl('S4802-090', 2026)).toContain('2026-S4802-090-0');
  });

  it('is null for an id that is not a CMS plan id', () => {
    for (const id of ['', 'PLAN-1', 'H123-001', 'H1234-01', 'H1234-001-1234', 'X1234-001']) {
      expect(medicarePlanPageUrl(id, 2026)).toBeNull();
    }
  });
});
