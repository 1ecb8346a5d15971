import { Hono } from 'hono';
import { providerSearchQuerySchema } from '../../../shared/lookup-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { validate } from '../../http/validate.ts';
import { searchProviders } from '../../services/provider-search.ts';
import type { ZipGeo } from '../../services/zip-geo.ts';

/** GET /api/providers/search?q=&userZip=&radius= (spec §7): at most 20 ranked matches. */
export function providersRoutes(deps: AppDeps, geo: ZipGeo) {
  return new Hono<AppEnv>().get(
    '/api/providers/search',
    validate('query', providerSearchQuerySchema),
    async (c) => c.json(await searchProviders(deps.db, geo, c.req.valid('query'))),
  );
}
