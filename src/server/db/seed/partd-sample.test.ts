import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '../../services/providers/npi.ts';
import type { medicarePlans } from '../schema.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample, SAMPLE_PLAN_YEAR } from './next-year-sample.ts';
import { loadCounties, loadMedications, loadSamplePlans, readJson, readSimpleCsv } from './reference-data.ts';
import { SAMPLE_DIR, SAMPLE_PHARMACIES_FILE, SAMPLE_RXTERMS_FILE, writePartDSample } from './sample-files.ts';

/**
 * The committed sample Part D releases (data/sample/PPUF_<year>Q4.zip) against the plans and drugs
 * they were made from: a plan or drug added to data/ without its rows fails here.
 */
/** The nine files of a quarterly release, named as CMS names them (note the double spaces). */
const fileNames = (release: string) => ({
  planInformation: `plan information  ${release}.txt`,
  geographicLocator: `geographic locator file ${release}.txt`,
  basicFormulary: `basic drugs formulary file  ${release}.txt`,
  excludedDrugs: `excluded drugs formulary file  ${release}.txt`,
  indicationBasedCoverage: `Indication Based Coverage Formulary File  ${release}.txt`,
  beneficiaryCost: `beneficiary cost file  ${release}.txt`,
  insulinBeneficiaryCost: `insulin beneficiary cost file  ${release}.txt`,
  pricing: `pricing file ${release}.txt`,
  pharmacyNetworks: `pharmacy networks file ${release} part 1.txt`,
});
type SampleFile = keyof ReturnType<typeof fileNames>;
/** Drugs the tests and browser journeys use: on every formulary, without prior authorization or step therapy. */
const ALWAYS_ON_FORMULARY = ['Atorvastatin', 'Metformin', 'Lisinopril', 'Eliquis', 'Lantus'];

/** The headers of CMS's files, written out here so a change to the sample cannot pass unnoticed. */
const HEADERS: Record<SampleFile, string> = {
  planInformation:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|CONTRACT_NAME|PLAN_NAME|FORMULARY_ID|PREMIUM|DEDUCTIBLE|MA_REGION_CODE|PDP_REGION_CODE|STATE|COUNTY_CODE|SNP|PLAN_SUPPRESSED_YN',
  geographicLocator: 'COUNTY_CODE|STATENAME|COUNTY|MA_REGION_CODE|MA_REGION|PDP_REGION_CODE|PDP_REGION',
  basicFormulary:
    'FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI|NDC|TIER_LEVEL_VALUE|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTHORIZATION_YN|STEP_THERAPY_YN',
  excludedDrugs:
    'CONTRACT_ID|PLAN_ID|RXCUI|TIER|QUANTITY_LIMIT_YN|QUANTITY_LIMIT_AMOUNT|QUANTITY_LIMIT_DAYS|PRIOR_AUTH_YN|STEP_THERAPY_YN|CAPPED_BENEFIT_YN',
  indicationBasedCoverage: 'CONTRACT_ID|PLAN_ID|RXCUI|DISEASE',
  beneficiaryCost:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|COVERAGE_LEVEL|TIER|DAYS_SUPPLY|COST_TYPE_PREF|COST_AMT_PREF|COST_MIN_AMT_PREF|COST_MAX_AMT_PREF|COST_TYPE_NONPREF|COST_AMT_NONPREF|COST_MIN_AMT_NONPREF|COST_MAX_AMT_NONPREF|COST_TYPE_MAIL_PREF|COST_AMT_MAIL_PREF|COST_MIN_AMT_MAIL_PREF|COST_MAX_AMT_MAIL_PREF|COST_TYPE_MAIL_NONPREF|COST_AMT_MAIL_NONPREF|COST_MIN_AMT_MAIL_NONPREF|COST_MAX_AMT_MAIL_NONPREF|TIER_SPECIALTY_YN|DED_APPLIES_YN',
  insulinBeneficiaryCost:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|TIER|DAYS_SUPPLY|COPAY_AMT_PREF_INSLN|COPAY_AMT_NONPREF_INSLN|COPAY_AMT_MAIL_PREF_INSLN|COPAY_AMT_MAIL_NONPREF_INSLN',
  pricing: 'CONTRACT_ID|PLAN_ID|SEGMENT_ID|NDC|DAYS_SUPPLY|UNIT_COST',
  pharmacyNetworks:
    'CONTRACT_ID|PLAN_ID|SEGMENT_ID|PHARMACY_NUMBER|PHARMACY_ZIPCODE|PREFERRED_STATUS_RETAIL|PREFERRED_STATUS_MAIL|PHARMACY_RETAIL|PHARMACY_MAIL|IN_AREA_FLAG|FLOOR_PRICE|BRAND_DISPENSING_FEE_30|BRAND_DISPENSING_FEE_60|BRAND_DISPENSING_FEE_90|GENERIC_DISPENSING_FEE_30|GENERIC_DISPENSING_FEE_60|GENERIC_DISPENSING_FEE_90',
};

