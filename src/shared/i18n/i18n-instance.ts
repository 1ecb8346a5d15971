/**
 * The i18next set-up every instance shares (browser: client/i18n/client-resources.ts; server:
 * create-i18n.ts). Catalogues are given, so it is ready on return (no loading, no Suspense).
 */
import i18next, { type i18n, type Module, type Resource } from 'i18next';
import { formatAmount, formatLongDate, isAmount } from './intl-format';
import { asLanguage, DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

export function createI18nInstance(
  language: Language,
  resources: Readonly<Record<Language, Record<string, object>>>,
  plugins: Module[] = [],
): i18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  instance.init({
    lng: language,
    // A missing Spanish text shows its English original; catalogues.test.ts keeps that out of releases.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: Object.keys(resources[DEFAULT_LANGUAGE]),
    defaultNS: 'common',
    resources: resources as Resource,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders, and the PDF is not HTML; e-mail bodies escape their own values.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const formatter = instance.services.formatter;
  const lang = (lng: string | undefined) => asLanguage(lng);
  const word = (key: 'format.notAvailable' | 'format.free', lng: string | undefined) =>
    String(instance.t(key as never, { lng: lang(lng), ns: 'common' } as never));
  const money = (value: unknown, lng: string | undefined) =>
    isAmount(value as number)
      ? formatAmount(lang(lng), 'whole', value as number)
      : word('format.notAvailable', lng);
  formatter?.add('money', money);
  // Spec §9: a premium of 0 reads "Free", none "N/A".
  formatter?.add('premium', (value: unknown, lng) =>
    value === 0 ? word('format.free', lng) : money(value, lng),
  );
  formatter?.add('cents', (value: unknown, lng) =>
    isAmount(value as number) ? formatAmount(lang(lng), 'cents', value as number) : String(value),
  );
  formatter?.add('longDate', (value: unknown, lng) => formatLongDate(lang(lng), String(value)));
  return instance;
}
