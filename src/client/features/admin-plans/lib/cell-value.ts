/** What an inline table cell shows and sends (spec §4, §5); range rules are the server's. */
import { formatCents } from '../../../../shared/format';

export const INVALID_NUMBER = 'Invalid number';

export type CellKind = 'text' | 'number' | 'currency';
/** As the record holds it (money as a decimal string, the rating as a number) and as a PUT sends it. */
export type RecordValue = string | number | null;

export type ParseResult = { ok: true; value: RecordValue } | { ok: false; message: string };

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

/** "29.00" → 29; null, blank or non-numbers → null. */
export function toNumber(value: RecordValue): number | null {
  if (value === null || String(value).trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function editorText(value: RecordValue): string {
  return value === null ? '' : String(value);
}

/** Currency accepts "$" and thousands commas; a minus is kept so the server can say why it is wrong. */
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

/** "29" over "29.00" changes nothing. */
export function isUnchanged(kind: CellKind, stored: RecordValue, next: RecordValue): boolean {
  if (kind === 'text') return (stored ?? '') === (next ?? '');
  return toNumber(stored) === (typeof next === 'number' ? next : null);
}

/** Money always to the cent, so an editor sees the exact amount; empty money is "N/A" (spec §9). */
export function displayText(kind: CellKind, value: RecordValue, empty = 'N/A'): string {
  if (kind === 'text') return value === null || value === '' ? empty : String(value);
  const n = toNumber(value);
  if (n === null) return empty;
  if (kind === 'number') return String(n);
  return formatCents(n);
}
