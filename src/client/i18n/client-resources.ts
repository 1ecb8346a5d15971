/**
 * The catalogues the browser carries (ADR 0019): `common` and `finder` with the first page (Spanish loaded before it
 * when saved, or on switch); `results`, `history`, `help` with their page's chunk. `pdf`, `email`, `reasons` stay on the server.
 */
import type { i18n } from 'i18next';
import type { Language } from '../../shared/i18n/languages';
import enCommon from '../../shared/i18n/locales/en/common.json';
import enFinder from '../../shared/i18n/locales/en/finder.json';
import type { Resources } from '../../shared/i18n/resources';

export const CLIENT_NAMESPACES = ['common', 'finder', 'results', 'history', 'help'] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

export const FIRST_PAGE_NAMESPACES = ['common', 'finder'] as const;

export const PAGE_NAMESPACES = ['results', 'history', 'help'] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

type Catalogue = Record<string, unknown>;
type ClientResources = Partial<Pick<Resources, ClientNamespace>>;

const FIRST_PAGE: Record<Language, ClientResources | null> = {
  en: { common: enCommon, finder: enFinder },
  es: null,
};
/** Every client catalogue but the English first page's, each its own chunk. */
const CHUNKS = import.meta.glob<Catalogue>(
  [
    '../../shared/i18n/locales/es/{common,finder}.json',
    '../../shared/i18n/locales/*/{results,history,help}.json',
  ],
  { import: 'default' },
);
const chunk = (language: Language, namespace: ClientNamespace) =>
  (CHUNKS[`../../shared/i18n/locales/${language}/${namespace}.json`] as () => Promise<Catalogue>)();

const loaded = new Map<PageNamespace, Record<Language, Catalogue>>();
const loading = new Map<string, Promise<void>>();
/** Held weakly (tests make one per render). */
const instances = new Set<WeakRef<i18n>>();

/** Runs `load` once per key; a failed download is retried on the next call. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function addEverywhere(language: string, namespace: string, catalogue: Catalogue) {
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) instance.addResourceBundle(language, namespace, catalogue, true, true);
    else instances.delete(ref);
  }
}

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

export const languageLoaded = (language: Language): boolean => FIRST_PAGE[language] !== null;

/** Loads a language's first-page catalogues once into every instance, so a switch never flashes English. */
export function loadLanguage(language: Language): Promise<void> {
  if (FIRST_PAGE[language]) return Promise.resolve();
  return once(language, async () => {
    const [common, finder] = await Promise.all(FIRST_PAGE_NAMESPACES.map((ns) => chunk(language, ns)));
    FIRST_PAGE[language] = { common, finder } as ClientResources;
    for (const [namespace, catalogue] of Object.entries({ common, finder })) {
      addEverywhere(language, namespace, catalogue as Catalogue);
    }
  });
}

export function trackInstance(instance: i18n): void {
  instances.add(new WeakRef(instance));
}

export async function loadPageNamespaces(...namespaces: PageNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map((namespace) =>
      once(namespace, async () => {
        const [en, es] = await Promise.all([chunk('en', namespace), chunk('es', namespace)]);
        loaded.set(namespace, { en, es });
        addEverywhere('en', namespace, en);
        addEverywhere('es', namespace, es);
      }),
    ),
  );
}
