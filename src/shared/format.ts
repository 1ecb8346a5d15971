/**
 * English (en-US) formatters for money, premiums, stars, dates and counts (spec §9), for admin screens
 * and English-only text; consumer screens use i18n/formatters.ts, which reads the same in English.
 */
import { formatAmount, formatLongDate, formatTime, isAmount } from './i18n/intl-format';

const EN = 'en' as const;

/** Whole dollars with thousands separators: 3900 → "$3,900"; empty → "N/A". */
export function formatMoney(value: number | null | undefined): string {
  return isAmount(value) ? formatAmount(EN, 'whole', value) : 'N/A';
}

/** Dollars and cents, for official amounts: 202.9 → "$202.90"; empty → "N/A". */
export function formatCents(value: number | null | undefined): string {
  return isAmount(value) ? formatAmount(EN, 'cents', value) : 'N/A';
}

/** Spec §9: a premium of 0 shows "Free", an empty one "N/A", otherwise whole dollars ("$29"). */
export function formatPremium(value: number | null | undefined): string {
  if (!isAmount(value)) return 'N/A';
  if (value === 0) return 'Free';
  return formatMoney(value);
}

/** A monthly premium as the results show it: "Free", "N/A" or "$29/month". */
export function formatMonthlyPremium(value: number | null | undefined): string {
  const premium = formatPremium(value);
  return premium === 'Free' || premium === 'N/A' ? premium : `${premium}/month`;
}

/** "4.5 out of 5 stars"; a plan without a rating is too new to have one (ADR 0012: no jargon). */
export function formatStars(rating: number | null | undefined): string {
  if (!isAmount(rating)) return 'Too new to be rated';
  return `${rating} out of 5 stars`;
}

/** "April 12, 1955"; a date-only value never shifts with the time zone; non-dates returned unchanged. */
export function formatDate(value: string, timeZone?: string): string {
  return formatLongDate(EN, value, timeZone);
}

/** A timestamp as "April 12, 2026 at 3:04 PM" in `timeZone` (default: the reader's own). */
export function formatDateTime(value: string, timeZone?: string): string {
  const time = formatTime(EN, value, timeZone);
  return time === null ? value : `${formatDate(value, timeZone)} at ${time}`;
}

/** "1 doctor", "2 medications", "0 doctors". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
