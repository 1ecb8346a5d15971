import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, deflated } from '../../../../../tests/setup/zip-builder.ts';
import { ImportFileError } from '../import-file-error.ts';
import { textLines, unsafeZipEntryMessage } from '../source.ts';
import { cmsText, HEADERS, zipOf } from './fixtures/cms-files.ts';
import { readPartDFile } from './read.ts';
import { openPartDSource, PARTD_MAX_ENTRIES, releaseFromName } from './source.ts';

const PLAN = cmsText(
  HEADERS.planInformation,
  'H3706|001|000|HUMANA INSURANCE COMPANY|Humana Gold Plus H3706-001 (HMO)|00026123|0|0|21||OK|37550|0|N',
);
const FORMULARY = cmsText(HEADERS.basicFormulary, '00026123|12|2026|1364445|00003089421|3|Y|60|30|N|N');
const pharmacies = (npi: string) =>
  cmsText(HEADERS.pharmacyNetwork, `H3706|001|000|${npi}|73102|Y|N|Y|N|1|0|2|2|2|1.5|1.5|1.5`);
const RXTERMS = 'RXCUI|GENERIC_RXCUI|TTY|FULL_NAME\r\n861007||SCD|metformin\r\n';

let scratch: string;
beforeAll(async () => {
  scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'partd-source-test-'));
});
afterAll(async () => {
  await fsp.rm(scratch, { recursive: true, force: true });
});

/** A new folder in the scratch folder for one test. */
async function folder(name: string): Promise<string> {
  const dir = path.join(scratch, name);
  await fsp.mkdir(dir, { recursive: true });
  return dir;
}

async function allLines(lines: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
}

describe('a folder of Part D files', () => {
  it('lists each .txt with the kind its header tells, parts in order, other files passed over', async () => {
    const dir = await folder('PPUF_2026Q4');
    await fsp.writeFile(path.join(dir, 'plan information  PPUF_2026Q4.txt'), PLAN);
    await fsp.mkdir(path.join(dir, 'formulary'));
    await fsp.writeFile(path.join(dir, 'formulary', 'basic drugs formulary file.TXT'), FORMULARY);
    for (const part of [10, 2, 1])
      await fsp.writeFile(
        path.join(dir, `pharmacy networks file PPUF_2026Q4 part ${part}.txt`),
        pharmacies('1234567893'),
      );
    await fsp.writeFile(path.join(dir, 'RxTerms202610.txt'), RXTERMS);
    await fsp.writeFile(path.join(dir, 'empty.txt'), '');
    await fsp.writeFile(path.join(dir, 'ReadMe.pdf'), '%PDF-1.4');
    await fsp.writeFile(path.join(dir, 'Data dictionary.xlsx'), 'PK');

    const source = await openPartDSource(dir);
    expect(source.name).toBe('PPUF_2026Q4');
    expect(source.release).toEqual({ contractYear: 2026, releaseDate: null, label: '2026 Q4' });
    expect(source.files.map((f) => [f.name, f.kind])).toEqual([
      ['empty.txt', null],
      ['formulary/basic drugs formulary file.TXT', 'basicFormulary'],
      ['pharmacy networks file PPUF_2026Q4 part 1.txt', 'pharmacyNetwork'],
      ['pharmacy networks file PPUF_2026Q4 part 2.txt', 'pharmacyNetwork'],
      ['pharmacy networks file PPUF_2026Q4 part 10.txt', 'pharmacyNetwork'],
      ['plan information  PPUF_2026Q4.txt', 'planInformation'],
      ['RxTerms202610.txt', null],
    ]);
    const plan = source.files.find((f) => f.kind === 'planInformation');
    if (!plan) throw new Error('no plan information file');
    expect(await allLines(plan.lines())).toEqual(PLAN.split('\r\n').slice(0, 2));
    await source.close();
  });

  it('opens a single .txt too, and says what it cannot open', async () => {
    const dir = await folder('single');
    await fsp.writeFile(
      path.join(dir, 'pricing.txt'),
      cmsText(HEADERS.pricing, 'H3706|001|000|00003089421|30|9.4321'),
    );
    await fsp.writeFile(path.join(dir, 'pricing.csv'), 'x');
    const source = await openPartDSource(path.join(dir, 'pricing.txt'));
    expect(source.files.map((f) => [f.name, f.kind])).toEqual([['pricing.txt', 'pricing']]);
    expect(source.release).toBeNull();
    await source.close();
    await expect(openPartDSource(path.join(dir, 'pricing.csv'))).rejects.toThrow(
      'pricing.csv is not a folder, a .zip or a .txt file.',
    );
    await expect(openPartDSource(path.join(dir, 'absent.zip'))).rejects.toThrow('absent.zip was not found.');
  });
});

