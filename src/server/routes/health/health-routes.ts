import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';

/** Liveness and readiness probes; outside the access gate so a load balancer can call them. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/health', (c) => c.json({ status: 'ok' }))
    .get('/api/ready', async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw errors.unavailable('The database is not reachable.');
      }
      return c.json({ status: 'ready' });
    });
}
