import type { MiddlewareHandler } from 'hono';
import { errors } from '../errors.ts';

/** `\u0000` in JSON text: the escape itself, not an escaped backslash followed by "u0000". */
const JSON_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/i;

export const NUL_MESSAGE = 'The request contains a character that is not allowed.';

/** PostgreSQL text cannot hold NUL: refuse it in a path, query or JSON string with a 400 up front. */
export function rejectNulCharacters(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.url.includes('\u0000')) throw errors.validation(NUL_MESSAGE);
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') {
      // Hono caches the body, so the route's own JSON parsing reads the same text again.
      const body = await c.req.text();
      if (JSON_NUL.test(body) || body.includes('\u0000')) throw errors.validation(NUL_MESSAGE);
    }
    return next();
  };
}
