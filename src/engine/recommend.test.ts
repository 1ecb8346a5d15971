import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryOfKey } from '../shared/scoring-categories.ts';
import { recommendPlans, servesCounty } from './recommend.ts';
import { scorePlan, yearlyCostPoints } from './score.ts';
import { makeContext, makePlan, makeProfile, STANDARD_FORMULARY } from './testing/engine-factories.ts';
import type { EnginePlan, Profile } from './types.ts';

const score = (plan: EnginePlan, profile: Profile, context = makeContext()) => {
  const [result] = recommendPlans(profile, [plan], context);
  if (!result) throw new Error('no result');
  return result;
};

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const copay = fc.oneof(
  fc.integer({ min: 0, max: 80 }).map((n) => `$${n}`),
  fc.integer({ min: 0, max: 40 }).map((n) => `${n}%`),
);
/** Realistic plans: out-of-network copays are never below in-network ones. */
const planArb = fc
  .record({
    monthlyPremium: money(150),
    partBPremiumReduction: money(100),
    moopInNetwork: fc.integer({ min: 2000, max: 9250 }),
    medicalDeductible: money(500),
    rxDeductible: money(615),
    starRating: fc.option(fc.constantFrom(2, 2.5, 3, 3.5, 4, 4.5, 5), { nil: null }),
    pcpIn: fc.integer({ min: 0, max: 40 }),
    specialistIn: fc.integer({ min: 0, max: 60 }),
    extraOon: fc.integer({ min: 0, max: 80 }),
    tier3: copay,
    tier4: copay,
    planType: fc.constantFrom('HMO', 'HMO-POS', 'PPO'),
  })
  .map((r) =>
    makePlan({
      planType: r.planType,
      monthlyPremium: r.monthlyPremium,
      partBPremiumReduction: r.partBPremiumReduction,
      moopInNetwork: r.moopInNetwork,
      medicalDeductible: r.medicalDeductible,
      rxDeductible: r.rxDeductible,
      starRating: r.starRating,
      formulary: STANDARD_FORMULARY,
      copayStructure: {
        pcpCopayIn: `$${r.pcpIn}`,
        specialistCopayIn: `$${r.specialistIn}`,
        pcpCopayOon: r.planType === 'HMO' ? 'Not covered' : `$${r.pcpIn + r.extraOon}`,
        specialistCopayOon: r.planType === 'HMO' ? 'Not covered' : `$${r.specialistIn + r.extraOon}`,
        labsIn: '$0',
        xraysIn: '$15',
        urgentCare: '$45',
      },
      prescriptionTiers: {
        tier1Retail: '$0',
        tier2Retail: '$10',
        tier3Retail: r.tier3,
        tier4Retail: r.tier4,
        tier5Retail: '25%',
        selectInsulin: '$35',
      },
    }),
  );

const medsArb = fc.subarray(
  [
    { name: 'GenA', dosage: 'x', quantity: 30, frequency: 'monthly' as const },
    { name: 'BrandB', dosage: 'x', quantity: 30, frequency: 'monthly' as const },
    { name: 'SpecC', dosage: 'x', quantity: 30, frequency: 'quarterly' as const },
    { name: 'InsD', dosage: 'x', quantity: 10, frequency: 'monthly' as const },
    { name: 'NoForm', dosage: 'x', quantity: 60, frequency: 'monthly' as const },
  ],
  { minLength: 1 },
);

const doctorsProfile = makeProfile({
  doctors: [
    { name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 1 },
    { name: 'Park, Ben', specialty: 'Cardiology', providerId: 2 },
  ],
});
const doctorsContext = makeContext({
  doctorCandidates: [
    [
      {
        id: 1,
        lastNameOrOrgName: 'Lee',
        firstName: 'Anna',
        primarySpecialty: 'Family Medicine',
        zipCode: '73099',
      },
    ],
    [
      {
        id: 2,
        lastNameOrOrgName: 'Park',
        firstName: 'Ben',
        primarySpecialty: 'Cardiology',
        zipCode: '73102',
      },
    ],
  ],
});

