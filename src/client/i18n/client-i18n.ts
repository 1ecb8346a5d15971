/**
 * The browser's i18next instance: the language chosen in the header, else English. Not navigator.language:
 * a senior sent a link expects the page they were sent (ADR 0019). `<html lang>` follows.
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
import { setRequestLanguage } from '../lib/api-client';
import { clientResources, languageLoaded, trackInstance } from './client-resources';

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

export function setDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

/** The consumer namespaces, without the saved choice or `<html lang>` (admin pages). */
export function createPageI18n(language: Language): i18n {
  const instance = createI18nInstance(language, clientResources());
  trackInstance(instance);
  return instance;
}

/** Created once per app, in the saved language, or English while its texts could not be fetched. */
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
