import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { cookieName } from '../../http/cookies.ts';
import { openApiDocument } from '../../openapi.ts';

/** GET /api/openapi.json, outside the access gate (shapes only, no data), made once. */
export function openApiRoutes(deps: AppDeps) {
  const document = openApiDocument(cookieName(deps.config, 'access'), cookieName(deps.config, 'admin'));
  return new Hono<AppEnv>().get('/api/openapi.json', (c) => c.json(document));
}
