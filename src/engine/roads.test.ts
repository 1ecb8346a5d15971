import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, HEALTH_ANSWERS } from '../shared/profile-answers.ts';
import { MEDIGAP_LETTERS, ORIGINAL_MEDICARE_YEARS } from './original-medicare.ts';
import { recommendPlans } from './recommend.ts';
import { compareRoads, type MedigapQuote } from './roads.ts';
import { makeContext, makePlan, makeProfile, STANDARD_FORMULARY } from './testing/engine-factories.ts';

const Y2026 = ORIGINAL_MEDICARE_YEARS[2026] as (typeof ORIGINAL_MEDICARE_YEARS)[number];
const profile = makeProfile({ answers: { ...DEFAULT_ANSWERS, health: 'some', coverageStartMonth: 1 } });
// A $0 HMO (test factory copays: $5 primary care, $40 specialist, $15 X-ray, $50 urgent care, labs
// $0, $110 emergency, $325 a day for days 1–5 in hospital; MOOP $3,900) and a $30 drug plan.
const hmo = makePlan({ id: 1 });
const pdp = makePlan({
  id: 2,
  planId: 'S0001-001',
  planName: 'Test Drug Plan (PDP)',
  planType: 'PDP',
  monthlyPremium: 30,
  copayStructure: {},
});
const quote = (letter: MedigapQuote['letter'], monthlyPremium: number): MedigapQuote => ({
  carrier: 'Sample Mutual',
  letter,
  monthlyPremium,
  sample: true,
});

describe('both roads for one person (2026, no drugs, health "some")', () => {
  it('Medicare Advantage: Part B plus the plan, and its MOOP in the bad year', () => {
    const { advantage } = compareRoads(profile, [hmo, pdp], makeContext(), [], Y2026);
    // Part B: 12 × 202.90 = 2,434.80. Care: 4 × $5 + 2 × $40 + $15 + $50 + 2 labs × $0 = $165.
    expect(advantage?.result.plan.id).toBe(1);
    expect(advantage?.total.typical).toBe(2599.8); // 2,434.80 + 165
    // Bad year: imaging, surgery, ambulance and nursing have no copay on file and are paid in full,
    // far above the $3,900 MOOP: 2,434.80 + 3,900.
    expect(advantage?.total.bad).toBe(6334.8);
    expect(advantage?.medical).toEqual({ typical: 165, bad: 3900 });
  });

  it('Original Medicare: Part B, the cheapest Medigap plan for the year, the cheapest drug plan', () => {
    const { original } = compareRoads(
      profile,
      [hmo, pdp],
      makeContext(),
      [quote('G', 150), quote('N', 120)],
      Y2026,
    );
    // G: 12 × 150 = 1,800 + $283 left = 2,083. N: 12 × 120 = 1,440 + $403 left (283 + six $20
    // visits) = 1,843: N first. Drug plan: 12 × 30 = 360, no drugs.
    expect(original.medigap.map((o) => o.quote?.letter)).toEqual(['N', 'G']);
    expect(original.drugPlan?.plan.id).toBe(2);
    expect(original.drugPlan?.premiums).toBe(360);
    expect(original.total.typical).toBe(4637.8); // 2,434.80 + 1,843 + 360
    // Bad year with N: $283 + 18 office visits × $20 + 2 emergency visits × $50 = 743; Part A and
    // nursing are paid by N. 2,434.80 + 1,440 + 743 + 360 = 4,977.80.
    expect(original.total.bad).toBe(4977.8);
    // Each letter carries the whole road's total with it, the chosen one the road's own: G is
    // 2,434.80 + 1,800 + 283 + 360 = 4,877.80 in a typical year; in a bad year G leaves only the
    // Part B deductible, 283: 2,434.80 + 1,800 + 283 + 360 = 4,877.80.
    expect(original.medigap.map((o) => o.total)).toEqual([original.total, { typical: 4877.8, bad: 4877.8 }]);
    expect(original.drugPlan?.total).toBe(360);
    // Original Medicare alone: typical $484.40; bad year: deductible 283, coinsurance 921.40 (third
    // X-ray 9.40, urgent care 72, imaging 300, surgery 300, ambulance 240), office visits 696 (6 × 28
    // + 12 × 44), emergency 360, the Part A deductible 1,736, nursing days 21–30: 2,170 = 6,166.40.
    expect(original.withoutMedigap).toEqual({ typical: 484.4, bad: 6166.4 });
  });

  it('Original Medicare alone, without a Medigap quote, leaves the whole bad year', () => {
    const { original } = compareRoads(profile, [hmo, pdp], makeContext(), [], Y2026);
    expect(original.medigap).toHaveLength(1);
    expect(original.medigap[0]?.quote).toBeNull();
    // Typical gaps $484.40 (original-medicare.test.ts): 2,434.80 + 484.40 + 360 = 3,279.20.
    expect(original.total.typical).toBe(3279.2);
  });
});

