/**
 * The Landscape file in the formats CMS has published (issue 18): the 2025+ national file with the
 * 2026/2027 header names, and the separate MA and SNP files up to 2024 (title lines above the
 * header, "(Includes Part C + D)", footnote marks, "2024 Overall Star Rating", condition flag
 * columns), read the way the command line reads them (streamed, filtered to a state).
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { landscapeToPlans } from './cms-landscape.ts';
import { ImportFileError } from './import-file-error.ts';
import {
  contractCategoryOf,
  csnpConditionTypes,
  dsnpIntegrationStatus,
  landscapeHeaderKey,
  landscapeMoney,
  mapPlanType,
} from './landscape-columns.ts';
import { readLandscapeFile } from './landscape-read.ts';
import type { ParsedSheet } from './read-sheets.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/landscape');
const fixture = (name: string) => path.join(FIXTURES, name);
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-landscape-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const rowsOf = (sheet: ParsedSheet | undefined) =>
  (sheet?.rows ?? []).map((r) =>
    Object.fromEntries(sheet?.headers.map((h, i) => [h, String(r.cells[i] ?? '')]) ?? []),
  );

async function zipOf(name: string, files: string[]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addFile(fixture(file), `CY2024_Landscape/${file}`);
  zip.addBuffer(Buffer.from('ReadMe'), 'ReadMe.txt');
  zip.end();
  const target = path.join(temp, name);
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(fs.createWriteStream(target)).on('close', resolve).on('error', reject);
  });
  return target;
}

describe('header names across the years', () => {
  it.each([
    [
      'Monthly Consolidated Premium (Includes Part C + D)',
      'monthly consolidated premium (includes part c + d)',
    ],
    [
      'Monthly Consolidated Premium* (Includes Part C + D)',
      'monthly consolidated premium (includes part c + d)',
    ],
    ['In-network MOOP Amount **', 'in-network moop amount'],
    ['2024 Overall Star Rating', 'overall star rating'],
    ['Overal Star Rating', 'overall star rating'],
    ['Part C Premium2', 'part c premium'],
    ['\uFEFFContract  Year ', 'contract year'],
  ])('%j matches as %j', (header, key) => {
    expect(landscapeHeaderKey(header)).toBe(key);
  });
});

describe('Landscape values of issue 18', () => {
  it.each([
    ['$9,250.00 ', '9250.00'],
    ['($20.80)', '-20.80'],
    ['Not Applicable', null],
  ])('money %j → %j', (text, expected) => {
    expect(landscapeMoney(text)).toBe(expected);
  });

  it.each([
    ['HIDE', 'HIDE'],
    ['Coordination Only (CO)', 'CO'],
    ['Coordination-Only', 'CO'],
    ['Fully Integrated Dual Eligible SNP (FIDE SNP)', 'FIDE'],
    ['Highly Integrated Dual Eligible SNP (HIDE SNP)', 'HIDE'],
    ['Not Applicable', null],
    ['', null],
    ['Applicable Integrated Plan', 'Applicable Integrated Plan'],
  ])('D-SNP integration %j → %j', (text, expected) => {
    expect(dsnpIntegrationStatus(text)).toBe(expected);
  });

  it('reads C-SNP conditions from the cell or from the flag columns', () => {
    expect(csnpConditionTypes('Diabetes Mellitus, Chronic Heart Failure')).toBe(
      'Diabetes Mellitus; Chronic Heart Failure',
    );
    expect(csnpConditionTypes('Cardiovascular Disorders, Chronic Heart Failure and Diabetes; Dementia')).toBe(
      'Cardiovascular Disorders, Chronic Heart Failure and Diabetes; Dementia',
    );
    expect(csnpConditionTypes('Not Applicable', ['Dementia'])).toBe('Dementia');
    expect(csnpConditionTypes('')).toBeNull();
  });

  it('maps plan types of every category', () => {
    expect(mapPlanType('Medicare Prescription Drug Plan')).toBe('PDP');
    expect(mapPlanType('Local PPO', 'Yes', 'Chronic or Disabling Condition')).toBe('PPO C-SNP');
    // The 2024 SNP file has no indicator column: the SNP type alone says it.
    expect(mapPlanType('HMO', '', 'Dual-Eligible')).toBe('HMO D-SNP');
    expect(mapPlanType('HMO', 'No', 'Not Applicable')).toBe('HMO');
    expect(mapPlanType('National PACE')).toBe('PACE');
  });

  it('reads the contract category, or derives it for files without the column', () => {
    const derived = { contractId: 'H7001', snp: false, hasRxCoverage: true, pdp: false };
    expect(contractCategoryOf('MA-PD', derived)).toBe('MA-PD');
    expect(contractCategoryOf('mapd', derived)).toBe('MA-PD');
    expect(contractCategoryOf('', derived)).toBe('MA-PD');
    expect(contractCategoryOf('', { ...derived, hasRxCoverage: false })).toBe('MA');
    expect(contractCategoryOf('', { ...derived, snp: true })).toBe('SNP');
    expect(contractCategoryOf('', { ...derived, contractId: 'S7005' })).toBe('PDP');
    expect(contractCategoryOf('Cost', derived)).toBe('invalid');
  });
});

describe('the 2027 file, streamed and filtered to Oklahoma', () => {
  it('keeps every category with its premiums, stars and SNP details', async () => {
    const read = await readLandscapeFile(fixture('CY2027_Landscape_sample.csv'), ['OK']);
    expect(read.rowsRead).toBe(10);
    const sheet = read.sheets.get('OK');
    expect(sheet?.rows.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]); // Texas (line 11) left out
    const result = landscapeToPlans(rowsOf(sheet), { state: 'OK' });
    expect(result.rowErrors).toEqual([]);
    const plan = (id: string) => result.plans.find((p) => p.planId === id);
    const details = (id: string) => result.details.find((d) => d.planId === id);

    // Two county premiums: the plan keeps the one most of its counties have; each county's is kept.
    expect(plan('H7001-001')).toMatchObject({ planYear: 2027, monthlyPremium: '0.00', starRating: 4.5 });
    expect(details('H7001-001')).toMatchObject({
      contractCategory: 'MA-PD',
      partCPremium: '0.00',
      partDPremium: '0.00',
      partCStarRating: 4.5,
      partDStarRating: 4,
    });
    expect(
      result.premiums.filter((p) => p.planId === 'H7001-001').map((p) => [p.county, p.partCPremium]),
    ).toEqual([
      ['Oklahoma', '0.00'],
      ['Cleveland', '0.00'],
      ['Tulsa', '12.00'],
    ]);

    expect(plan('H7003-010')).toMatchObject({
      planType: 'HMO D-SNP',
      monthlyPremium: '38.40',
      starRating: null,
    });
    expect(details('H7003-010')).toEqual({
      planId: 'H7003-010',
      row: 5,
      filedPlanType: 'HMO D-SNP',
      contractCategory: 'SNP',
      partCPremium: '0.00',
      partDPremium: '38.40',
      starRatingState: 'too-new',
      partCStarRating: null,
      partCStarRatingState: 'too-new',
      partDStarRating: null,
      partDStarRatingState: 'not-enough-data',
      snpType: 'D-SNP',
      dsnpIntegrationStatus: 'HIDE',
      csnpConditionTypes: null,
      zeroDollarCostSharing: true,
    });

    expect(plan('H7010-002')).toMatchObject({
      planType: 'PPO C-SNP',
      monthlyPremium: '39.70',
      rxDeductible: '250.00',
    });
    expect(details('H7010-002')).toMatchObject({
      contractCategory: 'SNP',
      partCPremium: '9.50',
      partDPremium: '30.20',
      snpType: 'C-SNP',
      csnpConditionTypes: 'Diabetes Mellitus; Chronic Heart Failure',
      dsnpIntegrationStatus: null,
      zeroDollarCostSharing: null,
    });

    expect(plan('S7005-001')).toMatchObject({
      planType: 'PDP',
      monthlyPremium: '21.10',
      hasRxCoverage: true,
      moopInNetwork: null,
      counties: ['Oklahoma', 'Tulsa'],
    });
    expect(details('S7005-001')).toMatchObject({
      contractCategory: 'PDP',
      partCPremium: null,
      partDPremium: '21.10',
      starRatingState: 'not-applicable',
      partCStarRatingState: 'not-applicable',
      partDStarRating: 3.5,
    });

    expect(plan('H7002-005')).toMatchObject({
      hasRxCoverage: false,
      monthlyPremium: '12.50',
      starRating: null,
    });
    expect(details('H7002-005')).toMatchObject({
      contractCategory: 'MA',
      partDPremium: null,
      starRatingState: 'not-enough-data',
      partDStarRatingState: 'not-applicable',
    });
  });

  it('refuses a negative premium, naming its column', () => {
    const rows = [
      {
        'Contract Year': '2027',
        'Contract Category Type': 'MA',
        'State Territory Abbreviation': 'OK',
        'County Name': 'Payne',
        'Contract ID': 'H7002',
        'Plan ID': '5',
        'Segment ID': '0',
        'Organization Marketing Name': 'Redbud Health',
        'Plan Name': 'Redbud Open Access (PPO)',
        'Plan Type': 'Local PPO',
        'Part C Premium': '($20.80)',
        'Monthly Consolidated Premium (Part C + D)': '$12.50 ',
      },
    ];
    expect(landscapeToPlans(rows, { state: 'OK' }).rowErrors).toEqual([
      {
        row: 2,
        planId: 'H7002-005',
        errors: [
          {
            field: 'Part C Premium',
            message: 'Must be an amount of money such as $12.30, or Not Applicable',
          },
        ],
      },
    ]);
  });

  it('keeps the premium of most counties on the plan; on a tie, the lowest', () => {
    const row = (county: string, partC: string) => ({
      'State Territory Abbreviation': 'OK',
      'County Name': county,
      'Contract ID': 'H7100',
      'Plan ID': '1',
      'Segment ID': '0',
      'Organization Marketing Name': 'Test Carrier',
      'Plan Name': 'Test Plan (HMO)',
      'Plan Type': 'HMO',
      'Part C Premium': partC,
      'Part D Total Premium': '$0.00 ',
      'Monthly Consolidated Premium (Part C + D)': partC,
    });
    const premium = (rows: Record<string, string>[]) =>
      landscapeToPlans(rows, { state: 'OK' }).plans[0]?.monthlyPremium;
    expect(premium([row('Tulsa', '$12.00 '), row('Creek', '$0.00 '), row('Osage', '$0.00 ')])).toBe('0.00');
    expect(premium([row('Tulsa', '$12.00 '), row('Creek', '$12.00 '), row('Osage', '$0.00 ')])).toBe('12.00');
    expect(premium([row('Tulsa', '$12.00 '), row('Creek', '$7.00 ')])).toBe('7.00');
  });
});

describe('the 2024 files: separate MA and SNP files in one zip', () => {
  it('reads both files under their own headers, past their title lines', async () => {
    const zip = await zipOf('CY2024_Landscape.zip', [
      'CY2024_Landscape_MA_sample.csv',
      'CY2024_Landscape_SNP_sample.csv',
    ]);
    const read = await readLandscapeFile(zip, ['OK']);
    expect(read.files).toEqual([
      'CY2024_Landscape/CY2024_Landscape_MA_sample.csv',
      'CY2024_Landscape/CY2024_Landscape_SNP_sample.csv',
    ]);
    expect(read.rowsRead).toBe(6);
    const sheet = read.sheets.get('OK');
    // Each row keeps its line in its own file (the MA file's header is line 4, the SNP file's line 3).
    expect(sheet?.rows.map((r) => r.row)).toEqual([5, 6, 7, 4, 5]);
    const result = landscapeToPlans(rowsOf(sheet), { state: 'OK' });
    expect(result.rowErrors).toEqual([]);
    expect(
      result.plans.map((p) => [
        p.planId,
        p.planType,
        p.monthlyPremium,
        p.moopInNetwork,
        p.starRating,
        p.counties,
      ]),
    ).toEqual([
      ['H7001-001', 'HMO', '0.00', '3900.00', 4.5, ['Oklahoma', 'Tulsa']],
      ['H7002-005', 'PPO', '12.50', '6700.00', null, ['Payne']],
      ['H7003-010', 'HMO D-SNP', '38.40', null, null, ['Oklahoma']],
      ['H7010-002', 'PPO C-SNP', '39.70', null, 3.5, ['Comanche']],
    ]);
    expect(result.plans.every((p) => p.planYear === undefined)).toBe(true); // no Contract Year: the import's year
    expect(
      result.details.map((d) => [
        d.planId,
        d.contractCategory,
        d.snpType,
        d.csnpConditionTypes,
        d.starRatingState,
      ]),
    ).toEqual([
      ['H7001-001', 'MA-PD', null, null, null],
      ['H7002-005', 'MA', null, null, 'too-new'],
      ['H7003-010', 'SNP', 'D-SNP', null, 'not-enough-data'],
      ['H7010-002', 'SNP', 'C-SNP', 'Chronic Heart Failure; Diabetes Mellitus', null],
    ]);
  });

  it('refuses a file that is not a Landscape file', async () => {
    const notLandscape = path.join(temp, 'plans.csv');
    fs.writeFileSync(notLandscape, 'planId,carrier\nH1,Test\n');
    await expect(readLandscapeFile(notLandscape, ['OK'])).rejects.toBeInstanceOf(ImportFileError);
  });
});
