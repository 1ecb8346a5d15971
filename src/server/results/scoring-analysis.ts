/**
 * The admin scoring analysis (spec §2 "Observability"): every eligible plan with the engine's cost parts,
 * score components, dominance cap and rank, for one stored submission or the reference profile.
 * Reference profile (ADR 0007): ZIP 73102, Oklahoma County, 20-mile radius, no drugs, no doctors.
 */
import { asc, eq } from 'drizzle-orm';
import { scoreComponents } from '../../engine/score.ts';
import type { Profile } from '../../engine/types.ts';
import { yearlyCostFields } from '../../engine/yearly-cost.ts';
import { TOP_RESULTS } from '../../shared/constants.ts';
import { DEFAULT_ANSWERS } from '../../shared/profile-answers.ts';
import type { ScoringAnalysis, ScoringAnalysisPlan } from '../../shared/scoring-analysis-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { moneyOrNull } from '../db/plan-row.ts';
import { medicarePlans, medicareUsers, planScores } from '../db/schema.ts';
import type { Caches } from '../services/platform/caches.ts';
import { eligiblePlans, scoreProfile } from './score.ts';
import { readStoredResult, storedCostFields, storedLateEnrollmentWarning } from './stored-result.ts';

export const REFERENCE_PROFILE: Omit<Profile, 'planYear'> = {
  zipCode: '73102',
  county: 'Oklahoma',
  radiusMiles: 20,
  medications: [],
  doctors: [],
  answers: DEFAULT_ANSWERS,
};
export const REFERENCE_DESCRIPTION =
  'Reference profile: ZIP 73102 (Oklahoma County), 20-mile radius, no medications, no doctors, a few doctor visits a year, no Special Needs Plan qualifiers (so no Special Needs Plans), no priorities.';

type PlanRow = typeof medicarePlans.$inferSelect;

/** What both analyses show alike of a plan: its names, score components and raw data. */
function planParts(plan: PlanRow, breakdown: Readonly<Record<string, number>>) {
  const { points, priorities, other } = scoreComponents(breakdown);
  return {
    planId: plan.planId,
    planName: plan.planName,
    carrier: plan.carrier,
    components: points,
    priorityPoints: priorities,
    otherPoints: other,
    rawData: {
      planType: plan.planType,
      monthlyPremium: moneyOrNull(plan.monthlyPremium),
      partBPremiumReduction: moneyOrNull(plan.partBPremiumReduction),
      moopInNetwork: moneyOrNull(plan.moopInNetwork),
      moopOutNetwork: moneyOrNull(plan.moopOutNetwork),
      starRating: moneyOrNull(plan.starRating),
      hasRxCoverage: plan.hasRxCoverage,
      medicalDeductible: moneyOrNull(plan.medicalDeductible),
      rxDeductible: moneyOrNull(plan.rxDeductible),
      hospitalNetwork: plan.hospitalNetwork,
      preferredPharmacies: plan.preferredPharmacies,
      copayStructure: plan.copayStructure ?? {},
      benefits: plan.benefits ?? {},
      prescriptionTiers: plan.prescriptionTiers ?? {},
    },
  };
}

function summarize(
  planYear: number,
  plans: ScoringAnalysisPlan[],
  profile: ScoringAnalysis['profile'],
): ScoringAnalysis {
  const carrierDistribution: Record<string, number> = {};
  for (const p of plans)
    if (p.inTopResults) carrierDistribution[p.carrier] = (carrierDistribution[p.carrier] ?? 0) + 1;
  return {
    planYear,
    totalPlans: plans.length,
    topResultsCount: plans.filter((p) => p.inTopResults).length,
    carrierDistribution,
    plans,
    profile,
  };
}

export async function referenceAnalysis(
  db: DbExecutor,
  caches: Caches,
  planYear: number,
): Promise<ScoringAnalysis> {
  const profile: Profile = { ...REFERENCE_PROFILE, planYear };
  const eligible = await eligiblePlans(db, caches, profile);
  const byId = new Map(eligible.rows.map((r) => [r.id, r]));
  const results = await scoreProfile(db, caches, profile, eligible);
  return summarize(
    planYear,
    results.flatMap((r) => {
      const row = byId.get(r.plan.id);
      if (!row) return [];
      return [
        {
          ...planParts(row, r.scoreBreakdown),
          currentRank: r.rank,
          finalScore: r.score,
          inTopResults: r.inTopResults,
          ...yearlyCostFields(r.cost.total),
          costBreakdown: {
            premiums: r.cost.premiums,
            drugs: r.cost.drugs,
            medical: r.cost.medical,
            partBGiveback: r.cost.giveback,
          },
          medicationsCovered: r.medicationsCovered,
          totalMedications: r.totalMedications,
          doctorsInNetwork: r.doctorsInNetwork,
          totalDoctors: r.totalDoctors,
          cappedBy: r.cappedBy,
          afterDrugCoverage: r.drugCoverage === 0,
        },
      ];
    }),
    { kind: 'reference', description: REFERENCE_DESCRIPTION },
  );
}

export async function submissionAnalysis(db: DbExecutor, userId: string): Promise<ScoringAnalysis | null> {
  const [user] = await db
    .select({ id: medicareUsers.id, createdAt: medicareUsers.createdAt, planYear: medicareUsers.planYear })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ score: planScores, plan: medicarePlans })
    .from(planScores)
    .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
    .where(eq(planScores.userId, user.id))
    .orderBy(asc(planScores.rank));
  return summarize(
    user.planYear,
    rows.flatMap(({ score, plan }, i) => {
      const stored = readStoredResult(score.reasoning);
      if (!stored) return [];
      return [
        {
          ...planParts(plan, stored.scoreBreakdown),
          // The submission's stored place; the top results are the first ten that still exist.
          currentRank: score.rank ?? i + 1,
          finalScore: Number(score.totalScore ?? 0),
          inTopResults: i < TOP_RESULTS,
          ...storedCostFields(score, stored),
          medicationsCovered: score.medicationsCovered ?? 0,
          totalMedications: score.totalMedications ?? 0,
          doctorsInNetwork: score.doctorsInNetwork ?? 0,
          totalDoctors: score.totalDoctors ?? 0,
          cappedBy: stored.cappedBy,
          afterDrugCoverage: storedLateEnrollmentWarning(stored),
        },
      ];
    }),
    { kind: 'submission', userId: user.id, createdAt: user.createdAt.toISOString() },
  );
}
