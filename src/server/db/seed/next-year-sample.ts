/**
 * Sample plans for the next plan year (issue 18: plan years side by side): every sample plan of
 * data/plans.json (plan year SAMPLE_PLAN_YEAR) renewed for the year after, with the changes plans
 * make between years: some premiums rise or fall, some out-of-pocket maximums rise, a few plans
 * are not renewed. Deterministic (stableUnit), labelled as sample data like every seeded plan, and
 * only for the seeded sample plans: an imported plan is never given a next year by a generator.
 * The demo shows both years during open enrollment; tests seed it only where they need it.
 */
import type { medicarePlans } from '../schema.ts';
import { PLAN_WITHOUT_FORMULARY, SAMPLE_DATA_NOTE, stableUnit } from './plan-catalogue.ts';

type PlanSeed = typeof medicarePlans.$inferInsert;

/** The plan year data/plans.json describes. */
export const SAMPLE_PLAN_YEAR = 2026;
export const NEXT_SAMPLE_PLAN_YEAR = SAMPLE_PLAN_YEAR + 1;

/** Share of sample plans not renewed for the next year (their ids skip the next year). */
const NOT_RENEWED = 0.06;

const money = (value: number) => value.toFixed(2);

/** The next year's row of one sample plan, or null when it is not renewed. */
export function renewSamplePlan(plan: PlanSeed): PlanSeed | null {
  const id = plan.planId;
  // The plan without a formulary stays: it exercises the engine's estimated tiers in both years.
  if (id !== PLAN_WITHOUT_FORMULARY && stableUnit(id, 'renewed') < NOT_RENEWED) return null;
  const premium = Number(plan.monthlyPremium ?? 0);
  const change = stableUnit(id, 'premium');
  // $0 plans mostly stay $0; others move by up to $12 either way, never below $0.
  const nextPremium =
    premium === 0
      ? change < 0.85
        ? 0
        : 9 + Math.round(change * 20)
      : Math.max(0, premium + Math.round((change - 0.45) * 24));
  const moop =
    plan.moopInNetwork === null || plan.moopInNetwork === undefined ? null : Number(plan.moopInNetwork);
  const nextMoop = moop === null ? null : stableUnit(id, 'moop') < 0.4 ? Math.min(9250, moop + 500) : moop;
  return {
    ...plan,
    planYear: NEXT_SAMPLE_PLAN_YEAR,
    monthlyPremium: money(nextPremium),
    moopInNetwork: nextMoop === null ? null : money(nextMoop),
    notes: `${SAMPLE_DATA_NOTE} Sample ${NEXT_SAMPLE_PLAN_YEAR} plan, made from the ${SAMPLE_PLAN_YEAR} sample.`,
  };
}

/** The next year's sample catalogue from this year's. */
export function nextYearSample(plans: readonly PlanSeed[]): PlanSeed[] {
  return plans.flatMap((p) => {
    const next = renewSamplePlan(p);
    return next ? [next] : [];
  });
}
