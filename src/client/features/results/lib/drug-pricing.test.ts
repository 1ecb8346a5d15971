import { describe, expect, it } from 'vitest';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import { makeDrug, makeDrugPricing } from '../testing/results-factories';
import {
  costPeriodText,
  drugLineNotes,
  paymentPlanTable,
  pharmacyRows,
  pricedWhereText,
  pricesFromSample,
} from './drug-pricing';

describe('drug pricing in words', () => {
  it.each<[string, Partial<DrugPricing>, string]>([
    ['a standard pharmacy', {}, 'Drug costs at a standard pharmacy'],
    ['a preferred pharmacy', { pharmacy: 'preferred' }, 'Drug costs at a preferred pharmacy'],
    ['mail order', { pharmacy: 'mail' }, 'Drug costs by mail order'],
    [
      'a plan without preferred pharmacies',
      { pharmacy: 'preferred', pharmacyAvailable: false },
      'This plan has no preferred pharmacies; priced at a standard pharmacy',
    ],
    [
      'a plan without mail order',
      { pharmacy: 'mail', pharmacyAvailable: false },
      'This plan has no mail-order pharmacy; priced at a standard pharmacy',
    ],
    [
      'the estimate, whatever the pharmacy',
      { source: 'estimate', release: null, pharmacy: 'mail', pharmacyAvailable: false },
      "Drug costs are ClearPlan's estimate (this plan's prices are not on file)",
    ],
  ])('says where drugs are priced: %s', (_case, overrides, text) => {
    expect(pricedWhereText(makeDrugPricing(overrides))).toBe(text);
  });

  it('calls prices sample data only when they come from the sample files', () => {
    expect(pricesFromSample(makeDrugPricing({ sample: true }))).toBe(true);
    expect(pricesFromSample(makeDrugPricing())).toBe(false);
    expect(pricesFromSample(makeDrugPricing({ source: 'estimate', sample: true }))).toBe(false);
  });

  it.each([
    [1, null],
    [2, 'Costs from February 2026 to December 2026'],
    [7, 'Costs from July 2026 to December 2026'],
    [12, 'Costs for December 2026 only'],
  ])('counts the costs from month %i: %s', (month, text) => {
    expect(costPeriodText(month, 2026)).toBe(text);
  });

  it('lists every pharmacy kind, marks the choice and says which the plan does not offer', () => {
    const pricing = makeDrugPricing({
      pharmacy: 'preferred',
      pharmacyAvailable: false,
      byPharmacy: { preferred: null, standard: 1234.4, mail: 1100 },
    });
    expect(pharmacyRows(pricing)).toEqual([
      { kind: 'preferred', label: 'Preferred pharmacy (your choice)', cost: 'Not offered by this plan' },
      { kind: 'standard', label: 'Standard pharmacy', cost: '$1,234' },
      { kind: 'mail', label: 'Mail order', cost: '$1,100' },
    ]);
  });

  it('lays out the payment plan month by month with totals', () => {
    const table = paymentPlanTable(makeDrugPricing(), 2026);
    expect(table?.rows).toHaveLength(12);
    expect(table?.rows[0]).toEqual({
      key: '1',
      month: 'January 2026',
      atPharmacy: '$400.00',
      bill: '$33.33',
    });
    expect(table?.rows[11]).toEqual({
      key: '12',
      month: 'December 2026',
      atPharmacy: '$0.00',
      bill: '$51.47',
    });
    // 400 + 200 at the pharmacy; 33.33 + 10 × 51.52 + 51.47 in bills.
    expect(table?.total).toEqual({ atPharmacy: '$600.00', bill: '$600.00' });
  });

  it('has no payment plan table without months or with nothing to pay', () => {
    expect(paymentPlanTable(makeDrugPricing({ paymentPlan: [] }), 2026)).toBeNull();
    const nothing = [7, 8, 9, 10, 11, 12].map((month) => ({ month, atPharmacy: 0, bill: 0 }));
    expect(paymentPlanTable(makeDrugPricing({ paymentPlan: nothing }), 2026)).toBeNull();
  });

  it('notes a drug’s days supply, covered uses and an excluded drug', () => {
    expect(drugLineNotes(makeDrug(), 2026)).toEqual({ supply: null, rules: [] });
    expect(
      drugLineNotes(
        makeDrug({ daysSupply: 90, indications: ['Type 2 diabetes', 'Obesity'], excludedDrug: true }),
        2026,
      ),
    ).toEqual({
      supply: '90-day supply',
      rules: [
        'Covered only for: Type 2 diabetes, Obesity',
        'An extra this plan covers; does not count toward the $2,100 yearly limit',
      ],
    });
    expect(drugLineNotes(makeDrug({ daysSupply: 60, indications: [] }), 2026)).toEqual({
      supply: '60-day supply',
      rules: [],
    });
    expect(
      drugLineNotes(
        makeDrug({ daysSupply: 30, alternative: { name: 'Alendronate', annualSavings: 504 } }),
        2026,
      ),
    ).toEqual({
      supply: '30-day supply',
      rules: [
        'The generic, Alendronate, is covered: it could save about $504 a year. Ask your doctor or pharmacist.',
      ],
    });
  });
});
