/**
 * The one place a profile is scored for a plan year: its plans' engine inputs are loaded
 * (plan-loader.ts) and the engine ranks them (engine/recommend.ts). A submission being stored,
 * details worked out again on read, the current plan's two years, a pharmacy's price, the two
 * roads and the scoring analysis all come through here.
 */
import { recommendPlans } from '../../engine/recommend.ts';
import type { EngineContext, EnginePlan, PlanResult, Profile } from '../../engine/types.ts';
import type { DbExecutor } from '../db/client.ts';
import type { medicarePlans } from '../db/schema.ts';
import type { PlanCatalogue } from '../services/catalogue/plan-cache.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { loadEngineInputs } from './plan-loader.ts';

export type PlanRow = typeof medicarePlans.$inferSelect;

/** The plan rows to score, and which of them have a formulary on file when that is known already. */
export type PlanSet = { rows: PlanRow[]; withFormulary?: ReadonlySet<number> };

/**
 * The plans the profile may choose from in its plan year, and the person's state, which comes from
 * their ZIP: a county name alone is in 30 states (ADR 0016). `catalogue`: one version of the plan
 * catalogue read already (a submission decides its plan year from the same one).
 */
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

/** What the engine is given for `plans` and this profile, for a reader that runs its own engine step (roads). */
export function engineInputs(
  db: DbExecutor,
  caches: EngineCaches,
  profile: Profile,
  plans: PlanSet,
): Promise<{ plans: EnginePlan[]; context: EngineContext }> {
  return loadEngineInputs(db, caches, profile, plans.rows, plans.withFormulary);
}

export type ScoreOptions = {
  /** How many results get their reasons and lines (engine default: TOP_RESULTS). */
  topResults?: number;
  /** The plans were chosen already (a stored submission's): none is held back again. */
  allPlans?: boolean;
  /** Between loading and ranking: on PGlite, requests sent meanwhile are read (submit-profile.ts). */
  pause?: () => Promise<void>;
};

/** The engine's results for `profile` over `plans`, ranked. */
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
