/**
 * What one app keeps in memory, made once in createApp and passed to the routes that need it:
 * caches of reference data (the carrier list among them), and the state of the imports this process runs (import-state.ts).
 * Data only: what the results core keeps (answers ready to send, submission turns) is results/results-state.ts.
 */
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
  /** The current Part D release's per-plan drug benefits (issue 17). */
  partD: PartDCache;
  /** Which network data each plan has (ADR 0014), reloaded when plan_networks changes. */
  networks: NetworkSourcesCache;
  providers: ProviderDirectory;
  /** The carrier list admins maintain; imports read it through `imports.carriers`, the same object. */
  carriers: CarrierList;
  imports: ImportState;
};

/** What the engine's inputs are loaded with (plan-loader.ts). */
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
