import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePartDCosts, type PartDMedication } from './partd-cost.ts';
import type { PartDPlan } from './partd-types.ts';
import { paymentPlanSchedule } from './payment-plan.ts';
import { CURRENT_PLAN_YEAR } from './plan-year.ts';

const cents = (n: number) => Math.round(n * 100);
const sum = (values: readonly number[]) => values.reduce((total, v) => total + cents(v), 0) / 100;
const bills = (schedule: ReturnType<typeof paymentPlanSchedule>) => schedule.map((m) => m.bill);

describe('paymentPlanSchedule', () => {
  it('costs early in the year: a $1,500 January fill, then $10 a month (2026, $2,100)', () => {
    const monthly = [1500, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10];
    const schedule = paymentPlanSchedule(monthly, 0, 2100);
    // January: the lesser of $1,500 and the cap ($2,100 − $0) ÷ 12 = $175 → $175; $1,325 carried.
    // Then (balance + $10) ÷ months left, the balance being what the rounded bills leave:
    expect(schedule).toEqual([
      { month: 0, atPharmacy: 1500, bill: 175 }, //      $1,325.00 carried
      { month: 1, atPharmacy: 10, bill: 121.36 }, //    ($1,325.00 + $10) ÷ 11 = $121.36 → $1,213.64
      { month: 2, atPharmacy: 10, bill: 122.36 }, //    ($1,213.64 + $10) ÷ 10 = $122.36 → $1,101.28
      { month: 3, atPharmacy: 10, bill: 123.48 }, //    ($1,101.28 + $10) ÷ 9 = $123.476 → $987.80
      { month: 4, atPharmacy: 10, bill: 124.73 }, //    ($987.80 + $10) ÷ 8 = $124.725 → $873.07
      { month: 5, atPharmacy: 10, bill: 126.15 }, //    ($873.07 + $10) ÷ 7 = $126.153 → $756.92
      { month: 6, atPharmacy: 10, bill: 127.82 }, //    ($756.92 + $10) ÷ 6 = $127.82 → $639.10
      { month: 7, atPharmacy: 10, bill: 129.82 }, //    ($639.10 + $10) ÷ 5 = $129.82 → $519.28
      { month: 8, atPharmacy: 10, bill: 132.32 }, //    ($519.28 + $10) ÷ 4 = $132.32 → $396.96
      { month: 9, atPharmacy: 10, bill: 135.65 }, //    ($396.96 + $10) ÷ 3 = $135.653 → $271.31
      { month: 10, atPharmacy: 10, bill: 140.66 }, //   ($271.31 + $10) ÷ 2 = $140.655 → $140.65
      { month: 11, atPharmacy: 10, bill: 150.65 }, //   December: all that is left, $140.65 + $10
    ]);
    expect(sum(bills(schedule))).toBe(1610); // $1,500 + 11 × $10
  });

  it('matches Medicare.gov’s example 1 (2025, $2,000): $500 a month until the cap is reached in April', () => {
    const schedule = paymentPlanSchedule([500, 500, 500, 500, 0, 0, 0, 0, 0, 0, 0, 0], 0, 2000);
    // January: $2,000 ÷ 12 = $166.67 (less than $500); February: ($333.33 + $500) ÷ 11 = $75.76;
    // March: ($757.57 + $500) ÷ 10 = $125.76 (medicare.gov/prescription-payment-plan/examples).
    expect(bills(schedule).slice(0, 3)).toEqual([166.67, 75.76, 125.76]);
    expect(sum(bills(schedule))).toBe(2000);
  });

  it('matches CMS’s April opt-in example (2025, $2,000): $12 paid before, a $617 fill in April', () => {
    const monthly = [4, 4, 4, 617, 4, 4, 124, 4, 4, 124, 4, 4];
    const schedule = paymentPlanSchedule(monthly, 3, 2000);
    // April: ($2,000 − $12) ÷ 9 = $220.89, less than $617 → $396.11 carried; then as above.
    expect(bills(schedule)).toEqual([220.89, 50.01, 50.59, 71.25, 72.05, 73.05, 114.39, 116.39, 120.38]);
    expect(schedule.map((m) => m.month)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sum(bills(schedule))).toBe(889); // $901 − the $12 paid at the pharmacy before opting in
  });

  it('a July opt-in: months before it are left out; what was paid before lowers the cap', () => {
    const monthly = [100, 100, 100, 100, 100, 100, 1000, 100, 100, 100, 100, 100];
    // Paid before opting in: 6 × $100 = $600. July: the lesser of $1,000 and ($2,100 − $600) ÷ 6 = $250.
    const expected = [
      { month: 6, atPharmacy: 1000, bill: 250 }, //    $750 carried
      { month: 7, atPharmacy: 100, bill: 170 }, //     ($750 + $100) ÷ 5 = $170 → $680
      { month: 8, atPharmacy: 100, bill: 195 }, //     ($680 + $100) ÷ 4 = $195 → $585
      { month: 9, atPharmacy: 100, bill: 228.33 }, //  ($585 + $100) ÷ 3 = $228.33 → $456.67
      { month: 10, atPharmacy: 100, bill: 278.34 }, // ($456.67 + $100) ÷ 2 = $278.335 → $278.33
      { month: 11, atPharmacy: 100, bill: 378.33 }, // December: $278.33 + $100
    ];
    expect(paymentPlanSchedule(monthly, 6, 2100)).toEqual(expected);
    // The same when the amount paid before is given, as it must be when the months before are not known.
    expect(paymentPlanSchedule([0, 0, 0, 0, 0, 0, ...monthly.slice(6)], 6, 2100, 600)).toEqual(expected);
    expect(sum(bills(expected))).toBe(1500); // $1,000 + 5 × $100
  });

  it('a December opt-in bills December’s costs at once', () => {
    expect(paymentPlanSchedule([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 80], 11, 2100)).toEqual([
      { month: 11, atPharmacy: 80, bill: 80 },
    ]);
  });

  it('the bills add up to the costs from the month of opting in, whatever the costs', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300_000 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 11 }),
        (monthlyCents, startMonth) => {
          const monthly = monthlyCents.map((c) => c / 100);
          const schedule = paymentPlanSchedule(monthly, startMonth, 2100);
          expect(schedule).toHaveLength(12 - startMonth);
          expect(sum(bills(schedule))).toBe(sum(monthly.slice(startMonth)));
          for (const month of schedule) expect(month.bill).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('spreads a year priced by computePartDCosts: the bills add up to its Part D costs', () => {
    // One tier 5 drug, 25 % of (30 × $200 + $0 fee) = $1,500 a fill: January $1,500, February $600
    // (to $2,100), then $0.
    const partD: PartDPlan = {
      release: { id: 1, contractYear: 2026, releaseDate: '2026-01-01', sample: true },
      deductible: 0,
      costs: [
        {
          coverageLevel: 1,
          tier: 5,
          daysSupply: 30,
          shares: Object.fromEntries(
            ['pref', 'nonpref', 'mailPref', 'mailNonpref'].map((c) => [
              c,
              { kind: 'coinsurance', rate: 0.25, min: null, max: null },
            ]),
          ) as PartDPlan['costs'][number]['shares'],
          specialtyTier: true,
          deductibleApplies: true,
        },
      ],
      insulin: [],
      drugs: new Map([
        [
          'SPEC',
          {
            rxcui: 'SPEC',
            tier: 5,
            priorAuthorization: false,
            stepTherapy: false,
            quantityLimit: null,
            excludedDrug: false,
            indications: [],
            unitCost: { 30: 200 },
          },
        ],
      ]),
      pharmacies: { preferred: null, standard: null, mail: null },
    };
    const med: PartDMedication = {
      name: 'Specialty',
      rxcui: 'SPEC',
      quantity: 30,
      daysSupply: 30,
      fillsPerYear: 12,
      brand: true,
      insulin: false,
      cashPricePerFill: null,
    };
    const year = CURRENT_PLAN_YEAR;
    const costs = computePartDCosts(
      partD,
      [med],
      { pharmacy: 'standard', extraHelp: 'none', startMonth: 0 },
      year,
    );
    expect(costs.monthlyPartD).toEqual([1500, 600, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const schedule = paymentPlanSchedule(costs.monthlyPartD, 0, year.drugOutOfPocketCap);
    // January: min($1,500, $2,100 ÷ 12 = $175) = $175; from February ($1,325 + $600) ÷ 11 = $175, and so on:
    // a $175 bill every month instead of $1,500 and $600.
    expect(bills(schedule)).toEqual(new Array(12).fill(175));
    expect(sum(bills(schedule))).toBe(costs.total);
  });
});
