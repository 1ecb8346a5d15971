import type { Context } from 'hono';
import { asLanguage, type Language } from '../../shared/i18n/languages.ts';

/** The first Accept-Language tag (the client sends the chosen language); English for anything else. */
export function requestLanguage(c: Context): Language {
  const first = c.req.header('accept-language')?.split(',')[0]?.split(';')[0];
  return asLanguage(first);
}
