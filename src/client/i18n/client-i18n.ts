/**
 * The browser's i18next instance: the language the person chose from the header (remembered in
 * local storage), otherwise English. We do not follow navigator.language: a senior sent a link
 * expects the page they were sent, and the switch is one press away (ADR 0019). The page's
 * `<html lang>` follows the language so screen readers pronounce it right.
 */
import type { i18n } from 'i18next';
import { createI18nInstance } from '../../shared/i18n/i18n-instance';
import {
  asLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '../../shared/i18n/languages';
import { setRequestLanguage } from '../lib/request-language';
import { clientResources, languageLoaded, trackInstance } from './client-resources';

/** The saved choice, or English when there is none (or storage is unavailable). */
export function savedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function rememberLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage: the choice then lasts until the page is closed.
  }
}

/** Sets `<html lang>`; admin pages set it to English while they are shown (english-only.tsx). */
export function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The consumer namespaces in a language, without the saved choice or `<html lang>` (admin pages). */
export function createPageI18n(language: Language): i18n {
  const instance = createI18nInstance(language, clientResources());
  trackInstance(instance);
  return instance;
}

/**
 * The consumer's instance: created once per app (AppProviders), in the saved language, or in
 * English while that language's texts could not be fetched.
 */
export function createClientI18n(language: Language = savedLanguage()): i18n {
  const instance = createPageI18n(languageLoaded(language) ? language : DEFAULT_LANGUAGE);
  setDocumentLanguage(instance.language);
  setRequestLanguage(asLanguage(instance.language));
  instance.on('languageChanged', (next) => {
    rememberLanguage(next);
    setDocumentLanguage(next);
    setRequestLanguage(asLanguage(next));
  });
  return instance;
}
