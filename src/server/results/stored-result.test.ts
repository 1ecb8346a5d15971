import { describe, expect, it } from 'vitest';
import { recommendPlans } from '../../engine/recommend.ts';
import {
  ALL_DRUGS,
  makeContext,
  makePlan,
  makeProfile,
  STANDARD_FORMULARY,
} from '../../engine/testing/engine-factories.ts';
import { SCORE_CATEGORIES } from '../../shared/plan-fields.ts';
import { DEFAULT_ANSWERS } from '../../shared/profile-answers.ts';
import { readStoredResult, STORED_POINT_KEYS, toStoredResult } from './stored-result.ts';

/**
 * Twelve plans, so some are in the top 10 and some are not; one is a Special Needs Plan (the
 * person may join it), one has no drug coverage, and one is beaten by a cheaper twin.
 */
function rankedResults() {
  const plans = Array.from({ length: 12 }, (_, i) =>
    makePlan({
      id: i + 1,
      planId: `H0001-${String(i + 1).padStart(3, '0')}`,
      monthlyPremium: i * 7,
      planType: i === 3 ? 'HMO D-SNP' : 'HMO',
      starRating: i % 2 === 0 ? 4.5 : null,
      formulary: STANDARD_FORMULARY,
      hasRxCoverage: i !== 5,
      benefits: i === 8 ? { dental: '$2,000 a year' } : {},
      // Medicare's Extra Help figures for every other plan (premium.ts).
      ...(i % 2 === 0
        ? { landscapePremiums: { partDPremium: i * 7, partDPremiumExtraHelp: i, sample: true } }
        : {}),
    }),
  );
  const profile = makeProfile({
    answers: { ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true, extraHelp: 'full', priorities: ['dental'] },
    medications: [
      { name: 'GenA', dosage: '10 mg', quantity: 30, frequency: 'monthly' },
      { name: 'BrandB', dosage: '5 mg', quantity: 30, frequency: 'monthly' },
    ],
  });
  return recommendPlans(profile, plans, makeContext({ drugs: ALL_DRUGS }));
}

/** What version 1 stored for the same result: points by name, zeros left out. */
function asVersion1(r: ReturnType<typeof rankedResults>[number]) {
  const scoreBreakdown: Record<string, number> = {};
  for (const part of [r.fieldPoints, r.personalPoints]) {
    for (const [key, value] of Object.entries(part)) if (value !== 0) scoreBreakdown[key] = value;
  }
  return {
    version: 1,
    rank: r.rank,
    inTopResults: r.inTopResults,
    reasons: r.reasoning,
    cost: r.cost,
    drugs: r.inTopResults ? r.drugLines : [],
    doctors: r.inTopResults ? r.doctorLines.map(({ primaryCare: _p, ...d }) => d) : [],
    scoreBreakdown,
    // Since issue 36: the plan whose score capped this one's (dominance), for the scoring view.
    cappedBy: r.cappedBy,
    eligibilityNote: r.eligibilityNote,
    highlights: r.highlights,
    // Since issue 17: how the drug cost was worked out, kept for the plans shown.
    drugPricing: r.inTopResults ? r.drugPricing : null,
    // Since issue 17's premium subsidy: the premium counted, for every plan Extra Help came into
    // (and, since issue 18, every plan whose county premium is not the plan's).
    premium:
      r.premium.extraHelp === null && (r.premium.full ?? r.premium.monthly) === r.plan.monthlyPremium
        ? null
        : r.premium,
  };
}

