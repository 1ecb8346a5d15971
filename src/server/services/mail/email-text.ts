/**
 * Every word a ClearPlan e-mail shows, in one place (issue 20), as i18next-style dictionaries with
 * {{placeholders}}: the Spanish one is added beside the English one with the same keys. The words
 * say who sends only as "ClearPlan" and carry nothing health-related: no drugs, doctors, plans,
 * costs, birth date or ZIP (docs/security.md "E-mail").
 */
export const EMAIL_TEXT_EN = {
  subject: 'Medicare plan results from ClearPlan',
  greeting: 'Hello,',
  intro: 'Someone used ClearPlan to compare Medicare plans and chose to share the results with you.',
  introWithName:
    'Someone used ClearPlan to compare Medicare plans for {{firstName}} and chose to share the results with you.',
  linkIntro: 'Open the results with this link:',
  linkButton: 'Open the results',
  expiry: 'The link works until {{expiresOn}}. After that, or if the sender turns it off, it opens nothing.',
  noPassword: 'The link opens these results only. You do not need a password for it.',
  noteIntro: 'Their note to you:',
  ignore: 'If you did not expect this e-mail, you can ignore it.',
  disclaimer:
    'ClearPlan is not connected with or endorsed by the U.S. government or the federal Medicare program.',
  signature: 'ClearPlan',
} as const;

export type EmailTextKey = keyof typeof EMAIL_TEXT_EN;
export type EmailDictionary = Record<EmailTextKey, string>;

/** The languages an e-mail may be asked for; one without a dictionary yet reads English. */
export const EMAIL_LANGUAGES = ['en', 'es'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export const EMAIL_TEXT: { en: EmailDictionary } & Partial<Record<EmailLanguage, EmailDictionary>> = {
  en: EMAIL_TEXT_EN,
};

/** The locale dates are written in for each language. */
export const EMAIL_LOCALE: Record<EmailLanguage, string> = { en: 'en-US', es: 'es-US' };

/** One string with its {{placeholders}} filled in (a missing value leaves the placeholder empty). */
export function emailText(
  language: EmailLanguage,
  key: EmailTextKey,
  values: Record<string, string> = {},
): string {
  const dictionary = EMAIL_TEXT[language] ?? EMAIL_TEXT.en;
  return dictionary[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
