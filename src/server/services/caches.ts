/** Per-process caches of reference data, shared by the routes that need them. */
import type { DbExecutor } from '../db/client.ts';
import { PlanCache } from './plan-cache.ts';
import { ProviderDirectory } from './provider-directory.ts';
import { ZipGeo } from './zip-geo.ts';

export type Caches = { geo: ZipGeo; plans: PlanCache; providers: ProviderDirectory };

export function createCaches(db: DbExecutor): Caches {
  return { geo: new ZipGeo(db), plans: new PlanCache(db), providers: new ProviderDirectory(db) };
}
