// Admin list query parameters (spec §7): blank means not sent; `page` from 1, `limit` capped, never refused.
import { z } from 'zod';

/** Query strings send "" for an empty value: read it as not sent. */
export const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A filter that may be left out or sent blank. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

/** `page` from 1; `limit` defaults to `defaultLimit`, at most `maxLimit`. */
export function pagingParams(defaultLimit: number, maxLimit: number) {
  return {
    page: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Page must be a whole number' })
        .int('Page must be a whole number')
        .min(1, 'Page must be at least 1')
        .max(1_000_000, 'Page is too large')
        .default(1),
    ),
    /** Above the cap reads as the cap, so a hand-edited URL still gets a page. */
    limit: z.preprocess(
      blankAsMissing,
      z.coerce
        .number({ error: 'Limit must be a whole number' })
        .int('Limit must be a whole number')
        .min(1, 'Limit must be at least 1')
        .default(defaultLimit)
        .transform((n) => Math.min(n, maxLimit)),
    ),
  };
}
