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
  // A request line holds only the four fields below, none of them a person's: it skips the redact
  // pass, which was a third of the line's cost under load (issue 21). Every other line keeps it.
  const lines = logger.child({}, { redact: { paths: [] } });
  return async (c, next) => {
    const start = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    lines[level](
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