describe('score monotonicity (all else equal)', () => {
  it('a lower premium never lowers the score', () => {
    fc.assert(
      fc.property(planArb, medsArb, fc.integer({ min: 1, max: 5000 }), (plan, meds, cut) => {
        const cheaper = { ...plan, monthlyPremium: Math.max(0, plan.monthlyPremium - cut / 100) };
        const profile = makeProfile({ medications: meds });
        expect(score(cheaper, profile).score).toBeGreaterThanOrEqual(score(plan, profile).score);
      }),
    );
  });

  it('a lower yearly cost never lowers the score', () => {
    fc.assert(
      fc.property(
        planArb,
        fc.integer({ min: -2400, max: 50_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (plan, cost, cut) => {
          const personal = {
            medicationsCovered: 0,
            totalMedications: 0,
            doctorsInNetwork: 0,
            totalDoctors: 0,
          };
          expect(scorePlan(plan, { ...personal, yearlyCost: cost - cut }).score).toBeGreaterThanOrEqual(
            scorePlan(plan, { ...personal, yearlyCost: cost }).score,
          );
          // Strictly better above the floor (the most a Part B giveback can return); flat below it.
          if (cost > -2400) expect(yearlyCostPoints(cost - cut)).toBeGreaterThan(yearlyCostPoints(cost));
          else expect(yearlyCostPoints(cost - cut)).toBe(yearlyCostPoints(cost));
        },
      ),
    );
  });

  it('covering one more of the medications never lowers the score', () => {
    fc.assert(
      fc.property(planArb, medsArb, (plan, meds) => {
        const profile = makeProfile({ medications: meds });
        const fewer = new Map(plan.formulary);
        const removed = meds.find((m) => fewer.delete(m.name.toLowerCase()));
        fc.pre(removed !== undefined);
        expect(score(plan, profile).score).toBeGreaterThanOrEqual(
          score({ ...plan, formulary: fewer }, profile).score,
        );
      }),
    );
  });

  it('one more doctor in network never lowers the score', () => {
    fc.assert(
      fc.property(planArb, fc.constantFrom(1, 2), (plan, added) => {
        const without = { ...plan, network: new Set<number>([3 - added]) };
        const withBoth = { ...plan, network: new Set<number>([1, 2]) };
        expect(score(withBoth, doctorsProfile, doctorsContext).score).toBeGreaterThanOrEqual(
          score(without, doctorsProfile, doctorsContext).score,
        );
      }),
    );
  });

  it('more stars never lower the score, and unrated scores as 3.5 stars', () => {
    fc.assert(
      fc.property(planArb, fc.constantFrom(1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5), (plan, stars) => {
        const profile = makeProfile();
        expect(score({ ...plan, starRating: stars + 0.5 }, profile).score).toBeGreaterThanOrEqual(
          score({ ...plan, starRating: stars }, profile).score,
        );
      }),
    );
    const plan = makePlan();
    expect(score({ ...plan, starRating: null }, makeProfile()).score).toBe(
      score({ ...plan, starRating: 3.5 }, makeProfile()).score,
    );
  });

  it('a plan without drug coverage ranks below an otherwise equal plan with it, for anyone taking medications', () => {
    fc.assert(
      fc.property(planArb, medsArb, (plan, meds) => {
        const profile = makeProfile({ medications: meds });
        const noRx = { ...plan, planId: 'H0001-002', hasRxCoverage: false, formulary: null };
        const ranked = recommendPlans(profile, [noRx, plan], makeContext());
        expect(ranked[0]?.plan.planId).toBe(plan.planId);
        expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? 0);
      }),
    );
  });

  it('a Special Needs Plan ranks below an otherwise equal plan and says who may join', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const snp = { ...plan, planId: 'H0001-000', planType: 'HMO D-SNP' };
        const open = { ...plan, planType: 'HMO' };
        const ranked = recommendPlans(makeProfile(), [snp, open], makeContext());
        expect(ranked.map((r) => r.plan.planType)).toEqual(['HMO', 'HMO D-SNP']);
        expect(ranked[1]?.eligibilityNote).toMatch(/both Medicare and Medicaid/);
        expect(ranked[1]?.scoreBreakdown.snpEligibilityPoints).toBe(-10);
      }),
    );
  });
});