describe('stored plan results (plan_scores.reasoning)', () => {
  it('keeps the county premium the cost counted when it is not the plan’s, without Extra Help too', () => {
    const plans = [
      makePlan({
        id: 1,
        planId: 'H0002-001',
        monthlyPremium: 20,
        landscapePremiums: { monthly: 30, partDPremium: 12, partDPremiumExtraHelp: null, sample: false },
      }),
      makePlan({
        id: 2,
        planId: 'H0002-002',
        monthlyPremium: 20,
        landscapePremiums: { monthly: 20, partDPremium: 12, partDPremiumExtraHelp: null, sample: false },
      }),
    ];
    const results = recommendPlans(makeProfile(), plans, makeContext());
    const stored = (planId: string) =>
      readStoredResult(
        toStoredResult(results.find((r) => r.plan.planId === planId) as (typeof results)[number]),
      );
    // 12 months × $30, the county's premium: the card shows $30 too (recommendation-presenter.ts).
    expect(stored('H0002-001')?.premium).toEqual({ monthly: 30, full: 30, extraHelp: null, sample: false });
    expect(stored('H0002-001')?.cost.premiums).toBe(360);
    expect(stored('H0002-002')?.premium).toBeNull();
  });

  it('version 2 reads back as exactly what version 1 stored, in and out of the top results', () => {
    const results = rankedResults();
    expect(results.some((r) => r.inTopResults)).toBe(true);
    expect(results.some((r) => !r.inTopResults)).toBe(true);
    expect(results.some((r) => r.plan.planType === 'HMO D-SNP')).toBe(true);
    for (const status of [null, 'applied', 'not-on-file']) {
      expect(results.some((r) => r.premium.extraHelp === status)).toBe(true);
    }
    for (const key of ['noDrugCoveragePoints', 'dominanceAdjustmentPoints', 'dentalPoints']) {
      expect(results.some((r) => (r.personalPoints[key] ?? 0) !== 0)).toBe(true);
    }
    for (const r of results) {
      // Through JSON, as the database keeps it.
      const stored = JSON.parse(JSON.stringify(toStoredResult(r)));
      expect(stored.version).toBe(2);
      expect(readStoredResult(stored)).toEqual(asVersion1(r));
    }
  });

  it('is smaller than version 1 for a plan outside the top results', () => {
    const outside = rankedResults().find((r) => !r.inTopResults);
    if (!outside) throw new Error('expected a plan outside the top results');
    const v2 = JSON.stringify(toStoredResult(outside)).length;
    const v1 = JSON.stringify(asVersion1(outside)).length;
    // Since ADR 0012 most field points are 0 (the yearly cost prices those fields), which version 1
    // left out by name and version 2 keeps as zeros by position: smaller still, no longer by half.
    expect(v2).toBeLessThan(v1);
  });

  it('reads version 2 only: version 1 rows were rewritten by migration 0011 (stored-result-migration.test.ts)', () => {
    const v1 = asVersion1(rankedResults()[0] as ReturnType<typeof rankedResults>[number]);
    expect(readStoredResult(JSON.parse(JSON.stringify(v1)))).toBeNull();
    for (const junk of [null, 'text', 42, [], {}, { version: 3 }]) expect(readStoredResult(junk)).toBeNull();
  });

  it('keeps a points key it has no position for', () => {
    const [r] = rankedResults();
    if (!r) throw new Error('no result');
    const withNewKey = { ...r, personalPoints: { ...r.personalPoints, futureBonusPoints: 1.25 } };
    const read = readStoredResult(JSON.parse(JSON.stringify(toStoredResult(withNewKey))));
    expect(read?.scoreBreakdown.futureBonusPoints).toBe(1.25);
  });

  it('has a position for every scored field and personal key, each once', () => {
    expect(new Set(STORED_POINT_KEYS).size).toBe(STORED_POINT_KEYS.length);
    const fieldKeys = Object.values(SCORE_CATEGORIES)
      .flat()
      .map((field) => `${field}Points`);
    for (const key of fieldKeys) expect(STORED_POINT_KEYS).toContain(key);
    for (const r of rankedResults()) {
      for (const key of [...Object.keys(r.fieldPoints), ...Object.keys(r.personalPoints)]) {
        expect(STORED_POINT_KEYS).toContain(key);
      }
    }
  });
});
