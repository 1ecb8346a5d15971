/** The sample plans renewed for the next year with plausible changes; never an imported plan. */
import type { medicarePlans } from '../schema.ts';
import { PLAN_WITHOUT_FORMULARY, SAMPLE_DATA_NOTE, stableUnit } from './plan-catalogue.ts';

type PlanSeed = typeof medicarePlans.$inferInsert;

export const SAMPLE_PLAN_YEAR = 2026;
export const NEXT_SAMPLE_PLAN_YEAR = SAMPLE_PLAN_YEAR + 1;

const NOT_RENEWED = 0.06;

const money = (value: number) => value.toFixed(2);

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

export function nextYearSample(plans: readonly PlanSeed[]): PlanSeed[] {
  return plans.flatMap((p) => renewSamplePlan(p) ?? []);
}
