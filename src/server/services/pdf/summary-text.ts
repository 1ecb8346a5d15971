/** The summary's words from the `pdf` catalogue (docs/i18n.md); names and reasons come from the result. */
import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { createFormatters, type Formatters } from '../../../shared/i18n/formatters.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';
import type { SummaryLanguage } from '../../../shared/summary-contracts.ts';

type PdfKey = keyof (typeof englishResources)['pdf'];
/** `plansIntro` for `plansIntro_one` and `plansIntro_other`. */
export type SummaryMessage = PdfKey extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

/** `results`: the results' own words where the summary says the same. */
type Words = { t: TFunction<'pdf'>; results: TFunction<'results'>; format: Formatters };
const words = new Map<SummaryLanguage, Words>();

/** Made once per process. */
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

export function summaryText(
  lang: SummaryLanguage,
  key: SummaryMessage,
  values: Record<string, string | number> = {},
): string {
  return String(summaryWords(lang).t(key as never, values as never));
}
