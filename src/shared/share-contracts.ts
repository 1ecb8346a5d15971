/**
 * Share links (ADR 0011): the owner of a result makes a link that opens it, read-only, for a few
 * weeks, and can revoke it. The link is the only way anyone else reaches a result.
 */
import { z } from 'zod';
import { recommendationsResponseSchema } from './recommendation-contracts.ts';

export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 90;

export const shareCreateSchema = z.object({
  days: z
    .number({ message: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(1, 'A link lasts at least 1 day')
    .max(SHARE_MAX_DAYS, `A link lasts at most ${SHARE_MAX_DAYS} days`)
    .default(SHARE_DEFAULT_DAYS),
});
export type ShareCreateRequest = z.input<typeof shareCreateSchema>;

/** One live share link; `path` is the page to open (/shared/{token}). */
export const resultShareSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ResultShare = z.infer<typeof resultShareSchema>;
export const resultShareListSchema = z.array(resultShareSchema);
export const shareRevokedSchema = z.strictObject({ revoked: z.literal(true) });

/** What a share link opens: the results without the person's name or birth date. */
export const sharedResultsResponseSchema = recommendationsResponseSchema.extend({
  share: z.strictObject({ expiresAt: z.string() }),
});
export type SharedResultsResponse = z.infer<typeof sharedResultsResponseSchema>;
