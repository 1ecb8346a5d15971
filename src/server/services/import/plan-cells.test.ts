import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, TEMPLATE_COLUMNS } from '../../../shared/import-contracts.ts';
import { suggestMapping } from './header-mapping.ts';
import { cellsToDraft, exportColumns, flattenPlan } from './plan-cells.ts';
import { FORMULA } from './read-sheets.ts';

describe('template columns ⇄ plan fields', () => {
  it('flattens nested objects one column per key and counties into one cell', () => {
    const plan = {
      planId: 'H1-1',
      starRating: 4.5,
      isActive: false,
      counties: ['Tulsa', 'Creek'],
      copayStructure: { pcpCopayIn: '$5', customKey: 'x' },
      benefits: { persDevice: true },
      prescriptionTiers: {},
    };
    const columns = exportColumns([plan]);
    // Extra keys follow their own group, sorted; the rest is the template.
    expect(columns.filter((c) => !TEMPLATE_COLUMNS.includes(c))).toEqual(['copay.customKey']);
    expect(columns.indexOf('copay.customKey')).toBe(columns.indexOf('copay.skilledNursingIn') + 1);
    expect(flattenPlan(plan, columns)).toMatchObject({
      planId: 'H1-1',
      starRating: 4.5,
      isActive: false,
      counties: 'Tulsa; Creek',
      'copay.pcpCopayIn': '$5',
      'copay.customKey': 'x',
      'benefit.persDevice': true,
      'tier.tier1Retail': null,
      notes: null,
    });
  });

  it('reads a row back: types, yes/no words, counties, nested keys, empty cells as null', () => {
    const fields = [
      'planId',
      'monthlyPremium',
      'isActive',
      'counties',
      'copay.er',
      'benefit.gym',
      'benefit.persDevice',
      'notes',
      null,
    ];
    const draft = cellsToDraft(7, fields, [
      ' H1-1 ',
      12.5,
      'Yes',
      'Tulsa;; Creek ;',
      '',
      'SilverSneakers',
      'FALSE',
      null,
      'ignored',
    ]);
    expect(draft).toEqual({
      row: 7,
      planId: 'H1-1',
      values: {
        planId: ' H1-1 ',
        monthlyPremium: 12.5,
        isActive: true,
        counties: ['Tulsa', 'Creek'],
        notes: null,
      },
      nested: { copayStructure: { er: null }, benefits: { gym: 'SilverSneakers', persDevice: false } },
      errors: [],
    });
  });

  it('refuses formulas and formula-looking text, and keeps text our export quoted', () => {
    const fields = ['planName', 'notes', 'copay.er', 'monthlyPremium', 'hospitalNetwork', 'county'];
    const draft = cellsToDraft(2, fields, [FORMULA, '  =1+1', '@x', '-5', "'-5 is text", "'\tTabbed"]);
    expect(draft.errors).toEqual([
      { field: 'planName', message: IMPORT_MESSAGES.formula },
      { field: 'notes', message: IMPORT_MESSAGES.formula },
      { field: 'copay.er', message: IMPORT_MESSAGES.formula },
    ]);
    // A negative amount is the amount's problem (the schema says so), not a formula.
    expect(draft.values).toEqual({ monthlyPremium: '-5', hospitalNetwork: '-5 is text', county: '\tTabbed' });
  });

  it('suggests a mapping by name or label, ignoring case and punctuation, one column per field', () => {
    expect(
      suggestMapping('plans', [
        'PLAN_ID',
        'plan id',
        'Monthly premium ($)',
        'MOOP in network',
        'pcpCopayIn',
        'Tier 1 Retail',
        'tier.custom2',
        'copay.bad key',
        'Whatever',
      ]),
    ).toEqual({
      PLAN_ID: 'planId',
      'plan id': null,
      'Monthly premium ($)': 'monthlyPremium',
      'MOOP in network': 'moopInNetwork',
      pcpCopayIn: 'copay.pcpCopayIn',
      'Tier 1 Retail': 'tier.tier1Retail',
      'tier.custom2': 'tier.custom2',
      'copay.bad key': null,
      Whatever: null,
    });
    expect(suggestMapping('network', ['Plan ID', 'NPI'])).toEqual({ 'Plan ID': 'planId', NPI: 'npi' });
  });
});
