/**
 * Drug coverage first (issue 36, item 1): someone with no medications and no other creditable drug
 * coverage is offered a plan with drug coverage as Best Match, however much cheaper a plan without
 * it is for them today (going without adds a late-enrollment penalty for life). With other
 * creditable coverage the cheaper plan comes first, as before. The API's order (and so the card's
 * "Best Match", the plan list and the PDF's top plans) is checked in
 * src/server/routes/medicare/ranking-rules.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../shared/profile-answers.ts';
import { recommendPlans } from './recommend.ts';
import { makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

// By hand, "a few visits" of care cost $165 on these plans (recommend.test.ts):
//   GIVE: no drug coverage, $0 premium, $174 a month back: $165 − $2,088 = −$1,923 (ahead $1,923).
//   NORX: no drug coverage, $0 premium: $165.
//   MAPD: drug coverage, $29 premium: $348 + $165 = $513.
//   MAPD2: drug coverage, $60 premium: $720 + $165 = $885.
const plans = [
  makePlan({ id: 1, planId: 'GIVE', hasRxCoverage: false, partBPremiumReduction: 174 }),
  makePlan({ id: 2, planId: 'NORX', hasRxCoverage: false }),
  makePlan({ id: 3, planId: 'MAPD', monthlyPremium: 29 }),
  makePlan({ id: 4, planId: 'MAPD2', monthlyPremium: 60 }),
];
const rank = (creditableDrugCoverage: boolean) =>
  recommendPlans(
    makeProfile({ medications: [], answers: { ...DEFAULT_ANSWERS, creditableDrugCoverage } }),
    plans,
    makeContext(),
  );

describe('plans without drug coverage, for someone who takes no drugs', () => {
  it('come after every plan with drug coverage when the person has no other creditable coverage', () => {
    const results = rank(false);
    expect(results.map((r) => r.cost.total)).toEqual([513, 885, -1923, 165]);
    expect(results.map((r) => r.plan.planId)).toEqual(['MAPD', 'MAPD2', 'GIVE', 'NORX']);
    // Still warned, still 10 points off: the order is on top of the score, which keeps its meaning.
    expect(results.filter((r) => r.lateEnrollmentWarning).map((r) => r.plan.planId)).toEqual([
      'GIVE',
      'NORX',
    ]);
    expect(results.find((r) => r.plan.planId === 'GIVE')?.personalPoints.noDrugCoveragePoints).toBe(-10);
  });

  it('keep their place by cost and fit when the person has other creditable drug coverage', () => {
    const results = rank(true);
    expect(results.map((r) => r.plan.planId)[0]).toBe('GIVE');
    expect(results.some((r) => r.lateEnrollmentWarning)).toBe(false);
  });

  it('never rank above a plan with drug coverage, for any plans, drugs or none, without creditable coverage', () => {
    const planArb = fc.record({
      monthlyPremium: fc.integer({ min: 0, max: 150 }),
      partBPremiumReduction: fc.integer({ min: 0, max: 180 }),
      hasRxCoverage: fc.boolean(),
      starRating: fc.constantFrom(null, 3, 4, 5),
    });
    fc.assert(
      fc.property(fc.array(planArb, { minLength: 2, maxLength: 8 }), fc.boolean(), (rows, withDrugs) => {
        const results = recommendPlans(
          makeProfile({
            medications: withDrugs
              ? [{ name: 'GenA', dosage: '10 mg', quantity: 30, frequency: 'monthly' }]
              : [],
          }),
          rows.map((row, i) => makePlan({ id: i + 1, planId: `P${i}`, ...row })),
          makeContext(),
        );
        const firstWithout = results.findIndex((r) => !r.plan.hasRxCoverage);
        if (firstWithout >= 0)
          expect(results.slice(firstWithout).every((r) => !r.plan.hasRxCoverage)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
