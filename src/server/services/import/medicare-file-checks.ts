/**
 * What an uploaded Medicare file is, decided by its first bytes as they arrive (design.md §7
 * "Uploads": type by content), so a wrong file is refused before the rest of it is read: a Part D
 * release is a zip (`PK\x03\x04`); an RxTerms file's first line is text that checkRxTermsHeader
 * accepts. The importers read the whole file again and check every line.
 */
import {
  MEDICARE_FILE_MESSAGES,
  type MedicareFileKind,
  RXTERMS_HEADER_MAX_BYTES,
} from '../../../shared/medicare-file-contracts.ts';
import { type AppError, errors } from '../../errors.ts';
import { checkRxTermsHeader, RxTermsHeaderError } from './rxterms.ts';
import { cleanFileName, isCsvText } from './upload-file.ts';
import { looksLikeZip } from './zip-inspect.ts';

/** 'ok' once the head is right, 'more' to see more of it, or the error that refuses the file. */
export type HeadVerdict = 'ok' | 'more' | AppError;
/** `complete`: the head is the whole file (it ended before the check could decide). */
export type HeadCheck = (head: Uint8Array, complete: boolean) => HeadVerdict;

const ZIP_MAGIC_BYTES = 4;
/** Room for a header message: RxTerms's own quotes one header cell, which could be long. */
const MAX_MESSAGE_CHARS = 300;

export function checkPartDHead(head: Uint8Array, complete: boolean): HeadVerdict {
  if (head.length === 0 && complete) return errors.validation(MEDICARE_FILE_MESSAGES.empty);
  if (head.length < ZIP_MAGIC_BYTES)
    return complete ? errors.validation(MEDICARE_FILE_MESSAGES.notZip) : 'more';
  return looksLikeZip(head) ? 'ok' : errors.validation(MEDICARE_FILE_MESSAGES.notZip);
}

export function checkRxTermsHead(head: Uint8Array, complete: boolean): HeadVerdict {
  if (head.length === 0 && complete) return errors.validation(MEDICARE_FILE_MESSAGES.empty);
  let end = head.indexOf(0x0a);
  if (end < 0) {
    if (head.length > RXTERMS_HEADER_MAX_BYTES) return errors.validation(MEDICARE_FILE_MESSAGES.notText);
    if (!complete) return 'more';
    end = head.length;
  }
  const line = head.subarray(0, end);
  if (line.length > RXTERMS_HEADER_MAX_BYTES || !isCsvText(line))
    return errors.validation(MEDICARE_FILE_MESSAGES.notText);
  try {
    checkRxTermsHeader(new TextDecoder().decode(line).replace(/\r$/, ''));
    return 'ok';
  } catch (error) {
    if (!(error instanceof RxTermsHeaderError)) throw error;
    const message = error.message.length > MAX_MESSAGE_CHARS ? MEDICARE_FILE_MESSAGES.notText : error.message;
    return errors.validation(message);
  }
}

export const HEAD_CHECKS: Record<MedicareFileKind, HeadCheck> = {
  partd: checkPartDHead,
  rxterms: checkRxTermsHead,
};

/**
 * The name the file is saved under, in a folder of its own: the admin's file name made safe for
 * a path (the Part D importer reads the release's label and date from a zip's name, "PPUF_2026Q4"
 * → "2026 Q4", and opens it as a zip only when the name ends in .zip).
 */
export function savedFileName(name: string | undefined, kind: MedicareFileKind): string {
  const safe = cleanFileName(name ?? '')
    .replace(/[^A-Za-z0-9 ._()+-]/g, '_')
    .replace(/^[.\s]+/, '');
  const base = safe === '' || safe === 'upload' ? (kind === 'partd' ? 'partd-release' : 'RxTerms.txt') : safe;
  return kind === 'partd' && !/\.zip$/i.test(base) ? `${base}.zip` : base;
}
