/**
 * The xlsx zip-bomb guard (design.md §7 "Uploads"; issue 7): before exceljs opens a workbook we
 * read the zip's own table of contents, the central directory at the end of the file, and refuse
 * a file that would inflate past XLSX_MAX_UNCOMPRESSED_BYTES, has more than XLSX_MAX_ENTRIES
 * entries, or holds an entry compressed more than XLSX_MAX_COMPRESSION_RATIO times. That reads a
 * few kilobytes, so a bomb is refused in milliseconds.
 *
 * A central directory can lie about sizes, so `verifyZipEntries` then inflates each entry with
 * zlib's `maxOutputLength` set to the size it declared: an entry that inflates past its claim
 * stops there instead of filling memory. Zip64 files (needed only above 4 GB or 65,535 entries)
 * are refused: no honest 10 MB spreadsheet is one.
 */
import { inflateRawSync } from 'node:zlib';
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

/** True when the bytes start like a zip file (a local file header). */
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

/**
 * Reads the central directory and applies the limits (see the file comment). `not-zip` when the
 * structure is broken; `too-large` when a limit is passed.
 */
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
    if (
      compressedSize === 0xffffffff ||
      uncompressedSize === 0xffffffff ||
      localHeaderOffset === 0xffffffff
    ) {
      return { ok: false, reason: 'too-large' };
    }
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    total += uncompressedSize;
    if (total > XLSX_MAX_UNCOMPRESSED_BYTES) return { ok: false, reason: 'too-large' };
    if (
      uncompressedSize > RATIO_EXEMPT_BYTES &&
      uncompressedSize > XLSX_MAX_COMPRESSION_RATIO * Math.max(compressedSize, 1)
    ) {
      return { ok: false, reason: 'too-large' };
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { ok: true, entries, totalUncompressed: total };
}

/**
 * Inflates every entry, each capped at the size the directory declared: false when an entry is
 * missing, uses an unknown method, or inflates to another size than it claimed.
 */
export function verifyZipEntries(bytes: Uint8Array, entries: ZipEntry[]): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE) return false;
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const end = start + entry.compressedSize;
    if (end > bytes.length) return false;
    const data = bytes.subarray(start, end);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return false;
      continue;
    }
    if (entry.method !== 8) return false;
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
      if (out.length !== entry.uncompressedSize) return false;
    } catch {
      return false;
    }
  }
  return true;
}
