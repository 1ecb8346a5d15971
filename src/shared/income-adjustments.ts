import { formatMoney } from './format.ts';

/**
 * IRMAA: income two years before above a threshold adds to Part B and Part D (PDP or MA-PD) premiums.
 * The person may say their band for the roads comparison (optional, never stored).
 */

/** One income band: above these incomes these amounts are added each month. */
export type IncomeBand = {
  /** Yearly MAGI above which the band starts; 0 for the first. */
  singleAbove: number;
  /** Married filing jointly. */
  jointAbove: number;
  /** Added to the Part B premium each month. */
  partB: number;
  /** Added to the premium of Part D drug coverage each month. */
  partD: number;
};

export type IncomeBands = {
  year: number;
  /** The tax year whose income sets the band: two years before. */
  incomeYear: number;
  bands: readonly IncomeBand[];
  source: string;
  /** True when the year's bands are not entered (the newest year's stand in). */
  unconfirmed: boolean;
};

const CMS_2026 =
  'CMS, "2026 Medicare Parts A & B Premiums and Deductibles" fact sheet (November 14, 2025): income-related ' +
  'monthly adjustment amounts for Part B ($81.20 to $487.00) and Part D ($14.50 to $91.00), by 2024 income.';

/**
 * 2026, by 2024 income. The Part B amount is the band's total premium less the standard $202.90
 * (e.g. $284.10 − $202.90 = $81.20). The top band starts at $500,000 ($750,000 joint): "$500,000
 * or above"; the band before ends at $499,999, so "above $499,999".
 */
const BANDS_2026: readonly IncomeBand[] = [
  { singleAbove: 0, jointAbove: 0, partB: 0, partD: 0 },
  { singleAbove: 109_000, jointAbove: 218_000, partB: 81.2, partD: 14.5 },
  { singleAbove: 137_000, jointAbove: 274_000, partB: 202.9, partD: 37.5 },
  { singleAbove: 171_000, jointAbove: 342_000, partB: 324.6, partD: 60.4 },
  { singleAbove: 205_000, jointAbove: 410_000, partB: 446.3, partD: 83.3 },
  { singleAbove: 499_999, jointAbove: 749_999, partB: 487, partD: 91 },
];

const ENTERED: Record<number, { bands: readonly IncomeBand[]; source: string }> = {
  2026: { bands: BANDS_2026, source: CMS_2026 },
};

/** The highest band number (0 = no adjustment). */
export const INCOME_BAND_MAX = BANDS_2026.length - 1;

/** The year's bands; a year not entered takes the newest year's, marked unconfirmed. */
export function incomeBands(year: number): IncomeBands {
  const entered = ENTERED[year];
  if (entered) return { year, incomeYear: year - 2, ...entered, unconfirmed: false };
  const newest = Math.max(...Object.keys(ENTERED).map(Number));
  const stand = ENTERED[newest] as (typeof ENTERED)[number];
  return { year, incomeYear: year - 2, ...stand, unconfirmed: true };
}

/** The band's monthly amounts; band 0 (or one out of range) adds nothing. */
export function incomeAdjustment(year: number, band: number): { partB: number; partD: number } {
  const found = incomeBands(year).bands[band];
  return band > 0 && found ? { partB: found.partB, partD: found.partD } : { partB: 0, partD: 0 };
}

const dollars = formatMoney;

/** "$109,000 or less ($218,000 or less filing jointly)", "$109,001 to $137,000 (…)": the band's incomes. */
export function incomeBandLabel(bands: readonly IncomeBand[], band: number): string {
  const here = bands[band];
  if (!here) return '';
  const next = bands[band + 1];
  if (band === 0 && next)
    return `${dollars(next.singleAbove)} or less (${dollars(next.jointAbove)} or less filing jointly)`;
  if (!next)
    return `${dollars(here.singleAbove + 1)} or more (${dollars(here.jointAbove + 1)} or more filing jointly)`;
  return `${dollars(here.singleAbove + 1)} to ${dollars(next.singleAbove)} (${dollars(here.jointAbove + 1)} to ${dollars(next.jointAbove)} filing jointly)`;
}
