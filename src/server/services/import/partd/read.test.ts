import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-file-error.ts';
import { textLines } from '../source.ts';
import type { PartDFileKind } from './files.ts';
import { cmsText, HEADERS, INSULIN_WITH_COINSURANCE } from './fixtures/cms-files.ts';
import { newPartDReadReport, PARTD_MAX_PROBLEMS, type PartDRowByKind, readPartDFile } from './read.ts';

const fileOf = (text: string | Buffer) => ({
  name: 'test.txt',
  lines: () => textLines(Readable.from([Buffer.from(text)]), 'test.txt'),
});

async function readAll<K extends PartDFileKind>(
  kind: K,
  text: string,
  keep?: (row: PartDRowByKind[K]) => boolean,
) {
  const report = newPartDReadReport();
  const rows: PartDRowByKind[K][] = [];
  for await (const row of readPartDFile(fileOf(text), { kind, keep, report })) rows.push(row);
  return { rows, report };
}

describe('reading each Part D table as typed rows', () => {
  it('plan information: codes with their zeros, premium and deductible, an MA and a PDP plan', async () => {
    const { rows, report } = await readAll(
      'planInformation',
      cmsText(
        HEADERS.planInformation,
        'H3706|001|000|HUMANA INSURANCE COMPANY|Humana Gold Plus H3706-001 (HMO)|00026123|0|0|21||OK|37550|0|N',
        'S5884|108|000|HUMANA INSURANCE COMPANY|Humana Basic Rx Plan (PDP)|00026015|$45.10|590.00||22|OK||0|Y',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        contractName: 'HUMANA INSURANCE COMPANY',
        planName: 'Humana Gold Plus H3706-001 (HMO)',
        formularyId: '00026123',
        premium: 0,
        deductible: 0,
        maRegionCode: '21',
        pdpRegionCode: null,
        state: 'OK',
        countyCode: '37550',
        snp: 0,
        suppressed: false,
      },
      {
        contractId: 'S5884',
        planId: '108',
        segmentId: '000',
        contractName: 'HUMANA INSURANCE COMPANY',
        planName: 'Humana Basic Rx Plan (PDP)',
        formularyId: '00026015',
        premium: 45.1,
        deductible: 590,
        maRegionCode: null,
        pdpRegionCode: '22',
        state: 'OK',
        countyCode: null,
        snp: 0,
        suppressed: true,
      },
    ]);
  });

  it('geographic locator: a county code a spreadsheet shortened gets its zero back', async () => {
    const { rows } = await readAll(
      'geographicLocator',
      cmsText(
        HEADERS.geographicLocator,
        '1000|Alabama|Autauga|10|Alabama and Tennessee|11|Alabama and Tennessee',
      ),
    );
    expect(rows).toEqual([
      {
        countyCode: '01000',
        stateName: 'Alabama',
        county: 'Autauga',
        maRegionCode: '10',
        maRegion: 'Alabama and Tennessee',
        pdpRegionCode: '11',
        pdpRegion: 'Alabama and Tennessee',
      },
    ]);
  });

  it('basic formulary: tier, quantity limit, prior authorization and step therapy; NDCs to 11 digits', async () => {
    const { rows, report } = await readAll(
      'basicFormulary',
      cmsText(
        HEADERS.basicFormulary,
        '00026123|12|2026|1364445|00003089421|3|Y|60|30|N|N',
        '00026123|12|2026|861007|93-1048-1|1|n|||y|1',
        '00026123|12|2026|1991302||4|N|||Y|Y',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(rows[0]).toEqual({
      formularyId: '00026123',
      formularyVersion: 12,
      contractYear: 2026,
      rxcui: '1364445',
      ndc: '00003089421',
      tier: 3,
      quantityLimit: true,
      quantityLimitAmount: 60,
      quantityLimitDays: 30,
      priorAuthorization: false,
      stepTherapy: false,
    });
    expect(rows[1]).toMatchObject({
      ndc: '00093104801',
      tier: 1,
      quantityLimit: false,
      quantityLimitAmount: null,
      quantityLimitDays: null,
      priorAuthorization: true,
      stepTherapy: true,
    });
    expect(rows[2]?.ndc).toBeNull();
  });

  it('excluded drugs and indication-based coverage', async () => {
    const excluded = await readAll(
      'excludedDrugs',
      cmsText(HEADERS.excludedDrugs, 'H3706|1|312961|1|Y|30|30|N|N|Y'),
    );
    expect(excluded.rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        rxcui: '312961',
        tier: 1,
        quantityLimit: true,
        quantityLimitAmount: 30,
        quantityLimitDays: 30,
        priorAuthorization: false,
        stepTherapy: false,
        cappedBenefit: true,
      },
    ]);
    const indications = await readAll(
      'indicationCoverage',
      cmsText(HEADERS.indicationCoverage, 'H3706|001|1991302|Type 2 diabetes mellitus'),
    );
    expect(indications.rows).toEqual([
      { contractId: 'H3706', planId: '001', rxcui: '1991302', disease: 'Type 2 diabetes mellitus' },
    ]);
  });

  it('beneficiary cost: copays at each pharmacy column, a 30-day supply, specialty and deductible flags', async () => {
    const { rows, report } = await readAll(
      'beneficiaryCost',
      cmsText(HEADERS.beneficiaryCost, 'H3706|001|000|1|3|1|1|47|0|0|1|0|0|0|1|94|0|0|1|141|0|0|N|Y'),
    );
    expect(report.problems).toEqual([]);
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        coverageLevel: 1,
        gapPhase: false,
        tier: 3,
        daysSupplyCode: 1,
        daysSupply: 30,
        pref: { kind: 'copay', amount: 47 },
        nonpref: { kind: 'copay', amount: 0 },
        mailPref: { kind: 'copay', amount: 94 },
        mailNonpref: { kind: 'copay', amount: 141 },
        specialtyTier: false,
        deductibleApplies: true,
      },
    ]);
  });

  it('beneficiary cost: coinsurance as a rate (a percent read as one), its minimum and maximum, 60 and 90 days, no cost share', async () => {
    const { rows, report } = await readAll(
      'beneficiaryCost',
      cmsText(
        `${HEADERS.beneficiaryCost}|GAP_COV_TIER`,
        'H3706|001|000|1|4|4|2|0.25|0|100|2|0.40|5|0|2|25|0|$1,100.00|0||||N|Y|',
        'H3706|001|000|0|5|2|2|0.25|||1|1|0|0|0|0|0|0|||||Y|N|0',
        'H3706|001|000|2|1|3|1|0|0|0|1|0|0|0|1|0|0|0|1|0|0|0|N|N|1',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(rows.map((r) => [r.coverageLevel, r.gapPhase, r.tier, r.daysSupplyCode, r.daysSupply])).toEqual([
      [1, false, 4, 4, 60],
      [0, false, 5, 2, 90],
      [2, true, 1, 3, null],
    ]);
    expect(rows[0]).toMatchObject({
      pref: { kind: 'coinsurance', rate: 0.25, min: null, max: 100 },
      nonpref: { kind: 'coinsurance', rate: 0.4, min: 5, max: null },
      mailPref: { kind: 'coinsurance', rate: 0.25, min: null, max: 1100 },
      mailNonpref: null,
      specialtyTier: false,
      deductibleApplies: true,
    });
    expect(rows[1]).toMatchObject({
      pref: { kind: 'coinsurance', rate: 0.25, min: null, max: null },
      nonpref: { kind: 'copay', amount: 1 },
      mailPref: null,
      mailNonpref: null,
      specialtyTier: true,
      deductibleApplies: false,
    });
  });

  it('insulin cost: copays; a blank tier (defined standard); the coinsurance columns of later years', async () => {
    const older = await readAll(
      'insulinCost',
      cmsText(HEADERS.insulinCost, 'H3706|001|000|3|1|35|35|70|105'),
    );
    expect(older.rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        tier: 3,
        daysSupplyCode: 1,
        daysSupply: 30,
        copay: { pref: 35, nonpref: 35, mailPref: 70, mailNonpref: 105 },
        coinsurance: { pref: null, nonpref: null, mailPref: null, mailNonpref: null },
      },
    ]);
    const later = await readAll(
      'insulinCost',
      cmsText(INSULIN_WITH_COINSURANCE, 'S5884|108|000||2|||||0.25|25|0.25|'),
    );
    expect(later.rows[0]).toMatchObject({
      tier: null,
      daysSupplyCode: 2,
      daysSupply: 90,
      copay: { pref: null, nonpref: null, mailPref: null, mailNonpref: null },
      coinsurance: { pref: 0.25, nonpref: 0.25, mailPref: 0.25, mailNonpref: null },
    });
  });

  it('pricing: days supply in days, unit cost; plan, segment and NDC zeros put back', async () => {
    const { rows } = await readAll(
      'pricing',
      cmsText(HEADERS.pricing, 'H3706|001|000|00003089421|30|9.4321', 'H3706|1|0|3089421|90|9.1'),
    );
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        ndc: '00003089421',
        daysSupply: 30,
        unitCost: 9.4321,
      },
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        ndc: '00003089421',
        daysSupply: 90,
        unitCost: 9.1,
      },
    ]);
  });

  it('pharmacy network: NPI, five-digit ZIP, preferred and retail/mail flags, in area, floor price and fees', async () => {
    const { rows, report } = await readAll(
      'pharmacyNetwork',
      cmsText(
        HEADERS.pharmacyNetwork,
        'H3706|001|000|1234567893|73102|Y|N|Y|N|1|0.00|2.00|2.50|3.00|1.50|1.75|2.00',
        'H3706|001|000|1987654321|73102-4321|N|Y|N|Y|0|||||||',
      ),
    );
    expect(report.problems).toEqual([]);
    expect(rows[0]).toEqual({
      contractId: 'H3706',
      planId: '001',
      segmentId: '000',
      pharmacyNpi: '1234567893',
      zip: '73102',
      preferredRetail: true,
      preferredMail: false,
      retail: true,
      mail: false,
      inArea: true,
      floorPrice: 0,
      fees: { brand: { 30: 2, 60: 2.5, 90: 3 }, generic: { 30: 1.5, 60: 1.75, 90: 2 } },
    });
    expect(rows[1]).toMatchObject({
      zip: '73102',
      preferredRetail: false,
      preferredMail: true,
      retail: false,
      mail: true,
      inArea: false,
      floorPrice: null,
      fees: { brand: { 30: null, 60: null, 90: null }, generic: { 30: null, 60: null, 90: null } },
    });
    const withoutFees = HEADERS.pharmacyNetwork.split('|').slice(0, 10).join('|');
    const older = await readAll(
      'pharmacyNetwork',
      cmsText(withoutFees, 'H3706|001|000|1234567893|731024321|Y|N|Y|N|Y'),
    );
    expect(older.rows[0]).toMatchObject({ zip: '73102', inArea: true, floorPrice: null });
    expect(older.rows[0]?.fees.generic).toEqual({ 30: null, 60: null, 90: null });
  });
});