describe('a Part D zip as CMS ships it', () => {
  it('reads a flat zip: tables listed and read, the ReadMe and macOS copies passed over', async () => {
    const file = path.join(await folder('flat'), 'SPUF_2026_20261015.zip');
    await fsp.writeFile(
      file,
      await zipOf([
        { name: 'SPUF_2026_20261015/plan information.txt', content: PLAN },
        { name: 'SPUF_2026_20261015/basic drugs formulary file.txt', content: FORMULARY },
        { name: 'SPUF_2026_20261015/ReadMe.pdf', content: '%PDF-1.4' },
        { name: '__MACOSX/SPUF_2026_20261015/._plan information.txt', content: 'binary' },
      ]),
    );
    const source = await openPartDSource(file);
    expect(source.release).toEqual({
      contractYear: 2026,
      releaseDate: '2026-10-15',
      label: '2026, released 2026-10-15',
    });
    expect(source.files.map((f) => [f.name, f.kind])).toEqual([
      ['SPUF_2026_20261015/basic drugs formulary file.txt', 'basicFormulary'],
      ['SPUF_2026_20261015/plan information.txt', 'planInformation'],
    ]);
    const formulary = source.files[0];
    if (!formulary) throw new Error('no formulary file');
    const rows = [];
    for await (const row of readPartDFile(formulary, { kind: 'basicFormulary' })) rows.push(row);
    expect(rows.map((r) => [r.formularyId, r.rxcui, r.ndc, r.tier])).toEqual([
      ['00026123', '1364445', '00003089421', 3],
    ]);
    await source.close();
  });

  it('reads the zip of zips, one inner zip per table, and removes its copies on close', async () => {
    const dir = await folder('nested');
    const tempDir = await folder('nested-temp');
    const deeper = await zipOf([{ name: 'deeper.txt', content: PLAN }]);
    const file = path.join(
      dir,
      '2026 Q4 Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing Information.zip',
    );
    await fsp.writeFile(
      file,
      await zipOf([
        { name: 'ReadMe.pdf', content: '%PDF-1.4' },
        {
          name: 'basic drugs formulary file.zip',
          content: await zipOf([{ name: 'basic drugs formulary file  20261001.txt', content: FORMULARY }]),
        },
        {
          name: 'pharmacy networks file part 1.zip',
          content: await zipOf([
            { name: 'pharmacy networks file part 1.txt', content: pharmacies('1234567893') },
          ]),
        },
        {
          name: 'pharmacy networks file part 2.zip',
          content: await zipOf([
            { name: 'pharmacy networks file part 2.txt', content: pharmacies('1987654321') },
            { name: 'zipped again.zip', content: deeper },
          ]),
        },
        { name: 'plan information.txt', content: PLAN },
      ]),
    );
    const source = await openPartDSource(file, { tempDir });
    expect(source.release).toEqual({ contractYear: 2026, releaseDate: null, label: '2026 Q4' });
    expect(source.files.map((f) => [f.name, f.kind])).toEqual([
      ['basic drugs formulary file.zip/basic drugs formulary file  20261001.txt', 'basicFormulary'],
      ['pharmacy networks file part 1.zip/pharmacy networks file part 1.txt', 'pharmacyNetwork'],
      ['pharmacy networks file part 2.zip/pharmacy networks file part 2.txt', 'pharmacyNetwork'],
      ['plan information.txt', 'planInformation'],
    ]);
    const npis = [];
    for (const file of source.files.filter((f) => f.kind === 'pharmacyNetwork'))
      for await (const row of readPartDFile(file, { kind: 'pharmacyNetwork' })) npis.push(row.pharmacyNpi);
    expect(npis).toEqual(['1234567893', '1987654321']);
    expect(await fsp.readdir(tempDir)).toHaveLength(1);
    await source.close();
    await source.close();
    expect(await fsp.readdir(tempDir)).toEqual([]);
  });

  it('reads Zip64, as a national release of several GB is written', async () => {
    const file = path.join(await folder('zip64'), 'PPUF_2025Q2.zip');
    const inner = await zipOf(
      [{ name: 'pricing file.txt', content: cmsText(HEADERS.pricing, 'H3706|001|000|3089421|90|9.1') }],
      {
        zip64: true,
      },
    );
    await fsp.writeFile(file, await zipOf([{ name: 'pricing file.zip', content: inner }], { zip64: true }));
    const source = await openPartDSource(file);
    const pricing = source.files[0];
    if (!pricing) throw new Error('no pricing file');
    expect(pricing.kind).toBe('pricing');
    const rows = [];
    for await (const row of readPartDFile(pricing, { kind: 'pricing' })) rows.push(row);
    expect(rows).toEqual([
      {
        contractId: 'H3706',
        planId: '001',
        segmentId: '000',
        ndc: '00003089421',
        daysSupply: 90,
        unitCost: 9.1,
      },
    ]);
    await source.close();
  });

  it('finds the zips in a folder, with their inner zips', async () => {
    const dir = await folder('folder-of-zips');
    const inner = await zipOf([{ name: 'basic drugs formulary file.txt', content: FORMULARY }]);
    await fsp.writeFile(
      path.join(dir, 'PPUF_2026Q1.zip'),
      await zipOf([{ name: 'formulary.zip', content: inner }]),
    );
    const source = await openPartDSource(dir);
    expect(source.files.map((f) => [f.name, f.kind])).toEqual([
      ['PPUF_2026Q1.zip/formulary.zip/basic drugs formulary file.txt', 'basicFormulary'],
    ]);
    await source.close();
  });

  it('refuses an entry name that leaves its folder, a zip of too many entries, and a broken zip, leaving no copies', async () => {
    const dir = await folder('refused');
    const tempDir = await folder('refused-temp');
    const inner = Buffer.from(buildZip([deflated('../../escape.txt', PLAN)]));
    await fsp.writeFile(
      path.join(dir, 'slip.zip'),
      await zipOf([{ name: 'plan information.zip', content: inner }]),
    );
    await expect(openPartDSource(path.join(dir, 'slip.zip'), { tempDir })).rejects.toThrow(ImportFileError);
    await expect(openPartDSource(path.join(dir, 'slip.zip'), { tempDir })).rejects.toThrow(
      unsafeZipEntryMessage('plan information.zip', '../../escape.txt'),
    );
    expect(await fsp.readdir(tempDir)).toEqual([]);

    const many = Array.from({ length: PARTD_MAX_ENTRIES + 1 }, (_, i) => ({
      name: `f${i}.txt`,
      content: '',
    }));
    await fsp.writeFile(path.join(dir, 'many.zip'), await zipOf(many));
    await expect(openPartDSource(path.join(dir, 'many.zip'))).rejects.toThrow(
      `many.zip could not be read as a zip file: it holds ${PARTD_MAX_ENTRIES + 1} entries; a Part D release has far fewer than ${PARTD_MAX_ENTRIES}`,
    );

    await fsp.writeFile(path.join(dir, 'not really.zip'), PLAN);
    await expect(openPartDSource(path.join(dir, 'not really.zip'))).rejects.toThrow(
      /^not really\.zip could not be read as a zip file: /,
    );
  });
});

