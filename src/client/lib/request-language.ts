import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages';

/**
 * The language API requests ask for (`Accept-Language`), so the words the server makes itself (plan
 * reasons, eligibility notes) come in the language the person chose (issue 20). The consumer's
 * i18next instance keeps it up to date (client-i18n.ts); lib reads it without depending on i18n.
 */
let current: Language = DEFAULT_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  current = language;
}

export function requestLanguage(): Language {
  return current;
}
