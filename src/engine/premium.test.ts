import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../shared/profile-answers.ts';
import { monthlyPremiumFor } from './premium.ts';
import { recommendPlans } from './recommend.ts';
import { makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

const figures = (partDPremium: number, partDPremiumExtraHelp: number, sample = false) => ({
  partDPremium,
  partDPremiumExtraHelp,
  sample,
});

describe('monthlyPremiumFor: the premium with Extra Help, from the Landscape figures', () => {
  it.each([
    // plan premium, Part D total, Part D with Extra Help, expected monthly
    [29, figures(29, 10.6), 10.6], // basic $18.40 paid, supplemental $10.60 left
    [45.4, figures(38.4, 0), 7], // Part D paid in full; Part C $7.00 stays
    [38.4, figures(38.4, 0), 0],
    // An admin lowered the plan's premium below the file's Part D share: never below $0.
    [5, figures(38.4, 0), 0],
    // A file whose Extra Help figure is above the total (a bad row) lowers nothing.
    [20, figures(10, 12), 20],
  ])('premium $%d with %o → $%d for every Extra Help level', (premium, landscape, expected) => {
    for (const level of ['full', 'fullDual', 'institutional'] as const) {
      expect(
        monthlyPremiumFor(
          { monthlyPremium: premium, hasRxCoverage: true, landscapePremiums: landscape },
          level,
        ),
      ).toEqual({ monthly: expected, extraHelp: 'applied', sample: false });
    }
  });

  it('counts the full premium without Extra Help, or when the person is not sure', () => {
    const plan = { monthlyPremium: 29, hasRxCoverage: true, landscapePremiums: figures(29, 10.6) };
    expect(monthlyPremiumFor(plan, 'none')).toEqual({ monthly: 29, extraHelp: null, sample: false });
    expect(monthlyPremiumFor(plan, 'notSure')).toEqual({ monthly: 29, extraHelp: null, sample: false });
  });

  it('says when the figure is not on file, and counts the full premium', () => {
    expect(monthlyPremiumFor({ monthlyPremium: 29, hasRxCoverage: true }, 'full')).toEqual({
      monthly: 29,
      extraHelp: 'not-on-file',
      sample: false,
    });
  });

  it('leaves plans without drug coverage and $0 premiums alone', () => {
    expect(monthlyPremiumFor({ monthlyPremium: 12.5, hasRxCoverage: false }, 'full').extraHelp).toBeNull();
    expect(monthlyPremiumFor({ monthlyPremium: 0, hasRxCoverage: true }, 'full').extraHelp).toBeNull();
  });

  it('carries the sample flag of the figures', () => {
    const plan = { monthlyPremium: 29, hasRxCoverage: true, landscapePremiums: figures(29, 10.6, true) };
    expect(monthlyPremiumFor(plan, 'full').sample).toBe(true);
  });
});

describe('recommendPlans counts the premium Extra Help leaves', () => {
  const plans = [
    // $29 a month; Medicare's figures: $29 of Part D premium, $10.60 of it owed with Extra Help.
    makePlan({ id: 1, planId: 'H0001-001', monthlyPremium: 29, landscapePremiums: figures(29, 10.6) }),
    // $29 a month, no figures on file.
    makePlan({ id: 2, planId: 'H0002-001', monthlyPremium: 29 }),
  ];
  const run = (extraHelp: 'full' | 'none', coverageStartMonth = 1) =>
    recommendPlans(
      makeProfile({ medications: [], answers: { ...DEFAULT_ANSWERS, extraHelp, coverageStartMonth } }),
      plans,
      makeContext(),
    );
  const byId = (results: ReturnType<typeof run>, planId: string) => {
    const r = results.find((x) => x.plan.planId === planId);
    if (!r) throw new Error(planId);
    return r;
  };

  it('premiums for the year at $10.60 a month with Extra Help, and at $29.00 without', () => {
    const withHelp = byId(run('full'), 'H0001-001');
    expect(withHelp.cost.premiums).toBe(127.2); // 12 × $10.60
    expect(withHelp.premium).toEqual({ monthly: 10.6, extraHelp: 'applied', sample: false });
    expect(withHelp.reasoning).toContain('$11 monthly premium with Extra Help ($29 without it).');
    expect(byId(run('none'), 'H0001-001').cost.premiums).toBe(348); // 12 × $29.00
  });

  it('ranks the plan Extra Help makes cheaper first, and counts only the months covered', () => {
    const results = run('full');
    expect(results[0]?.plan.planId).toBe('H0001-001');
    const notOnFile = byId(results, 'H0002-001');
    expect(notOnFile.premium.extraHelp).toBe('not-on-file');
    expect(notOnFile.cost.premiums).toBe(348);
    expect(
      notOnFile.reasoning.some((r) => r.includes("Medicare's figure for this plan is not on file")),
    ).toBe(true);
    // From July: six months at $10.60.
    expect(byId(run('full', 7), 'H0001-001').cost.premiums).toBe(63.6);
  });
});
