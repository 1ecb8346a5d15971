/**
 * The plan files' first bytes (issue 18): PBP and Plan-Net uploads are zips; a Landscape upload is
 * a zip, or UTF-8 text whose first 16 kB hold the "Contract ID" header; and the names they are
 * saved under (the importers open a PBP or Plan-Net file as a zip only by its .zip name).
 */
import { describe, expect, it } from 'vitest';
import { MEDICARE_FILE_MESSAGES } from '../../../shared/medicare-file-contracts.ts';
import { AppError } from '../../errors.ts';
import { fileImporter, savedFileName } from '../../services/import/importers.ts';
import { checkLandscapeHead, type HeadVerdict } from '../../services/import/medicare-file-checks.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const message = (verdict: HeadVerdict) => (verdict instanceof AppError ? verdict.message : verdict);
const HEADER = 'Contract Year,State Territory Abbreviation,Contract ID,Plan ID,Segment ID\r\n';

describe("Medicare plan files' first bytes", () => {
  it('a PBP release and a Plan-Net export are zips, each refused in its own words', () => {
    for (const kind of ['pbp', 'plan-net'] as const) {
      expect(fileImporter(kind).checkHead(bytes('PK\u0003\u0004'), false)).toBe('ok');
      expect(fileImporter(kind).checkHead(bytes('PK'), false)).toBe('more');
      expect(message(fileImporter(kind).checkHead(bytes('PK'), true))).toBe(
        MEDICARE_FILE_MESSAGES.notZipOf[kind],
      );
      expect(message(fileImporter(kind).checkHead(bytes('{"resourceType":'), false))).toBe(
        MEDICARE_FILE_MESSAGES.notZipOf[kind],
      );
      expect(message(fileImporter(kind).checkHead(bytes(''), true))).toBe(MEDICARE_FILE_MESSAGES.empty);
    }
  });

  it('a Landscape file is a zip, or text with the Contract ID header in its first 16 kB', () => {
    expect(checkLandscapeHead(bytes('PK\u0003\u0004'), false)).toBe('ok');
    expect(checkLandscapeHead(bytes('PK'), false)).toBe('more');
    // A CSV shorter than 16 kB is decided when it ends; a longer one at 16 kB.
    expect(checkLandscapeHead(bytes(HEADER), false)).toBe('more');
    expect(checkLandscapeHead(bytes(HEADER), true)).toBe('ok');
    // Older files' title lines come first; the header's spelling may be quoted or upper case.
    expect(checkLandscapeHead(bytes(`"2024 Landscape"\n\n"CONTRACT  ID",State\n`), true)).toBe('ok');
    const long = `${HEADER}${'2027,OK,H7001,001,0\r\n'.repeat(1000)}`;
    expect(checkLandscapeHead(bytes(long), false)).toBe('ok');
    // A character cut at 16 kB is not held against the file.
    const cut = bytes(`${HEADER}${'é'.repeat(9000)}`).subarray(0, 16 * 1024 + 1);
    expect(checkLandscapeHead(cut, false)).toBe('ok');
    expect(message(checkLandscapeHead(bytes('name,age\nx,1\n'), true))).toBe(
      MEDICARE_FILE_MESSAGES.noContractId,
    );
    expect(message(checkLandscapeHead(new Uint8Array(16 * 1024).fill(0), false))).toBe(
      MEDICARE_FILE_MESSAGES.notLandscape,
    );
    expect(message(checkLandscapeHead(bytes(''), true))).toBe(MEDICARE_FILE_MESSAGES.empty);
  });

  it('saves PBP and Plan-Net files under a .zip name, a Landscape file under its own', () => {
    expect(savedFileName('pbp-benefits-2027.zip', 'pbp')).toBe('pbp-benefits-2027.zip');
    expect(savedFileName('pbp benefits', 'pbp')).toBe('pbp benefits.zip');
    expect(savedFileName(undefined, 'plan-net')).toBe('plan-net-export.zip');
    expect(savedFileName('CY2027_Landscape.csv', 'landscape-file')).toBe('CY2027_Landscape.csv');
    expect(savedFileName('../CY2027.zip', 'landscape-file')).toBe('CY2027.zip');
    expect(savedFileName(undefined, 'landscape-file')).toBe('landscape.csv');
  });
});
