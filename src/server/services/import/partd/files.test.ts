import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-file-error.ts';
import {
  identifyPartDFile,
  missingPartDColumns,
  PARTD_FILE_KINDS,
  PARTD_KIND_LABELS,
  partDPlanKey,
  readPartDHeader,
} from './files.ts';
import { HEADERS, INSULIN_WITH_COINSURANCE } from './fixtures/cms-files.ts';

const shuffled = (header: string) => {
  const names = header.split('|');
  return [...names.slice(1), names[0]].reverse().join('|');
};

describe('telling a Part D file by its header', () => {
  it('knows each of the nine tables by the header CMS writes', () => {
    expect(PARTD_FILE_KINDS.map((kind) => identifyPartDFile(HEADERS[kind]))).toEqual([...PARTD_FILE_KINDS]);
    expect(identifyPartDFile(INSULIN_WITH_COINSURANCE)).toBe('insulinCost');
  });

  it('knows them in lower case, in another column order, with trailing spaces and a byte-order mark', () => {
    for (const kind of PARTD_FILE_KINDS) {
      expect(identifyPartDFile(HEADERS[kind].toLowerCase())).toBe(kind);
      expect(identifyPartDFile(shuffled(HEADERS[kind]))).toBe(kind);
      expect(identifyPartDFile(`\uFEFF${HEADERS[kind].replaceAll('|', ' | ')}  `)).toBe(kind);
    }
  });

  it('takes extra columns: GAP_COV_TIER of the files up to 2024, and the fee columns being optional', () => {
    expect(identifyPartDFile(`${HEADERS.beneficiaryCost}|GAP_COV_TIER`)).toBe('beneficiaryCost');
    const withoutFees = HEADERS.pharmacyNetwork.split('|').slice(0, 10).join('|');
    expect(identifyPartDFile(withoutFees)).toBe('pharmacyNetwork');
  });

  it('knows no file that lacks a required column, and names what is missing', () => {
    expect(identifyPartDFile('RXCUI|GENERIC_RXCUI|TTY|FULL_NAME')).toBeNull();
    expect(identifyPartDFile('')).toBeNull();
    expect(identifyPartDFile(HEADERS.pricing.replace('|UNIT_COST', ''))).toBeNull();
    expect(missingPartDColumns(HEADERS.pricing.replace('NDC|', ''), 'pricing')).toEqual(['NDC']);
    expect(() => readPartDHeader(HEADERS.pricing, 'basicFormulary', 'pricing.txt')).toThrow(ImportFileError);
    expect(() => readPartDHeader(HEADERS.pricing, 'basicFormulary', 'pricing.txt')).toThrow(
      'pricing.txt is not a basic drugs formulary file: its header lacks FORMULARY_ID, FORMULARY_VERSION, CONTRACT_YEAR, RXCUI, TIER_LEVEL_VALUE and 5 more.',
    );
  });

  it('keeps where each column is, and the header width', () => {
    const header = readPartDHeader(`${shuffled(HEADERS.indicationCoverage)}|EXTRA`, 'indicationCoverage');
    expect(header.columnCount).toBe(5);
    expect([...header.columns]).toEqual([
      ['CONTRACT_ID', 0],
      ['DISEASE', 1],
      ['RXCUI', 2],
      ['PLAN_ID', 3],
      ['EXTRA', 4],
    ]);
  });

  it('has a plain name for each kind', () => {
    expect(Object.keys(PARTD_KIND_LABELS)).toEqual([...PARTD_FILE_KINDS]);
    expect(PARTD_KIND_LABELS.basicFormulary).toBe('Basic drugs formulary');
  });
});

describe('a Part D plan as ClearPlan names it', () => {
  it('is contract-plan, with the segment only when it is not 0', () => {
    expect(partDPlanKey('H3706', '001', '000')).toBe('H3706-001');
    expect(partDPlanKey('H3706', '001', '002')).toBe('H3706-001-2');
    expect(partDPlanKey('H3706', '1', '')).toBe('H3706-001');
    expect(partDPlanKey('S5884', '108', '010')).toBe('S5884-108-10');
  });
});
