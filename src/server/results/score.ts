/** The one place a profile is scored: inputs loaded (plan-loader.ts), ranked (engine/recommend.ts). */
import { recommendPlans } from '../../engine/recommend.ts';
import type { EngineContext, EnginePlan, PlanResult, Profile } from '../../engine/types.ts';
import type { DbExecutor } from '../db/client.ts';
import type { medicarePlans } from '../db/schema.ts';
import type { PlanCatalogue } from '../services/catalogue/plan-cache.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { loadEngineInputs } from './plan-loader.ts';

export type PlanRow = typeof medicarePlans.$inferSelect;

export type PlanSet = { rows: PlanRow[]; withFormulary?: ReadonlySet<number> };

/** The plans to choose from and the state of the ZIP (a county name alone is in 30 states, ADR 0016). */
export async function eligiblePlans(
  db: DbExecutor,
  caches: EngineCaches,
  profile: Profile,
  catalogue?: PlanCatalogue,
): Promise<PlanSet & { state: string }> {
  const state = await caches.geo.stateOf(profile.zipCode);
  const place = { state, county: profile.county };
  const eligible = catalogue
    ? await catalogue.eligible(place, profile.planYear)
    : await caches.plans.eligible(place, profile.planYear, db);
  return { ...eligible, state };
}

/** For a reader that runs its own engine step (roads). */
export function engineInputs(
  db: DbExecutor,
  caches: EngineCaches,
  profile: Profile,
  plans: PlanSet,
): Promise<{ plans: EnginePlan[]; context: EngineContext }> {
  return loadEngineInputs(db, caches, profile, plans.rows, plans.withFormulary);
}

export type ScoreOptions = {
  /** Engine default: TOP_RESULTS. */
  topResults?: number;
  /** A stored submission's plans: none is held back again. */
  allPlans?: boolean;
  /** Between loading and ranking: on PGlite, requests sent meanwhile are read (submit-profile.ts). */
  pause?: () => Promise<void>;
};

export async function scoreProfile(
  db: DbExecutor,
  caches: EngineCaches,
  profile: Profile,
  plans: PlanSet,
  options: ScoreOptions = {},
): Promise<PlanResult[]> {
  const inputs = await engineInputs(db, caches, profile, plans);
  await options.pause?.();
  const { topResults, allPlans } = options;
  return recommendPlans(profile, inputs.plans, inputs.context, { topResults, allPlans });
}
