import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonsText, reasonText } from '../shared/i18n/reasons-text.ts';
import {
  DEFAULT_ANSWERS,
  EXTRA_HELP_LEVELS,
  HEALTH_ANSWERS,
  PHARMACY_CHOICES,
  PRIORITIES,
} from '../shared/profile-answers.ts';
import { LATE_ENROLLMENT_WARNING } from './reasoning.ts';
import { recommendPlans, servesCounty } from './recommend.ts';
import { scoreComponents } from './score.ts';
import {
  formulary,
  makeContext,
  makePlan,
  makeProfile,
  STANDARD_FORMULARY,
} from './testing/engine-factories.ts';
import type { EnginePlan, PlanResult, Profile } from './types.ts';

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

const RUNS = { numRuns: 1000 };

/** The plan's place in the results for a catalogue (1 = first). */
const rankOf = (planId: string, results: { plan: { planId: string }; rank: number }[]) =>
  results.find((x) => x.plan.planId === planId)?.rank ?? Number.NaN;

/** A catalogue of 2–6 random plans with distinct ids, some without drug coverage or some network doctors. */
const catalogueArb = fc
  .array(
    fc.record({
      plan: planArb,
      noRx: fc.boolean(),
      network: fc.subarray([1, 2]),
      dropped: fc.subarray(['genA', 'brandb', 'specc', 'insd']),
    }),
    { minLength: 2, maxLength: 6 },
  )
  .map((items) =>
    items.map(({ plan, noRx, network, dropped }, i): EnginePlan => {
      const formulary = new Map(plan.formulary);
      for (const name of dropped) formulary.delete(name.toLowerCase());
      return {
        ...plan,
        id: i + 1,
        planId: `H0001-${String(i + 1).padStart(3, '0')}`,
        hasRxCoverage: !noRx,
        formulary: noRx ? null : formulary,
        network: new Set(network),
      };
    }),
  );

const answersArb = fc.record({
  health: fc.constantFrom(...HEALTH_ANSWERS),
  medicaidOrExtraHelp: fc.boolean(),
  livesInFacility: fc.boolean(),
  chronicConditions: fc.subarray(['diabetes', 'heartFailure'] as const),
  creditableDrugCoverage: fc.boolean(),
  priorities: fc.subarray([...PRIORITIES]),
  pharmacy: fc.constantFrom(...PHARMACY_CHOICES),
  pharmacyNpi: fc.constant(null),
  extraHelp: fc.constantFrom(...EXTRA_HELP_LEVELS),
  coverageStartMonth: fc.integer({ min: 1, max: 12 }),
  currentPlanId: fc.constant(null),
});

const profileArb = fc
  .record({
    meds: fc.subarray([
      { name: 'GenA', dosage: 'x', quantity: 30, frequency: 'monthly' as const },
      { name: 'BrandB', dosage: 'x', quantity: 30, frequency: 'monthly' as const },
      { name: 'SpecC', dosage: 'x', quantity: 30, frequency: 'quarterly' as const },
      { name: 'InsD', dosage: 'x', quantity: 10, frequency: 'monthly' as const },
    ]),
    withDoctors: fc.boolean(),
    answers: answersArb,
  })
  .map(({ meds, withDoctors, answers }) => ({
    profile: { ...(withDoctors ? doctorsProfile : makeProfile()), medications: meds, answers },
    context: withDoctors ? doctorsContext : makeContext(),
  }));

/**
 * Plan A beats plan B (ADR 0012): no dearer after the giveback, at least as many drugs and doctors
 * covered, at least as many stars (unrated as 3.5), drug coverage whenever B has it (for someone
 * without other creditable coverage), and better on one. Written out here, apart from ranking.ts.
 */
function beats(a: PlanResult, b: PlanResult, creditable: boolean): boolean {
  const m = (x: PlanResult) => [
    -Math.round(x.cost.total * 100),
    x.medicationsCovered,
    x.doctorsInNetwork,
    x.plan.starRating ?? 3.5,
    x.plan.hasRxCoverage || creditable ? 1 : 0,
  ];
  const ma = m(a);
  const mb = m(b);
  return ma.every((v, i) => v >= (mb[i] as number)) && ma.some((v, i) => v > (mb[i] as number));
}

