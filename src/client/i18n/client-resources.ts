/**
 * The catalogues the browser carries: the consumer pages' namespaces, both languages, bundled
 * (two small languages: no loading over HTTP, no flash of keys). The `pdf` and `email`
 * namespaces are the server's and stay out of the page's JavaScript.
 */
import type { Language } from '../../shared/i18n/languages';
import enCommon from '../../shared/i18n/locales/en/common.json';
import enFinder from '../../shared/i18n/locales/en/finder.json';
import enHelp from '../../shared/i18n/locales/en/help.json';
import enHistory from '../../shared/i18n/locales/en/history.json';
import enResults from '../../shared/i18n/locales/en/results.json';
import esCommon from '../../shared/i18n/locales/es/common.json';
import esFinder from '../../shared/i18n/locales/es/finder.json';
import esHelp from '../../shared/i18n/locales/es/help.json';
import esHistory from '../../shared/i18n/locales/es/history.json';
import esResults from '../../shared/i18n/locales/es/results.json';
import type { Resources } from '../../shared/i18n/resources';

export const CLIENT_NAMESPACES = ['common', 'finder', 'results', 'history', 'help'] as const;
type ClientResources = Pick<Resources, (typeof CLIENT_NAMESPACES)[number]>;

const english: ClientResources = {
  common: enCommon,
  finder: enFinder,
  results: enResults,
  history: enHistory,
  help: enHelp,
};

const spanish: ClientResources = {
  common: esCommon,
  finder: esFinder,
  results: esResults,
  history: esHistory,
  help: esHelp,
};

export const clientResources: Readonly<Record<Language, ClientResources>> = { en: english, es: spanish };
