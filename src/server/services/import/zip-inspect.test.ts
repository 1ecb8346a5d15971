import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildZip, CONTENT_TYPES, deflated, zeros } from '../../../../tests/setup/zip-builder.ts';
import { XLSX_MAX_ENTRIES } from '../../../shared/import-contracts.ts';
import { inspectZip, looksLikeZip, scanZipEntries, worksheetCount } from './zip-inspect.ts';

describe('the xlsx zip-bomb guard', () => {
  it('reads the central directory of a real workbook and lets it through', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Plans').addRow(['planId', 'carrier']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(looksLikeZip(bytes)).toBe(true);
    const result = inspectZip(bytes);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.entries.map((e) => e.name)).toContain('[Content_Types].xml');
    expect(result.totalUncompressed).toBeGreaterThan(0);
    expect((await scanZipEntries(bytes, result.entries)).ok).toBe(true);
  });

  it('refuses by the numbers in the directory: total size, entry count, compression ratio', async () => {
    expect(inspectZip(buildZip([CONTENT_TYPES, await zeros('big.xml', 101)]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(inspectZip(buildZip([CONTENT_TYPES, await zeros('dense.xml', 2)]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    const entries = Array.from({ length: XLSX_MAX_ENTRIES }, (_, i) => deflated(`e${i}`, 'x'));
    expect(inspectZip(buildZip(entries)).ok).toBe(true);
    expect(inspectZip(buildZip([...entries, CONTENT_TYPES]))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('lets small, highly compressible entries pass (an empty sheet is mostly air)', async () => {
    const result = inspectZip(buildZip([CONTENT_TYPES, await zeros('small.xml', 1)]));
    expect(result.ok).toBe(true);
  });

  it('catches an entry that inflates past the size it declared, or a broken structure', async () => {
    const liar = buildZip([{ ...(await zeros('liar.xml', 1)), claimedSize: 1000 }]);
    const inspected = inspectZip(liar);
    if (!inspected.ok) throw new Error('the directory itself looks fine');
    expect((await scanZipEntries(liar, inspected.entries)).ok).toBe(false);
    expect(inspectZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toEqual({ ok: false, reason: 'not-zip' });
    const honest = buildZip([CONTENT_TYPES]);
    expect(inspectZip(honest.slice(0, honest.length - 10))).toEqual({ ok: false, reason: 'not-zip' });
    expect(looksLikeZip(new TextEncoder().encode('planId,carrier'))).toBe(false);
  });
});

describe('counting worksheet rows while inflating', () => {
  it('counts every row element once, whatever the chunk boundaries, and not <rowBreaks>', async () => {
    const rows = Array.from(
      { length: 50_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`,
    );
    const xml = `<worksheet><sheetData>${rows.join('')}<row/></sheetData><rowBreaks count="1"/></worksheet>`;
    const bytes = buildZip([
      CONTENT_TYPES,
      deflated('xl/worksheets/sheet1.xml', xml),
      deflated('xl/styles.xml', '<row>'),
    ]);
    const inspected = inspectZip(bytes);
    if (!inspected.ok) throw new Error('not a zip');
    expect(await scanZipEntries(bytes, inspected.entries)).toEqual({ ok: true, worksheetRows: [50_001] });
  });

  it('stops at the first sheet past the row limit without inflating the rest', async () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => `<row r="${i + 1}"><c><v>${i}</v></c></row>`);
    const sheet = deflated(
      'xl/worksheets/sheet1.xml',
      `<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`,
    );
    const bytes = buildZip([CONTENT_TYPES, sheet, deflated('xl/worksheets/sheet2.xml', '<row/>')]);
    const inspected = inspectZip(bytes);
    if (!inspected.ok) throw new Error('not a zip');
    const scan = await scanZipEntries(bytes, inspected.entries, 20_000);
    if (!scan.ok) throw new Error('scan failed');
    // One sheet reported, over the limit, and counted only as far as the first chunks past it.
    expect(scan.worksheetRows).toHaveLength(1);
    expect(scan.worksheetRows[0]).toBeGreaterThan(20_000);
    expect(scan.worksheetRows[0]).toBeLessThan(200_000);
    expect(worksheetCount(inspected.entries)).toBe(2);
  });
});