describe('the ranking rules (ADR 0012), over random catalogues and profiles', () => {
  it('never ranks or scores a plan above a plan that beats it on cost, drugs, doctors, stars and drug coverage', () => {
    fc.assert(
      fc.property(catalogueArb, profileArb, (plans, { profile, context }) => {
        const results = recommendPlans(profile, plans, context);
        for (const a of results) {
          for (const b of results) {
            if (!beats(a, b, profile.answers.creditableDrugCoverage)) continue;
            expect(a.rank).toBeLessThan(b.rank);
            expect(a.score).toBeGreaterThanOrEqual(b.score);
          }
        }
      }),
      RUNS,
    );
  });

  it('keeps the score the plain sum of its breakdown, between 0 and 100', () => {
    fc.assert(
      fc.property(catalogueArb, profileArb, (plans, { profile, context }) => {
        for (const result of recommendPlans(profile, plans, context)) {
          const sum = Object.values(result.scoreBreakdown).reduce((x, y) => x + y, 0);
          expect(result.score).toBeCloseTo(sum, 1);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
        }
      }),
      RUNS,
    );
  });

  it('a lower premium never moves a plan down', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        profileArb,
        fc.integer({ min: 1, max: 5000 }),
        (plans, { profile, context }, cut) => {
          const [first, ...rest] = plans as [EnginePlan, ...EnginePlan[]];
          const cheaper = { ...first, monthlyPremium: Math.max(0, first.monthlyPremium - cut / 100) };
          const before = rankOf(first.planId, recommendPlans(profile, plans, context));
          const after = rankOf(first.planId, recommendPlans(profile, [cheaper, ...rest], context));
          if (Number.isNaN(before)) return; // a Special Needs Plan this person may not join
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
      RUNS,
    );
  });

  it('covering one more of the person’s drugs never moves a plan down', () => {
    fc.assert(
      fc.property(catalogueArb, profileArb, (plans, { profile, context }) => {
        const [first, ...rest] = plans as [EnginePlan, ...EnginePlan[]];
        fc.pre(first.hasRxCoverage && first.formulary !== null);
        const fewer = new Map(first.formulary);
        const removed = profile.medications.find((m) => fewer.delete(m.name.toLowerCase()));
        fc.pre(removed !== undefined);
        const before = rankOf(
          first.planId,
          recommendPlans(profile, [{ ...first, formulary: fewer }, ...rest], context),
        );
        const after = rankOf(first.planId, recommendPlans(profile, plans, context));
        if (Number.isNaN(before)) return;
        expect(after).toBeLessThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('a doctor in one plan’s network only never lowers that plan’s score or place', () => {
    fc.assert(
      fc.property(catalogueArb, answersArb, fc.constantFrom(1, 2), (plans, answers, doctorId) => {
        const [first, ...rest] = plans as [EnginePlan, ...EnginePlan[]];
        const others = rest.map((p) => ({
          ...p,
          network: new Set([...p.network].filter((id) => id !== doctorId)),
        }));
        const outside = { ...first, network: new Set([...first.network].filter((id) => id !== doctorId)) };
        const inside = { ...first, network: new Set([...first.network, doctorId]) };
        const profile = { ...doctorsProfile, answers };
        const before = recommendPlans(profile, [outside, ...others], doctorsContext);
        const after = recommendPlans(profile, [inside, ...others], doctorsContext);
        const was = before.find((x) => x.plan.planId === first.planId);
        const is = after.find((x) => x.plan.planId === first.planId);
        if (!was || !is) return;
        expect(is.score).toBeGreaterThanOrEqual(was.score);
        expect(is.rank).toBeLessThanOrEqual(was.rank);
      }),
      RUNS,
    );
  });

  it('a doctor typed by hand (not picked from the directory) changes no plan’s cost, score or place', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        profileArb,
        fc.constantFrom('Lee, Anna', 'Park, Ben'),
        (plans, base, name) => {
          const { profile, context } = base;
          // The directory holds a doctor of the same name: a guess by name would find them.
          const typed = { name, specialty: 'Family Medicine', providerId: null };
          const namesake = doctorsContext.doctorCandidates
            .flat()
            .filter((c) => name.startsWith(c.lastNameOrOrgName));
          const withTyped = {
            ...base.profile,
            doctors: [...profile.doctors, typed],
          };
          const before = recommendPlans(profile, plans, context);
          const after = recommendPlans(withTyped, plans, {
            ...context,
            doctorCandidates: [...context.doctorCandidates, namesake],
          });
          const row = (r: PlanResult) => [
            r.plan.planId,
            r.rank,
            r.score,
            r.cost.total,
            r.doctorsInNetwork,
            r.totalDoctors,
          ];
          expect(after.map(row)).toEqual(before.map(row));
          for (const r of after) {
            const line = r.doctorLines.at(-1);
            expect(line).toMatchObject({ name, matched: false, inNetwork: false, providerId: null });
          }
        },
      ),
      RUNS,
    );
  });

  it('more stars never move a plan down, and an unrated plan counts as 3.5 stars', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        profileArb,
        fc.constantFrom(1, 2, 3, 4),
        (plans, { profile, context }, stars) => {
          const [first, ...rest] = plans as [EnginePlan, ...EnginePlan[]];
          const before = rankOf(
            first.planId,
            recommendPlans(profile, [{ ...first, starRating: stars }, ...rest], context),
          );
          const after = rankOf(
            first.planId,
            recommendPlans(profile, [{ ...first, starRating: stars + 1 }, ...rest], context),
          );
          if (Number.isNaN(before)) return;
          expect(after).toBeLessThanOrEqual(before);
        },
      ),
      RUNS,
    );
    const plan = makePlan();
    expect(score({ ...plan, starRating: null }, makeProfile()).score).toBe(
      score({ ...plan, starRating: 3.5 }, makeProfile()).score,
    );
  });

  it('ranks a plan without drug coverage below an otherwise equal plan with it, and warns about the penalty', () => {
    fc.assert(
      fc.property(planArb, profileArb, (plan, { profile, context }) => {
        const answers = { ...profile.answers, creditableDrugCoverage: false };
        const noRx = { ...plan, planId: 'H0001-002', hasRxCoverage: false, formulary: null };
        const ranked = recommendPlans({ ...profile, answers }, [noRx, { ...plan, planType: 'HMO' }], context);
        expect(ranked[0]?.plan.hasRxCoverage).toBe(true);
        expect(ranked[1]?.lateEnrollmentWarning).toBe(true);
        expect(ranked[1]?.reasoning).toContain(LATE_ENROLLMENT_WARNING);
      }),
      RUNS,
    );
  });

  it('with other creditable drug coverage and no drugs, drug coverage itself neither helps nor warns', () => {
    const plan = makePlan({ formulary: STANDARD_FORMULARY });
    const noRx = { ...plan, planId: 'H0001-002', hasRxCoverage: false, formulary: null };
    const answers = { ...DEFAULT_ANSWERS, creditableDrugCoverage: true };
    const [a, b] = recommendPlans(makeProfile({ answers }), [plan, noRx], makeContext());
    expect(a?.score).toBe(b?.score);
    expect(b?.lateEnrollmentWarning).toBe(false);
  });

  it('offers a Special Needs Plan only to someone who may join it, with its rule and no penalty', () => {
    const open = makePlan({ planId: 'H0001-001', planType: 'HMO' });
    const dual = { ...open, id: 2, planId: 'H0001-002', planType: 'HMO D-SNP' };
    const chronic = { ...open, id: 3, planId: 'H0001-003', planType: 'PPO C-SNP' };
    const facility = { ...open, id: 4, planId: 'H0001-004', planType: 'HMO I-SNP' };
    const plans = [open, dual, chronic, facility];
    const shown = (answers: Partial<typeof DEFAULT_ANSWERS>) =>
      recommendPlans(makeProfile({ answers: { ...DEFAULT_ANSWERS, ...answers } }), plans, makeContext())
        .map((r) => r.plan.planId)
        .sort();
    expect(shown({})).toEqual(['H0001-001']);
    expect(shown({ medicaidOrExtraHelp: true })).toEqual(['H0001-001', 'H0001-002']);
    expect(shown({ chronicConditions: ['diabetes'] })).toEqual(['H0001-001', 'H0001-003']);
    expect(shown({ livesInFacility: true })).toEqual(['H0001-001', 'H0001-004']);
    // A stored submission's plans were chosen when it was made: re-explaining them holds none back.
    const all = recommendPlans(makeProfile(), plans, makeContext(), { allPlans: true });
    expect(all).toHaveLength(4);
    const both = recommendPlans(
      makeProfile({ answers: { ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true } }),
      [open, dual],
      makeContext(),
    );
    expect(both[0]?.score).toBe(both[1]?.score); // the same plan, the same score: no flat penalty
    const note = both.find((r) => r.plan.planId === 'H0001-002')?.eligibilityNote;
    expect(note && reasonText(note)).toMatch(/both Medicare and Medicaid/);
  });

  it('offers each kind of Special Needs Plan exactly to those whose answers may qualify them', () => {
    fc.assert(
      fc.property(planArb, answersArb, (plan, answers) => {
        const types = ['HMO', 'HMO D-SNP', 'PPO C-SNP', 'HMO I-SNP'];
        const plans = types.map((planType, i) => ({
          ...plan,
          id: i + 1,
          planId: `H0001-00${i + 1}`,
          planType,
        }));
        const shown = new Set(
          recommendPlans(makeProfile({ answers }), plans, makeContext()).map((r) => r.plan.planType),
        );
        expect(shown.has('HMO')).toBe(true);
        expect(shown.has('HMO D-SNP')).toBe(answers.medicaidOrExtraHelp);
        expect(shown.has('PPO C-SNP')).toBe(answers.chronicConditions.length > 0);
        expect(shown.has('HMO I-SNP')).toBe(answers.livesInFacility);
      }),
      RUNS,
    );
  });

  it('with nothing asked for, extras never change any plan’s score or place', () => {
    const extrasArb = fc.record({
      dental: fc.constantFrom('$2,000 a year', 'Not covered'),
      vision: fc.constantFrom('Exams and $200 eyewear', 'Not covered'),
      hearing: fc.constantFrom('$1,500 hearing aids', 'Not covered'),
      otc: fc.constantFrom('$100 a quarter', 'Not covered'),
      gym: fc.constantFrom('SilverSneakers', 'Not covered'),
    });
    fc.assert(
      fc.property(catalogueArb, profileArb, extrasArb, (plans, { profile, context }, extras) => {
        const asked = { ...profile, answers: { ...profile.answers, priorities: [] } };
        const [first, ...rest] = plans as [EnginePlan, ...EnginePlan[]];
        const plain = recommendPlans(asked, [{ ...first, benefits: {} }, ...rest], context);
        const rich = recommendPlans(asked, [{ ...first, benefits: extras }, ...rest], context);
        expect(rich.map((r) => [r.plan.planId, r.score, r.rank])).toEqual(
          plain.map((r) => [r.plan.planId, r.score, r.rank]),
        );
      }),
      RUNS,
    );
  });

  it('gives points for extras only where the person said they matter', () => {
    const plain = makePlan({ planId: 'H0001-001', benefits: {} });
    const extras = {
      ...plain,
      id: 2,
      planId: 'H0001-002',
      benefits: { dental: '$2,000 a year', vision: 'Exams' },
    };
    const scores = (priorities: (typeof PRIORITIES)[number][]) =>
      recommendPlans(
        makeProfile({ answers: { ...DEFAULT_ANSWERS, priorities } }),
        [plain, extras],
        makeContext(),
      ).map((r): [string, number] => [r.plan.planId, r.score]);
    // Nothing asked: the same plan with extras scores the same (the pool goes to every plan).
    const none = new Map(scores([]));
    expect(none.get('H0001-001')).toBe(none.get('H0001-002'));
    // Dental asked (one of two priorities): the dental plan earns 7.5 points the other does not.
    const dental = new Map(scores(['dental', 'hearing']));
    expect((dental.get('H0001-002') as number) - (dental.get('H0001-001') as number)).toBeCloseTo(7.5, 2);
  });
});

