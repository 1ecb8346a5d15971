import { describe, expect, it } from 'vitest';
import { computeDrugCosts } from './drug-cost.ts';
import { CURRENT_PLAN_YEAR } from './plan-year.ts';
import {
  ALL_DRUGS,
  formulary,
  makePlan,
  STANDARD_FORMULARY,
  TIERS_BASE,
} from './testing/engine-factories.ts';
import type { EnginePlan, ProfileMedication } from './types.ts';

const med = (
  name: string,
  quantity: number,
  frequency: ProfileMedication['frequency'] = 'monthly',
): ProfileMedication => ({
  name,
  dosage: 'x',
  quantity,
  frequency,
});

type Case = {
  name: string;
  plan?: Partial<EnginePlan>;
  meds: ProfileMedication[];
  /** Member's cost per drug for the year, in list order. */
  expected: number[];
  total?: number;
};

// Prices: GenA $0.10/unit, BrandB $10/unit, SpecC $100/unit, InsD $30/mL, NoForm $5/unit (not on the formulary).
// Base plan: tier 1 $0/$0 mail, tier 2 $10/$20, tier 3 $47/$120, tier 4 40%, tier 5 25%, insulin $35,
// deductible $0 unless the case sets one (applies to tiers 3, 4, 5).
const cases: Case[] = [
  { name: '1. generic on tier 1 at $0: 12 × $0', meds: [med('GenA', 30)], expected: [0] },
  {
    name: '2. copay above the price: pay the price, 12 × min($10, 30 × $0.10 = $3) = $36',
    plan: { formulary: formulary({ GenA: 2 }) },
    meds: [med('GenA', 30)],
    expected: [36],
  },
  {
    name: '3. brand on tier 3, no deductible: 12 × $47 = $564',
    meds: [med('BrandB', 30)],
    expected: [564],
  },
  {
    name: '4. $615 deductible on tier 3: $300 + $300 + ($15 + $47) + 9 × $47 = $1,085',
    plan: { rxDeductible: 615 },
    meds: [med('BrandB', 30)],
    expected: [1085],
  },
  {
    name: '5. deductible does not apply to tier 2 by default: 12 × $10 = $120 (price $30 a fill)',
    plan: { rxDeductible: 615, formulary: formulary({ GenA: 2 }) },
    meds: [med('GenA', 300)],
    expected: [120],
  },
  {
    name: '6. deductible on every tier when the plan says so: 12 fills × $30, all within the $615 deductible = $360',
    plan: {
      rxDeductible: 615,
      formulary: formulary({ GenA: 2 }),
      prescriptionTiers: { ...TIERS_BASE, deductibleTiers: '1,2,3,4,5' },
    },
    meds: [med('GenA', 300)],
    expected: [360],
  },
  {
    name: '7. coinsurance: tier 4 at 40% of $300 = $120, × 12 = $1,440',
    plan: { formulary: formulary({ BrandB: 4 }) },
    meds: [med('BrandB', 30)],
    expected: [1440],
  },
  {
    name: '8. quarterly 90-day fills use the mail-order copay: 4 × $120 = $480',
    meds: [med('BrandB', 90, 'quarterly')],
    expected: [480],
  },
  {
    name: '9. quarterly without a mail-order price: 3 × the $47 retail copay a fill, 4 × $141 = $564',
    plan: { prescriptionTiers: { ...TIERS_BASE, tier3Mail: '' } },
    meds: [med('BrandB', 90, 'quarterly')],
    expected: [564],
  },
  { name: '10. yearly: one 30-day fill, $47', meds: [med('BrandB', 30, 'yearly')], expected: [47] },
  {
    name: '11. the $2,100 cap crossed mid-fill: 25% of $3,000 = $750, $750, then $600 of the third fill, then $0',
    meds: [med('SpecC', 30)],
    expected: [2100],
  },
  {
    name: '12. deductible then cap: $615 + 25% × $2,385 = $1,211.25; + $750 = $1,961.25; + $138.75 = $2,100',
    plan: { rxDeductible: 615 },
    meds: [med('SpecC', 30)],
    expected: [2100],
  },
  {
    name: '13. insulin: $35 a month, no deductible even at $615: 12 × $35 = $420 (price $300 a fill)',
    plan: { rxDeductible: 615 },
    meds: [med('InsD', 10)],
    expected: [420],
  },
  {
    name: '14. insulin by mail, 90-day supply: 3 × $35 = $105 a fill, × 4 = $420',
    meds: [med('InsD', 30, 'quarterly')],
    expected: [420],
  },
  {
    name: '15. insulin on a plan whose copay is below the cap: 12 × $20 = $240',
    plan: { prescriptionTiers: { ...TIERS_BASE, tier3Retail: '$20', selectInsulin: '' } },
    meds: [med('InsD', 10)],
    expected: [240],
  },
  {
    name: '16. a drug off the formulary is paid in full and does not count toward $2,100: SpecC $2,100 + NoForm 12 × $150',
    meds: [med('SpecC', 30), med('NoForm', 30)],
    expected: [2100, 1800],
    total: 3900,
  },
  {
    name: '17. no Rx coverage: full price for everything: 12 × $3 and 12 × $300',
    plan: { hasRxCoverage: false, formulary: null },
    meds: [med('GenA', 30), med('BrandB', 30)],
    expected: [36, 3600],
  },
  {
    name: '18. no formulary on file: BrandB estimated on tier 3 (12 × $47), SpecC on tier 5 (capped at $2,100)',
    plan: { formulary: null },
    meds: [med('BrandB', 30), med('SpecC', 30)],
    // Month 1: $47 + $750; month 2: $47 + $750 (1,594); month 3: $47 (1,641) + $459 to reach 2,100; then $0.
    expected: [141, 1959],
    total: 2100,
  },
  {
    name: '19. fills are taken in calendar order across drugs: SpecC $750 + $750 + $506, BrandB $47 + $47',
    meds: [med('SpecC', 30), med('BrandB', 30)],
    expected: [2006, 94],
    total: 2100,
  },
  {
    name: '20. a drug without a price costs nothing we can estimate',
    meds: [med('NoPrice', 30)],
    expected: [0],
  },
];

