import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computePartDCosts,
  costsByPharmacy,
  fillMonths,
  type PartDMedication,
  type PartDOptions,
} from './partd-cost.ts';
import type {
  DaysSupply,
  DispensingFees,
  PartDCostRow,
  PartDCostShare,
  PartDDrug,
  PartDInsulinRow,
  PartDPlan,
  PharmacyColumn,
} from './partd-types.ts';
import { CURRENT_PLAN_YEAR } from './plan-year.ts';

// ---------------------------------------------------------------------------------------------
// The fixture plan (a PartDPlan as the loader builds it from CMS's files).
//
// Dispensing fees per fill, any days supply: preferred generic $1 / brand $2; standard $2 / $3;
// mail $0 / $0.
// Cost rows (level 1, 30-day, columns pref / nonpref / mailPref / mailNonpref):
//   tier 1: $0 / $5 / $0 / $5, deductible does not apply
//   tier 2: $10 / $15 / $10 / $15, deductible does not apply; level 0: $8 / $12 / $8 / $12;
//           90-day: $20 / $30 / $20 / $30; no 60-day row
//   tier 3: $40 / $47 / none / $45, deductible applies; 90-day: $100 / $141 / $80 / $120
//   tier 4: 40 % (min $20, max $100) in every column, deductible applies
//   tier 5: 25 % in every column, deductible applies
//   tier 6: no rows
// Insulin file: tier 5, 30-day: $25 / $35 / none / $30.
// Deductible $0 unless a case sets one.
// ---------------------------------------------------------------------------------------------
const copay = (amount: number): PartDCostShare => ({ kind: 'copay', amount });
const coins = (rate: number, min: number | null = null, max: number | null = null): PartDCostShare => ({
  kind: 'coinsurance',
  rate,
  min,
  max,
});
const columns = (pref: PartDCostShare, nonpref = pref, mailPref = pref, mailNonpref = nonpref) => ({
  pref,
  nonpref,
  mailPref,
  mailNonpref,
});
const row = (
  tier: number,
  shares: Record<PharmacyColumn, PartDCostShare>,
  {
    level = 1,
    days = 30,
    deductibleApplies = true,
  }: { level?: 0 | 1; days?: DaysSupply; deductibleApplies?: boolean } = {},
): PartDCostRow => ({
  coverageLevel: level,
  tier,
  daysSupply: days,
  shares,
  specialtyTier: tier === 5,
  deductibleApplies,
});

const BASE_COSTS: PartDCostRow[] = [
  row(1, columns(copay(0), copay(5)), { deductibleApplies: false }),
  row(2, columns(copay(10), copay(15)), { deductibleApplies: false }),
  row(2, columns(copay(8), copay(12)), { level: 0, deductibleApplies: false }),
  row(2, columns(copay(20), copay(30)), { days: 90, deductibleApplies: false }),
  row(3, columns(copay(40), copay(47), null, copay(45))),
  row(3, columns(copay(100), copay(141), copay(80), copay(120)), { days: 90 }),
  row(4, columns(coins(0.4, 20, 100))),
  row(5, columns(coins(0.25))),
];
const BASE_INSULIN: PartDInsulinRow[] = [
  { tier: 5, daysSupply: 30, copays: { pref: 25, nonpref: 35, mailPref: null, mailNonpref: 30 } },
];
const fees = (generic: number, brand: number): DispensingFees => ({
  generic: { 30: generic, 60: generic, 90: generic },
  brand: { 30: brand, 60: brand, 90: brand },
});

const drug = (
  rxcui: string,
  tier: number,
  unitCost30: number,
  overrides: Partial<PartDDrug> = {},
): PartDDrug => ({
  rxcui,
  tier,
  priorAuthorization: false,
  stepTherapy: false,
  quantityLimit: null,
  excludedDrug: false,
  indications: [],
  unitCost: { 30: unitCost30 },
  ...overrides,
});

/** The formulary's drugs, by the RxCUI the medications below use. */
const DRUGS: PartDDrug[] = [
  drug('GEN', 1, 0.5), // 30 × $0.50 = $15
  drug('TIER2', 2, 1), // 30 × $1 = $30
  drug('BRAND', 3, 10, { priorAuthorization: true, quantityLimit: { amount: 30, days: 30 } }), // 30 × $10 = $300
  drug('T4LOW', 4, 0.5), // 30 × $0.50 = $15
  drug('T4MID', 4, 1), // 30 × $1 = $30
  drug('T4HIGH', 4, 20), // 30 × $20 = $600
  drug('T5', 5, 40), // 30 × $40 = $1,200
  drug('SPEC', 5, 100), // 30 × $100 = $3,000
  drug('INS', 5, 30), // 15 mL × $30 = $450
  drug('EXCL', 2, 1, { excludedDrug: true, indications: ['weight loss'] }), // 30 × $1 = $30
  drug('T6', 6, 2), // 30 × $2 = $60
];

