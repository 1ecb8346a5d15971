import { Hono } from 'hono';
import { providerSearchQuerySchema } from '../../../shared/lookup-contracts.ts';
import type { AppEnv } from '../../app-context.ts';
import { validate } from '../../http/validate.ts';
import type { Caches } from '../../services/platform/caches.ts';

/** POST /api/providers/search: a POST so names and ZIPs stay out of URLs (ADR 0011); at most 20 matches. */
export function providersRoutes(caches: Caches) {
  return new Hono<AppEnv>().post(
    '/api/providers/search',
    validate('json', providerSearchQuerySchema),
    async (c) => c.json(await caches.providers.search(caches.geo, c.req.valid('json'))),
  );
}
