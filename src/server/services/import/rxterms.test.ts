import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './import-file-error.ts';
import { checkRxTermsHeader, cutShortMessage, RXTERMS_COLUMNS, readRxTerms } from './rxterms.ts';

const HEADER = RXTERMS_COLUMNS.join('|');
const stream = (...lines: string[]) => Readable.from([lines.join('\n')]);

// Rows in the published layout: a generic (SCD), its brand (SBD, with GENERIC_RXCUI), a retired one.
const METFORMIN =
  '861007||SCD|metformin hydrochloride 500 MG Oral Tablet|Oral Tablet|metformin hydrochloride 500 MG Oral Tablet||metFORMIN (Oral Pill)|Oral Pill|Tab|500 mg|||||||metformin hydrochloride 500 MG Oral Tablet';
const LIPITOR =
  '617314|617310|SBD|atorvastatin 10 MG Oral Tablet [Lipitor]|Oral Tablet|atorvastatin 10 MG Oral Tablet|LIPITOR|LIPITOR (Oral Pill)|Oral Pill|Tab|10 mg||||1155570|SBDG|Lipitor Pill|Lipitor 10 MG Oral Tablet';
const RETIRED =
  '999999||SCD|retired drug|Oral Tablet|retired drug||RETIRED (Oral Pill)|Oral Pill|Tab|1 mg|||RETIRED||||';

describe('reading an RxTerms file', () => {
  it('reads generics and brands as published, with the brand linked to its generic', async () => {
    const result = await readRxTerms(stream(HEADER, METFORMIN, LIPITOR, RETIRED, ''));
    expect(result.problems).toEqual([]);
    expect(result.drugs.map((d) => [d.rxcui, d.tty, d.genericRxcui, d.brandName, d.retired])).toEqual([
      ['861007', 'SCD', null, null, false],
      ['617314', 'SBD', '617310', 'LIPITOR', false],
      ['999999', 'SCD', null, null, true],
    ]);
    expect(result.drugs[1]).toMatchObject({
      fullGenericName: 'atorvastatin 10 MG Oral Tablet',
      displayName: 'LIPITOR (Oral Pill)',
      route: 'Oral Pill',
      newDoseForm: 'Tab',
      strength: '10 mg',
      prescribableName: 'Lipitor 10 MG Oral Tablet',
    });
  });

  it('reads older releases that end at IS_RETIRED', async () => {
    const older = RXTERMS_COLUMNS.slice(0, 14).join('|');
    const row = METFORMIN.split('|').slice(0, 14).join('|');
    const result = await readRxTerms(stream(older, row));
    expect(result.drugs).toHaveLength(1);
    expect(result.drugs[0]?.prescribableName).toBeNull();
  });

  it('reads the release with SXDG columns and no PSN (17 columns)', async () => {
    const header = RXTERMS_COLUMNS.slice(0, 17).join('|');
    expect(header.endsWith('|IS_RETIRED|SXDG_RXCUI|SXDG_TTY|SXDG_NAME')).toBe(true);
    const row = LIPITOR.split('|').slice(0, 17).join('|');
    const result = await readRxTerms(stream(header, row, ''));
    expect(result.problems).toEqual([]);
    expect(result.drugs[0]).toMatchObject({ rxcui: '617314', brandName: 'LIPITOR', prescribableName: null });
    expect(checkRxTermsHeader(header)).toBe(17);
  });

  it('refuses a file that ends in the middle of a row, naming its line', async () => {
    const cut = LIPITOR.split('|').slice(0, 6).join('|');
    // No line break after the cut row: the file stops mid-row.
    const result = await readRxTerms(Readable.from([`${HEADER}\n${METFORMIN}\n${cut}`]));
    expect(result.drugs).toHaveLength(1);
    expect(result.problems).toEqual([{ line: 3, field: null, message: cutShortMessage(3, 6, 18) }]);
    expect(result.problems[0]?.message).toMatch(/^Line 3 is cut short: the file ends in the middle of a row/);
    // The same short line followed by a line break is an ordinary short line.
    const ended = await readRxTerms(Readable.from([`${HEADER}\n${METFORMIN}\n${cut}\n`]));
    expect(ended.problems[0]?.message).toBe('Line 3 has 6 values; the header has 18');
  });

  it('refuses a file whose header is not RxTerms, before reading any row', async () => {
    await expect(readRxTerms(stream('Contract ID,Plan ID,Plan Name', METFORMIN))).rejects.toThrow(
      ImportFileError,
    );
    expect(() => checkRxTermsHeader(HEADER.replace('TTY', 'TYPE'))).toThrow(/column 3 is "TYPE"/);
    expect(() => checkRxTermsHeader(`${HEADER}|EXTRA`)).toThrow(/has 19 columns/);
    // A layout NLM never published is refused naming the three that exist.
    expect(() => checkRxTermsHeader(RXTERMS_COLUMNS.slice(0, 16).join('|'))).toThrow(
      /column 17 is ""; .* 14 columns \(ending at IS_RETIRED\), 17 \(ending at SXDG_NAME\) or 18 \(ending at PSN\)/,
    );
    await expect(readRxTerms(stream())).rejects.toThrow(/empty/);
  });

  it('names the line and field of each bad row and keeps the good ones', async () => {
    const badRxcui = METFORMIN.replace('861007', 'x861007');
    const brandWithoutName = LIPITOR.replace('|LIPITOR|', '||');
    const shortLine = 'only|three|values';
    const badTty = METFORMIN.replace('|SCD|', '|IN|');
    const result = await readRxTerms(
      stream(HEADER, badRxcui, brandWithoutName, METFORMIN, shortLine, badTty),
    );
    expect(result.drugs.map((d) => d.rxcui)).toEqual(['861007']);
    expect(result.problems).toEqual([
      { line: 2, field: 'RXCUI', message: 'Line 2: RXCUI must be a number' },
      { line: 3, field: 'BRAND_NAME', message: 'Line 3: a branded drug (SBD) needs BRAND_NAME' },
      { line: 5, field: null, message: 'Line 5 has 3 values; the header has 18' },
      { line: 6, field: 'TTY', message: 'Line 6: TTY must be one of SCD, SBD, GPCK, BPCK' },
    ]);
    expect(result.problemCount).toBe(4);
    // Messages name lines and fields, never a value from the file.
    expect(JSON.stringify(result.problems)).not.toContain('x861007');
  });

  it('reads Windows line ends and a byte-order mark', async () => {
    const result = await readRxTerms(Readable.from([`\uFEFF${HEADER}\r\n${METFORMIN}\r\n`]));
    expect(result.drugs.map((d) => d.rxcui)).toEqual(['861007']);
  });
});