describe('recommendPlans', () => {
  it('computes yearly cost = 12 × (premium − Part B reduction) + drugs + medical', () => {
    // Premium $29, giveback $10: 12 × $19 = $228. BrandB tier 3: 12 × $47 = $564. Medical baseline $165.
    const plan = makePlan({ monthlyPremium: 29, partBPremiumReduction: 10, formulary: STANDARD_FORMULARY });
    const result = score(
      plan,
      makeProfile({ medications: [{ name: 'BrandB', dosage: '10 mg', quantity: 30, frequency: 'monthly' }] }),
    );
    expect(result.cost).toEqual({ premiums: 228, drugs: 564, medical: 165, total: 957 });
    expect(result.medicationsCovered).toBe(1);
    expect(result.reasoning[0]).toBe(
      'Estimated yearly cost $957: $228 in premiums, $564 for drugs and $165 for doctor visits.',
    );
  });

  it('makes the score the sum of its breakdown, grouped in the spec categories plus bonuses', () => {
    const result = score(makePlan({ formulary: STANDARD_FORMULARY }), doctorsProfile, doctorsContext);
    const sum = Object.values(result.scoreBreakdown).reduce((a, b) => a + b, 0);
    expect(result.score).toBeCloseTo(sum, 6);
    const bonus = Object.keys(result.scoreBreakdown).filter((k) => categoryOfKey(k) === null);
    expect(bonus.sort()).toEqual(['doctorNetworkPoints', 'medicationCoveragePoints', 'yearlyCostPoints']);
    expect(result.scoreBreakdown.starRatingPoints).toBeGreaterThan(0);
    expect(result.scoreBreakdown.pcpCopayInPoints).toBeGreaterThan(0);
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(100);
  });

  it('ranks by score, then lower yearly cost, then plan id, and marks the top 10', () => {
    const plans = Array.from({ length: 12 }, (_, i) =>
      makePlan({
        id: i + 1,
        planId: `H0001-${String(12 - i).padStart(3, '0')}`,
        monthlyPremium: i < 4 ? 0 : i * 5,
      }),
    );
    const ranked = recommendPlans(makeProfile(), plans, makeContext());
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ranked.filter((r) => r.inTopResults)).toHaveLength(10);
    // The four $0 plans tie on everything: plan id decides.
    expect(ranked.slice(0, 4).map((r) => r.plan.planId)).toEqual([
      'H0001-009',
      'H0001-010',
      'H0001-011',
      'H0001-012',
    ]);
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1]?.score).toBeGreaterThanOrEqual(ranked[i]?.score ?? 0);
    }
  });

  it('explains uncovered drugs, out-of-network doctors with distance, stars and extras in plain words', () => {
    const plan = makePlan({ starRating: null, network: new Set([1]), formulary: STANDARD_FORMULARY });
    const profile = {
      ...doctorsProfile,
      medications: [{ name: 'NoForm', dosage: '5 mg', quantity: 30, frequency: 'monthly' as const }],
    };
    const reasons = score(plan, profile, doctorsContext).reasoning;
    expect(reasons).toContain('Covers 0 of 1 of your medications.');
    expect(reasons).toContain('NoForm is not covered: you would pay the full price, about $1,800 a year.');
    expect(reasons).toContain('Lee, Anna is in network, 0 miles away.');
    expect(reasons).toContain("Park, Ben is not in this plan's network.");
    expect(reasons).toContain('Unrated plan scored as 3.5 stars.');
    expect(reasons).toContain('$0 monthly premium.');
    expect(reasons).toContain('Extras include dental, vision.');
  });

  it('says when tiers were estimated because the plan has no drug list', () => {
    const reasons = score(
      makePlan({ formulary: null }),
      makeProfile({
        medications: [{ name: 'BrandB', dosage: 'x', quantity: 30, frequency: 'monthly' }],
      }),
    ).reasoning;
    expect(reasons).toContain(
      'This plan has no drug list on file, so we estimated drug tiers from each drug type.',
    );
  });
});

describe('servesCounty', () => {
  it('keeps active plans that are statewide or list the county', () => {
    expect(servesCounty({ isActive: true, counties: null }, 'Tulsa')).toBe(true);
    expect(servesCounty({ isActive: true, counties: [] }, null)).toBe(true);
    expect(servesCounty({ isActive: true, counties: ['Tulsa', 'Creek'] }, 'tulsa')).toBe(true);
    expect(servesCounty({ isActive: true, counties: ['Tulsa'] }, 'Oklahoma')).toBe(false);
    expect(servesCounty({ isActive: true, counties: ['Tulsa'] }, null)).toBe(false);
    expect(servesCounty({ isActive: false, counties: null }, 'Tulsa')).toBe(false);
  });
});
