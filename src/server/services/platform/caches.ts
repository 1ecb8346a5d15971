/** What one app keeps in memory: reference-data caches and import state (results: result-documents.ts). */
import type { DbExecutor } from '../../db/client.ts';
import { CarrierList } from '../catalogue/carrier-list.ts';
import { NetworkSourcesCache } from '../catalogue/network-sources.ts';
import { PartDCache } from '../catalogue/partd-loader.ts';
import { PlanCache } from '../catalogue/plan-cache.ts';
import { ZipGeo } from '../catalogue/zip-geo.ts';
import { ImportState } from '../import/import-state.ts';
import { ProviderDirectory } from '../providers/provider-directory.ts';

export type Caches = {
  geo: ZipGeo;
  plans: PlanCache;
  partD: PartDCache;
  /** Reloaded when plan_networks changes (ADR 0014). */
  networks: NetworkSourcesCache;
  providers: ProviderDirectory;
  /** Imports read it through `imports.carriers`, the same object. */
  carriers: CarrierList;
  imports: ImportState;
};

export type EngineCaches = Pick<Caches, 'geo' | 'plans' | 'partD' | 'networks'>;

export function createCaches(db: DbExecutor): Caches {
  const carriers = new CarrierList();
  return {
    geo: new ZipGeo(db),
    plans: new PlanCache(db),
    partD: new PartDCache(),
    networks: new NetworkSourcesCache(),
    providers: new ProviderDirectory(db),
    carriers,
    imports: new ImportState(carriers),
  };
}