function makePartD(overrides: Partial<Omit<PartDPlan, 'drugs'>> & { drugs?: PartDDrug[] } = {}): PartDPlan {
  const { drugs = DRUGS, ...rest } = overrides;
  return {
    release: { id: 1, contractYear: 2026, releaseDate: '2026-01-01', sample: true },
    deductible: 0,
    costs: BASE_COSTS,
    insulin: BASE_INSULIN,
    pharmacies: { preferred: fees(1, 2), standard: fees(2, 3), mail: fees(0, 0) },
    ...rest,
    drugs: new Map(drugs.map((d) => [d.rxcui, d])),
  };
}

const BRANDS = new Set(['BULK', 'BRAND', 'T4LOW', 'T4MID', 'T4HIGH', 'T5', 'SPEC', 'INS']);
/** 30 units, 30-day supply, monthly, unless overridden; brand for the brand-name fixtures. */
const med = (rxcui: string | null, overrides: Partial<PartDMedication> = {}): PartDMedication => ({
  name: rxcui ?? 'Unknown drug',
  rxcui,
  quantity: 30,
  daysSupply: 30,
  fillsPerYear: 12,
  brand: rxcui !== null && BRANDS.has(rxcui),
  insulin: rxcui === 'INS',
  cashPricePerFill: null,
  ...overrides,
});
const ninetyDay = (rxcui: string, quantity = 90) => med(rxcui, { quantity, daysSupply: 90, fillsPerYear: 4 });
const sixtyDay = (rxcui: string, quantity = 60) => med(rxcui, { quantity, daysSupply: 60, fillsPerYear: 6 });

const options = (overrides: Partial<PartDOptions> = {}): PartDOptions => ({
  pharmacy: 'preferred',
  extraHelp: 'none',
  startMonth: 0,
  ...overrides,
});
const YEAR = CURRENT_PLAN_YEAR;
const run = (
  meds: PartDMedication[],
  opts: Partial<PartDOptions> = {},
  plan: Parameters<typeof makePartD>[0] = {},
) => computePartDCosts(makePartD(plan), meds, options(opts), YEAR);

type Case = {
  name: string;
  plan?: Parameters<typeof makePartD>[0];
  meds: PartDMedication[];
  options?: Partial<PartDOptions>;
  /** Member's cost per drug for the year, in list order. */
  expected: number[];
  /** What counts toward the $2,100 threshold (defaults to the sum of `expected`). */
  coveredSpending?: number;
};

