import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { type Logger, requestLogLevel } from '../logger.ts';

/** One line per API request: method, route pattern (never the path), status, duration (design.md §7). */
export function requestLog(logger: Logger): MiddlewareHandler {
  const level = requestLogLevel(logger);
  // These four fields hold nothing personal, so the line skips the redact pass (a third of its cost).
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
