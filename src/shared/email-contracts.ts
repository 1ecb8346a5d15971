/**
 * E-mailing a result's share link: the link, its expiry, the sender's note and, only if asked, the
 * client's first name, nothing else about the person (docs/security.md "E-mail").
 */
import { z } from 'zod';

export const EMAIL_ADDRESS_MAX = 254;
export const EMAIL_NOTE_MAX = 500;
/** E-mails one owner, or one client address, may send in an hour. */
export const EMAIL_LIMIT_PER_HOUR = 10;

const ADDRESS_MESSAGE = 'Enter one e-mail address, like name@example.com';

export const resultsEmailRequestSchema = z.strictObject({
  to: z
    .string({ message: ADDRESS_MESSAGE })
    .trim()
    .min(1, 'Enter their e-mail address')
    .max(EMAIL_ADDRESS_MAX, `An e-mail address has at most ${EMAIL_ADDRESS_MAX} characters`)
    .pipe(z.email(ADDRESS_MESSAGE)),
  includeName: z.boolean({ message: 'Say whether to include the first name' }),
  note: z
    .string({ message: 'The note must be text' })
    .trim()
    .max(EMAIL_NOTE_MAX, `The note has at most ${EMAIL_NOTE_MAX} characters`)
    .optional(),
  language: z.enum(['en', 'es'], { message: 'The language must be en or es' }).optional(),
});
export type ResultsEmailRequest = z.input<typeof resultsEmailRequestSchema>;

export const resultsEmailResponseSchema = z.strictObject({
  sent: z.literal(true),
  /** When the share link in the e-mail stops working. */
  shareExpiresAt: z.string(),
});
export type ResultsEmailResponse = z.infer<typeof resultsEmailResponseSchema>;

/** "j•••@example.com": enough for the sender to recognise. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