describe('the quirks of the files as published', () => {
  const ROW = 'H3706|001|000|00003089421|30|9.4321';

  it('reads a byte-order mark, CRLF, a trailing blank line, trailing spaces and lower-case names', async () => {
    const text = `\uFEFF${HEADERS.pricing.toLowerCase().replaceAll('|', ' |')}  \r\nH3706 |001 | 000|00003089421  |30|9.4321 \r\n\r\n`;
    const { rows, report } = await readAll('pricing', text);
    expect(report.problems).toEqual([]);
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        ndc: '00003089421',
        daysSupply: 30,
        unitCost: 9.4321,
      },
    ]);
    expect(report).toMatchObject({ lines: 3, rows: 1, kept: 1, rejected: 0, problemCount: 0 });
  });

  it('reads columns in another order and passes over extra ones', async () => {
    const { rows } = await readAll(
      'pricing',
      'UNIT_COST|EXTRA|NDC|DAYS_SUPPLY|SEGMENT_ID|PLAN_ID|CONTRACT_ID\n2.5|x|00003089421|60|000|002|H3706',
    );
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '002',
        segmentId: '000',
        ndc: '00003089421',
        daysSupply: 60,
        unitCost: 2.5,
      },
    ]);
  });

  it('names the line and the expected and actual count of a row with too few or too many values', async () => {
    const { rows, report } = await readAll(
      'pricing',
      cmsText(HEADERS.pricing, ROW, 'H3706|001|000|30', `${ROW}|9|9`),
    );
    expect(rows).toHaveLength(1);
    expect(report.problems).toEqual([
      { line: 3, field: null, message: 'Line 3 has 4 values; the header has 6' },
      { line: 4, field: null, message: 'Line 4 has 8 values; the header has 6' },
    ]);
  });

  it('names the line and field of a bad number or code, never the value, and keeps the good rows', async () => {
    const cost = (tier: string, days: string, type: string, amount: string) =>
      `H3706|001|000|1|${tier}|${days}|${type}|${amount}|0|0|1|0|0|0|1|94|0|0|1|141|0|0|N|Y`;
    const { rows, report } = await readAll(
      'beneficiaryCost',
      cmsText(
        HEADERS.beneficiaryCost,
        cost('3', '1', '1', '47'),
        cost('8', '1', '1', '47'),
        cost('3', '5', '1', '4x7'),
        cost('3', '1', '7', '47'),
        cost('3', '1', '2', '250'),
        'H37060|001|000|4|3|1|1|47|0|0|1|0|0|0|1|94|0|0|1|141|0|0|maybe|Y',
      ),
    );
    expect(rows).toHaveLength(1);
    expect(report.problems).toEqual([
      { line: 3, field: 'TIER', message: 'Line 3, TIER: expected a whole number from 1 to 7' },
      { line: 4, field: 'DAYS_SUPPLY', message: 'Line 4, DAYS_SUPPLY: expected a whole number from 1 to 4' },
      {
        line: 4,
        field: 'COST_AMT_PREF',
        message: 'Line 4, COST_AMT_PREF: expected an amount (a number of 0 or more)',
      },
      {
        line: 5,
        field: 'COST_TYPE_PREF',
        message: 'Line 5, COST_TYPE_PREF: expected a whole number from 0 to 2',
      },
      {
        line: 6,
        field: 'COST_AMT_PREF',
        message: 'Line 6, COST_AMT_PREF: expected a rate from 0 to 1 (or a percent up to 100)',
      },
      {
        line: 7,
        field: 'CONTRACT_ID',
        message: 'Line 7, CONTRACT_ID: expected H, R, S or E and four digits',
      },
      {
        line: 7,
        field: 'COVERAGE_LEVEL',
        message: 'Line 7, COVERAGE_LEVEL: expected a whole number from 0 to 3',
      },
      { line: 7, field: 'TIER_SPECIALTY_YN', message: 'Line 7, TIER_SPECIALTY_YN: expected Y or N' },
    ]);
    expect(report).toMatchObject({ rows: 1, kept: 1, rejected: 5, problemCount: 8 });
    const said = JSON.stringify(report.problems);
    for (const value of ['4x7', '250', 'H37060', 'maybe']) expect(said).not.toContain(value);
  });

  it('needs the codes and amounts a row cannot do without', async () => {
    const { report } = await readAll(
      'pharmacyNetwork',
      cmsText(HEADERS.pharmacyNetwork, 'H3706||000|123456789|7310|Y|N|Y|N|1|-1|||||| '),
    );
    expect(report.problems.map((p) => p.field)).toEqual([
      'PLAN_ID',
      'PHARMACY_NUMBER',
      'PHARMACY_ZIPCODE',
      'FLOOR_PRICE',
    ]);
    const pricing = await readAll('pricing', cmsText(HEADERS.pricing, 'H3706|001|000||30|'));
    expect(pricing.report.problems.map((p) => p.message)).toEqual([
      'Line 2, NDC: expected an NDC of up to 11 digits',
      'Line 2, UNIT_COST: expected an amount (a number of 0 or more)',
    ]);
  });

  it('refuses a file whose header is not of the kind asked for, or that is empty, before any row', async () => {
    const reading = readAll('basicFormulary', cmsText(HEADERS.pricing, ROW));
    await expect(reading).rejects.toThrow(ImportFileError);
    await expect(reading).rejects.toThrow(/^test.txt is not a basic drugs formulary file: its header lacks/);
    await expect(readAll('pricing', '')).rejects.toThrow(
      'test.txt is empty: a pricing file starts with its header line.',
    );
  });
});

