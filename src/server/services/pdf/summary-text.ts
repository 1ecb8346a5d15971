/**
 * Every word the printable summary (summary-pdf.ts) prints comes from the `pdf` catalogue
 * (src/shared/i18n/locales/{en,es}/pdf.json, docs/i18n.md), through i18next in the reader's
 * language: placeholders `{{name}}`, plural forms chosen by `count`. What the catalogue does not
 * hold comes from the stored result itself: plan, carrier, drug and doctor names, and the plan
 * reasons, which the results read renders in the same language (src/shared/i18n/reasons-text.ts).
 */
import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { createFormatters, type Formatters } from '../../../shared/i18n/formatters.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';
import type { SummaryLanguage } from '../../../shared/summary-contracts.ts';

type PdfKey = keyof (typeof englishResources)['pdf'];
/** A catalogue key without its plural suffix: `plansIntro` for `plansIntro_one` and `plansIntro_other`. */
export type SummaryMessage = PdfKey extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

/** `results`: the results' own words where the summary says the same (a drug line's note). */
type Words = { t: TFunction<'pdf'>; results: TFunction<'results'>; format: Formatters };
const words = new Map<SummaryLanguage, Words>();

/** The catalogue and the formatters of one language, made once per process. */
export function summaryWords(lang: SummaryLanguage): Words {
  let found = words.get(lang);
  if (!found) {
    const instance = createI18n(lang);
    found = {
      t: instance.getFixedT(lang, 'pdf'),
      results: instance.getFixedT(lang, 'results'),
      format: createFormatters(instance),
    };
    words.set(lang, found);
  }
  return found;
}

/** One string of the summary in `lang`, placeholders filled, the plural form chosen by `count`. */
export function summaryText(
  lang: SummaryLanguage,
  key: SummaryMessage,
  values: Record<string, string | number> = {},
): string {
  return String(summaryWords(lang).t(key as never, values as never));
}
