/**
 * What an inline table cell shows and sends (spec §4 "Inline cell edit (table)", §5 "Inline
 * cell"): numeric and currency cells send a number, empty sends null, anything that is not a
 * number is refused with "Invalid number" before a request is made. Range rules (a premium of 0 or
 * more, a rating of 1-5) belong to the server, whose message the cell then shows.
 */
import { formatCents } from '../../../../shared/format';

export const INVALID_NUMBER = 'Invalid number';

export type CellKind = 'text' | 'number' | 'currency';
/** A value as the plan record holds it: money as a decimal string, the rating as a number. */
export type RecordValue = string | number | null;
/** A value as the PUT body carries it. */
export type SendValue = string | number | null;

export type ParseResult = { ok: true; value: SendValue } | { ok: false; message: string };

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** The record's value as a number: "29.00" → 29; null, blank or non-numbers → null. */
export function toNumber(value: RecordValue): number | null {
  if (value === null || String(value).trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The editor's starting text: the stored value as typed, "" when empty. */
export function editorText(value: RecordValue): string {
  return value === null ? '' : String(value);
}

/**
 * The typed text as the value to send. Numbers accept a leading "$" and thousands commas in
 * currency cells ("$1,250.50" → 1250.5); a minus sign is kept so the server can say why it is wrong.
 */
export function parseCellInput(kind: CellKind, text: string): ParseResult {
  const trimmed = text.trim();
  if (kind === 'text') return { ok: true, value: trimmed };
  if (trimmed === '') return { ok: true, value: null };
  let numeric = trimmed;
  if (kind === 'currency') {
    numeric = numeric.replace(/^(-?)\$/, '$1');
    if (numeric.includes(',')) {
      if (!GROUPED.test(numeric)) return { ok: false, message: INVALID_NUMBER };
      numeric = numeric.replaceAll(',', '');
    }
  }
  if (!DECIMAL.test(numeric)) return { ok: false, message: INVALID_NUMBER };
  const value = Number(numeric);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, message: INVALID_NUMBER };
}

/** True when saving `next` would not change the stored value ("29" over "29.00" changes nothing). */
export function isUnchanged(kind: CellKind, stored: RecordValue, next: SendValue): boolean {
  if (kind === 'text') return (stored ?? '') === (next ?? '');
  return toNumber(stored) === (typeof next === 'number' ? next : null);
}

/**
 * The value as the cell shows it. Money always to the cent ("$29.00", "$3,900.00", "$29.50"): an
 * editor must see the exact amount, and a column of amounts reads best with the same number of
 * decimals. Empty money is "N/A" (spec §9).
 */
export function displayText(kind: CellKind, value: RecordValue, empty = 'N/A'): string {
  if (kind === 'text') return value === null || value === '' ? empty : String(value);
  const n = toNumber(value);
  if (n === null) return empty;
  if (kind === 'number') return String(n);
  return formatCents(n);
}
