import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { medicarePlans } from '../schema.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample } from './next-year-sample.ts';
import { PLAN_WITHOUT_FORMULARY, SAMPLE_DATA_NOTE } from './plan-catalogue.ts';

const plans = (
  JSON.parse(fs.readFileSync(path.resolve('data/plans.json'), 'utf8')) as Omit<
    typeof medicarePlans.$inferInsert,
    'planYear'
  >[]
).map((p) => ({ ...p, planYear: 2026 }));

describe('the sample plans of the next plan year', () => {
  const next = nextYearSample(plans);

  it('renews most sample plans for the next year, labelled as sample data, and drops a few', () => {
    expect(next.length).toBeGreaterThan(plans.length * 0.85);
    expect(next.length).toBeLessThan(plans.length);
    for (const plan of next) {
      expect(plan.planYear).toBe(NEXT_SAMPLE_PLAN_YEAR);
      expect(plan.notes?.startsWith(SAMPLE_DATA_NOTE)).toBe(true);
    }
    expect(next.some((p) => p.planId === PLAN_WITHOUT_FORMULARY)).toBe(true);
  });

  it('changes premiums and MOOPs the way plans do between years, within the legal limits', () => {
    const before = new Map(plans.map((p) => [p.planId, p]));
    const premiumChanges = next.filter((p) => p.monthlyPremium !== before.get(p.planId)?.monthlyPremium);
    const moopChanges = next.filter((p) => p.moopInNetwork !== before.get(p.planId)?.moopInNetwork);
    expect(premiumChanges.length).toBeGreaterThan(5);
    expect(moopChanges.length).toBeGreaterThan(5);
    for (const plan of next) {
      expect(Number(plan.monthlyPremium)).toBeGreaterThanOrEqual(0);
      if (plan.moopInNetwork) expect(Number(plan.moopInNetwork)).toBeLessThanOrEqual(9250);
    }
    // Deterministic: the same catalogue gives the same next year.
    expect(nextYearSample(plans)).toEqual(next);
  });
});
