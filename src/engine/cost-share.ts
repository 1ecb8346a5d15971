// Plan cost-share text ("$10", "25%", "$325 per day, days 1-5", "Not covered") as numbers; the first amount wins.
export type CostShare = { kind: 'copay'; amount: number } | { kind: 'coinsurance'; rate: number };

const parsed = new Map<string, CostShare | null>();
const PARSE_CACHE_LIMIT = 5000;

/** Plans repeat the same few hundred texts, so parses are remembered (bounded). */
export function parseCostShare(text: string | boolean | null | undefined): CostShare | null {
  if (typeof text !== 'string') return null;
  const cached = parsed.get(text);
  if (cached !== undefined) return cached;
  const result = parseUncached(text);
  if (parsed.size < PARSE_CACHE_LIMIT) parsed.set(text, result);
  return result;
}

function parseUncached(text: string): CostShare | null {
  const value = text.trim();
  if (value === '' || /not\s+covered|n\/a|none/i.test(value)) return null;
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(value);
  const dollars = /\$\s*(\d[\d,]*(?:\.\d+)?)/.exec(value);
  if (dollars && (!percent || (dollars.index ?? 0) < (percent.index ?? 0))) {
    return { kind: 'copay', amount: Number((dollars[1] ?? '0').replace(/,/g, '')) };
  }
  if (percent) return { kind: 'coinsurance', rate: Math.min(1, Number(percent[1]) / 100) };
  return null;
}

/** What the member pays for a service or fill of the given full price under a cost share. */
export function memberPays(share: CostShare, price: number): number {
  return share.kind === 'copay' ? Math.min(share.amount, price) : share.rate * price;
}

/** A cost share as a dollar figure for a service whose full price is `typicalPrice`. */
export function costShareDollars(share: CostShare, typicalPrice: number): number {
  return share.kind === 'copay' ? share.amount : share.rate * typicalPrice;
}

/** True when a benefit text or flag says the plan offers it. */
export function isOffered(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text !== '' && !/^(no|none|not covered|not offered|n\/a)\b/i.test(text);
}

export const roundCents = (n: number) => Math.round(n * 100) / 100;

/** Monthly cents adding up to the rounded total (each month = rounded running total − the previous one). */
export function roundedMonths(values: readonly number[]): number[] {
  let before = 0;
  let sum = 0;
  return values.map((v) => {
    sum += v;
    const upTo = roundCents(sum);
    const month = roundCents(upTo - before);
    before = upTo;
    return month;
  });
}
