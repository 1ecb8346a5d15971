/**
 * An i18next instance with every catalogue, for the server (the PDF and the e-mail make one per
 * document in the reader's language) and for tests. The browser's instance carries the consumer
 * namespaces only (src/client/i18n/client-i18n.ts), so the PDF and e-mail texts stay out of the
 * page's JavaScript.
 */
import type { i18n, Module } from 'i18next';
import { createI18nInstance } from './i18n-instance';
import type { Language } from './languages';
import { resources } from './resources';

export function createI18n(language: Language, plugins: Module[] = []): i18n {
  return createI18nInstance(language, resources, plugins);
}
