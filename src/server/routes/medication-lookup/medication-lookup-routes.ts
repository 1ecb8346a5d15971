import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { medicationCatalogue } from '../../services/reference-lookups.ts';

/** GET /api/medication-lookup: the drug catalogue in spec §3's lookup-item shape. */
export function medicationLookupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/medication-lookup', async (c) =>
    c.json(await medicationCatalogue(deps.db)),
  );
}
