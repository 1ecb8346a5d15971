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
/** Every client catalogue but the English first page's, each its own chunk (Vite's glob import). */
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
/** The instances made so far, held weakly (tests make one per render). */
const instances = new Set<WeakRef<i18n>>();

/** Runs `load` once per key; a failed download is tried again on the next call. */
function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(key);
  if (!pending) {
    pending = load();
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Adds a catalogue to every instance made so far (each once), dropping those collected. */
function addEverywhere(language: string, namespace: string, catalogue: Catalogue) {
  for (const ref of instances) {
    const instance = ref.deref();
    if (instance) instance.addResourceBundle(language, namespace, catalogue, true, true);
    else instances.delete(ref);
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

/** Whether a language's first-page texts are here (English always is). */
export const languageLoaded = (language: Language): boolean => FIRST_PAGE[language] !== null;

/**
 * Loads the first page's catalogues in a language (once) into every instance; resolves when
 * they are there, so a page can be shown or switched to that language without a flash of English.
 */
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

/** Remembers an instance so the page namespaces loaded later reach it too. */
export function trackInstance(instance: i18n): void {
  instances.add(new WeakRef(instance));
}

/** Loads page namespaces (once each) into every instance; resolves when their texts are there. */
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
