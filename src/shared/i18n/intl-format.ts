// Numbers, money and dates through Intl in a language's locale; the words around them come from formatters.ts.
import { INTL_LOCALES, type Language } from './languages';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, kind: 'whole' | 'cents' | 'number'): Intl.NumberFormat {
  const cacheKey = `${language}:${kind}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    const digits = kind === 'cents' ? 2 : 0;
    format =
      kind === 'number'
        ? new Intl.NumberFormat(INTL_LOCALES[language])
        : new Intl.NumberFormat(INTL_LOCALES[language], {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
    numberFormats.set(cacheKey, format);
  }
  return format;
}

export const isAmount = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Whole dollars (3900 → "$3,900", en and es-US alike), dollars and cents for official amounts
 * (202.9 → "$202.90") or a plain number with the locale's separators (12345 → "12,345", 4.5 → "4.5").
 */
export const formatAmount = (language: Language, kind: 'whole' | 'cents' | 'number', value: number): string =>
  numberFormat(language, kind).format(value);

const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "April 12, 1955" / "12 de abril de 1955". A date-only value is a calendar day (never shifts with
 * the time zone); a timestamp uses `timeZone` (default the reader's). Non-dates are returned unchanged.
 */
export function formatLongDate(language: Language, value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    ...LONG_DATE,
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

/** The hour and minute of a timestamp: "3:04 PM" / "3:04 p.m."; null when it is not a date. */
export function formatTime(language: Language, value: string, timeZone?: string): string | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    new Intl.DateTimeFormat(INTL_LOCALES[language], { hour: 'numeric', minute: '2-digit', timeZone })
      .format(date)
      // Newer ICU versions put a narrow no-break space before AM/PM; plain text reads the same.
      .replace(/\s/g, ' ')
  );
}
