/**
 * Plain-text formatters for money, premiums, star ratings, dates and counts (spec §9 "Money
 * display", "premium shown as dollars per month", "out-of-pocket max formatted with thousand
 * separators"). Pure and locale-fixed (en-US) so the consumer and admin screens read the same.
 */

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const DOLLARS_AND_CENTS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whole dollars with thousands separators: 3900 → "$3,900"; empty → "N/A". */
export function formatMoney(value: number | null | undefined): string {
  return isAmount(value) ? WHOLE_DOLLARS.format(value) : 'N/A';
}

/** Dollars and cents, for official amounts quoted exactly: 202.9 → "$202.90"; empty → "N/A". */
export function formatCents(value: number | null | undefined): string {
  return isAmount(value) ? DOLLARS_AND_CENTS.format(value) : 'N/A';
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

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as "April 12, 1955". A date-only value (a birth date) is read as a calendar day, so it
 * never shifts a day with the reader's time zone; a timestamp uses `timeZone` (default: the
 * reader's own). Text that is not a date is returned unchanged.
 */
export function formatDate(value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { ...LONG_DATE, timeZone: dateOnly ? 'UTC' : timeZone }).format(
    date,
  );
}

/** A timestamp as "April 12, 2026 at 3:04 PM" in `timeZone` (default: the reader's own). */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
    .format(date)
    // Newer ICU versions put a narrow no-break space before AM/PM; plain text reads the same.
    .replace(/\s/g, ' ');
  return `${formatDate(value, timeZone)} at ${time}`;
}

/** "1 doctor", "2 medications", "0 doctors". */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
