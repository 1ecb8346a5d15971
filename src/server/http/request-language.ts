import type { Context } from 'hono';
import { asLanguage, type Language } from '../../shared/i18n/languages.ts';

/**
 * The language a consumer reads in: the first tag of Accept-Language, which the ClearPlan client
 * sets to the language chosen in the header (issue 20); English for anything else. Reasons and
 * other server-made words in a response follow it.
 */
export function requestLanguage(c: Context): Language {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0];
  return asLanguage(first);
}
