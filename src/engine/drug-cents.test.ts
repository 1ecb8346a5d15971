/**
 * Costs to the cent (issue 36, item 3): each fill is priced to the cent before anything is paid
 * on it, so a drug line's yearly cost is its fills × the price it shows when the person pays the
 * full price, and the year's drug cost is the sum of the lines. Checked on both ways a plan's
 * drugs are priced (Medicare's Part D files, partd-cost.ts; ClearPlan's estimate, drug-cost.ts).
 * The API's drug lines and the plan page's table are checked in
 * src/server/routes/medicare/yearly-cost-surfaces.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './cost-share.ts';
import { computeDrugCosts } from './drug-cost.ts';
import { computePartDCosts, type PartDMedication } from './partd-cost.ts';
import type { PartDCostRow, PartDPlan } from './partd-types.ts';
import { planYearParameters } from './plan-year.ts';
import { catalogue, formulary, makePlan } from './testing/engine-factories.ts';
import type { DrugCostLine } from './types.ts';

const YEAR = planYearParameters(2026);
const sum = (values: number[]) => values.reduce((a, b) => roundCents(a + b), 0);

const fees = { generic: { 30: 0, 60: 0, 90: 0 }, brand: { 30: 0, 60: 0, 90: 0 } } as const;
const row = (tier: number, share: PartDCostRow['shares']['pref']): PartDCostRow => ({
  coverageLevel: 1,
  tier,
  daysSupply: 30,
  shares: { pref: share, nonpref: share, mailPref: share, mailNonpref: share },
  specialtyTier: false,
  deductibleApplies: true,
});
function partDPlan(unitCosts: Record<string, number>, deductible = 0): PartDPlan {
  return {
    release: { id: 1, contractYear: 2026, releaseDate: '2026-01-01', sample: true },
    deductible,
    costs: [
      row(1, { kind: 'copay', amount: 5 }),
      row(2, { kind: 'coinsurance', rate: 0.25, min: null, max: null }),
    ],
    insulin: [],
    pharmacies: { preferred: fees, standard: fees, mail: fees },
    drugs: new Map(
      Object.entries(unitCosts).map(([rxcui, cost], i) => [
        rxcui,
        {
          rxcui,
          tier: (i % 2) + 1,
          priorAuthorization: false,
          stepTherapy: false,
          quantityLimit: null,
          excludedDrug: false,
          indications: [],
          unitCost: { 30: cost },
        },
      ]),
    ),
  };
}
const med = (rxcui: string | null, cash: number | null, quantity = 30): PartDMedication => ({
  name: rxcui ?? 'Off the list',
  rxcui,
  quantity,
  daysSupply: 30,
  fillsPerYear: 12,
  brand: false,
  insulin: false,
  cashPricePerFill: cash,
});

/** Every line as a page shows it: fills × shown price; the year's drugs = the lines' sum. */
function expectShownArithmetic(lines: DrugCostLine[], total: number, monthly: number[]) {
  for (const line of lines) {
    if (line.pricePerFill === null) continue;
    expect(line.pricePerFill).toBe(roundCents(line.pricePerFill));
    expect(line.annualRetailPrice).toBe(roundCents(line.fillsPerYear * line.pricePerFill));
    if (!line.covered) expect(line.annualCost).toBe(roundCents(line.fillsPerYear * line.pricePerFill));
  }
  expect(total).toBe(sum(lines.map((l) => l.annualCost)));
  expect(sum(monthly)).toBe(total);
}

describe('a drug line adds up to the cent', () => {
  it("the issue's line: $3.586 a fill is shown $3.59, and 12 fills cost $43.08 (not $43.03)", () => {
    // Part D files: off the formulary, the cash price 30 × $0.11954 = $3.5862 a fill.
    const partD = computePartDCosts(
      partDPlan({}),
      [med(null, 30 * 0.11954)],
      { pharmacy: 'preferred', extraHelp: 'none', startMonth: 0 },
      YEAR,
    );
    expect(partD.lines[0]).toMatchObject({ pricePerFill: 3.59, annualCost: 43.08, annualRetailPrice: 43.08 });
    expect(partD.total).toBe(43.08);
    // The estimate: the same drug not on the plan's list, the catalogue's $0.11954 a tablet.
    const drugs = catalogue({
      name: 'Cheapine',
      genericName: 'cheapine',
      medicationType: 'Generic',
      unitPrice: 0.11954,
    });
    const estimate = computeDrugCosts(
      makePlan({ formulary: formulary({}) }),
      [{ name: 'Cheapine', dosage: '10 mg tablet', quantity: 30, frequency: 'monthly' }],
      drugs,
      YEAR,
    );
    expect(estimate.lines[0]).toMatchObject({ pricePerFill: 3.59, annualCost: 43.08, covered: false });
    expect(estimate.total).toBe(43.08);
  });

  it('a 25 % share of a $3.59 fill is $0.90 a fill: 12 × $0.90 = $10.80', () => {
    // Tier 2 (the second drug): 25 % of $3.59 = $0.8975 → $0.90 each fill, as the pharmacy charges.
    const result = computePartDCosts(
      partDPlan({ A: 1, B: 0.11954 }),
      [med('B', null)],
      { pharmacy: 'preferred', extraHelp: 'none', startMonth: 0 },
      YEAR,
    );
    expect(result.lines[0]).toMatchObject({ pricePerFill: 3.59, annualCost: 10.8 });
  });

  it('holds for any prices, quantities, deductible and start month, on both pricing paths', () => {
    const cents = fc.integer({ min: 1, max: 400_000 }).map((n) => n / 100_000); // $0.00001–$4 a unit
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, fc.integer({ min: 1, max: 120 }), fc.boolean()), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 615 }),
        fc.integer({ min: 0, max: 11 }),
        (drugs, deductible, startMonth) => {
          const unitCosts = Object.fromEntries(drugs.map(([cost], i) => [`D${i}`, cost]));
          const meds = drugs.map(([cost, quantity, onList], i) =>
            med(onList ? `D${i}` : null, cost * quantity * 1.37, quantity),
          );
          const partD = computePartDCosts(
            partDPlan(unitCosts, deductible),
            meds,
            { pharmacy: 'standard', extraHelp: 'none', startMonth },
            YEAR,
          );
          expectShownArithmetic(partD.lines, partD.total, partD.monthly);

          const names = drugs.map((_, i) => `Drug${i}`);
          const list = catalogue(
            ...drugs.map(([cost], i) => ({
              name: `Drug${i}`,
              genericName: null,
              medicationType: 'Generic',
              unitPrice: cost,
            })),
          );
          const onList = Object.fromEntries(
            drugs.flatMap(([, , on], i) => (on ? [[`Drug${i}`, (i % 5) + 1]] : [])),
          );
          const estimate = computeDrugCosts(
            makePlan({ formulary: formulary(onList), rxDeductible: deductible }),
            names.map((name, i) => ({
              name,
              dosage: '10 mg tablet',
              quantity: drugs[i]?.[1] ?? 1,
              frequency: 'monthly',
            })),
            list,
            YEAR,
            startMonth,
          );
          expectShownArithmetic(estimate.lines, estimate.total, estimate.monthly);
        },
      ),
      { numRuns: 300 },
    );
  });
});
