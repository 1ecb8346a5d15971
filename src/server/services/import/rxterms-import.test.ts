/**
 * Tying RxTerms concepts to the catalogue's dosages (issue 17): by brand or display name, the
 * strength's numbers, the form, immediate or extended release and the package volume; each
 * concept to one dosage and each dosage to one concept, a brand never to its generic's entry.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../tests/setup/test-database.ts';
import { rxDrugs } from '../../db/schema.ts';
import { cutShortMessage, type RxTermsDrug } from './rxterms.ts';
import { dosageFit, drugStem, importRxTerms, tieConcepts } from './rxterms-import.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/rxterms');

function concept(
  overrides: Partial<RxTermsDrug> & Pick<RxTermsDrug, 'rxcui' | 'fullName' | 'strength'>,
): RxTermsDrug {
  return {
    genericRxcui: null,
    tty: 'SCD',
    doseForm: 'Oral Tablet',
    fullGenericName: overrides.fullName,
    brandName: null,
    displayName: 'atorvastatin (Oral Pill)',
    route: 'ORAL',
    newDoseForm: 'Tab',
    displayNameSynonym: null,
    retired: false,
    suppressed: false,
    prescribableName: null,
    ...overrides,
  };
}

const CATALOGUE = [
  { name: 'Atorvastatin', availableDosages: ['10 mg tablet', '20 mg tablet'] },
  { name: 'Eliquis', availableDosages: ['5 mg tablet'] },
  { name: 'Metformin', availableDosages: ['500 mg tablet'] },
  { name: 'Metformin ER', availableDosages: ['500 mg extended-release tablet'] },
  { name: 'Valsartan-Hydrochlorothiazide', availableDosages: ['160 mg-12.5 mg tablet'] },
  { name: 'Lumigan', availableDosages: ['0.01% eye drops (2.5 mL)', '0.01% eye drops (7.5 mL)'] },
  { name: 'Lantus', availableDosages: ['100 units/mL 10 mL vial', '100 units/mL 3 mL pen'] },
];

describe('tying RxTerms concepts to the catalogue', () => {
  it('names: form words and ingredient order do not matter', () => {
    expect(drugStem('Metoprolol Succinate ER')).toBe('metoprolol succinate');
    expect(drugStem('Timolol Eye Drops')).toBe('timolol');
    expect(drugStem('Valsartan-Hydrochlorothiazide')).toBe(drugStem('hydrochlorothiazide/valsartan'));
  });

  it('dosages: every strength number in the dosage, the same form, release and package', () => {
    const tablet = concept({ rxcui: '1', fullName: 'atorvastatin 20 MG Oral Tablet', strength: '20 mg' });
    expect(dosageFit(tablet, '20 mg tablet')).not.toBeNull();
    expect(dosageFit(tablet, '10 mg tablet')).toBeNull();
    expect(dosageFit(tablet, '20 mg capsule')).toBeNull();
    const er = concept({
      rxcui: '2',
      fullName: '24 HR metformin 500 MG Extended Release Oral Tablet',
      strength: '500 mg',
    });
    expect(dosageFit(er, '500 mg extended-release tablet')).not.toBeNull();
    expect(dosageFit(er, '500 mg tablet')).toBeNull();
    const combo = concept({
      rxcui: '3',
      fullName: 'hydrochlorothiazide 12.5 MG / valsartan 160 MG Oral Tablet',
      strength: '160 mg-12.5 mg',
    });
    expect(dosageFit(combo, '160 mg-12.5 mg tablet')).not.toBeNull();
    const bottle = concept({
      rxcui: '4',
      fullName: '7.5 ML bimatoprost 0.1 MG/ML Ophthalmic Solution',
      doseForm: 'Ophthalmic Solution',
      newDoseForm: 'Drops',
      strength: '0.01%',
    });
    expect(dosageFit(bottle, '0.01% eye drops (7.5 mL)')).not.toBeNull();
    expect(dosageFit(bottle, '0.01% eye drops (2.5 mL)')).toBeNull();
  });

  it('ties each concept to one dosage and each dosage to one concept; a brand only to its own entry', () => {
    const ties = tieConcepts(
      [
        concept({ rxcui: '10', fullName: 'atorvastatin 20 MG Oral Tablet', strength: '20 mg' }),
        // A second concept for the same dosage (a repackaged one): the dosage is taken already.
        concept({ rxcui: '11', fullName: 'atorvastatin 20 MG Oral Tablet', strength: '20 mg' }),
        concept({
          rxcui: '20',
          tty: 'SBD',
          genericRxcui: '21',
          fullName: 'apixaban 5 MG Oral Tablet [Eliquis]',
          brandName: 'ELIQUIS',
          displayName: 'Eliquis (Oral Pill)',
          strength: '5 mg',
        }),
        // The generic apixaban has no catalogue entry: it stays untied (never Eliquis's dosage).
        concept({
          rxcui: '21',
          fullName: 'apixaban 5 MG Oral Tablet',
          displayName: 'apixaban (Oral Pill)',
          strength: '5 mg',
        }),
        concept({
          rxcui: '30',
          fullName: 'metformin 500 MG Oral Tablet',
          displayName: 'metformin (Oral Pill)',
          strength: '500 mg',
        }),
        concept({
          rxcui: '31',
          fullName: '24 HR metformin 500 MG Extended Release Oral Tablet',
          displayName: 'metformin (Oral Pill)',
          strength: '500 mg',
        }),
        concept({
          rxcui: '40',
          fullName: 'hydrochlorothiazide 12.5 MG / valsartan 160 MG Oral Tablet',
          displayName: 'hydrochlorothiazide/valsartan (Oral Pill)',
          strength: '160 mg-12.5 mg',
        }),
        concept({
          rxcui: '50',
          tty: 'SBD',
          fullName: '3 ML insulin glargine 100 UNT/ML Pen Injector [Lantus]',
          doseForm: 'Pen Injector',
          newDoseForm: 'Pen',
          brandName: 'LANTUS',
          displayName: 'Lantus (Injectable)',
          strength: '100 units/mL',
        }),
        concept({
          rxcui: '51',
          tty: 'SBD',
          fullName: 'insulin glargine 100 UNT/ML Injectable Solution [Lantus]',
          doseForm: 'Injectable Solution',
          newDoseForm: 'Vial',
          brandName: 'LANTUS',
          displayName: 'Lantus (Injectable)',
          strength: '100 units/mL',
        }),
        concept({
          rxcui: '60',
          fullName: 'atorvastatin 10 MG Oral Tablet',
          strength: '10 mg',
          retired: true,
        }),
      ],
      CATALOGUE,
    );
    expect(Object.fromEntries(ties)).toEqual({
      '10': { medicationName: 'Atorvastatin', dosage: '20 mg tablet' },
      '20': { medicationName: 'Eliquis', dosage: '5 mg tablet' },
      '30': { medicationName: 'Metformin', dosage: '500 mg tablet' },
      '31': { medicationName: 'Metformin ER', dosage: '500 mg extended-release tablet' },
      '40': { medicationName: 'Valsartan-Hydrochlorothiazide', dosage: '160 mg-12.5 mg tablet' },
      '50': { medicationName: 'Lantus', dosage: '100 units/mL 3 mL pen' },
      '51': { medicationName: 'Lantus', dosage: '100 units/mL 10 mL vial' },
    });
  });
});

describe('importing the published RxTerms layouts (issue 39)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('PGlite');
  });
  afterAll(() => database.close());

  const drugs = () =>
    database.db
      .select({ rxcui: rxDrugs.rxcui, psn: rxDrugs.psn, source: rxDrugs.source })
      .from(rxDrugs)
      .orderBy(rxDrugs.rxcui);

  it('loads the 17-column release (SXDG columns, no PSN) whole, with no prescribable names', async () => {
    const result = await importRxTerms(database.db, path.join(FIXTURES, 'RxTerms-17-columns.txt'));
    expect(result).toMatchObject({ ok: true, rows: 6 });
    const rows = await drugs();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.psn === null && r.source === 'RxTerms-17-columns.txt')).toBe(true);
  });

  it('refuses the same file ending in the middle of a row, naming the line, and keeps the drugs loaded', async () => {
    const before = await drugs();
    const result = await importRxTerms(database.db, path.join(FIXTURES, 'RxTerms-17-columns-cut-short.txt'));
    // Line 1 the header, lines 2–7 the six drugs, line 8 cut off after 6 of its 17 values.
    expect(result).toEqual({
      ok: false,
      problemCount: 1,
      problems: [{ line: 8, field: null, message: cutShortMessage(8, 6, 17) }],
    });
    expect(await drugs()).toEqual(before);
  });
});