describe('the drug plan', () => {
  it('is priced for the person’s drugs exactly as an MA-PD with the same drug list is', () => {
    const medications = [
      { name: 'GenA', dosage: '10 mg', quantity: 30, frequency: 'monthly' as const },
      { name: 'BrandB', dosage: '20 mg', quantity: 60, frequency: 'monthly' as const },
    ];
    const person = makeProfile({ medications, answers: { ...DEFAULT_ANSWERS, coverageStartMonth: 1 } });
    const maPd = makePlan({ id: 1, formulary: STANDARD_FORMULARY, rxDeductible: 200 });
    const drugPlan = {
      ...maPd,
      id: 2,
      planId: 'S0001-001',
      planType: 'PDP',
      monthlyPremium: 30,
      copayStructure: {},
    };
    const [asMaPd] = recommendPlans(person, [maPd], makeContext());
    const { original } = compareRoads(person, [maPd, drugPlan], makeContext(), [], Y2026);
    expect(original.drugPlan?.drugs).toBeGreaterThan(0);
    expect(original.drugPlan?.drugs).toBe(asMaPd?.cost.drugs);
  });
});

describe('without a drug plan on file', () => {
  it('counts the person’s drugs at full price, so the road is never cheaper for a plan we could not find', () => {
    const medications = [{ name: 'BrandB', dosage: '20 mg', quantity: 60, frequency: 'monthly' as const }];
    const person = makeProfile({ medications, answers: { ...DEFAULT_ANSWERS, coverageStartMonth: 1 } });
    const noDrugCoverage = makePlan({ id: 3, hasRxCoverage: false });
    const [retail] = recommendPlans(person, [noDrugCoverage], makeContext());
    const { original } = compareRoads(person, [hmo], makeContext(), [], Y2026);
    expect(original.drugPlan).toBeNull();
    // The same full price a plan without drug coverage leaves the person.
    expect(original.drugsWithoutPlan).toBeGreaterThan(0);
    expect(original.drugsWithoutPlan).toBe(retail?.cost.drugs);
    expect(original.total.typical).toBe(
      Math.round(
        (original.partBPremiums + original.withoutMedigap.typical + original.drugsWithoutPlan) * 100,
      ) / 100,
    );
  });
});

