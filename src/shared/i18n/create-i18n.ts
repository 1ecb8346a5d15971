/**
 * An i18next instance with every catalogue, for the server (PDF and e-mail, one per document) and
 * tests; the browser's carries consumer namespaces only (client/i18n/client-i18n.ts).
 */
import type { i18n, Module } from 'i18next';
import { createI18nInstance } from './i18n-instance';
import type { Language } from './languages';
import { resources } from './resources';

export function createI18n(language: Language, plugins: Module[] = []): i18n {
  return createI18nInstance(language, resources, plugins);
}
