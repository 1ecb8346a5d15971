/** The server's words (PDF, e-mail) from the i18n catalogues (docs/i18n.md); one instance per language. */
import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { createFormatters, type Formatters } from '../../../shared/i18n/formatters.ts';
import type { Language } from '../../../shared/i18n/languages.ts';

/** `results`: the results' own words where the summary says the same. */
type Words = {
  pdf: TFunction<'pdf'>;
  email: TFunction<'email'>;
  results: TFunction<'results'>;
  format: Formatters;
};
const words = new Map<Language, Words>();

/** Made once per process. */
export function serverWords(lang: Language): Words {
  let found = words.get(lang);
  if (!found) {
    const i18n = createI18n(lang);
    found = {
      pdf: i18n.getFixedT(lang, 'pdf'),
      email: i18n.getFixedT(lang, 'email'),
      results: i18n.getFixedT(lang, 'results'),
      format: createFormatters(i18n),
    };
    words.set(lang, found);
  }
  return found;
}