/** Value rules by column: what every cell of that column must look like. */
const NUMBER = /^\d+(\.\d+)?$/;
const MONEY = /^\d+\.\d{2}$/;
const YN = /^[YN]$/;
const COLUMN_RULES: Record<string, RegExp> = {
  // H for Medicare Advantage contracts, S for stand-alone drug plans (PDP).
  CONTRACT_ID: /^[HS]\d{4}$/,
  PLAN_ID: /^\d{3}$/,
  SEGMENT_ID: /^000$/,
  FORMULARY_ID: /^00026\d{3}$/,
  FORMULARY_VERSION: /^\d+$/,
  CONTRACT_YEAR: /^202[67]$/,
  RXCUI: /^9\d{8}$/,
  NDC: /^9\d{10}$/,
  TIER_LEVEL_VALUE: /^[1-6]$/,
  TIER: /^[1-6]$/,
  QUANTITY_LIMIT_AMOUNT: /^(\d+)?$/,
  QUANTITY_LIMIT_DAYS: /^(\d+)?$/,
  PREMIUM: MONEY,
  DEDUCTIBLE: /^\d+$/,
  // Blank on a PDP's row: it serves a PDP region, not an MA region.
  MA_REGION_CODE: /^(18)?$/,
  PDP_REGION_CODE: /^23$/,
  STATE: /^OK$/,
  // Blank on a PDP's row (region-wide); the geographic locator's are all filled (checked below).
  COUNTY_CODE: /^(40\d{3})?$/,
  SNP: /^[0-3]$/,
  COVERAGE_LEVEL: /^[013]$/,
  DAYS_SUPPLY: /^[124]$/,
  UNIT_COST: /^\d+\.\d{5}$/,
  PHARMACY_ZIPCODE: /^\d{5}$/,
  IN_AREA_FLAG: /^[01]$/,
  DISEASE: /^[A-Z ,]+$/,
};
const ruleFor = (column: string): RegExp | undefined => {
  if (COLUMN_RULES[column]) return COLUMN_RULES[column];
  if (column.endsWith('_YN') || /^(PREFERRED_STATUS|PHARMACY)_(RETAIL|MAIL)$/.test(column)) return YN;
  if (column.startsWith('COST_TYPE_')) return /^[12]$/;
  if (column.startsWith('COST_') || column.includes('DISPENSING_FEE') || column.includes('INSLN'))
    return NUMBER;
  if (column === 'FLOOR_PRICE') return MONEY;
  return undefined;
};

type Row = Record<string, string>;
type PlanSeed = typeof medicarePlans.$inferInsert;
type PlanJson = {
  planId: string;
  hasRxCoverage: boolean;
  planType: string;
  monthlyPremium: string;
  rxDeductible: string | null;
  counties: string[] | null;
  prescriptionTiers: Record<string, string>;
};

const samplePlans = loadSamplePlans<PlanJson>();
const nextYearPlans = nextYearSample(
  samplePlans.map((p) => ({ ...p, planYear: SAMPLE_PLAN_YEAR }) as unknown as PlanSeed),
) as unknown as PlanJson[];
const drugPlanIds = new Set(readJson<PlanJson[]>('drug-plans.json').map((p) => p.planId));

