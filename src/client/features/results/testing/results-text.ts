/** The results texts in a language, for testing the lib helpers without a page. */
import { createFormatters } from '../../../../shared/i18n/formatters';
import type { Language } from '../../../../shared/i18n/languages';
import { createPageI18n } from '../../../i18n/client-i18n';
import type { ResultsText } from '../lib/results-text';

export function resultsText(language: Language = 'en'): ResultsText {
  const i18n = createPageI18n(language);
  return { t: i18n.getFixedT(language, 'results'), format: createFormatters(i18n) };
}
