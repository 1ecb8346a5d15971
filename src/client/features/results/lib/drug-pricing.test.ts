import { describe, expect, it } from 'vitest';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import { makeDrug, makeDrugPricing, makeSpecificPharmacy } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import {
  costPeriodText,
  drugLineNotes,
  paymentPlanTable,
  pharmacyRows,
  pricedWhereText,
  pricesFromSample,
} from './drug-pricing';

const en = resultsText();

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
      'the person’s pharmacy, a standard one for this plan',
      { specificPharmacy: makeSpecificPharmacy() },
      'Drug costs at Yukon Family Pharmacy (a standard pharmacy for this plan)',
    ],
    [
      'the person’s pharmacy, a preferred one for this plan',
      { pharmacy: 'preferred', specificPharmacy: makeSpecificPharmacy({ preferred: true }) },
      'Drug costs at Yukon Family Pharmacy (a preferred pharmacy for this plan)',
    ],
    [
      'the person’s pharmacy, not in this plan’s network',
      { specificPharmacy: makeSpecificPharmacy({ inNetwork: false }) },
      "Yukon Family Pharmacy is not in this plan's network: your drugs would cost full price there",
    ],
    [
      'the person’s pharmacy, whatever kinds the plan has',
      { pharmacyAvailable: false, specificPharmacy: makeSpecificPharmacy() },
      'Drug costs at Yukon Family Pharmacy (a standard pharmacy for this plan)',
    ],
    [
      'the estimate, whatever the pharmacy',
      { source: 'estimate', release: null, pharmacy: 'mail', pharmacyAvailable: false },
      "Drug costs are ClearPlan's estimate (this plan's prices are not on file)",
    ],
  ])('says where drugs are priced: %s', (_case, overrides, text) => {
    expect(pricedWhereText(makeDrugPricing(overrides), en)).toBe(text);
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
    expect(costPeriodText(month, 2026, en)).toBe(text);
  });

  it('lists every pharmacy kind, marks the choice and says which the plan does not offer', () => {
    const pricing = makeDrugPricing({
      pharmacy: 'preferred',
      pharmacyAvailable: false,
      byPharmacy: { preferred: null, standard: 1234.4, mail: 1100 },
    });
    expect(pharmacyRows(pricing, en)).toEqual([
      {
        kind: 'preferred',
        label: 'Preferred pharmacy (your choice)',
        cost: 'Not offered by this plan',
        warning: false,
      },
      { kind: 'standard', label: 'Standard pharmacy', cost: '$1,234', warning: false },
      { kind: 'mail', label: 'Mail order', cost: '$1,100', warning: false },
    ]);
  });

  it('puts the person’s own pharmacy first, marked as their choice instead of its kind', () => {
    const pricing = makeDrugPricing({
      pharmacy: 'preferred',
      specificPharmacy: makeSpecificPharmacy({ preferred: true }),
      byPharmacy: { preferred: 540, standard: 600, mail: 510, specific: 532.6 },
    });
    expect(pharmacyRows(pricing, en)).toEqual([
      { kind: 'own', label: 'Yukon Family Pharmacy (your choice)', cost: '$533', warning: false },
      { kind: 'preferred', label: 'Preferred pharmacy', cost: '$540', warning: false },
      { kind: 'standard', label: 'Standard pharmacy', cost: '$600', warning: false },
      { kind: 'mail', label: 'Mail order', cost: '$510', warning: false },
    ]);
  });

  it('says the full price at the person’s pharmacy when the plan does not have it', () => {
    const outside = (specific: number | null) =>
      pharmacyRows(
        makeDrugPricing({
          specificPharmacy: makeSpecificPharmacy({ inNetwork: false }),
          byPharmacy: { preferred: 540, standard: 600, mail: 510, specific },
        }),
        en,
      )[0];
    expect(outside(1899.5)).toEqual({
      kind: 'own',
      label: 'Yukon Family Pharmacy (your choice)',
      cost: "Not in this plan's network: $1,900 at full price",
      warning: true,
    });
    expect(outside(null)?.cost).toBe("Not in this plan's network");
    // The kinds' rows stay, none marked as the choice.
    expect(
      pharmacyRows(makeDrugPricing({ specificPharmacy: makeSpecificPharmacy({ inNetwork: false }) }), en).map(
        (row) => row.label,
      ),
    ).toEqual([
      'Yukon Family Pharmacy (your choice)',
      'Preferred pharmacy',
      'Standard pharmacy',
      'Mail order',
    ]);
  });

  it('lays out the payment plan month by month with totals', () => {
    const table = paymentPlanTable(makeDrugPricing(), 2026, en);
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
    expect(paymentPlanTable(makeDrugPricing({ paymentPlan: [] }), 2026, en)).toBeNull();
    const nothing = [7, 8, 9, 10, 11, 12].map((month) => ({ month, atPharmacy: 0, bill: 0 }));
    expect(paymentPlanTable(makeDrugPricing({ paymentPlan: nothing }), 2026, en)).toBeNull();
  });

  it('notes a drug’s days supply, covered uses and an excluded drug', () => {
    expect(drugLineNotes(makeDrug(), 2026, en)).toEqual({ supply: null, rules: [] });
    expect(
      drugLineNotes(
        makeDrug({ daysSupply: 90, indications: ['Type 2 diabetes', 'Obesity'], excludedDrug: true }),
        2026,
        en,
      ),
    ).toEqual({
      supply: '90-day supply',
      rules: [
        'Covered only for: Type 2 diabetes, Obesity',
        'An extra this plan covers; does not count toward the $2,100 yearly limit',
      ],
    });
    expect(drugLineNotes(makeDrug({ daysSupply: 60, indications: [] }), 2026, en)).toEqual({
      supply: '60-day supply',
      rules: [],
    });
    expect(
      drugLineNotes(
        makeDrug({ daysSupply: 30, alternative: { name: 'Alendronate', annualSavings: 504 } }),
        2026,
        en,
      ),
    ).toEqual({
      supply: '30-day supply',
      rules: [
        'The generic, Alendronate, is covered: it could save about $504 a year. Ask your doctor or pharmacist.',
      ],
    });
    // An adult vaccine's $0 line (card and plan page) says why, in English and Spanish (issue 36).
    const vaccine = makeDrug({ name: 'Shingrix', vaccine: true, annualCost: 0 });
    expect(drugLineNotes(vaccine, 2026, en).rules).toEqual([
      'Vaccine: $0 under Medicare drug coverage (recommended adult vaccines have no cost since 2023)',
    ]);
    expect(drugLineNotes(vaccine, 2026, resultsText('es')).rules).toEqual([
      'Vacuna: $0 con la cobertura de medicamentos de Medicare (las vacunas recomendadas para adultos no tienen costo desde 2023)',
    ]);
  });

  it('says so on the drug when a quantity above the usual was kept, in both languages', () => {
    const drug = makeDrug({ quantityAboveUsual: { quantity: 100, form: 'pen', usualMax: 10 } });
    expect(drugLineNotes(drug, 2026, en).rules).toEqual([
      'You entered 100 pens for each fill, more than people usually take (usually up to 10 pens). This cost counts that amount: if it is a slip, change it in your answers.',
    ]);
    expect(drugLineNotes(drug, 2026, resultsText('es')).rules).toEqual([
      'Usted indicó 100 plumas cada vez que surte la receta, más de lo que la gente suele usar (por lo general, hasta 10 plumas). Este costo cuenta esa cantidad: si es un error, cámbiela en sus respuestas.',
    ]);
  });
});