describe('keeping some rows, and the report', () => {
  it('yields only the rows keep() accepts and counts the others', async () => {
    const text = cmsText(
      HEADERS.pricing,
      'H3706|001|000|00003089421|30|9.4321',
      'S5884|108|000|00003089421|30|9.55',
      'H3706|001|000|00093104801|90|0.05',
      'S5884|108|000|not-an-ndc|30|1',
    );
    const { rows, report } = await readAll('pricing', text, (row) => row.contractId === 'H3706');
    expect(rows.map((r) => r.ndc)).toEqual(['00003089421', '00093104801']);
    expect(report).toMatchObject({ lines: 5, rows: 3, kept: 2, rejected: 1, problemCount: 1 });
  });

  it('keeps the first 200 problems and counts them all; returns the report when iterated by hand', async () => {
    const bad = Array.from({ length: 250 }, () => 'H3706|001|000|00003089421|thirty|x');
    const reader = readPartDFile(fileOf(cmsText(HEADERS.pricing, ...bad, 'H3706|001|000|00003089421|30|1')), {
      kind: 'pricing',
    });
    let next = await reader.next();
    const rows = [];
    while (!next.done) {
      rows.push(next.value);
      next = await reader.next();
    }
    const report = next.value;
    expect(rows).toHaveLength(1);
    expect(report.problems).toHaveLength(PARTD_MAX_PROBLEMS);
    expect(report.problemCount).toBe(500);
    expect(report.rejected).toBe(250);
    expect(report.problems[0]).toEqual({
      line: 2,
      field: 'DAYS_SUPPLY',
      message: 'Line 2, DAYS_SUPPLY: expected a whole number from 1 to 365',
    });
    expect(report.problems.at(-1)?.line).toBe(101);
  });
});
