/**
 * The catalogues the browser carries (ADR 0019, "What it costs"). The first page needs only
 * `common` and `finder`: those come with it, in both languages, so the switch in the header is
 * instant. The pages after the finder bring their own namespace (`results`, `history`, `help`)
 * with their chunk: loadPageNamespaces is part of loading those pages (routes.tsx), and adds the
 * texts to every i18next instance the page made. The `pdf`, `email` and `reasons` namespaces are the
 * server's and never reach the browser.
 */
import type { i18n } from 'i18next';
import type { Language } from '../../shared/i18n/languages';
import enCommon from '../../shared/i18n/locales/en/common.json';
import enFinder from '../../shared/i18n/locales/en/finder.json';
import esCommon from '../../shared/i18n/locales/es/common.json';
import esFinder from '../../shared/i18n/locales/es/finder.json';
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

const FIRST_PAGE: Readonly<Record<Language, ClientResources>> = {
  en: { common: enCommon, finder: enFinder },
  es: { common: esCommon, finder: esFinder },
};

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
          for (const ref of instances) {
            const instance = ref.deref();
            if (instance) addTo(instance, namespace, catalogues);
            else instances.delete(ref);
          }
        });
        pending.catch(() => loading.delete(namespace)); // a failed download is tried again
        loading.set(namespace, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