describe('computeDrugCosts (plan year 2026)', () => {
  it.each(cases)('$name', ({ plan, meds, expected, total }) => {
    const result = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY, ...plan }),
      meds,
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(result.lines.map((l) => l.annualCost)).toEqual(expected);
    expect(result.total).toBe(total ?? expected.reduce((a, b) => a + b, 0));
  });

  it('marks estimated tiers, uncovered drugs and drugs without a price', () => {
    const estimated = computeDrugCosts(
      makePlan({ formulary: null }),
      [med('SpecC', 1)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(estimated.lines[0]).toMatchObject({ covered: true, tier: 5, tierEstimated: true });
    const excluded = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY }),
      [med('NoForm', 30)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(excluded.lines[0]).toMatchObject({
      covered: false,
      tier: null,
      pricePerFill: 150,
      annualRetailPrice: 1800,
    });
    const unknown = computeDrugCosts(makePlan(), [med('Not In Catalogue', 30)], ALL_DRUGS, CURRENT_PLAN_YEAR);
    expect(unknown.lines[0]).toMatchObject({
      name: 'Not In Catalogue',
      covered: false,
      annualCost: 0,
      pricePerFill: null,
    });
  });

  it('matches drug names case-insensitively and carries prior authorization', () => {
    const plan = makePlan({ formulary: formulary({ BrandB: { tier: 3, priorAuthorization: true } }) });
    const result = computeDrugCosts(plan, [med('brandb', 30)], ALL_DRUGS, CURRENT_PLAN_YEAR);
    expect(result.lines[0]).toMatchObject({
      name: 'BrandB',
      covered: true,
      priorAuthorization: true,
      annualCost: 564,
    });
  });

  it('counts what the dosage counts: an insulin pen is priced as the mL it holds, capped at $35 a month', () => {
    const pens = (quantity: number): ProfileMedication => ({
      name: 'InsD',
      dosage: '100 units/mL 3 mL pen',
      quantity,
      frequency: 'monthly',
    });
    // Not covered (no drug coverage): 1 pen = 3 mL × $30 = $90 a fill, 12 × $90 = $1,080 a year.
    const uncovered = computeDrugCosts(
      makePlan({ hasRxCoverage: false, formulary: null }),
      [pens(1)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(uncovered.lines[0]).toMatchObject({ pricePerFill: 90, annualCost: 1080 });
    // Covered on tier 3: five pens = 15 mL × $30 = $450 a fill, but insulin costs at most $35 a month: 12 × $35.
    const covered = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY }),
      [pens(5)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(covered.lines[0]).toMatchObject({ pricePerFill: 450, annualCost: 420 });
    // A vial of 10 mL: 10 × $30 = $300 a fill.
    const vial = computeDrugCosts(
      makePlan({ hasRxCoverage: false, formulary: null }),
      [{ ...pens(1), dosage: '100 units/mL 10 mL vial' }],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(vial.lines[0]?.pricePerFill).toBe(300);
    // A tablet counts one price unit: 30 tablets × $10 = $300.
    const tablets = computeDrugCosts(
      makePlan({ hasRxCoverage: false, formulary: null }),
      [{ name: 'BrandB', dosage: '5 mg tablet', quantity: 30, frequency: 'monthly' }],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(tablets.lines[0]?.pricePerFill).toBe(300);
  });

  it("follows the plan's own tier settings: no deductible tiers, and the standard 25% where a tier lists no cost", () => {
    // BrandB 30 × $10 = $300 a fill on tier 3 ($47) with a $300 deductible on tiers 3-5:
    // the first fill pays the $300 deductible, then 11 × $47 = $517; $817 in all.
    const withDeductible = computeDrugCosts(
      makePlan({ rxDeductible: 300, formulary: STANDARD_FORMULARY }),
      [med('BrandB', 30)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(withDeductible.lines[0]?.annualCost).toBe(817);
    // The same plan saying its deductible applies to no tier: 12 × $47 = $564.
    const none = computeDrugCosts(
      makePlan({
        rxDeductible: 300,
        formulary: STANDARD_FORMULARY,
        prescriptionTiers: { ...TIERS_BASE, deductibleTiers: 'none' },
      }),
      [med('BrandB', 30)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(none.lines[0]?.annualCost).toBe(564);
    // Tier 6 with no cost share listed: Medicare's standard 25% of $300 = $75 a fill, 12 × $75 = $900.
    const { tier6Retail: _none, ...noTier6 } = TIERS_BASE;
    const standard = computeDrugCosts(
      makePlan({ formulary: formulary({ BrandB: 6 }), prescriptionTiers: noTier6 }),
      [med('BrandB', 30)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(standard.lines[0]).toMatchObject({ tier: 6, annualCost: 900, standardCostShare: true });
  });

  it('fills 60-day supplies every two months and counts only the months from the coverage start', () => {
    // BrandB 30 tablets × $10 = $300 a 30-day fill on tier 3 ($47 retail, $120 mail).
    // Every two months, 60 tablets = $600 a fill, the mail cost share ($120): 6 × $120 = $720.
    const bimonthly = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY }),
      [med('BrandB', 60, 'bimonthly')],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
    );
    expect(bimonthly.lines[0]).toMatchObject({ fillsPerYear: 6, annualCost: 720, pricePerFill: 600 });
    expect(bimonthly.monthly).toEqual([120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0]);
    // Coverage from July (month 6): monthly fills July–December, 6 × $47 = $282; nothing before July.
    const fromJuly = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY }),
      [med('BrandB', 30)],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
      6,
    );
    expect(fromJuly.lines[0]).toMatchObject({ fillsPerYear: 6, annualCost: 282, annualRetailPrice: 1800 });
    expect(fromJuly.monthly).toEqual([0, 0, 0, 0, 0, 0, 47, 47, 47, 47, 47, 47]);
    // A quarterly drug from August: August and November, 2 × $120 = $240.
    const quarterly = computeDrugCosts(
      makePlan({ formulary: STANDARD_FORMULARY }),
      [med('BrandB', 90, 'quarterly')],
      ALL_DRUGS,
      CURRENT_PLAN_YEAR,
      7,
    );
    expect(quarterly.lines[0]).toMatchObject({ fillsPerYear: 2, annualCost: 240 });
  });
});

describe('an ACIP-recommended adult vaccine on the estimate (issue 36 item 6)', () => {
  const shingrix = {
    name: 'Shingrix',
    genericName: 'zoster vaccine recombinant, adjuvanted',
    medicationType: 'Brand',
    unitPrice: 215,
  };
  const drugs = new Map([...ALL_DRUGS, ['shingrix', shingrix]]);
  const meds = [med('Shingrix', 1, 'quarterly'), med('BrandB', 30)];

  it('is $0 on tier 3 (a $47 copay) and off the formulary; the other drug unchanged', () => {
    // By hand: Shingrix 4 fills × $0; BrandB tier 3: 12 × $47 = $564, the yearly drug cost.
    for (const list of [formulary({ Shingrix: 3, BrandB: 3 }), formulary({ BrandB: 3 })]) {
      const result = computeDrugCosts(makePlan({ formulary: list }), meds, drugs, CURRENT_PLAN_YEAR);
      expect(result.lines.map((l) => l.annualCost)).toEqual([0, 564]);
      expect(result.lines[0]).toMatchObject({ covered: true, vaccine: true, pricePerFill: 215 });
      expect(result.total).toBe(564);
      expect(result.coveredSpending).toBe(564);
    }
  });

  it('costs its full price on a plan without drug coverage (no Part D, not covered)', () => {
    const result = computeDrugCosts(makePlan({ hasRxCoverage: false }), meds, drugs, CURRENT_PLAN_YEAR);
    expect(result.lines[0]).toMatchObject({ covered: false, annualCost: 4 * 215 });
    expect(result.lines[0]?.vaccine).toBeUndefined();
  });
});
