import { Hono } from 'hono';
import { pharmacySearchQuerySchema } from '../../../shared/lookup-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { validate } from '../../http/validate.ts';
import type { Caches } from '../../services/platform/caches.ts';
import { searchPharmacies } from '../../services/providers/pharmacy-search.ts';

/** POST /api/pharmacies/search (ZIP out of URLs, ADR 0011): up to 20 network pharmacies, nearest first. */
export function pharmaciesRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().post(
    '/api/pharmacies/search',
    validate('json', pharmacySearchQuerySchema),
    async (c) => c.json(await searchPharmacies(deps.db, caches.geo, c.req.valid('json'))),
  );
}