describe.each([
  { year: SAMPLE_PLAN_YEAR, plans: samplePlans },
  { year: NEXT_SAMPLE_PLAN_YEAR, plans: nextYearPlans },
])('the sample Part D release of $year', ({ year, plans }) => {
  let dir = '';
  let paths: string[] = [];
  const names = fileNames(`PPUF_${year}Q4`);
  const tables = new Map<SampleFile, Row[]>();
  const table = (file: SampleFile) => tables.get(file) ?? [];
  const drugPlans = plans.filter((p) => drugPlanIds.has(p.planId));
  const rxPlans = plans.filter((p) => p.hasRxCoverage);
  const planKey = (r: Row) => `${r.CONTRACT_ID}-${r.PLAN_ID}`;
  const byPlan = new Map<SampleFile, Map<string, Row[]>>();
  const rowsOf = (file: SampleFile, planId: string): Row[] => {
    let index = byPlan.get(file);
    if (!index) {
      index = new Map();
      for (const r of table(file)) {
        const rows = index.get(planKey(r)) ?? [];
        rows.push(r);
        index.set(planKey(r), rows);
      }
      byPlan.set(file, index);
    }
    return index.get(planId) ?? [];
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partd-sample-'));
    paths = await writePartDSample(dir, year);
    for (const [file, name] of Object.entries(names) as Array<[SampleFile, string]>) {
      const [header = '', ...lines] = fs.readFileSync(path.join(dir, name), 'utf8').split('\r\n');
      const columns = header.split('|');
      expect(lines.pop()).toBe('');
      tables.set(
        file,
        lines.map((line) => {
          const cells = line.split('|');
          if (cells.length !== columns.length)
            throw new Error(`${name}: "${line}" has ${cells.length} values`);
          return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
        }),
      );
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("holds CMS's nine files, named as in a quarterly release, each in its own zip", () => {
    expect(paths.map((p) => path.basename(p)).sort()).toEqual(Object.values(names).sort());
    expect(fs.existsSync(path.join(SAMPLE_DIR, `PPUF_${year}Q4.zip`))).toBe(true);
  });

  it("starts each file with CMS's header and ends every line with CRLF", () => {
    for (const [file, name] of Object.entries(names) as Array<[SampleFile, string]>) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(text.split('\r\n')[0], name).toBe(HEADERS[file]);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    }
  });

  it('writes values that parse: numbers, Y/N flags, codes, NPIs with their check digit', () => {
    const wrong: string[] = [];
    for (const [file, rows] of tables) {
      for (const row of rows)
        for (const [column, value] of Object.entries(row)) {
          // The cost files code the days supply (1 = 30, 4 = 60, 2 = 90); the pricing file gives days.
          const rule = file === 'pricing' && column === 'DAYS_SUPPLY' ? /^(30|60|90)$/ : ruleFor(column);
          if (rule && !rule.test(value)) wrong.push(`${file} ${column} "${value}"`);
        }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    for (const r of table('basicFormulary')) expect(r.CONTRACT_YEAR).toBe(String(year));
    for (const r of table('pharmacyNetworks'))
      expect(isValidNpi(r.PHARMACY_NUMBER ?? ''), r.PHARMACY_NUMBER).toBe(true);
  });

  it('covers every plan with drug coverage, and no other', () => {
    const counties = loadCounties();
    const fipsByName = new Map(counties.map((c) => [c.name, c.fips]));
    const locator = new Set(table('geographicLocator').map((r) => r.COUNTY_CODE));
    expect(locator.size).toBe(77);
    for (const r of table('geographicLocator')) expect(r.COUNTY_CODE).toMatch(/^40\d{3}$/);
    for (const p of rxPlans.filter((plan) => plan.planType !== 'PDP')) {
      const info = rowsOf('planInformation', p.planId);
      const expected = p.counties?.length
        ? p.counties.map((c) => fipsByName.get(c))
        : counties.map((c) => c.fips);
      expect(info.map((r) => r.COUNTY_CODE).sort(), p.planId).toEqual([...expected].sort());
      expect(info.every((r) => r.MA_REGION_CODE === '18' && r.PDP_REGION_CODE === '23')).toBe(true);
      for (const r of info) expect(locator.has(r.COUNTY_CODE)).toBe(true);
      expect(Number(info[0]?.DEDUCTIBLE)).toBe(Number(p.rxDeductible ?? 0));
      expect(info[0]?.SNP).toBe(/D-SNP/.test(p.planType) ? '2' : /C-SNP/.test(p.planType) ? '1' : '0');
    }
    // A stand-alone drug plan (PDP) is listed by its PDP region, once: no MA region, no county.
    expect(drugPlans.length).toBeGreaterThanOrEqual(4);
    for (const p of drugPlans) {
      const info = rowsOf('planInformation', p.planId);
      expect(info, p.planId).toHaveLength(1);
      expect(info[0], p.planId).toMatchObject({
        CONTRACT_ID: expect.stringMatching(/^S\d{4}$/),
        MA_REGION_CODE: '',
        PDP_REGION_CODE: '23',
        STATE: 'OK',
        COUNTY_CODE: '',
        SNP: '0',
        PREMIUM: p.monthlyPremium,
      });
      expect(Number(info[0]?.DEDUCTIBLE)).toBe(Number(p.rxDeductible));
    }
    // PDPs have formularies of their own, not their carrier's Medicare Advantage formulary.
    const formularyOf = (list: PlanJson[]) =>
      new Set(list.map((p) => rowsOf('planInformation', p.planId)[0]?.FORMULARY_ID));
    const pdpFormularies = formularyOf(drugPlans);
    for (const id of formularyOf(rxPlans.filter((p) => p.planType !== 'PDP')))
      expect(pdpFormularies.has(id)).toBe(false);
    const withoutRx = new Set(samplePlans.filter((p) => !p.hasRxCoverage).map((p) => p.planId));
    for (const file of tables.keys())
      for (const id of withoutRx) expect(rowsOf(file, id), `${file} ${id}`).toEqual([]);
    // Exactly the year's plans with drug coverage: a plan not renewed has no rows.
    const listed = new Set(table('planInformation').map(planKey));
    expect([...listed].sort()).toEqual(rxPlans.map((p) => p.planId).sort());
  });

  it('gives each plan cost rows for levels 0, 1 and 3 of each of its tiers and 30, 60 and 90 days, matching its drug-cost texts', () => {
    for (const p of rxPlans) {
      const texts = p.prescriptionTiers;
      const tiers = /^\$\d/.test(texts.tier6Retail ?? '') ? 6 : 5;
      const cost = rowsOf('beneficiaryCost', p.planId);
      const keys = cost.map((r) => `${r.COVERAGE_LEVEL}/${r.TIER}/${r.DAYS_SUPPLY}`).sort();
      const expected = ['0', '1', '3'].flatMap((l) =>
        Array.from({ length: tiers }, (_, t) => ['1', '2', '4'].map((d) => `${l}/${t + 1}/${d}`)).flat(),
      );
      expect(keys, p.planId).toEqual(expected.sort());
      for (let tier = 1; tier <= tiers; tier++) {
        const at = (level: string, days: string) =>
          cost.find((r) => r.COVERAGE_LEVEL === level && r.TIER === String(tier) && r.DAYS_SUPPLY === days) ??
          {};
        const retail = texts[`tier${tier}Retail`] ?? '';
        const month = at('1', '1');
        // $45 → copay 45.00; 40% → coinsurance 0.40
        expect(
          retail.startsWith('$') ? `1 ${retail.slice(1)}` : `2 ${Number(retail.slice(0, -1)) / 100}`,
        ).toBe(`${month.COST_TYPE_PREF} ${Number(month.COST_AMT_PREF)}`);
        const mail = texts[`tier${tier}Mail`];
        if (mail?.startsWith('$'))
          expect(Number(at('1', '2').COST_AMT_MAIL_PREF)).toBe(Number(mail.slice(1)));
        expect(Number(month.COST_AMT_NONPREF)).toBeGreaterThanOrEqual(Number(month.COST_AMT_PREF));
        expect(Number(at('1', '2').COST_AMT_MAIL_NONPREF)).toBeGreaterThanOrEqual(
          Number(at('1', '2').COST_AMT_MAIL_PREF),
        );
        expect(month.TIER_SPECIALTY_YN).toBe(tier === 5 ? 'Y' : 'N');
        for (const d of ['1', '2', '4']) expect(Number(at('3', d).COST_AMT_PREF)).toBe(0);
        if (month.DED_APPLIES_YN === 'Y')
          expect(at('0', '1')).toMatchObject({ COST_TYPE_PREF: '2', COST_AMT_PREF: '1.00' });
        else expect({ ...at('0', '1'), COVERAGE_LEVEL: '1' }).toEqual(month);
      }
      const deductibleTiers =
        texts.deductibleTiers === 'none' || Number(p.rxDeductible) === 0 ? [] : ['3', '4', '5'];
      for (const t of deductibleTiers)
        expect(cost.find((r) => r.TIER === t)?.DED_APPLIES_YN, `${p.planId} tier ${t}`).toBe('Y');
      const insulin = rowsOf('insulinBeneficiaryCost', p.planId);
      expect(insulin.map((r) => r.DAYS_SUPPLY).sort()).toEqual(['1', '2', '4']);
      for (const r of insulin) {
        const months = { '1': 1, '4': 2, '2': 3 }[r.DAYS_SUPPLY ?? '1'] ?? 1;
        expect(Number(r.COPAY_AMT_PREF_INSLN)).toBeLessThanOrEqual(35 * months);
      }
    }
  });

  it('prices every formulary drug of a plan for 30, 60 and 90 days', () => {
    const ndcsOf = new Map<string, Set<string>>();
    for (const r of table('basicFormulary'))
      ndcsOf.set(r.FORMULARY_ID ?? '', (ndcsOf.get(r.FORMULARY_ID ?? '') ?? new Set()).add(r.NDC ?? ''));
    for (const p of rxPlans) {
      const formulary = rowsOf('planInformation', p.planId)[0]?.FORMULARY_ID ?? '';
      const priced = new Map<string, string[]>();
      for (const r of rowsOf('pricing', p.planId))
        priced.set(r.NDC ?? '', [...(priced.get(r.NDC ?? '') ?? []), r.DAYS_SUPPLY ?? '']);
      for (const ndc of ndcsOf.get(formulary) ?? [])
        expect(priced.get(ndc)?.sort(), `${p.planId} ${ndc}`).toEqual(['30', '60', '90']);
      expect(ndcsOf.get(formulary)?.size ?? 0).toBeGreaterThan(600);
    }
  });

  it('names every retail pharmacy of the networks, at its ZIP, in data/sample/partd-pharmacies.csv', () => {
    const named = new Map(readSimpleCsv(SAMPLE_PHARMACIES_FILE).map((p) => [p.npi, p]));
    const retail = table('pharmacyNetworks').filter((r) => r.PHARMACY_RETAIL === 'Y');
    expect(new Set(retail.map((r) => r.PHARMACY_NUMBER)).size).toBe(named.size);
    for (const r of retail) {
      expect(named.get(r.PHARMACY_NUMBER)?.zipCode, r.PHARMACY_NUMBER).toBe(r.PHARMACY_ZIPCODE);
      expect(named.get(r.PHARMACY_NUMBER)?.name).toMatch(/ \(sample data\)$/);
    }
  });

  it('gives each plan a network with a preferred retail, a standard retail and a mail-order pharmacy', () => {
    for (const p of rxPlans) {
      const network = rowsOf('pharmacyNetworks', p.planId);
      const retail = network.filter((r) => r.PHARMACY_RETAIL === 'Y');
      expect(
        retail.some((r) => r.PREFERRED_STATUS_RETAIL === 'Y'),
        p.planId,
      ).toBe(true);
      expect(
        retail.some((r) => r.PREFERRED_STATUS_RETAIL === 'N'),
        p.planId,
      ).toBe(true);
      expect(
        network.some((r) => r.PHARMACY_MAIL === 'Y'),
        p.planId,
      ).toBe(true);
      expect(new Set(network.map((r) => r.PHARMACY_NUMBER)).size).toBe(network.length);
    }
  });

  it('keeps the journeys’ drugs on every formulary, without prior authorization or step therapy, and uses the sample RxTerms codes', () => {
    const medications = loadMedications();
    const rxterms = new Set(
      fs
        .readFileSync(SAMPLE_RXTERMS_FILE, 'utf8')
        .split('\n')
        .map((l) => l.slice(0, l.indexOf('|'))),
    );
    const sources = fs.readFileSync(path.join(SAMPLE_DIR, 'RxTerms202611-sources.csv'), 'utf8');
    const rxcuiOf = (name: string, dosage: string) =>
      new RegExp(`^(\\d+),"data/medications\\.json: ${name}, ${dosage};`, 'm').exec(sources)?.[1];
    const ndcOf = new Map<string, string>();
    const formularies = new Map<string, Row[]>();
    for (const r of table('basicFormulary')) {
      expect(rxterms.has(r.RXCUI ?? ''), r.RXCUI).toBe(true);
      // One NDC per drug across formularies (the pricing file prices by NDC).
      expect(ndcOf.get(r.RXCUI ?? '') ?? r.NDC, r.RXCUI).toBe(r.NDC);
      ndcOf.set(r.RXCUI ?? '', r.NDC ?? '');
      const rows = formularies.get(r.FORMULARY_ID ?? '') ?? [];
      rows.push(r);
      formularies.set(r.FORMULARY_ID ?? '', rows);
    }
    expect(formularies.size).toBeGreaterThanOrEqual(8);
    for (const name of ALWAYS_ON_FORMULARY)
      for (const dosage of medications.find((m) => m.name === name)?.availableDosages ?? []) {
        const rxcui = rxcuiOf(name, dosage);
        expect(rxcui, `${name} ${dosage}`).toBeDefined();
        for (const [id, rows] of formularies) {
          const row = rows.find((r) => r.RXCUI === rxcui);
          expect(row, `${name} ${dosage} on ${id}`).toBeDefined();
          expect(row?.PRIOR_AUTHORIZATION_YN).toBe('N');
          expect(row?.STEP_THERAPY_YN).toBe('N');
        }
      }
    expect(table('excludedDrugs').length).toBeGreaterThan(0);
    expect(table('indicationBasedCoverage').length).toBeGreaterThan(0);
  });
});
