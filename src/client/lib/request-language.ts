import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/** The language API requests ask for; the consumer i18n instance updates it, so lib does not depend on i18n. */
let current: Language = DEFAULT_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  current = language;
}

export function requestLanguage(): Language {
  return current;
}
