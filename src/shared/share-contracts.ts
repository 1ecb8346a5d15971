// Share links (ADR 0011): a revocable, read-only link to a result for a few weeks, the only way others reach one.
import { z } from 'zod';
import type { resultShareSchema, sharedResultsResponseSchema } from './api-responses.ts';

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

export type ResultShare = z.infer<typeof resultShareSchema>;

export type SharedResultsResponse = z.infer<typeof sharedResultsResponseSchema>;
