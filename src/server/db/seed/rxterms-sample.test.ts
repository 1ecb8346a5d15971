import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RXTERMS_COLUMNS, readRxTerms } from '../../services/import/rxterms.ts';
import { loadMedications } from './reference-data.ts';
import { SAMPLE_DIR, SAMPLE_RXTERMS_FILE } from './sample-files.ts';

/**
 * The committed RxTerms sample (data/sample/RxTerms202611.txt and its -sources.csv) against the
 * catalogue it was made from: a drug added to data/medications.json without its row fails here.
 */
const RXCUI_BASE = 900_000_000;
const NOT_FROM_NLM = "RXCUI, names and form by ClearPlan's sample generator, not from NLM";
const text = fs.readFileSync(SAMPLE_RXTERMS_FILE, 'utf8');
const [header = '', ...lines] = text.split('\n').filter((l) => l !== '');
const rows = lines.map(
  (line) =>
    Object.fromEntries(line.split('|').map((v, i) => [RXTERMS_COLUMNS[i], v])) as Record<string, string>,
);
const sources = new Map(
  fs
    .readFileSync(path.join(SAMPLE_DIR, 'RxTerms202611-sources.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l !== '')
    .map((l) => [l.slice(0, l.indexOf(',')), JSON.parse(l.slice(l.indexOf(',') + 1)) as string]),
);
const medications = loadMedications();
const pairs = medications.flatMap((m) => m.availableDosages.map((d) => `${m.name}, ${d}`));
/** Catalogue "name, dosage" → its RXCUI, from the sources file. */
const rxcuiOfPair = new Map(
  [...sources].flatMap(([rxcui, source]) => {
    const pair = /^data\/medications\.json: (.*); /.exec(source)?.[1];
    return pair === undefined ? [] : [[pair, rxcui] as const];
  }),
);
const byRxcui = new Map(rows.map((r) => [r.RXCUI, r]));
const rowOf = (name: string, dosage: string) => {
  const row = byRxcui.get(rxcuiOfPair.get(`${name}, ${dosage}`) ?? '');
  if (!row) throw new Error(`no row for ${name} ${dosage}`);
  return row;
};

describe('the committed RxTerms sample', () => {
  it("starts with NLM's 18-column header", () => {
    expect(header).toBe(RXTERMS_COLUMNS.join('|'));
  });

  it('reads with no problems through the RxTerms importer', async () => {
    const result = await readRxTerms(fs.createReadStream(SAMPLE_RXTERMS_FILE));
    expect(result.problems).toEqual([]);
    expect(result.problemCount).toBe(0);
    expect(result.drugs).toHaveLength(rows.length);
  });

  it('has exactly one row per catalogue (name, dosage) pair, and its source says so', () => {
    expect(new Set(pairs).size).toBe(pairs.length);
    expect([...rxcuiOfPair.keys()].sort()).toEqual([...pairs].sort());
    expect(sources.size).toBe(rows.length);
    for (const pair of pairs) {
      const rxcui = rxcuiOfPair.get(pair) ?? '';
      expect(byRxcui.has(rxcui), pair).toBe(true);
      expect(sources.get(rxcui)).toBe(`data/medications.json: ${pair}; ${NOT_FROM_NLM}`);
    }
  });

  it('points every brand row to a generic row of the same concept, and only brand rows', () => {
    for (const row of rows) {
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
    const catalogueRxcuis = new Set(rxcuiOfPair.values());
    const added = rows.filter((r) => !catalogueRxcuis.has(r.RXCUI ?? ''));
    expect(added.length).toBeGreaterThan(0);
    for (const row of added) {
      expect(row.TTY === 'SCD' || row.TTY === 'GPCK').toBe(true);
      expect(rows.some((r) => r.GENERIC_RXCUI === row.RXCUI)).toBe(true);
      expect(sources.get(row.RXCUI ?? '')).toMatch(
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
    const names = rows.map((r) => (r.FULL_NAME ?? '').toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses synthetic codes: 9-digit RXCUIs from 900,000,000', () => {
    for (const row of rows) {
      expect(Number(row.RXCUI)).toBeGreaterThanOrEqual(RXCUI_BASE);
      expect(Number(row.SXDG_RXCUI)).toBeGreaterThanOrEqual(RXCUI_BASE);
    }
  });
});
