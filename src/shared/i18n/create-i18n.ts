/**
 * One i18next instance per use: the browser keeps one for the person's session
 * (src/client/i18n), the server makes one per PDF or e-mail in the reader's language. The
 * catalogues are bundled, so the instance is ready when this returns (no loading, no Suspense).
 */
import i18next, { type i18n, type Module } from 'i18next';
import { formatDollarsAndCents, formatLongDate, formatWholeDollars, isAmount } from './intl-format';
import { asLanguage, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { NAMESPACES, resources } from './resources';

export function createI18n(language: Language, plugins: Module[] = []): i18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  instance.init({
    lng: language,
    // A Spanish text not written yet shows its English original rather than a key; the
    // catalogue test (catalogues.test.ts) keeps that from ever reaching a release.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders, and the PDF is not HTML; e-mail bodies escape their own values.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const formatter = instance.services.formatter;
  const lang = (lng: string | undefined) => asLanguage(lng);
  formatter?.add('money', (value: unknown, lng) =>
    isAmount(value as number) ? formatWholeDollars(lang(lng), value as number) : String(value),
  );
  formatter?.add('cents', (value: unknown, lng) =>
    isAmount(value as number) ? formatDollarsAndCents(lang(lng), value as number) : String(value),
  );
  formatter?.add('longDate', (value: unknown, lng) => formatLongDate(lang(lng), String(value)));
  return instance;
}
