// The consumer languages (ADR 0019): English is the source, Spanish its translation; admin stays English.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** es-US keeps "$3,900" and "4.5" as on Medicare papers, with Spanish dates and words. */
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
