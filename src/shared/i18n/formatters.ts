/**
 * Money, stars, dates and counts in the reader's language: numbers via intl-format.ts, words from
 * the `common` catalogue; English reads exactly as shared/format.ts (formatters.test.ts).
 */
import type { i18n } from 'i18next';
import { formatAmount, formatLongDate, formatTime, isAmount } from './intl-format';
import { asLanguage, type Language } from './languages';

export type Formatters = {
  language: Language;
  /** Whole dollars: "$3,900"; empty → "N/A" / "No disponible". */
  money: (value: number | null | undefined) => string;
  /** Dollars and cents: "$202.90"; empty → "N/A". */
  cents: (value: number | null | undefined) => string;
  /** Spec §9: 0 → "Free" / "Gratis", empty → "N/A", otherwise whole dollars. */
  premium: (value: number | null | undefined) => string;
  /** "$29/month" / "$29 al mes", or "Free" / "N/A" alone. */
  monthlyPremium: (value: number | null | undefined) => string;
  /** "4.5 out of 5 stars" / "4.5 de 5 estrellas"; no rating → too new to be rated. */
  stars: (rating: number | null | undefined) => string;
  /** "April 12, 1955" / "12 de abril de 1955" (date-only values never shift a day). */
  date: (value: string, timeZone?: string) => string;
  /** "April 12, 2026 at 3:04 PM" / "12 de abril de 2026, 3:04 p.m.". */
  dateTime: (value: string, timeZone?: string) => string;
  /** A number with the locale's separators: 12345 → "12,345". */
  number: (value: number) => string;
  /** "Texas" → "Texas County" / "Condado de Texas" (never read as the state); "… County" not doubled. */
  county: (name: string) => string;
};

/** Formatters bound to an i18next instance's current language. */
export function createFormatters(instance: i18n): Formatters {
  const language = asLanguage(instance.language);
  const t = instance.getFixedT(language, 'common');
  const notAvailable = () => t('format.notAvailable');
  const money = (value: number | null | undefined) =>
    isAmount(value) ? formatAmount(language, 'whole', value) : notAvailable();
  const premium = (value: number | null | undefined) => {
    if (!isAmount(value)) return notAvailable();
    if (value === 0) return t('format.free');
    return money(value);
  };
  return {
    language,
    money,
    cents: (value) => (isAmount(value) ? formatAmount(language, 'cents', value) : notAvailable()),
    premium,
    monthlyPremium: (value) =>
      isAmount(value) && value !== 0 ? t('format.perMonth', { amount: money(value) }) : premium(value),
    stars: (rating) =>
      isAmount(rating)
        ? t('format.stars', { rating: formatAmount(language, 'number', rating) })
        : t('format.unrated'),
    date: (value, timeZone) => formatLongDate(language, value, timeZone),
    dateTime: (value, timeZone) => {
      const time = formatTime(language, value, timeZone);
      if (time === null) return value;
      return t('format.dateAtTime', { date: formatLongDate(language, value, timeZone), time });
    },
    number: (value) => formatAmount(language, 'number', value),
    county: (name) => {
      const bare = name.trim().replace(/\s+county$/i, '');
      return bare === '' ? '' : t('format.county', { county: bare });
    },
  };
}
