// PBP cells → the plan texts the engine parses ("$40", "20%", "$350 per day, days 1-5"). A range is written
// "Up to $50 ($0-$50)": the engine prices the first amount, so never below what the member may pay.
import type { PbpRow, ShareColumns } from './files.ts';

export function pbpNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').replace(/[$,\s]/g, '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export const isYes = (cell: string | undefined) => (cell ?? '').trim() === '1';
export const isNo = (cell: string | undefined) => (cell ?? '').trim() === '2';

export function dollars(amount: number): string {
  const whole = Number.isInteger(amount);
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export const moneyColumn = (amount: number): string => amount.toFixed(2);

/** A PBP percentage ("20", or a fraction "0.25" in some tier cells) as "20%". */
export function percent(value: number): string {
  const pct = value > 0 && value < 1 ? value * 100 : value;
  return `${Number(pct.toFixed(2))}%`;
}

/** Equal (or one blank) → the amount; a range → "Up to max (min-max)". */
function range(min: number | null, max: number | null, show: (n: number) => string): string | null {
  if (min === null && max === null) return null;
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  if (high <= low) return show(low);
  return `Up to ${show(high)} (${show(low)}-${show(high)})`;
}

/**
 * One service's in-network cost share: a copay ("$40", "$40 or 20%" priced as the copay), else a coinsurance;
 * "$0" when both flags are "2"; undefined when the row says nothing.
 */
export function serviceShare(row: PbpRow | undefined, c: ShareColumns): string | undefined {
  if (!row) return undefined;
  const copay = isYes(row[c.copayYn])
    ? range(pbpNumber(row[c.copayMin]), pbpNumber(row[c.copayMax]), dollars)
    : null;
  const coins = isYes(row[c.coinsYn])
    ? range(pbpNumber(row[c.coinsMin]), pbpNumber(row[c.coinsMax]), percent)
    : null;
  if (copay !== null && coins !== null) return `${copay} or ${coins}`;
  if (copay !== null) return copay;
  if (coins !== null) return coins;
  if (isNo(row[c.copayYn]) && isNo(row[c.coinsYn])) return '$0';
  return undefined;
}

/** PBP periodicity codes for benefit maximums (unconfirmed list, docs/import-pbp.md). */
export const PERIODS: Readonly<Record<string, string>> = {
  '1': 'every three years',
  '2': 'every two years',
  '3': 'per year',
  '4': 'every six months',
  '5': 'per quarter',
  '7': 'per month',
};

export function amountPer(amount: number, periodCode: string | undefined): string {
  const period = PERIODS[(periodCode ?? '').trim()];
  return period ? `${dollars(amount)} ${period}` : dollars(amount);
}