describe('recommendPlans', () => {
  it('computes yearly cost = premiums + drugs + medical − the Part B giveback, each shown', () => {
    // Premium $29: 12 × $29 = $348. Giveback $10: 12 × $10 = $120. BrandB tier 3: 12 × $47 = $564.
    // Medical ("a few visits"): 4 × $5 + 2 × $40 + 2 × $0 + $15 + $50 = $165. $348 + $564 + $165 − $120 = $957.
    const plan = makePlan({ monthlyPremium: 29, partBPremiumReduction: 10, formulary: STANDARD_FORMULARY });
    const result = score(
      plan,
      makeProfile({ medications: [{ name: 'BrandB', dosage: '10 mg', quantity: 30, frequency: 'monthly' }] }),
    );
    expect(result.cost).toEqual({ premiums: 348, giveback: 120, drugs: 564, medical: 165, total: 957 });
    expect(result.medicationsCovered).toBe(1);
    expect(reasonsText(result.reasoning).slice(0, 2)).toEqual([
      'You pay $1,077 in the year: $348 in premiums, $564 for drugs and $165 for medical care.',
      'Medicare gives you back $120 of your Part B premium over the year, so your estimated yearly cost is $957.',
    ]);
  });

  it('says "you come out ahead" instead of a negative cost when the giveback is larger', () => {
    // $0 premium, $100 a month back: $1,200 a year against $165 of care: $1,035 ahead.
    const result = score(makePlan({ partBPremiumReduction: 100 }), makeProfile());
    expect(result.cost.total).toBe(-1035);
    expect(reasonsText(result.reasoning)[1]).toBe(
      'Medicare gives you back $1,200 of your Part B premium over the year, more than these costs: you come out $1,035 ahead.',
    );
  });

  it('groups the breakdown in the score components, which add up to the score', () => {
    const result = score(makePlan({ formulary: STANDARD_FORMULARY }), doctorsProfile, doctorsContext);
    const { points, priorities, other } = scoreComponents(result.scoreBreakdown);
    expect(points).toEqual({
      cost: result.personalPoints.yearlyCostPoints,
      drugs: result.personalPoints.medicationCoveragePoints,
      doctors: result.personalPoints.doctorNetworkPoints,
      stars: result.fieldPoints.starRatingPoints,
      // No priorities picked: the whole pool.
      priorities: 15,
      noDrugCoverage: 0,
      dominance: 0,
    });
    expect(priorities).toEqual({ prioritiesPoints: 15 });
    // No plan field earns points of its own (ADR 0012).
    expect(other).toEqual({});
    const sum = Object.values(points).reduce((a, b) => a + b, 0);
    expect(Math.round(sum * 100) / 100).toBe(result.score);
    expect(result.scoreBreakdown.starRatingPoints).toBeGreaterThan(0);
    // Priced in the yearly cost, so worth no points of their own.
    expect(result.scoreBreakdown.pcpCopayInPoints).toBe(0);
    expect(result.scoreBreakdown.monthlyPremiumPoints).toBe(0);
  });

  it('records the plan whose score capped a beaten plan (the dominance rule), as a score component', () => {
    // Both have drug coverage and 4 stars; B costs $10 a month more but offers the dental the
    // person asked for: 15 priority points lift it above A, which beats it on cost alone.
    const a = makePlan({ id: 1, planId: 'H0001-00A', benefits: { dental: 'Not covered' } });
    const b = makePlan({ id: 2, planId: 'H0001-00B', monthlyPremium: 10 });
    const profile = makeProfile({ answers: { ...DEFAULT_ANSWERS, priorities: ['dental'] } });
    const [first, second] = recommendPlans(profile, [b, a], makeContext());
    expect(first?.plan.planId).toBe('H0001-00A');
    expect(first?.cappedBy).toBeNull();
    expect(second?.cappedBy).toBe('H0001-00A');
    expect(second?.score).toBe(first?.score);
    const { points } = scoreComponents(second?.scoreBreakdown ?? {});
    // Before the cap: 55 × 1500 / (1500 + 120) for cost, 15 for dental; the cap takes it to A's.
    expect(points.priorities).toBe(15);
    expect(points.cost).toBe(50.93);
    // A: 55 + 10 (no drugs listed) + 10 (no doctors) + 7.5 (4 stars) = 82.5; B's 93.43 loses 10.93.
    expect(first?.score).toBe(82.5);
    expect(points.dominance).toBe(-10.93);
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

  it('explains uncovered drugs, doctors with distance, stars and extras in plain words', () => {
    const plan = makePlan({ starRating: null, network: new Set([1]), formulary: STANDARD_FORMULARY });
    const profile = {
      ...doctorsProfile,
      medications: [{ name: 'NoForm', dosage: '5 mg', quantity: 30, frequency: 'monthly' as const }],
    };
    const reasons = reasonsText(score(plan, profile, doctorsContext).reasoning);
    expect(reasons).toContain('Covers 0 of 1 of your medications.');
    expect(reasons).toContain('NoForm is not covered: you would pay the full price, about $1,800 a year.');
    expect(reasons).toContain("1 of 2 of your doctors are in this plan's network.");
    expect(reasons).toContain('Lee, Anna is in network, 0 miles away.');
    expect(reasons).toContain("Park, Ben is not in this plan's network.");
    expect(reasons).toContain('Too new to have a Medicare star rating yet.');
    expect(reasons).toContain('$0 monthly premium.');
    expect(reasons).toContain('Extras include dental, vision.');
  });

  it('says when a tier lists no cost and the standard 25% was used', () => {
    const { tier6Retail: _none, ...tiers } = makePlan().prescriptionTiers;
    const reasons = reasonsText(
      score(
        makePlan({ formulary: formulary({ BrandB: 6 }), prescriptionTiers: tiers }),
        makeProfile({ medications: [{ name: 'BrandB', dosage: 'x', quantity: 30, frequency: 'monthly' }] }),
      ).reasoning,
    );
    expect(reasons).toContain(
      "BrandB is covered. The plan lists no cost for tier 6, so we used Medicare's standard 25% of the price.",
    );
  });

  it('says when tiers were estimated because the plan has no drug list', () => {
    const reasons = reasonsText(
      score(
        makePlan({ formulary: null }),
        makeProfile({
          medications: [{ name: 'BrandB', dosage: 'x', quantity: 30, frequency: 'monthly' }],
        }),
      ).reasoning,
    );
    expect(reasons).toContain(
      'This plan has no drug list on file, so we estimated drug tiers from each drug type.',
    );
  });
});

describe('servesCounty', () => {
  // Areas as the writers store them (shared/service-area.ts): `OK` is all of Oklahoma, `OK|tulsa`
  // one county of it.
  const plan = (serviceArea: string[], isActive = true) => ({ isActive, serviceArea });
  it.each([
    // [area, state, county, served, why]
    [['OK'], 'OK', 'Tulsa', true, 'statewide in the person’s state'],
    [['OK'], 'OK', null, true, 'statewide, no county given'],
    [['OK|tulsa', 'OK|creek'], 'OK', 'tulsa', true, 'lists the county, letter case ignored'],
    [['OK|tulsa'], 'OK', '  TULSA ', true, 'surrounding spaces ignored'],
    [['OK|tulsa'], 'OK', 'Oklahoma', false, 'another county of the state'],
    [['OK|tulsa'], 'OK', null, false, 'a county plan, no county given'],
    [['AR|washington'], 'OK', 'Washington', false, 'Washington County, Arkansas is not Oklahoma’s'],
    [['OK|washington'], 'AR', 'Washington', false, 'nor the other way round'],
    [['TX'], 'OK', 'Tulsa', false, 'statewide in Texas only'],
    [['TX'], 'OK', null, false, 'statewide in Texas, no county given'],
    [['AR|washington', 'OK|tulsa'], 'AR', 'Washington', true, 'two states: the first'],
    [['AR|washington', 'OK|tulsa'], 'OK', 'Tulsa', true, 'two states: the second'],
    [['AR', 'OK|tulsa'], 'AR', 'Pulaski', true, 'all of one state, a county of another'],
    [['OK'], 'ok', 'Tulsa', true, 'the state code in any case'],
    [[], 'OK', 'Tulsa', false, 'an empty area serves nobody'],
  ] as const)('%j in %s, %s → %s (%s)', (area, state, county, served, _why) => {
    expect(servesCounty(plan([...area]), state, county)).toBe(served);
  });

  it('never keeps an inactive plan', () => {
    expect(servesCounty(plan(['OK'], false), 'OK', 'Tulsa')).toBe(false);
  });
});
