// What an uploaded Medicare file is, by its first bytes as they arrive (design.md §7), so a wrong file is
// refused early: Part D, PBP and Plan-Net are zips, RxTerms starts with its header line, Landscape is a zip
// or CSV.
import { MEDICARE_FILE_MESSAGES, RXTERMS_HEADER_MAX_BYTES } from '../../../shared/medicare-file-contracts.ts';
import { type AppError, errors } from '../../errors.ts';
import { ImportFileError } from './import-file-error.ts';
import { checkRxTermsHeader } from './rxterms.ts';
import { isCsvText } from './upload-file.ts';
import { looksLikeZip } from './zip-inspect.ts';

export type HeadVerdict = 'ok' | 'more' | AppError;
/** `complete`: the head is the whole file (it ended before the check could decide). */
export type HeadCheck = (head: Uint8Array, complete: boolean) => HeadVerdict;

const ZIP_MAGIC_BYTES = 4;
/** Room for a header message: RxTerms's own quotes one header cell, which could be long. */
const MAX_MESSAGE_CHARS = 300;

export const zipHead =
  (notZip: string): HeadCheck =>
  (head, complete) => {
    if (head.length === 0 && complete) return errors.validation(MEDICARE_FILE_MESSAGES.empty);
    if (head.length < ZIP_MAGIC_BYTES) return complete ? errors.validation(notZip) : 'more';
    return looksLikeZip(head) ? 'ok' : errors.validation(notZip);
  };

export const checkPartDHead: HeadCheck = zipHead(MEDICARE_FILE_MESSAGES.notZip);

/** Bytes of a CSV's start looked at: enough for the Landscape header line (about 2 kB) and more. */
const LANDSCAPE_TEXT_HEAD_BYTES = 16 * 1024;

/**
 * CMS's zip, or UTF-8 text whose first 16 kB hold "Contract ID" (older files start with title lines; a
 * character cut at the end is not held against it).
 */
export function checkLandscapeHead(head: Uint8Array, complete: boolean): HeadVerdict {
  if (head.length === 0 && complete) return errors.validation(MEDICARE_FILE_MESSAGES.empty);
  if (head.length < ZIP_MAGIC_BYTES && !complete) return 'more';
  if (looksLikeZip(head)) return 'ok';
  if (head.length < LANDSCAPE_TEXT_HEAD_BYTES && !complete) return 'more';
  const text = head.subarray(0, LANDSCAPE_TEXT_HEAD_BYTES);
  // Up to three bytes of a character the cut split.
  let cut = 0;
  while (cut <= 3 && cut < text.length && !isCsvText(text.subarray(0, text.length - cut))) cut++;
  if (cut > 3 || cut >= text.length) return errors.validation(MEDICARE_FILE_MESSAGES.notLandscape);
  const words = new TextDecoder()
    .decode(text.subarray(0, text.length - cut))
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return words.includes('contract id') ? 'ok' : errors.validation(MEDICARE_FILE_MESSAGES.noContractId);
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
    if (!(error instanceof ImportFileError)) throw error;
    const message = error.message.length > MAX_MESSAGE_CHARS ? MEDICARE_FILE_MESSAGES.notText : error.message;
    return errors.validation(message);
  }
}
