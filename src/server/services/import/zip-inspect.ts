// The xlsx zip-bomb guard (design.md §7): reads the central directory before exceljs opens a workbook,
// refusing too large a total, too many entries or too high a ratio; `scanZipEntries` then inflates each
// entry capped at its declared size, since a directory can lie. Zip64 is refused: no 10 MB sheet is one.
import { createInflateRaw } from 'node:zlib';
import {
  XLSX_MAX_COMPRESSION_RATIO,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_UNCOMPRESSED_BYTES,
} from '../../../shared/import-contracts.ts';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
/** Entries this small cannot hurt however well they compress (an empty sheet's XML is ~99% air). */
const RATIO_EXEMPT_BYTES = 1024 * 1024;

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

export type ZipInspection =
  | { ok: true; entries: ZipEntry[]; totalUncompressed: number }
  | { ok: false; reason: 'not-zip' | 'too-large' };

export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
  );
}

function findEndOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_MIN;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** `not-zip` when the structure is broken; `too-large` when a limit is passed. */
export function inspectZip(bytes: Uint8Array): ZipInspection {
  if (!looksLikeZip(bytes) || bytes.length < EOCD_MIN) return { ok: false, reason: 'not-zip' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return { ok: false, reason: 'not-zip' };
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'too-large' };
  if (count > XLSX_MAX_ENTRIES) return { ok: false, reason: 'too-large' };
  if (directoryOffset + directorySize > eocd) return { ok: false, reason: 'not-zip' };

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      return { ok: false, reason: 'not-zip' };
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const zip64 = [compressedSize, uncompressedSize, localHeaderOffset].includes(0xffffffff);
    total += uncompressedSize;
    const tooCompressed =
      uncompressedSize > RATIO_EXEMPT_BYTES &&
      uncompressedSize > XLSX_MAX_COMPRESSION_RATIO * Math.max(compressedSize, 1);
    if (zip64 || total > XLSX_MAX_UNCOMPRESSED_BYTES || tooCompressed)
      return { ok: false, reason: 'too-large' };
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries, totalUncompressed: total };
}

/** What a full pass over the entries found: the row elements of each worksheet, in entry order. */
export type ZipScan = { ok: true; worksheetRows: number[] } | { ok: false };

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;

/** The workbook's worksheets, by the names in the zip directory (nothing inflated). */
export const worksheetCount = (entries: readonly ZipEntry[]) =>
  entries.filter((e) => WORKSHEET.test(e.name)).length;
const ROW_TAG = Buffer.from('<row');
/** What may follow `<row` in a row element (space, `>`, `/`, tab, line breaks); not `<rowBreaks`. */
const ROW_TAG_END = new Set([0x20, 0x3e, 0x2f, 0x09, 0x0a, 0x0d]);

function countRowTags(buffer: Buffer): number {
  let rows = 0;
  for (let i = buffer.indexOf(ROW_TAG); i >= 0; i = buffer.indexOf(ROW_TAG, i + 1)) {
    const next = buffer[i + ROW_TAG.length];
    if (next !== undefined && ROW_TAG_END.has(next)) rows++;
  }
  return rows;
}

/** Inflates one entry in chunks: false past or short of its declared size; counts a worksheet's rows. */
function scanEntry(
  data: Uint8Array,
  entry: ZipEntry,
  countRows: boolean,
  rowLimit: number,
): Promise<{ ok: boolean; rows: number }> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    let rows = 0;
    // The last bytes of the previous chunk: a tag cut in two is counted with the next one.
    let tail = Buffer.alloc(0);
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve({ ok, rows });
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.uncompressedSize) {
        inflate.destroy();
        finish(false);
        return;
      }
      if (countRows) {
        const window = Buffer.concat([tail, chunk]);
        // A tag starting in the last 4 bytes is counted with the next window, exactly once.
        rows += countRowTags(window);
        tail = Buffer.from(window.subarray(Math.max(0, window.length - ROW_TAG.length)));
        if (rows > rowLimit) {
          // Refused whatever follows: inflating the rest of a million-row sheet is wasted work.
          inflate.destroy();
          finish(true);
          return;
        }
      }
    });
    inflate.on('error', () => finish(false));
    inflate.on('end', () => finish(size === entry.uncompressedSize));
    inflate.end(data);
  });
}

/**
 * Inflates every entry capped at its declared size, counting each worksheet's rows, in small chunks. Not ok
 * when an entry is missing, of an unknown method, or of another size. A sheet past `rowLimit` ends the scan
 * (refused anyway).
 */
export async function scanZipEntries(
  bytes: Uint8Array,
  entries: ZipEntry[],
  rowLimit = Number.POSITIVE_INFINITY,
): Promise<ZipScan> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const worksheetRows: number[] = [];
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) return { ok: false };
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > bytes.length) return { ok: false };
    const data = bytes.subarray(start, end);
    const isWorksheet = WORKSHEET.test(entry.name);
    let rows = 0;
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return { ok: false };
      if (isWorksheet) rows = countRowTags(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    } else {
      if (entry.method !== 8) return { ok: false };
      const scanned = await scanEntry(data, entry, isWorksheet, rowLimit);
      if (!scanned.ok) return { ok: false };
      rows = scanned.rows;
    }
    if (isWorksheet) {
      worksheetRows.push(rows);
      if (rows > rowLimit) break;
    }
  }
  return { ok: true, worksheetRows };
}