describe('properties', () => {
  const quotes = fc.array(
    fc.record({
      carrier: fc.constant('Sample Mutual'),
      letter: fc.constantFrom(...MEDIGAP_LETTERS),
      monthlyPremium: fc.integer({ min: 0, max: 40000 }).map((c) => c / 100),
      sample: fc.constant(true),
    }),
    { maxLength: 6 },
  );

  it('the bad year never costs less than the typical year, on either road', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...HEALTH_ANSWERS),
        quotes,
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 1000, max: 9250 }),
        fc.integer({ min: 1, max: 12 }),
        (health, qs, premium, moop, startMonth) => {
          const p = makeProfile({ answers: { ...DEFAULT_ANSWERS, health, coverageStartMonth: startMonth } });
          const plan = makePlan({ id: 1, monthlyPremium: premium, moopInNetwork: moop });
          const { advantage, original } = compareRoads(p, [plan, pdp], makeContext(), qs, Y2026);
          expect(advantage?.total.bad).toBeGreaterThanOrEqual(advantage?.total.typical ?? 0);
          expect(original.total.bad).toBeGreaterThanOrEqual(original.total.typical);
          // Every Medigap option's total is the road with it, to the cent; the first is the road's.
          const besides =
            original.partBPremiums +
            original.incomeAdjustments +
            (original.drugPlan
              ? original.drugPlan.premiums + original.drugPlan.drugs
              : original.drugsWithoutPlan);
          for (const o of original.medigap) {
            expect(Math.abs(o.total.typical - (besides + o.premiums + o.medical.typical))).toBeLessThan(
              0.011,
            );
            expect(Math.abs(o.total.bad - (besides + o.premiums + o.medical.bad))).toBeLessThan(0.011);
          }
          expect(original.medigap[0]?.total).toEqual(original.total);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('raising a Medigap premium', () => {
  const letters = fc.constantFrom(...MEDIGAP_LETTERS);
  const scenario = fc.record({
    raw: fc.array(fc.tuple(letters, fc.integer({ min: 1, max: 40000 })), { minLength: 1, maxLength: 6 }),
    pick: fc.nat(),
    raiseCents: fc.integer({ min: 1, max: 20000 }),
    health: fc.constantFrom(...HEALTH_ANSWERS),
    maPremium: fc.integer({ min: 0, max: 200 }),
  });

  it('never lowers Original Medicare’s typical year, so never moves that road ahead of Medicare Advantage', () => {
    fc.assert(
      fc.property(scenario, ({ raw, pick, raiseCents, health, maPremium }) => {
        const p = makeProfile({ answers: { ...DEFAULT_ANSWERS, health, coverageStartMonth: 1 } });
        const plan = makePlan({ id: 1, monthlyPremium: maPremium });
        const qs = raw.map(([letter, c]) => quote(letter, c / 100));
        const i = pick % qs.length;
        const raised = qs.map((q, j) =>
          j === i ? { ...q, monthlyPremium: q.monthlyPremium + raiseCents / 100 } : q,
        );
        const before = compareRoads(p, [plan, pdp], makeContext(), qs, Y2026);
        const after = compareRoads(p, [plan, pdp], makeContext(), raised, Y2026);
        expect(after.original.total.typical).toBeGreaterThanOrEqual(before.original.total.typical);
        // Medicare Advantage does not move: if Original Medicare was not cheaper, it is not now.
        expect(after.advantage?.total).toEqual(before.advantage?.total);
        const ahead = (r: typeof before) => r.original.total.typical < (r.advantage?.total.typical ?? 0);
        if (!ahead(before)) expect(ahead(after)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('at the same typical year, the plan that protects more in a bad year comes first', () => {
    // Health "rarely": no hospital stay, so Plans A and G both leave only the $283 Part B deductible
    // (A pays the 20 % too); at the same premium the typical years tie, and G, which also pays the
    // Part A deductible, goes first.
    const p = makeProfile({ answers: { ...DEFAULT_ANSWERS, health: 'rarely', coverageStartMonth: 1 } });
    const { original } = compareRoads(
      p,
      [hmo, pdp],
      makeContext(),
      [quote('A', 100), quote('G', 100)],
      Y2026,
    );
    const [first, second] = original.medigap;
    expect(first?.medical.typical).toBe(second?.medical.typical);
    expect(first?.quote?.letter).toBe('G');
    expect(first?.medical.bad).toBeLessThan(second?.medical.bad ?? 0);
  });
});

describe('income-related amounts (optional income band)', () => {
  // Band 1 in 2026 (2024 income $109,001 to $137,000 single): $81.20 a month more for Part B, $14.50
  // more for Part D drug coverage (shared/income-adjustments.ts).
  it('adds Part B’s amount on both roads and Part D’s to each road’s drug coverage', () => {
    const base = compareRoads(profile, [hmo, pdp], makeContext(), [], Y2026);
    const banded = compareRoads(profile, [hmo, pdp], makeContext(), [], Y2026, { incomeBand: 1 });
    // 12 × (81.20 + 14.50) = 1,148.40 on each road: the HMO covers drugs, and so does the drug plan.
    expect(banded.advantage?.incomeAdjustments).toBe(1148.4);
    expect(banded.original.incomeAdjustments).toBe(1148.4);
    expect(banded.advantage?.total).toEqual({ typical: 3748.2, bad: 7483.2 }); // 2,599.80 / 6,334.80 + 1,148.40
    expect(banded.original.total.typical).toBe(4427.6); // 3,279.20 + 1,148.40
    expect(base.advantage?.incomeAdjustments).toBe(0);
    expect(base.original.incomeAdjustments).toBe(0);
  });

  it('adds no Part D amount to a road without drug coverage, for the months counted', () => {
    const july = makeProfile({ answers: { ...DEFAULT_ANSWERS, health: 'some', coverageStartMonth: 7 } });
    const medicalOnly = makePlan({ id: 5, hasRxCoverage: false });
    const { advantage, original } = compareRoads(july, [medicalOnly], makeContext(), [], Y2026, {
      incomeBand: 5,
    });
    // Band 5: $487.00 for Part B, $91.00 for Part D. Six months (July to December): 6 × 487 = 2,922.
    expect(advantage?.incomeAdjustments).toBe(2922);
    expect(original.drugPlan).toBeNull();
    expect(original.incomeAdjustments).toBe(2922);
  });

  it('a band out of range adds nothing', () => {
    const { advantage } = compareRoads(profile, [hmo, pdp], makeContext(), [], Y2026, { incomeBand: 9 });
    expect(advantage?.incomeAdjustments).toBe(0);
  });
});

describe('every drug plan priced', () => {
  it('lists the drug plans cheapest first, the road’s drug plan being the first', () => {
    const dear = { ...pdp, id: 3, planId: 'S0001-002', planName: 'Dear Drug Plan (PDP)', monthlyPremium: 55 };
    const { original } = compareRoads(profile, [hmo, dear, pdp], makeContext(), [], Y2026);
    // No drugs: premiums only, 12 × 30 = 360 and 12 × 55 = 660.
    expect(original.drugPlans.map((d) => [d.plan.id, d.premiums])).toEqual([
      [2, 360],
      [3, 660],
    ]);
    expect(original.drugPlan).toBe(original.drugPlans[0]);
  });
});
