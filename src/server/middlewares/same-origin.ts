import type { MiddlewareHandler } from 'hono';
import { errors } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for state-changing API calls (design.md §7): a browser on another site can send a
 * form or text/plain POST without a preflight, but not application/json; and a request that says
 * it comes from another origin is refused outright. Cookies are SameSite=Strict as well.
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      if (originHost === null || originHost !== c.req.header('host')) throw errors.crossSite();
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') throw errors.crossSite();
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw errors.unsupportedMediaType();
    return next();
  };
}
