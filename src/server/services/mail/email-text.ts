/** E-mail words from the `email` catalogue (docs/i18n.md): "ClearPlan" only, nothing health-related. */
import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { createFormatters, type Formatters } from '../../../shared/i18n/formatters.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';

export type EmailTextKey = keyof (typeof englishResources)['email'];

export const EMAIL_LANGUAGES = ['en', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

type Words = { t: TFunction<'email'>; format: Formatters };
const words = new Map<EmailLanguage, Words>();

/** Made once per process. */
export function emailWords(language: EmailLanguage): Words {
  let found = words.get(language);
  if (!found) {
    const instance = createI18n(language);
    found = { t: instance.getFixedT(language, 'email'), format: createFormatters(instance) };
    words.set(language, found);
  }
  return found;
}

export function emailText(
  language: EmailLanguage,
  key: EmailTextKey,
  values: Record<string, string> = {},
): string {
  return String(emailWords(language).t(key as never, values as never));
}
