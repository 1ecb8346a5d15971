/**
 * Upload abuse files of security finding 7, built in memory: a workbook of a million rows that
 * passes the zip-bomb guard (about 9 MB), a workbook of 80 sheets of about 1 MB each, and a
 * 200,000-row CSV. Each is a well-formed file an attacker could send; none should be read whole.
 */
import { deflateRawSync } from 'node:zlib';
import { buildZip, deflated, type ZipPart } from './zip-builder.ts';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook has around its sheets. */
function workbookParts(sheetCount: number): ZipPart[] {
  const ids = Array.from({ length: sheetCount }, (_, i) => i + 1);
  return [
    deflated(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${ids
        .map(
          (i) =>
            `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    ),
    deflated(
      '_rels/.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets>${ids
        .map((i) => `<sheet name="Sheet${i}" sheetId="${i}" r:id="rId${i}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${ids
        .map(
          (i) => `<Relationship Id="rId${i}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i}.xml"/>`,
        )
        .join('')}</Relationships>`,
    ),
  ];
}

/**
 * A worksheet's XML: a header row, then `rows` rows of a number.
 */
function sheetXml(rows: number, value: (r: number) => number): Buffer {
  const parts: string[] = [
    `${XML}<worksheet xmlns="${SHEET_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>planId</t></is></c></row>`,
  ];
  for (let r = 2; r <= rows + 1; r++) parts.push(`<row r="${r}"><c r="A${r}"><v>${value(r)}</v></c></row>`);
  parts.push('</sheetData></worksheet>');
  return Buffer.from(parts.join(''));
}

function sheetPart(name: string, xml: Buffer): ZipPart {
  return { name, data: deflateRawSync(xml, { level: 9 }), uncompressedSize: xml.length };
}

/** One sheet of a million rows. */
export function millionRowXlsx(): Uint8Array {
  // Varying numbers keep the compression ratio under the zip-bomb guard's limit.
  return buildZip([
    ...workbookParts(1),
    sheetPart(
      'xl/worksheets/sheet1.xml',
      sheetXml(1_000_000, (r) => (r * 7919) % 100_003),
    ),
  ]);
}

/** `sheets` sheets of about 1 MB of XML each (the same sheet, compressed once). */
export function manySheetXlsx(sheets = 80): Uint8Array {
  const note = 'x'.repeat(480);
  const parts = [`${XML}<worksheet xmlns="${SHEET_NS}"><sheetData>`];
  for (let r = 1; r <= 2000; r++) {
    parts.push(`<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>${note}</t></is></c></row>`);
  }
  parts.push('</sheetData></worksheet>');
  const one = sheetPart('xl/worksheets/sheet1.xml', Buffer.from(parts.join('')));
  return buildZip([
    ...workbookParts(sheets),
    ...Array.from({ length: sheets }, (_, i) => ({ ...one, name: `xl/worksheets/sheet${i + 1}.xml` })),
  ]);
}

/** A plan CSV of `rows` data rows. */
export function bigCsv(rows = 200_000): Uint8Array {
  const lines = ['planId,carrier,planName,planType,region,monthlyPremium'];
  for (let i = 0; i < rows; i++) lines.push(`A${i},Abuse,P${i},HMO,OK,${i % 90}`);
  return new TextEncoder().encode(`${lines.join('\n')}\n`);
}

/** A, B, … Z, AA, AB … */
const column = (i: number): string =>
  (i < 26 ? '' : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/**
 * A workbook under every size limit whose cells would take far more memory to hold than the
 * parsing worker has: 20,000 rows of 60 numbers (about 36 MB of XML).
 */
export function denseXlsx(rows = 20_000, columns = 60): Uint8Array {
  const parts: string[] = [`${XML}<worksheet xmlns="${SHEET_NS}"><sheetData>`];
  for (let r = 1; r <= rows; r++) {
    let row = `<row r="${r}">`;
    for (let c = 0; c < columns; c++)
      row += `<c r="${column(c)}${r}"><v>${(r * 131 + c * 7919) % 100_003}</v></c>`;
    parts.push(`${row}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return buildZip([...workbookParts(1), sheetPart('xl/worksheets/sheet1.xml', Buffer.from(parts.join('')))]);
}
