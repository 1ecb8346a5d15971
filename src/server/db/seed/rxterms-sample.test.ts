import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RXTERMS_COLUMNS, readRxTerms } from '../../services/import/rxterms.ts';
import { loadMedications } from './reference-data.ts';
import {
  buildRxTermsSample,
  RXCUI_BASE,
  RXTERMS_SAMPLE_FILE,
  readCommittedRxTermsSample,
  rxTermsSampleText,
  rxTermsSourcesCsv,
  sampleDrugKey,
} from './rxterms-sample.ts';

const medications = loadMedications();
const sample = buildRxTermsSample(medications);
const committed = readCommittedRxTermsSample();
const pairs = medications.flatMap((m) => m.availableDosages.map((d) => sampleDrugKey(m.name, d)));
const byRxcui = new Map(sample.rows.map((r) => [r.RXCUI, r]));
const rowOf = (name: string, dosage: string) => {
  const code = sample.codes.get(sampleDrugKey(name, dosage));
  const row = code ? byRxcui.get(code.rxcui) : undefined;
  if (!row) throw new Error(`no row for ${name} ${dosage}`);
  return row;
};

describe('the committed RxTerms sample', () => {
  it('is exactly what the generator builds from data/medications.json (regenerate: npx tsx scripts/build-rxterms-sample.ts)', () => {
    expect(committed.text).toBe(rxTermsSampleText(sample));
    expect(committed.sources).toBe(rxTermsSourcesCsv(sample));
  });

  it("starts with NLM's 18-column header", () => {
    expect(committed.text.split('\n')[0]).toBe(RXTERMS_COLUMNS.join('|'));
  });

  it('reads with no problems through the RxTerms importer', async () => {
    const result = await readRxTerms(fs.createReadStream(RXTERMS_SAMPLE_FILE));
    expect(result.problems).toEqual([]);
    expect(result.problemCount).toBe(0);
    expect(result.drugs).toHaveLength(sample.rows.length);
  });

  it('has exactly one row per catalogue (name, dosage) pair, and its source says so', () => {
    expect(sample.codes.size).toBe(pairs.length);
    expect(new Set(pairs).size).toBe(pairs.length);
    const rxcuis = pairs.map((key) => sample.codes.get(key)?.rxcui);
    expect(new Set(rxcuis).size).toBe(pairs.length);
    for (const key of pairs) {
      const code = sample.codes.get(key);
      expect(code && byRxcui.has(code.rxcui), key).toBe(true);
      const [name, dosage] = key.split('|');
      expect(sample.sources.get(code?.rxcui ?? '')).toBe(
        `data/medications.json: ${name}, ${dosage}; RXCUI, names and form by ClearPlan's sample generator, not from NLM`,
      );
    }
  });

  it('points every brand row to a generic row of the same concept, and only brand rows', () => {
    for (const row of sample.rows) {
      if (row.TTY === 'SBD' || row.TTY === 'BPCK') {
        const generic = byRxcui.get(row.GENERIC_RXCUI);
        expect(generic?.TTY, row.FULL_NAME).toBe(row.TTY === 'SBD' ? 'SCD' : 'GPCK');
        expect(row.FULL_GENERIC_NAME).toBe(generic?.FULL_NAME);
        expect(row.BRAND_NAME).not.toBe('');
      } else {
        expect(row.GENERIC_RXCUI, row.FULL_NAME).toBe('');
        expect(row.BRAND_NAME).toBe('');
      }
    }
  });

  it('adds a generic row, saying why, only for brands the catalogue has no generic entry for', () => {
    const catalogueRxcuis = new Set([...sample.codes.values()].map((c) => c.rxcui));
    const added = sample.rows.filter((r) => !catalogueRxcuis.has(r.RXCUI));
    expect(added.length).toBeGreaterThan(0);
    for (const row of added) {
      expect(row.TTY === 'SCD' || row.TTY === 'GPCK').toBe(true);
      expect(sample.rows.some((r) => r.GENERIC_RXCUI === row.RXCUI)).toBe(true);
      expect(sample.sources.get(row.RXCUI)).toMatch(
        /^generic concept of data\/medications\.json: .*no generic entry/,
      );
    }
    // Eliquis has no generic entry: its generic is added; Fosamax's is the catalogue's Alendronate.
    expect(rowOf('Eliquis', '5 mg tablet').FULL_GENERIC_NAME).toBe('apixaban 5 MG Oral Tablet');
    expect(rowOf('Fosamax', '70 mg tablet').GENERIC_RXCUI).toBe(rowOf('Alendronate', '70 mg tablet').RXCUI);
  });

  it('writes names, forms and routes the way NLM does', () => {
    expect(rowOf('Atorvastatin', '20 mg tablet')).toMatchObject({
      TTY: 'SCD',
      FULL_NAME: 'atorvastatin 20 MG Oral Tablet',
      RXN_DOSE_FORM: 'Oral Tablet',
      DISPLAY_NAME: 'atorvastatin (Oral Pill)',
      ROUTE: 'ORAL',
      NEW_DOSE_FORM: 'Tab',
      STRENGTH: '20 mg',
      DISPLAY_NAME_SYNONYM: 'Lipitor',
    });
    expect(rowOf('Eliquis', '5 mg tablet')).toMatchObject({
      TTY: 'SBD',
      FULL_NAME: 'apixaban 5 MG Oral Tablet [Eliquis]',
      BRAND_NAME: 'ELIQUIS',
      DISPLAY_NAME: 'Eliquis (Oral Pill)',
    });
    expect(rowOf('Lantus', '100 units/mL 3 mL pen')).toMatchObject({
      TTY: 'SBD',
      FULL_NAME: '3 ML insulin glargine 100 UNT/ML Pen Injector [Lantus]',
      ROUTE: 'SUBCUTANEOUS',
      NEW_DOSE_FORM: 'Pen',
      STRENGTH: '100 units/mL',
    });
    expect(rowOf('Lantus', '100 units/mL 10 mL vial').RXN_DOSE_FORM).toBe('Injectable Solution');
    expect(rowOf('Insulin Lispro', '100 units/mL 10 mL vial').TTY).toBe('SCD');
    expect(rowOf('Humira', '40 mg/0.4 mL pen').TTY).toBe('SBD');
    expect(rowOf('Latanoprost', '0.005% ophthalmic solution').ROUTE).toBe('OPHTHALMIC');
    expect(rowOf('Lisinopril-Hydrochlorothiazide', '20 mg-12.5 mg tablet').FULL_NAME).toBe(
      'hydrochlorothiazide 12.5 MG / lisinopril 20 MG Oral Tablet',
    );
    expect(rowOf('Albuterol HFA', '90 mcg/actuation').FULL_NAME).toBe(
      'albuterol 0.09 MG/ACTUAT Metered Dose Inhaler',
    );
    const names = sample.rows.map((r) => r.FULL_NAME.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses synthetic codes: 9-digit RXCUIs, 11-digit NDCs of labelers 90000–99999', () => {
    for (const row of sample.rows) {
      expect(Number(row.RXCUI)).toBeGreaterThanOrEqual(RXCUI_BASE);
      expect(Number(row.SXDG_RXCUI)).toBeGreaterThanOrEqual(RXCUI_BASE);
    }
    const ndcs = [...sample.codes.values()].map((c) => c.ndc);
    for (const ndc of ndcs) expect(ndc).toMatch(/^9\d{10}$/);
    expect(new Set(ndcs).size).toBe(ndcs.length);
    const units = new Set([...sample.codes.values()].map((c) => c.packageUnit));
    expect([...units].sort()).toEqual(['EA', 'GM', 'ML']);
    expect(sample.codes.get(sampleDrugKey('Lantus', '100 units/mL 10 mL vial'))).toMatchObject({
      packageSize: 10,
      packageUnit: 'ML',
      brand: true,
    });
  });

  it('keeps every RXCUI when a drug is added to the catalogue', () => {
    const added = buildRxTermsSample([
      ...medications,
      {
        name: 'Zzz Example',
        genericName: 'examplinib',
        category: 'Example',
        medicationType: 'Brand',
        availableDosages: ['10 mg tablet'],
        description: 'Test entry. Brand name(s): Zzz Example.',
        estimatedUnitPrice: 1,
      },
    ]);
    for (const [key, code] of sample.codes) expect(added.codes.get(key)?.rxcui, key).toBe(code.rxcui);
    expect(added.rows).toHaveLength(sample.rows.length + 2);
  });
});