describe('streaming lines', () => {
  const chunks = (...parts: (string | number[])[]) =>
    Readable.from(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

  it('splits on LF, drops the CR before it, and decodes a character split between chunks', async () => {
    // "é" is 0xC3 0xA9 in UTF-8; the CR and LF of the first line end also fall in different chunks.
    const input = chunks('a|b\r', '\nSan Jos', [0xc3], [0xa9, 0x7c, 0x31, 0x0a], 'last line without an end');
    expect(await allLines(textLines(input, 'x.txt'))).toEqual([
      'a|b',
      'San José|1',
      'last line without an end',
    ]);
    expect(await allLines(textLines(chunks('one\n\ntwo\n'), 'x.txt'))).toEqual(['one', '', 'two']);
  });

  it('destroys the stream when the reader stops early', async () => {
    const input = chunks('header\n', 'row 1\n', 'row 2\n');
    for await (const line of textLines(input, 'x.txt')) {
      expect(line).toBe('header');
      break;
    }
    expect(input.destroyed).toBe(true);
  });

  it('refuses a line longer than 1 MB, as a file that is not a text table', async () => {
    const input = Readable.from([Buffer.alloc(1024 * 1024 + 1, 0x41)]);
    await expect(allLines(textLines(input, 'big.txt'))).rejects.toThrow(
      'big.txt: line 1 is longer than 1 MB; this is not a text table.',
    );
  });
});

describe('the release a name tells', () => {
  it.each([
    [
      'SPUF_2026_20261015.zip',
      { contractYear: 2026, releaseDate: '2026-10-15', label: '2026, released 2026-10-15' },
    ],
    ['PPUF_2026Q4.zip', { contractYear: 2026, releaseDate: null, label: '2026 Q4' }],
    ['PPUF_2026Q4', { contractYear: 2026, releaseDate: null, label: '2026 Q4' }],
    [
      '2026 Q4 Quarterly Prescription Drug Plan Formulary, Pharmacy Network, and Pricing Information.zip',
      { contractYear: 2026, releaseDate: null, label: '2026 Q4' },
    ],
    [
      '/data/uploads/ppuf_2025q1_20250115.zip',
      { contractYear: 2025, releaseDate: '2025-01-15', label: '2025 Q1' },
    ],
    ['SPUF_20261015.zip', { contractYear: null, releaseDate: '2026-10-15', label: 'released 2026-10-15' }],
    ['SPUF_2026_20261315.zip', { contractYear: 2026, releaseDate: null, label: '2026' }],
    ['Part D 2027', { contractYear: 2027, releaseDate: null, label: '2027' }],
  ])('%s', (name, release) => {
    expect(releaseFromName(name)).toEqual(release);
  });

  it('is null for a name that tells none', () => {
    expect(releaseFromName('formulary files.zip')).toBeNull();
    expect(releaseFromName('PPUF_Q4.zip')).toBeNull();
    expect(releaseFromName('plan 120265.zip')).toBeNull();
  });
});
