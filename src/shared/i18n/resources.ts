/**
 * Every catalogue, bundled (no HTTP loading; the server's PDF and e-mail use the same texts). Spanish
 * is typed as English, so a missing key fails the typecheck (plurals: catalogues.test.ts).
 */

import type { Language } from './languages';
import enCommon from './locales/en/common.json';
import enEmail from './locales/en/email.json';
import enFinder from './locales/en/finder.json';
import enHelp from './locales/en/help.json';
import enHistory from './locales/en/history.json';
import enPdf from './locales/en/pdf.json';
import enReasons from './locales/en/reasons.json';
import enResults from './locales/en/results.json';
import esCommon from './locales/es/common.json';
import esEmail from './locales/es/email.json';
import esFinder from './locales/es/finder.json';
import esHelp from './locales/es/help.json';
import esHistory from './locales/es/history.json';
import esPdf from './locales/es/pdf.json';
import esReasons from './locales/es/reasons.json';
import esResults from './locales/es/results.json';

export const englishResources = {
  common: enCommon,
  finder: enFinder,
  results: enResults,
  history: enHistory,
  help: enHelp,
  pdf: enPdf,
  email: enEmail,
  reasons: enReasons,
};

export type Resources = typeof englishResources;
/** One namespace per consumer area (docs/i18n.md). */
export const NAMESPACES = Object.keys(englishResources) as (keyof Resources)[];

const spanishResources: Resources = {
  common: esCommon,
  finder: esFinder,
  results: esResults,
  history: esHistory,
  help: esHelp,
  pdf: esPdf,
  email: esEmail,
  reasons: esReasons,
};

export const resources: Readonly<Record<Language, Resources>> = {
  en: englishResources,
  es: spanishResources,
};
