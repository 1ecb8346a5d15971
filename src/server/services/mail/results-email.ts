/** The share-link e-mail: link, expiry, the sender's note, the first name if ticked; nothing else. */

import type { Language } from '../../../shared/i18n/languages.ts';
import type { englishResources } from '../../../shared/i18n/resources.ts';
import { serverWords } from '../platform/words.ts';

export type ResultsEmailInput = {
  language: Language;
  link: string;
  expiresAt: Date;
  /** Trimmed; null: no note. */
  note: string | null;
  /** Only when the sender chose to include it. */
  firstName: string | null;
};

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function composeResultsEmail(input: ResultsEmailInput) {
  const { language: lang, link, note, firstName } = input;
  // "ClearPlan" only, nothing health-related (docs/i18n.md).
  const words = serverWords(lang);
  const t = (key: keyof (typeof englishResources)['email'], values: Record<string, string> = {}) =>
    String(words.email(key as never, values as never));
  const intro = firstName ? t('introWithName', { firstName }) : t('intro');
  // "December 2, 2026", in UTC: the server does not know the reader's zone.
  const expiry = t('expiry', { expiresOn: words.format.date(input.expiresAt.toISOString(), 'UTC') });

  const text = [
    t('greeting'),
    '',
    intro,
    '',
    t('linkIntro'),
    link,
    '',
    expiry,
    t('noPassword'),
    ...(note ? ['', t('noteIntro'), note] : []),
    '',
    t('ignore'),
    '',
    t('disclaimer'),
    '',
    `- ${t('signature')}`,
  ].join('\n');

  const p = (content: string, style = '') =>
    `<p style="margin:0 0 16px;font-size:18px;line-height:1.5;color:#0f172a;${style}">${content}</p>`;
  const noteHtml = note
    ? p(escapeHtml(t('noteIntro')), 'font-weight:bold;margin-bottom:4px;') +
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #1d4ed8;font-size:18px;line-height:1.5;color:#0f172a;white-space:pre-wrap;">${escapeHtml(note)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t('subject'))}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;">
<main style="max-width:600px;">
${p(escapeHtml(t('greeting')))}
${p(escapeHtml(intro))}
${p(escapeHtml(t('linkIntro')))}
<p style="margin:0 0 16px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;font-size:20px;font-weight:bold;text-decoration:underline;border-radius:6px;">${escapeHtml(t('linkButton'))}</a></p>
${p(escapeHtml(link), 'word-break:break-all;')}
${p(escapeHtml(expiry))}
${p(escapeHtml(t('noPassword')))}
${noteHtml}${p(escapeHtml(t('ignore')))}
${p(escapeHtml(t('disclaimer')), 'font-size:16px;color:#334155;')}
${p(`&mdash; ${escapeHtml(t('signature'))}`)}
</main>
</body>
</html>
`;
  return { subject: t('subject'), text, html };
}
