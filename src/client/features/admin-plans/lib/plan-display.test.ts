import { describe, expect, it } from 'vitest';
import { historyEntry } from '../testing/admin-plan-factory';
import {
  actionLabel,
  changeLines,
  changeValueText,
  moneyText,
  newestFirst,
  partBReductionText,
  premiumText,
  starRatingText,
} from './plan-display';

describe('plan values on the admin screens', () => {
  // Admins edit and check these amounts: dollars and cents, never rounded (the whole-dollar rule
  // of spec §9 is for the consumer cards).
  it.each([
    [null, 'N/A'],
    ['', 'N/A'],
    ['0.00', '$0.00'],
    ['29.00', '$29.00'],
    ['12.50', '$12.50'],
    ['3900.00', '$3,900.00'],
  ])('money %j is %s', (value, text) => {
    expect(moneyText(value)).toBe(text);
  });

  it.each([
    [null, 'N/A'],
    ['0.00', 'Free'],
    ['12.50', '$12.50'],
    ['1234.05', '$1,234.05'],
  ])('a premium %j is %s', (value, text) => {
    expect(premiumText(value)).toBe(text);
  });

  it.each([
    [null, 'None'],
    ['0.00', 'None'],
    ['10.00', '-$10.00'],
    ['174.70', '-$174.70'],
  ])('Part B reduction %j is %s', (value, text) => {
    expect(partBReductionText(value)).toBe(text);
  });

  it('star ratings read "N Stars" or "Not rated"', () => {
    expect(starRatingText(null)).toBe('Not rated');
    expect(starRatingText(4)).toBe('4 Stars');
    expect(starRatingText(4.5)).toBe('4.5 Stars');
    expect(starRatingText(1)).toBe('1 Star');
  });
});

describe('the change history', () => {
  it('names actions and fields, and shows values as text', () => {
    expect(actionLabel('create')).toBe('Created');
    expect(actionLabel('bulk_deactivate')).toBe('Deactivated (bulk action)');
    expect(actionLabel('something_new')).toBe('something_new');
    expect(changeValueText(null)).toBe('(empty)');
    expect(changeValueText({})).toBe('(empty)');
    expect(changeValueText(true)).toBe('Yes');
    expect(changeValueText(4.5)).toBe('4.5');
    expect(changeValueText({ pcpCopayIn: '$0' })).toBe('{"pcpCopayIn":"$0"}');
  });

  it('lists changes in form order', () => {
    expect(
      changeLines({
        notes: { before: null, after: 'Hi' },
        monthlyPremium: { before: '0.00', after: '29.00' },
        mystery: { before: 1, after: 2 },
        planId: { before: 'H1', after: 'H2' },
      }),
    ).toEqual([
      { kind: 'field', field: 'planId', label: 'Plan ID', before: 'H1', after: 'H2' },
      // Money to the cent, as the admin screens show it.
      { kind: 'field', field: 'monthlyPremium', label: 'Monthly Premium', before: '$0.00', after: '$29.00' },
      { kind: 'field', field: 'notes', label: 'Notes', before: '(empty)', after: 'Hi' },
      { kind: 'field', field: 'mystery', label: 'mystery', before: '1', after: '2' },
    ]);
    expect(changeLines(null)).toEqual([]);
  });

  it('breaks a nested object into the keys that changed, each with its label, never raw JSON', () => {
    const lines = changeLines({
      copayStructure: {
        before: { er: '$90', pcpCopayIn: '$0', urgentCare: '$40', chiro_visit: '$20' },
        after: { er: '$95', pcpCopayIn: '$0', specialistCopayOon: '$60', visionExamOon: '$10' },
      },
      benefits: {
        before: { persDevice: false, dental: 'Covered' },
        after: { persDevice: true, dental: 'Covered' },
      },
      // Nothing in it changed: no line at all.
      prescriptionTiers: { before: { tier1Retail: '$0' }, after: { tier1Retail: '$0' } },
      counties: { before: ['Canadian'], after: ['Canadian', 'Tulsa'] },
    });
    expect(lines).toEqual([
      { kind: 'field', field: 'counties', label: 'Counties', before: 'Canadian', after: 'Canadian, Tulsa' },
      {
        kind: 'group',
        field: 'copayStructure',
        label: 'Copays',
        // The catalogue's order, then keys it does not know, by name and in words.
        changes: [
          {
            field: 'copayStructure.specialistCopayOon',
            label: 'Specialist Out-of-Network',
            before: '(empty)',
            after: '$60',
          },
          { field: 'copayStructure.urgentCare', label: 'Urgent Care', before: '$40', after: '(empty)' },
          { field: 'copayStructure.er', label: 'Emergency Room', before: '$90', after: '$95' },
          { field: 'copayStructure.chiro_visit', label: 'Chiro Visit', before: '$20', after: '(empty)' },
          {
            field: 'copayStructure.visionExamOon',
            label: 'Vision Exam Out-of-Network',
            before: '(empty)',
            after: '$10',
          },
        ],
      },
      {
        kind: 'group',
        field: 'benefits',
        label: 'Benefits',
        changes: [
          { field: 'benefits.persDevice', label: 'Personal Emergency Device', before: 'No', after: 'Yes' },
        ],
      },
    ]);
  });

  it("shows a new plan's nested objects key by key, from empty", () => {
    expect(changeLines({ prescriptionTiers: { before: null, after: { selectInsulin: '$35' } } })).toEqual([
      {
        kind: 'group',
        field: 'prescriptionTiers',
        label: 'Prescription Tiers',
        changes: [
          {
            field: 'prescriptionTiers.selectInsulin',
            label: 'Insulin (30-day)',
            before: '(empty)',
            after: '$35',
          },
        ],
      },
    ]);
  });

  it('puts the newest entry first', () => {
    const older = historyEntry({ id: 1, createdAt: '2026-11-01T00:00:00Z' });
    const newer = historyEntry({ id: 2, createdAt: '2026-11-02T00:00:00Z' });
    const sameInstant = historyEntry({ id: 3, createdAt: '2026-11-02T00:00:00Z' });
    expect(newestFirst([older, newer, sameInstant]).map((e) => e.id)).toEqual([3, 2, 1]);
  });
});
