import { describe, expect, it } from 'vitest';
import { reasonsText } from '../shared/i18n/reasons-text.ts';
import { DEFAULT_ANSWERS } from '../shared/profile-answers.ts';
import { monthlyPremiumFor } from './premium.ts';
import { recommendPlans } from './recommend.ts';
import { makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

const figures = (
  partDPremium: number | null,
  partDPremiumExtraHelp: number | null,
  sample = false,
  monthly: number | null = null,
) => ({ monthly, partDPremium, partDPremiumExtraHelp, sample });

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
      ).toEqual({ monthly: expected, full: premium, extraHelp: 'applied', sample: false });
    }
  });

  it('counts the full premium without Extra Help, or when the person is not sure', () => {
    const plan = { monthlyPremium: 29, hasRxCoverage: true, landscapePremiums: figures(29, 10.6) };
    const full = { monthly: 29, full: 29, extraHelp: null, sample: false };
    expect(monthlyPremiumFor(plan, 'none')).toEqual(full);
    expect(monthlyPremiumFor(plan, 'notSure')).toEqual(full);
  });

  it('says when the figure is not on file, and counts the full premium', () => {
    expect(monthlyPremiumFor({ monthlyPremium: 29, hasRxCoverage: true }, 'full')).toEqual({
      monthly: 29,
      full: 29,
      extraHelp: 'not-on-file',
      sample: false,
    });
  });

  it('leaves plans without drug coverage and $0 premiums alone', () => {
    expect(monthlyPremiumFor({ monthlyPremium: 12.5, hasRxCoverage: false }, 'full').extraHelp).toBeNull();
    expect(monthlyPremiumFor({ monthlyPremium: 0, hasRxCoverage: true }, 'full').extraHelp).toBeNull();
  });

  it('says not on file when the county row has no Extra Help figure (a PDP-less county, an older file)', () => {
    const plan = { monthlyPremium: 29, hasRxCoverage: true, landscapePremiums: figures(29, null) };
    expect(monthlyPremiumFor(plan, 'full').extraHelp).toBe('not-on-file');
  });

  it('carries the sample flag of the figures', () => {
    const plan = { monthlyPremium: 29, hasRxCoverage: true, landscapePremiums: figures(29, 10.6, true) };
    expect(monthlyPremiumFor(plan, 'full').sample).toBe(true);
  });
});

describe('monthlyPremiumFor: the person\u2019s county premium (issue 18)', () => {
  // The plan row keeps $29.00 (most of its counties); this county's Landscape row says $34.00:
  // Part C $0.00 + Part D total $34.00, $15.60 of it owed with Extra Help.
  const plan = (monthly: number | null, rx = true) => ({
    monthlyPremium: 29,
    hasRxCoverage: rx,
    landscapePremiums: figures(34, 15.6, false, monthly),
  });

  it.each([
    // county premium, Extra Help, expected monthly, why
    [34, 'none', 34, 'the county premium, not the plan row'],
    [34, 'notSure', 34, 'the county premium, not the plan row'],
    [34, 'full', 15.6, '$34.00 − ($34.00 − $15.60)'],
    [null, 'none', 29, 'no county premium on file: the plan row'],
    [null, 'full', 10.6, '$29.00 − ($34.00 − $15.60) from the row premium'],
  ] as const)('county $%s with Extra Help %s → $%d (%s)', (monthly, extraHelp, expected, _why) => {
    const result = monthlyPremiumFor(plan(monthly), extraHelp);
    expect(result.monthly).toBe(expected);
    expect(result.full).toBe(monthly ?? 29);
  });

  it('counts a county premium of $0.00 as $0.00 although the plan row has $29.00', () => {
    const free = {
      monthlyPremium: 29,
      hasRxCoverage: false,
      landscapePremiums: figures(null, null, false, 0),
    };
    expect(monthlyPremiumFor(free, 'full')).toEqual({ monthly: 0, full: 0, extraHelp: null, sample: false });
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
    expect(withHelp.premium).toEqual({ monthly: 10.6, full: 29, extraHelp: 'applied', sample: false });
    expect(reasonsText(withHelp.reasoning)).toContain(
      '$11 monthly premium with Extra Help ($29 without it).',
    );
    expect(byId(run('none'), 'H0001-001').cost.premiums).toBe(348); // 12 × $29.00
  });

  it('ranks the plan Extra Help makes cheaper first, and counts only the months covered', () => {
    const results = run('full');
    expect(results[0]?.plan.planId).toBe('H0001-001');
    const notOnFile = byId(results, 'H0002-001');
    expect(notOnFile.premium.extraHelp).toBe('not-on-file');
    expect(notOnFile.cost.premiums).toBe(348);
    expect(
      reasonsText(notOnFile.reasoning).some((r) =>
        r.includes("Medicare's figure for this plan is not on file"),
      ),
    ).toBe(true);
    // From July: six months at $10.60.
    expect(byId(run('full', 7), 'H0001-001').cost.premiums).toBe(63.6);
  });
});

describe('recommendPlans counts the person\u2019s county premium (issue 18)', () => {
  // Both plans keep $29.00 on their row; in this county the first costs $12.00, the second $40.00.
  const plans = [
    makePlan({
      id: 1,
      planId: 'H0001-001',
      monthlyPremium: 29,
      landscapePremiums: figures(12, 0, false, 12),
    }),
    makePlan({
      id: 2,
      planId: 'H0002-001',
      monthlyPremium: 29,
      landscapePremiums: figures(40, 21.6, false, 40),
    }),
  ];
  const results = recommendPlans(makeProfile({ medications: [] }), plans, makeContext());
  const byId = (planId: string) => results.find((r) => r.plan.planId === planId);

  it('prices the year at the county premium and says it in the reasons', () => {
    expect(byId('H0001-001')?.cost.premiums).toBe(144); // 12 × $12.00, not 12 × $29.00
    expect(byId('H0002-001')?.cost.premiums).toBe(480); // 12 × $40.00
    expect(reasonsText(byId('H0001-001')?.reasoning ?? [])).toContain('$12 monthly premium.');
    expect(reasonsText(byId('H0002-001')?.reasoning ?? [])).toContain('$40 monthly premium.');
    expect(results[0]?.plan.planId).toBe('H0001-001');
  });
});
