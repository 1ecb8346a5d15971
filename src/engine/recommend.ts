/**
 * The engine's entry point: every eligible plan priced, scored, explained and ranked for one
 * profile, in the results order of ranking.ts. Pure: the caller passes plans, formularies, networks, catalogue and directory.
 */
import { TOP_RESULTS } from '../shared/constants.ts';
import { roundCents } from './cost-share.ts';
import { doctorLinesForPlan, resolveDoctors } from './doctors.ts';
import { computeDrugCosts } from './drug-cost.ts';
import { computeMedicalCost } from './medical-cost.ts';
import { CURRENT_PLAN_YEAR, type PlanYearParameters } from './plan-year.ts';
import { compareResults } from './ranking.ts';
import { buildReasoning, eligibilityRule, offeredExtras } from './reasoning.ts';
import { scorePlan } from './score.ts';
import type { EngineContext, EnginePlan, PlanResult, Profile } from './types.ts';

/** Active plans that serve the county: statewide (no counties listed) or listing it. */
export function servesCounty(
  plan: { isActive: boolean; counties: readonly string[] | null },
  county: string | null,
): boolean {
  if (!plan.isActive) return false;
  if (!plan.counties || plan.counties.length === 0) return true;
  if (!county) return false;
  const wanted = county.trim().toLowerCase();
  return plan.counties.some((c) => c.trim().toLowerCase() === wanted);
}

export function recommendPlans(
  profile: Profile,
  plans: readonly EnginePlan[],
  context: EngineContext,
  options: { year?: PlanYearParameters; topResults?: number } = {},
): PlanResult[] {
  const year = options.year ?? CURRENT_PLAN_YEAR;
  const topResults = options.topResults ?? TOP_RESULTS;
  const resolved = resolveDoctors(profile, context.doctorCandidates, context.zipPoints);

  const results: PlanResult[] = plans.map((plan): PlanResult => {
    const drugs = computeDrugCosts(plan, profile.medications, context.drugs, year);
    const doctorLines = doctorLinesForPlan(resolved, plan);
    const medical = computeMedicalCost(plan, doctorLines);
    const premiums = roundCents(12 * (plan.monthlyPremium - plan.partBPremiumReduction));
    const cost = {
      premiums,
      drugs: drugs.total,
      medical,
      total: roundCents(premiums + drugs.total + medical),
    };
    let medicationsCovered = 0;
    for (const l of drugs.lines) if (l.covered) medicationsCovered++;
    let doctorsInNetwork = 0;
    for (const d of doctorLines) if (d.counted) doctorsInNetwork++;
    let merged: Record<string, number> | undefined;
    const scored = scorePlan(plan, {
      yearlyCost: cost.total,
      medicationsCovered,
      totalMedications: profile.medications.length,
      doctorsInNetwork,
      totalDoctors: profile.doctors.length,
    });
    return {
      plan,
      rank: 0,
      inTopResults: false,
      score: scored.score,
      componentScores: scored.componentScores,
      cost,
      medicationsCovered,
      totalMedications: profile.medications.length,
      doctorsInNetwork,
      totalDoctors: profile.doctors.length,
      drugLines: drugs.lines,
      doctorLines,
      fieldPoints: scored.fieldPoints,
      personalPoints: scored.personalPoints,
      // Merged on first read: most plans' breakdowns are only stored, from the two parts.
      get scoreBreakdown() {
        merged ??= { ...scored.fieldPoints, ...scored.personalPoints };
        return merged;
      },
      reasoning: [],
      eligibilityNote: eligibilityRule(plan.planType),
      highlights: [],
    };
  });

  results.sort(compareResults);
  results.forEach((r, i) => {
    r.rank = i + 1;
    r.inTopResults = i < topResults;
    // Reasons and highlights are written for the plans people see; the rest keep their numbers
    // and breakdown.
    if (r.inTopResults) {
      r.highlights = offeredExtras(r.plan);
      r.reasoning = buildReasoning({
        plan: r.plan,
        cost: r.cost,
        drugLines: r.drugLines,
        doctorLines: r.doctorLines,
        radiusMiles: profile.radiusMiles,
      });
    }
  });
  return results;
}
