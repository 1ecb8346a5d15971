import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../shared/profile-answers.ts';
import { comparedInFinder, mayJoin, offeredInFinder } from './eligibility.ts';
import { recommendPlans } from './recommend.ts';
import { makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

describe('comparedInFinder: the finder ranks Medicare Advantage plans only (issue 18)', () => {
  it.each([
    ['HMO', true],
    ['PPO', true],
    ['HMO D-SNP', true],
    ['MA-PD', true],
    ['PDP', false], // a stand-alone drug plan (Landscape contract category PDP)
    ['Medicare Prescription Drug Plan', false],
    ['PACE', false],
    ['MMP', false],
  ])('%s → %s', (planType, expected) => {
    expect(comparedInFinder(planType)).toBe(expected);
  });

  it('offers a PDP to nobody, whatever the answers; other plans as mayJoin says', () => {
    const dual = { ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true };
    expect(offeredInFinder('PDP', dual)).toBe(false);
    expect(offeredInFinder('HMO D-SNP', dual)).toBe(mayJoin('HMO D-SNP', dual));
    expect(offeredInFinder('HMO D-SNP', DEFAULT_ANSWERS)).toBe(false);
    expect(offeredInFinder('HMO', DEFAULT_ANSWERS)).toBe(true);
  });
});

describe('recommendPlans leaves stand-alone drug plans out of the ranking', () => {
  it('ranks the MA plans and never the cheaper PDP of the same county', () => {
    const plans = [
      makePlan({ id: 1, planId: 'H0001-001', planType: 'HMO', monthlyPremium: 20 }),
      // $0.00 and drug coverage: it would rank first if it were compared.
      makePlan({ id: 2, planId: 'S0001-001', planType: 'PDP', monthlyPremium: 0, moopInNetwork: null }),
    ];
    const results = recommendPlans(makeProfile({ medications: [] }), plans, makeContext());
    expect(results.map((r) => r.plan.planId)).toEqual(['H0001-001']);
  });
});
