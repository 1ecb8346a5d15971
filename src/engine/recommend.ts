/**
 * The engine's entry point: every plan the person may join priced, scored, explained and ranked
 * for one profile, in the results order of ranking.ts (ADR 0012). Pure: the caller passes plans,
 * formularies, networks, catalogue and directory.
 */
import { TOP_RESULTS } from '../shared/constants.ts';
import { roundCents } from './cost-share.ts';
import { doctorLinesForPlan, resolveDoctors } from './doctors.ts';
import { computeDrugCosts } from './drug-cost.ts';
import { eligibilityRule, mayJoin } from './eligibility.ts';
import { computeMedicalCost } from './medical-cost.ts';
import { CURRENT_PLAN_YEAR, type PlanYearParameters } from './plan-year.ts';
import { capDominated, compareResults } from './ranking.ts';
import { buildReasoning, offeredExtras } from './reasoning.ts';
import { effectiveStars, scorePlan } from './score.ts';
import type {
  CostBreakdown,
  DoctorLine,
  DrugCostLine,
  EngineContext,
  EnginePlan,
  PlanResult,
  Profile,
} from './types.ts';

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

type Priced = {
  plan: EnginePlan;
  cost: CostBreakdown;
  drugLines: DrugCostLine[];
  doctorLines: DoctorLine[];
  medicationsCovered: number;
  doctorsInNetwork: number;
};

export function recommendPlans(
  profile: Profile,
  plans: readonly EnginePlan[],
  context: EngineContext,
  options: {
    year?: PlanYearParameters;
    topResults?: number;
    /** Skip the Special Needs Plan filter: the plans were chosen already (a stored submission's). */
    allPlans?: boolean;
  } = {},
): PlanResult[] {
  const year = options.year ?? CURRENT_PLAN_YEAR;
  const topResults = options.topResults ?? TOP_RESULTS;
  const { answers } = profile;
  const resolved = resolveDoctors(profile, context.doctorCandidates, context.zipPoints);
  // Doctors not in our directory have no network status to compare plans on (doctors.ts).
  const checkedDoctors = resolved.filter((r) => r.match !== null).length;

  // Special Needs Plans only for those whose answers say they may join (eligibility.ts).
  const priced: Priced[] = plans
    .filter((plan) => options.allPlans === true || mayJoin(plan.planType, answers))
    .map((plan) => {
      const drugs = computeDrugCosts(plan, profile.medications, context.drugs, year);
      const doctorLines = doctorLinesForPlan(resolved, plan);
      const medical = computeMedicalCost(plan, doctorLines, answers.health);
      const premiums = roundCents(12 * plan.monthlyPremium);
      const giveback = roundCents(12 * plan.partBPremiumReduction);
      let medicationsCovered = 0;
      for (const l of drugs.lines) if (l.covered) medicationsCovered++;
      let doctorsInNetwork = 0;
      for (const d of doctorLines) if (d.inNetwork) doctorsInNetwork++;
      return {
        plan,
        cost: {
          premiums,
          giveback,
          drugs: drugs.total,
          medical,
          total: roundCents(premiums + drugs.total + medical - giveback),
        },
        drugLines: drugs.lines,
        doctorLines,
        medicationsCovered,
        doctorsInNetwork,
      };
    });

  const cheapest = priced.reduce((min, p) => Math.min(min, p.cost.total), Number.POSITIVE_INFINITY);
  const results: PlanResult[] = priced.map((p): PlanResult => {
    const lateEnrollmentWarning = !p.plan.hasRxCoverage && !answers.creditableDrugCoverage;
    const scored = scorePlan(p.plan, {
      yearlyCost: p.cost.total,
      cheapestYearlyCost: cheapest,
      medicationsCovered: p.medicationsCovered,
      totalMedications: profile.medications.length,
      doctorsInNetwork: p.doctorsInNetwork,
      totalDoctors: checkedDoctors,
      priorities: answers.priorities,
      creditableDrugCoverage: answers.creditableDrugCoverage,
    });
    let merged: Record<string, number> | undefined;
    return {
      plan: p.plan,
      rank: 0,
      inTopResults: false,
      score: scored.score,
      componentScores: scored.componentScores,
      cost: p.cost,
      medicationsCovered: p.medicationsCovered,
      totalMedications: profile.medications.length,
      doctorsInNetwork: p.doctorsInNetwork,
      totalDoctors: checkedDoctors,
      drugLines: p.drugLines,
      doctorLines: p.doctorLines,
      fieldPoints: scored.fieldPoints,
      personalPoints: scored.personalPoints,
      // Merged on first read: most plans' breakdowns are only stored, from the two parts.
      get scoreBreakdown() {
        merged ??= { ...scored.fieldPoints, ...scored.personalPoints };
        return merged;
      },
      reasoning: [],
      eligibilityNote: eligibilityRule(p.plan.planType),
      highlights: [],
      stars: effectiveStars(p.plan),
      drugCoverage: p.plan.hasRxCoverage || answers.creditableDrugCoverage ? 1 : 0,
      lateEnrollmentWarning,
    };
  });

  // No plan scores above a plan that beats it on cost, drugs, doctors, stars and drug coverage.
  for (const [planId, adjustment] of capDominated(results)) {
    const r = results.find((x) => x.plan.planId === planId);
    if (r) r.personalPoints.dominanceAdjustmentPoints = adjustment;
  }
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
        lateEnrollmentWarning: r.lateEnrollmentWarning,
      });
    }
  });
  return results;
}
