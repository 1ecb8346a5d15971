/**
 * The catalogues the browser carries (ADR 0019, "What it costs"). The first page needs only
 * `common` and `finder`: in English they come with it; in Spanish they load before the first page
 * shows when Spanish is the saved choice (main.tsx), or when the header's switch is pressed
 * (loadLanguage), so an English reader never downloads them. The pages after the finder bring their
 * own namespace (`results`, `history`, `help`) in both languages with their chunk:
 * loadPageNamespaces is part of loading those pages (routes.tsx), and adds the texts to every
 * i18next instance the page made. The `pdf`, `email` and `reasons` namespaces are the server's and
 * never reach the browser.
 */
import type { i18n } from 'i18next';
import type { Language } from '../../shared/i18n/languages';
import enCommon from '../../shared/i18n/locales/en/common.json';
import enFinder from '../../shared/i18n/locales/en/finder.json';
import type { Resources } from '../../shared/i18n/resources';

export const CLIENT_NAMESPACES = ['common', 'finder', 'results', 'history', 'help'] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/** The namespaces the first page's chunk carries. */
export const FIRST_PAGE_NAMESPACES = ['common', 'finder'] as const;

/** The namespaces that come with their page's chunk rather than with the first page. */
export const PAGE_NAMESPACES = ['results', 'history', 'help'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

type Catalogue = Record<string, unknown>;
type ClientResources = Partial<Pick<Resources, ClientNamespace>>;

/** The first page's catalogues in each language loaded so far (English always). */
const FIRST_PAGE: Record<Language, ClientResources | null> = {
  en: { common: enCommon, finder: enFinder },
  es: null,
};
const FIRST_PAGE_LOADERS: Readonly<Record<Language, () => Promise<ClientResources>>> = {
  en: async () => ({ common: enCommon, finder: enFinder }),
  es: async () => {
    const [common, finder] = await Promise.all([
      import('../../shared/i18n/locales/es/common.json'),
      import('../../shared/i18n/locales/es/finder.json'),
    ]);
    return { common: common.default, finder: finder.default };
  },
};
const languageLoading = new Map<Language, Promise<void>>();

const LOADERS: Readonly<Record<PageNamespace, () => Promise<Record<Language, Catalogue>>>> = {
  results: async () => {
    const [en, es] = await Promise.all([
      import('../../shared/i18n/locales/en/results.json'),
      import('../../shared/i18n/locales/es/results.json'),
    ]);
    return { en: en.default, es: es.default };
  },
  history: async () => {
    const [en, es] = await Promise.all([
      import('../../shared/i18n/locales/en/history.json'),
      import('../../shared/i18n/locales/es/history.json'),
    ]);
    return { en: en.default, es: es.default };
  },
  help: async () => {
    const [en, es] = await Promise.all([
      import('../../shared/i18n/locales/en/help.json'),
      import('../../shared/i18n/locales/es/help.json'),
    ]);
    return { en: en.default, es: es.default };
  },
};

const loaded = new Map<PageNamespace, Record<Language, Catalogue>>();
const loading = new Map<PageNamespace, Promise<void>>();
/** The instances made so far, held weakly (tests make one per render). */
const instances = new Set<WeakRef<i18n>>();

function addTo(instance: i18n, namespace: PageNamespace, catalogues: Record<Language, Catalogue>) {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    instance.addResourceBundle(language, namespace, catalogue, true, true);
  }
}

/** The catalogues an instance starts with: the first page's, and every page namespace loaded so far. */
export function clientResources(): Record<Language, ClientResources> {
  const out: Record<Language, Record<string, unknown>> = {
    en: { ...FIRST_PAGE.en },
    es: { ...FIRST_PAGE.es },
  };
  for (const [namespace, catalogues] of loaded) {
    out.en[namespace] = catalogues.en;
    out.es[namespace] = catalogues.es;
  }
  return out as Record<Language, ClientResources>;
}

/** Every instance made so far, each once. */
function* liveInstances(): Generator<i18n> {
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) yield instance;
    else instances.delete(ref);
  }
}

/** Whether a language's first-page texts are here (English always is). */
export const languageLoaded = (language: Language): boolean => FIRST_PAGE[language] !== null;

/**
 * Loads the first page's catalogues in a language (once) into every instance; resolves when
 * they are there, so a page can be shown or switched to that language without a flash of English.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (FIRST_PAGE[language]) return Promise.resolve();
  let pending = languageLoading.get(language);
  if (!pending) {
    pending = FIRST_PAGE_LOADERS[language]().then((catalogues) => {
      FIRST_PAGE[language] = catalogues;
      for (const instance of liveInstances()) {
        for (const [namespace, catalogue] of Object.entries(catalogues)) {
          instance.addResourceBundle(language, namespace, catalogue, true, true);
        }
      }
    });
    pending.catch(() => languageLoading.delete(language)); // a failed download is tried again
    languageLoading.set(language, pending);
  }
  return pending;
}

/** Remembers an instance so the page namespaces loaded later reach it too. */
export function trackInstance(instance: i18n): void {
  instances.add(new WeakRef(instance));
}

/** Loads page namespaces (once each) into every instance; resolves when their texts are there. */
export function loadPageNamespaces(...namespaces: PageNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      let pending = loading.get(namespace);
      if (!pending) {
        pending = LOADERS[namespace]().then((catalogues) => {
          loaded.set(namespace, catalogues);
          for (const instance of liveInstances()) addTo(instance, namespace, catalogues);
        });
        pending.catch(() => loading.delete(namespace)); // a failed download is tried again
        loading.set(namespace, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