const cases: Case[] = [
  // Pharmacy choice: the same brand drug at each kind of pharmacy.
  {
    name: 'preferred retail: 30 × $10 + $2 fee = $302; tier 3 $40 → 12 × $40 = $480',
    meds: [med('BRAND')],
    expected: [480],
  },
  {
    name: 'standard retail: 30 × $10 + $3 fee = $303; tier 3 $47 → 12 × $47 = $564',
    meds: [med('BRAND')],
    options: { pharmacy: 'standard' },
    expected: [564],
  },
  {
    name: 'mail: $300 + $0 fee; no preferred-mail share → standard mail $45 → 12 × $45 = $540',
    meds: [med('BRAND')],
    options: { pharmacy: 'mail' },
    expected: [540],
  },
  // Coinsurance and its bounds.
  {
    name: 'coinsurance raised to its min: 40 % × ($30 + $2) = $12.80 → min $20 → 12 × $20 = $240',
    meds: [med('T4MID')],
    expected: [240],
  },
  {
    name: 'coinsurance lowered to its max: 40 % × ($600 + $2) = $240.80 → max $100 → 12 × $100 = $1,200',
    meds: [med('T4HIGH')],
    expected: [1200],
  },
  {
    name: 'the min never above the price: 40 % × $17 = $6.80 → min $20 → price $17 → 12 × $17 = $204',
    meds: [med('T4LOW')],
    expected: [204],
  },
  // The deductible ($615; tier 3 subject to it, tier 2 not).
  {
    name:
      'deductible: brand $302 pays $302, $302, then $11 + $40 = $51 in March (the crossing fill), then 9 × $40 ' +
      '= $1,015; tier 2 (DED_APPLIES_YN=N, $31 a fill) pays level-0 $8 in Jan–Feb, then level-1 $10 × 10 = $116',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    expected: [1015, 116],
  },
  {
    name: 'a plan deductible above the year’s $615 is held to $615: same $1,015 as above',
    plan: { deductible: 900 },
    meds: [med('BRAND')],
    expected: [1015],
  },
  // Days supply.
  {
    name: '90-day, row present: 90 × $10 + $2 = $902; tier 3 90-day $100 → 4 × $100 = $400',
    meds: [ninetyDay('BRAND')],
    expected: [400],
  },
  {
    name: '60-day, no row: 60 × $10 + $2 = $602; 30-day $40 × 2 = $80 → 6 × $80 = $480',
    meds: [sixtyDay('BRAND')],
    expected: [480],
  },
  {
    name: '90-day, no row: 90 × $0.50 + $2 = $47 at standard; tier 1 $5 × 3 = $15 → 4 × $15 = $60',
    meds: [ninetyDay('GEN')],
    options: { pharmacy: 'standard' },
    expected: [60],
  },
  {
    name: '90-day, no row, coinsurance unchanged: 40 % × (90 × $1 + $2 = $92) = $36.80 → 4 × $36.80 = $147.20',
    meds: [ninetyDay('T4MID')],
    expected: [147.2],
  },
  {
    name: 'no 90-day unit cost: the 30-day one, 90 × $1 + $2 = $92 at standard; tier 2 90-day $30 → 4 × $30 = $120',
    meds: [ninetyDay('TIER2')],
    options: { pharmacy: 'standard' },
    expected: [120],
  },
  {
    name: 'a 90-day unit cost when the file has one: 25 % × (90 × $5 + $2 = $452) = $113 → 4 × $113 = $452',
    plan: { drugs: [drug('BULK', 5, 40, { unitCost: { 30: 40, 90: 5 } })] },
    meds: [ninetyDay('BULK')],
    expected: [452],
  },
  // Insulin.
  {
    name: 'insulin, insulin-file copay: 15 mL × $30 + $2 = $452; file $25 at preferred → 12 × $25 = $300',
    meds: [med('INS', { quantity: 15 })],
    expected: [300],
  },
  {
    name: 'insulin without a file row: tier 5 25 % × $452 = $113 → capped at $35 → 12 × $35 = $420',
    plan: { insulin: [] },
    meds: [med('INS', { quantity: 15 })],
    expected: [420],
  },
  {
    name: 'insulin 90-day: 45 mL × $30 + $2 = $1,352; 25 % = $338 → capped at 3 × $35 = $105 → 4 × $105 = $420',
    plan: { insulin: [] },
    meds: [ninetyDay('INS', 45)],
    expected: [420],
  },
  {
    name: 'insulin has no deductible: with a $615 deductible still 12 × $35 = $420',
    plan: { insulin: [], deductible: 615 },
    meds: [med('INS', { quantity: 15 })],
    expected: [420],
  },
  // Extra Help (plan with a $615 deductible; brand $302 on tier 3 at $40, generic $31 on tier 2 at $10).
  {
    name: 'Extra Help none: as without help, $1,015 + $116',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    options: { extraHelp: 'none' },
    expected: [1015, 116],
  },
  {
    name: 'Extra Help not sure: priced as none, $1,015 + $116',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    options: { extraHelp: 'notSure' },
    expected: [1015, 116],
  },
  {
    name:
      'Extra Help full: no deductible; min($40, $12.65) × 12 = $151.80 and min($10, $5.10) × 12 = $61.20; ' +
      'the plan’s charges without help ($1,131) count toward the threshold',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    options: { extraHelp: 'full' },
    expected: [151.8, 61.2],
    coveredSpending: 1131,
  },
  {
    name: 'Extra Help full-benefit dual ≤ 100 % FPL: $4.80 × 12 = $57.60 and $1.60 × 12 = $19.20',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    options: { extraHelp: 'fullDual' },
    expected: [57.6, 19.2],
    coveredSpending: 1131,
  },
  {
    name: 'Extra Help institutional: $0',
    plan: { deductible: 615 },
    meds: [med('BRAND'), med('TIER2')],
    options: { extraHelp: 'institutional' },
    expected: [0, 0],
    coveredSpending: 1131,
  },
  {
    name: 'Extra Help never costs more than the plan: tier 1 generic at $0 → min($0, $5.10) = $0',
    meds: [med('GEN')],
    options: { extraHelp: 'full' },
    expected: [0],
  },
  {
    name:
      'Extra Help payments count toward $2,100: 25 % × $3,002 = $750.50 counts in Jan and Feb, $599 in Mar ' +
      '(= $2,100); the member pays $12.65 in each, then $0 → 3 × $12.65 = $37.95',
    meds: [med('SPEC')],
    options: { extraHelp: 'full' },
    expected: [37.95],
    coveredSpending: 2100,
  },
  // Not on the formulary, excluded drugs, no cost row.
  {
    name: 'not on the formulary: the $50 cash price every month, 12 × $50 = $600, outside the threshold',
    meds: [med('NOT-LISTED', { cashPricePerFill: 50 }), med(null, { cashPricePerFill: 20 })],
    expected: [600, 240],
    coveredSpending: 0,
  },
  {
    name: 'not on the formulary, cash price unknown: nothing can be priced, $0',
    meds: [med('NOT-LISTED')],
    expected: [0],
    coveredSpending: 0,
  },
  {
    name: 'excluded (enhanced) drug: tier 2 $10 × 12 = $120, not counted toward the threshold',
    meds: [med('EXCL', { brand: false })],
    expected: [120],
    coveredSpending: 0,
  },
  {
    name: 'excluded drug with Extra Help: not a Part D drug, so no Extra Help copay, still $120',
    meds: [med('EXCL', { brand: false })],
    options: { extraHelp: 'full' },
    expected: [120],
    coveredSpending: 0,
  },
  {
    name: 'tier with no cost row: the standard 25 % × (30 × $2 + $1 = $61) = $15.25 → 12 × $15.25 = $183',
    meds: [med('T6')],
    expected: [183],
  },
  // The threshold.
  {
    name:
      'threshold crossed in July: 25 % × $1,202 = $300.50 × 6 = $1,803, July pays $297 (to $2,100), then $0; ' +
      'the off-formulary $50 and the excluded $10 keep being paid after it',
    meds: [med('T5'), med('NOT-LISTED', { cashPricePerFill: 50 }), med('EXCL', { brand: false })],
    expected: [2100, 600, 120],
    coveredSpending: 2100,
  },
];

