import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { databaseAnswers } from '../../services/platform/health.ts';

/** Liveness and readiness probes; outside the access gate so a load balancer can call them. */
export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/health', (c) => c.json({ status: 'ok' }))
    .get('/api/ready', async (c) => {
      if (!(await databaseAnswers(deps.db))) throw errors.unavailable('The database is not reachable.');
      return c.json({ status: 'ready' });
    });
}
