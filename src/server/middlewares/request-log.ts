import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { type Logger, requestLogLevel } from '../logger.ts';

/**
 * One line per API request: method, the route pattern (never the concrete path, which can carry
 * an id), status and duration. Bodies, query strings and cookies are never logged (design.md §7).
 * At info in JSON logs, at debug in the readable development ones (logger.ts).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  const level = requestLogLevel(logger);
  return async (c, next) => {
    const start = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    logger[level](
      {
        method: c.req.method,
        route: routePath(c),
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
      },
      'request',
    );
  };
}