describe('computePartDCosts', () => {
  it.each(cases)('$name', (c) => {
    const result = run(c.meds, c.options, c.plan);
    expect(result.lines.map((l) => l.annualCost)).toEqual(c.expected);
    const sum = Math.round(c.expected.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(result.total).toBe(sum);
    expect(result.coveredSpending).toBe(c.coveredSpending ?? sum);
  });

  it('fills the line: the negotiated price, the yearly price, the formulary flags', () => {
    const [brand, excluded, missing, noRow] = run([
      med('BRAND'),
      med('EXCL', { brand: false }),
      med('NOT-LISTED', { cashPricePerFill: 50 }),
      med('T6'),
    ]).lines;
    expect(brand).toEqual({
      name: 'BRAND',
      covered: true,
      tier: 3,
      tierEstimated: false,
      priorAuthorization: true,
      quantityLimit: true,
      stepTherapy: false,
      fillsPerYear: 12,
      pricePerFill: 302, // 30 × $10 + $2 preferred brand fee
      annualCost: 480,
      annualRetailPrice: 3624, // 12 × $302
      standardCostShare: false,
      daysSupply: 30,
      negotiatedPricePerFill: 302,
      excludedDrug: false,
      indications: [],
    });
    expect(excluded).toMatchObject({ covered: true, excludedDrug: true, indications: ['weight loss'] });
    // Off the formulary: priced at the cash price, no negotiated price, no tier.
    expect(missing).toMatchObject({
      covered: false,
      tier: null,
      pricePerFill: 50,
      negotiatedPricePerFill: null,
      annualRetailPrice: 600,
    });
    expect(noRow?.standardCostShare).toBe(true);
  });

  it('pays by calendar month: the threshold crossing in July, then $0', () => {
    const result = run([med('T5')]);
    // 25 % × $1,202 = $300.50 a month; $2,100 − 6 × $300.50 = $297 in July.
    expect(result.monthly).toEqual([300.5, 300.5, 300.5, 300.5, 300.5, 300.5, 297, 0, 0, 0, 0, 0]);
    expect(result.monthlyPartD).toEqual(result.monthly);
  });

  it('keeps off-formulary and excluded drugs out of the Payment Plan months', () => {
    const result = run([
      med('TIER2'),
      med('NOT-LISTED', { cashPricePerFill: 50 }),
      med('EXCL', { brand: false }),
    ]);
    // $10 tier 2 + $50 cash + $10 excluded at the pharmacy; only the $10 is a Part D cost.
    expect(result.monthly).toEqual(new Array(12).fill(70));
    expect(result.monthlyPartD).toEqual(new Array(12).fill(10));
  });

  it('starts in July: 6 monthly fills, 2 quarterly (July, October), a yearly fill in July', () => {
    // Premiums are not priced here (only drugs): the caller counts the months of premium.
    const result = run([med('BRAND'), ninetyDay('BRAND'), med('GEN', { fillsPerYear: 1 })], {
      startMonth: 6,
      pharmacy: 'standard',
    });
    // Monthly: 6 × $47 = $282; 90-day: $141 × 2 = $282; yearly generic: 30 × $0.50 + $2 = $17 → $5.
    expect(result.lines.map((l) => l.annualCost)).toEqual([282, 282, 5]);
    expect(result.lines.map((l) => l.fillsPerYear)).toEqual([6, 2, 1]);
    expect(result.lines[0]?.annualRetailPrice).toBe(1818); // 6 × $303
    expect(result.monthly).toEqual([0, 0, 0, 0, 0, 0, 47 + 141 + 5, 47, 47, 47 + 141, 47, 47]);
  });

  it('a July start with a deductible: the deductible is met in the person’s months', () => {
    // $615 deductible, brand $302: Jul $302, Aug $302, Sep $11 + $40 = $51, Oct–Dec 3 × $40 = $120 → $775.
    const result = run([med('BRAND')], { startMonth: 6 }, { deductible: 615 });
    expect(result.total).toBe(775);
  });

  it('prices at standard retail when the plan has no pharmacy of the chosen kind', () => {
    const plan = { pharmacies: { preferred: null, standard: fees(2, 3), mail: fees(0, 0) } };
    const result = run([med('BRAND')], { pharmacy: 'preferred' }, plan);
    // $303 at standard retail, tier 3 $47 → 12 × $47 = $564.
    expect(result.total).toBe(564);
    expect(result.pharmacyAvailable).toBe(false);
    expect(run([med('BRAND')], { pharmacy: 'standard' }, plan).pharmacyAvailable).toBe(true);
  });

  it('costsByPharmacy: the year at each kind of pharmacy, null where the plan has none', () => {
    const meds = [med('BRAND')];
    const opts = { extraHelp: 'none' as const, startMonth: 0 };
    // $480 preferred, $564 standard, $540 mail (the cases above).
    expect(costsByPharmacy(makePartD(), meds, opts, YEAR)).toEqual({
      preferred: 480,
      standard: 564,
      mail: 540,
    });
    const noMail = makePartD({ pharmacies: { preferred: fees(1, 2), standard: fees(2, 3), mail: null } });
    expect(costsByPharmacy(noMail, meds, opts, YEAR)).toEqual({ preferred: 480, standard: 564, mail: null });
  });
});

describe('fillMonths', () => {
  it.each([
    [12, 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [12, 6, [6, 7, 8, 9, 10, 11]],
    [6, 0, [0, 2, 4, 6, 8, 10]],
    [6, 7, [7, 9, 11]],
    [4, 0, [0, 3, 6, 9]],
    [4, 6, [6, 9]],
    [1, 6, [6]],
    [0, 0, []],
  ])('%i fills a year from month %i: %j', (fills, start, months) => {
    expect(fillMonths(fills, start)).toEqual(months);
  });
});

describe('computePartDCosts properties', () => {
  const rxcuis = [...DRUGS.map((d) => d.rxcui), 'NOT-LISTED', null];
  const medArb = fc
    .record({
      rxcui: fc.constantFrom(...rxcuis),
      quantity: fc.integer({ min: 0, max: 120 }),
      supply: fc.constantFrom<[DaysSupply, number]>([30, 12], [60, 6], [90, 4], [30, 1]),
      cash: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
    })
    .map(({ rxcui, quantity, supply, cash }) =>
      med(rxcui, { quantity, daysSupply: supply[0], fillsPerYear: supply[1], cashPricePerFill: cash }),
    );
  const optionsArb = fc.record({
    pharmacy: fc.constantFrom('preferred' as const, 'standard' as const, 'mail' as const),
    extraHelp: fc.constantFrom(
      'none' as const,
      'notSure' as const,
      'institutional' as const,
      'fullDual' as const,
      'full' as const,
    ),
    startMonth: fc.integer({ min: 0, max: 11 }),
  });
  const deductibleArb = fc.integer({ min: 0, max: 900 });

  it('never charges more than the threshold plus what is outside it (off-formulary and excluded drugs)', () => {
    fc.assert(
      fc.property(fc.array(medArb, { maxLength: 8 }), optionsArb, deductibleArb, (meds, opts, deductible) => {
        const result = computePartDCosts(makePartD({ deductible }), meds, opts, YEAR);
        const outside = result.lines
          .filter((l) => !l.covered || l.excludedDrug)
          .reduce((sum, l) => sum + l.annualCost, 0);
        expect(result.coveredSpending).toBeLessThanOrEqual(YEAR.drugOutOfPocketCap);
        expect(result.total).toBeLessThanOrEqual(YEAR.drugOutOfPocketCap + outside + 0.01);
        expect(result.monthly.reduce((a, b) => a + b, 0)).toBeCloseTo(result.total, 1);
      }),
    );
  });

  // Without Extra Help only: with it, the plan's higher standard-pharmacy cost share counts toward
  // $2,100 while the member pays the same Extra Help copay, so standard can reach $0 sooner and cost
  // less over the year (fast-check found it: a $42 brand monthly and a $6,502 fill in January).
  it('without Extra Help, preferred never costs more than standard when its shares and fees are no higher', () => {
    const noHelp = optionsArb.map((o) => ({
      ...o,
      extraHelp: o.extraHelp === 'notSure' ? o.extraHelp : ('none' as const),
    }));
    fc.assert(
      fc.property(fc.array(medArb, { maxLength: 8 }), noHelp, deductibleArb, (meds, opts, deductible) => {
        const plan = makePartD({ deductible });
        const preferred = computePartDCosts(plan, meds, { ...opts, pharmacy: 'preferred' }, YEAR).total;
        const standard = computePartDCosts(plan, meds, { ...opts, pharmacy: 'standard' }, YEAR).total;
        expect(preferred).toBeLessThanOrEqual(standard + 0.001);
      }),
    );
  });
});

describe('ACIP-recommended adult vaccines (issue 36 item 6)', () => {
  // Shingrix: 2 doses a year as 1 unit per fill; a $215 dose on tier 3 ($40 preferred copay,
  // deductible applies). Plan deductible $100.
  const SHINGRIX = drug('SHINGRIX', 3, 215);
  const shingrix = (overrides: Partial<PartDMedication> = {}) =>
    med('SHINGRIX', {
      name: 'Shingrix',
      quantity: 1,
      fillsPerYear: 2,
      brand: true,
      vaccine: true,
      ...overrides,
    });
  const plan = { deductible: 100, drugs: [...DRUGS, SHINGRIX] };

  it('prices Shingrix $0 on a tier with cost sharing, outside the deductible, the other drugs unchanged', () => {
    const result = run([shingrix(), med('BRAND'), med('GEN')], {}, plan);
    // By hand: Shingrix 2 fills × $0 = $0 (not $215 + $40). BRAND (tier 3, $300 + $2 fee = $302):
    // the January fill pays the $100 deductible + $40 on the rest = $140, then 11 × $40 = $440:
    // $580 (the vaccine moved none of the deductible). GEN (tier 1, $0 preferred): $0.
    expect(result.lines.map((l) => l.annualCost)).toEqual([0, 580, 0]);
    expect(result.lines[0]).toMatchObject({
      covered: true,
      vaccine: true,
      tier: 3,
      fillsPerYear: 2,
      pricePerFill: 217,
    });
    expect(result.total).toBe(580);
    expect(result.total).toBe(result.lines.reduce((sum, l) => sum + l.annualCost, 0));
    // Nothing paid for the vaccine counts toward the $2,100 threshold.
    expect(result.coveredSpending).toBe(580);
    // Without the vaccine, the other drugs cost the same.
    expect(run([med('BRAND'), med('GEN')], {}, plan).total).toBe(580);
    // Not marked a vaccine, the same fills cost the deductible and the tier's copay.
    expect(run([shingrix({ vaccine: false })], {}, plan).lines[0]?.annualCost).toBe(140 + 40);
  });

  it('is $0 and covered when the formulary lacks it (Part D plans must cover it)', () => {
    const result = run([shingrix({ rxcui: 'NOT-LISTED', cashPricePerFill: 215 })], {}, plan);
    expect(result.lines[0]).toMatchObject({ covered: true, vaccine: true, annualCost: 0 });
    expect(result.total).toBe(0);
  });
});
