/**
 * The languages ClearPlan speaks to consumers (ADR 0019). English is the source of every text;
 * Spanish is its translation. The admin screens stay English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The Intl locale each language formats with. es-US (Spanish as written in the United States)
 * keeps amounts as "$3,900" and decimals as "4.5", as seniors see them on their Medicare papers,
 * while dates and words are Spanish ("27 de noviembre de 2026").
 */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language named in itself, as the header's switch shows it ("Español", "English"). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** Local-storage key of the language a person chose from the header. */
export const LANGUAGE_STORAGE_KEY = 'clearplan.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A language code as one of ours ("es-MX" → "es"); anything else is English. */
export function asLanguage(value: string | null | undefined): Language {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
