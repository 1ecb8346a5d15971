// What an upload is, by content, never its name (design.md §7 "Uploads"): an xlsx is a zip holding
// `[Content_Types].xml` that passes the zip-bomb checks; a CSV is UTF-8 without NUL bytes. Anything else is
// refused.
import { isUtf8 } from 'node:buffer';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportFormat,
  type ImportKind,
  takesWorkbook,
  XLSX_MAX_ROW_ELEMENTS,
  XLSX_MAX_SHEETS,
} from '../../../shared/import-contracts.ts';
import { AppError, errors } from '../../errors.ts';
import { inspectZip, looksLikeZip, scanZipEntries, worksheetCount } from './zip-inspect.ts';

export const uploadErrors = {
  tooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge),
  wrongType: (message: string = IMPORT_MESSAGES.wrongType) =>
    new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message),
  zipBomb: () => errors.validation(IMPORT_MESSAGES.zipBomb),
};

/** The file's format, or the 4xx that refuses it (size, type by content, zip bomb). */
export async function checkUpload(bytes: Uint8Array, kind: ImportKind): Promise<ImportFormat> {
  if (bytes.length > IMPORT_MAX_BYTES) throw uploadErrors.tooLarge();
  if (bytes.length === 0) throw errors.validation(IMPORT_MESSAGES.empty);
  if (looksLikeZip(bytes)) {
    const zip = inspectZip(bytes);
    if (!zip.ok) throw zip.reason === 'too-large' ? uploadErrors.zipBomb() : uploadErrors.wrongType();
    if (!zip.entries.some((e) => e.name === '[Content_Types].xml')) throw uploadErrors.wrongType();
    // Plans and Medigap rates take CSV or xlsx (WORKBOOK_KINDS); the others CSV only.
    if (!takesWorkbook(kind)) throw uploadErrors.wrongType(IMPORT_MESSAGES.csvOnly);
    // Counted before the workbook is opened (security finding 7): sheets from the directory, rows as the XML
    // inflates, so a huge workbook is refused in a fraction of a second.
    if (worksheetCount(zip.entries) > XLSX_MAX_SHEETS) throw errors.validation(IMPORT_MESSAGES.tooManySheets);
    const scan = await scanZipEntries(bytes, zip.entries, XLSX_MAX_ROW_ELEMENTS);
    if (!scan.ok) throw uploadErrors.zipBomb();
    if (scan.worksheetRows.some((n) => n > XLSX_MAX_ROW_ELEMENTS))
      throw errors.validation(IMPORT_MESSAGES.tooManyRows);
    return 'xlsx';
  }
  if (!isCsvText(bytes)) throw uploadErrors.wrongType();
  // Twice the row cap leaves room for quoted line breaks; a 200,000-line file never gets parsed.
  if (countLines(bytes) > XLSX_MAX_ROW_ELEMENTS) throw errors.validation(IMPORT_MESSAGES.tooManyRows);
  return 'csv';
}

function countLines(bytes: Uint8Array): number {
  let lines = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) lines++;
  return lines;
}

export function isCsvText(bytes: Uint8Array): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

/** A stored file name: the last path part, printable, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, 200) || 'upload';
}
