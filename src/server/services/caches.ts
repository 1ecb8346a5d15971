/**
 * What one app keeps in memory, made once in createApp and passed to the routes that need it:
 * caches of reference data, and the state of the imports this process runs (import-state.ts).
 */
import type { DbExecutor } from '../db/client.ts';
import { ImportState } from './import/import-state.ts';
import { PlanCache } from './plan-cache.ts';
import { ProviderDirectory } from './provider-directory.ts';
import { ZipGeo } from './zip-geo.ts';

export type Caches = { geo: ZipGeo; plans: PlanCache; providers: ProviderDirectory; imports: ImportState };

export function createCaches(db: DbExecutor): Caches {
  return {
    geo: new ZipGeo(db),
    plans: new PlanCache(db),
    providers: new ProviderDirectory(db),
    imports: new ImportState(),
  };
}
