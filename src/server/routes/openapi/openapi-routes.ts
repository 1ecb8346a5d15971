import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { cookieName } from '../../http/cookies.ts';
import { openApiDocument } from '../../openapi.ts';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the consumer and admin plan APIs, outside the
 * access gate (it holds no data, only the shapes), made once.
 */
export function openApiRoutes(deps: AppDeps) {
  const document = openApiDocument(cookieName(deps.config, 'access'), cookieName(deps.config, 'admin'));
  return new Hono<AppEnv>().get('/api/openapi.json', (c) => c.json(document));
}
