/**
 * Every word a ClearPlan e-mail shows comes from the `email` catalogue
 * (src/shared/i18n/locales/{en,es}/email.json, docs/i18n.md), through i18next in the language the
 * sender chose. The words say who sends only as "ClearPlan" and carry nothing health-related: no
 * drugs, doctors, plans, costs, birth date or ZIP (docs/security.md "E-mail").
 */
import type { TFunction } from 'i18next';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { createFormatters, type Formatters } from '../../../shared/i18n/formatters.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';

export type EmailTextKey = keyof (typeof englishResources)['email'];

/** The languages an e-mail may be asked for. */
export const EMAIL_LANGUAGES = ['en', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

type Words = { t: TFunction<'email'>; format: Formatters };
const words = new Map<EmailLanguage, Words>();

/** The catalogue and the formatters of one language, made once per process. */
export function emailWords(language: EmailLanguage): Words {
  let found = words.get(language);
  if (!found) {
    const instance = createI18n(language);
    found = { t: instance.getFixedT(language, 'email'), format: createFormatters(instance) };
    words.set(language, found);
  }
  return found;
}

/** One string with its {{placeholders}} filled in. */
export function emailText(
  language: EmailLanguage,
  key: EmailTextKey,
  values: Record<string, string> = {},
): string {
  return String(emailWords(language).t(key as never, values as never));
}
