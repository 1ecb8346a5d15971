import { Hono } from 'hono';
import { providerSearchQuerySchema } from '../../../shared/lookup-contracts.ts';
import type { AppEnv } from '../../app-context.ts';
import { validate } from '../../http/validate.ts';
import type { Caches } from '../../services/caches.ts';

/** GET /api/providers/search?q=&userZip=&radius= (spec §7): at most 20 ranked matches. */
export function providersRoutes(caches: Caches) {
  return new Hono<AppEnv>().get(
    '/api/providers/search',
    validate('query', providerSearchQuerySchema),
    async (c) => c.json(await caches.providers.search(caches.geo, c.req.valid('query'))),
  );
}
