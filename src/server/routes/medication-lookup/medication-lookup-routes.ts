import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { medicationLookup } from '../../db/schema.ts';

/** GET /api/medication-lookup: the drug catalogue in spec §3's lookup-item shape. */
export function medicationLookupRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/medication-lookup', async (c) => {
    const rows = await deps.db
      .select({
        name: medicationLookup.name,
        genericName: medicationLookup.genericName,
        category: medicationLookup.category,
        description: medicationLookup.description,
        availableDosages: medicationLookup.availableDosages,
      })
      .from(medicationLookup)
      .orderBy(asc(medicationLookup.name));
    return c.json(rows);
  });
}
