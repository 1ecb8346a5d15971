/** What the plan page adds to the plan's facts: the data line, the Part D tier table, its sample parts. */
import type { PlanDetail } from '../../../shared/recommendation-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { isSampleData } from '../../db/plan-row.ts';
import type { medicarePlans } from '../../db/schema.ts';
import type { Caches } from '../platform/caches.ts';
import { planDataOf } from './data-sources.ts';
import { planTierCosts } from './partd-loader.ts';

export async function planSourcesOf(
  db: DbExecutor,
  caches: Pick<Caches, 'partD' | 'networks'>,
  plan: typeof medicarePlans.$inferSelect,
): Promise<Pick<PlanDetail, 'planData' | 'tierCosts' | 'dataParts'>> {
  const planData = await planDataOf(db, plan.planYear);
  const tierCosts = await planTierCosts(db, caches.partD, plan);
  const network = (await caches.networks.of(db, [plan.id])).get(plan.id);
  return {
    planData,
    tierCosts,
    dataParts: {
      details: isSampleData(plan) ? 'sample' : 'catalogue',
      // The drug list and prices the costs came from (Part D files, else the estimate).
      drugs: !plan.hasRxCoverage
        ? 'none'
        : !tierCosts
          ? 'estimate'
          : tierCosts.sample
            ? 'sample'
            : 'medicare',
      // A real network speaks for real doctors even beside sample rows (ADR 0014).
      network: network?.real ? 'real' : network?.sample ? 'sample' : 'none',
    },
  };
}
