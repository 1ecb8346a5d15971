import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { cookieName } from '../../http/cookies.ts';
import { openApiDocument } from '../../openapi.ts';
import { databaseAnswers } from '../../services/platform/health.ts';

/** Outside the access gate: the probes (a load balancer calls them) and the API's shapes (no data). */
export function healthRoutes(deps: AppDeps) {
  const document = openApiDocument(cookieName(deps.config, 'access'), cookieName(deps.config, 'admin'));
  return new Hono<AppEnv>()
    .get('/api/health', (c) => c.json({ status: 'ok' }))
    .get('/api/ready', async (c) => {
      if (!(await databaseAnswers(deps.db))) throw errors.unavailable('The database is not reachable.');
      return c.json({ status: 'ready' });
    })
    .get('/api/openapi.json', (c) => c.json(document));
}
