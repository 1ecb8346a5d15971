/**
 * The admin scoring analysis (spec §2 "Observability"): every eligible plan with its rank, score,
 * raw data and breakdown, for one stored submission or for the reference profile.
 *
 * Reference profile (documented in ADR 0007): ZIP 73102 in Oklahoma County (central Oklahoma
 * City), 20-mile radius, no medications, no doctors — the ranking anyone there would start from.
 */
import { asc, eq } from 'drizzle-orm';
import { recommendPlans } from '../../engine/recommend.ts';
import type { Profile } from '../../engine/types.ts';
import { TOP_RESULTS } from '../../shared/constants.ts';
import { DEFAULT_ANSWERS } from '../../shared/profile-answers.ts';
import type { ScoringAnalysis, ScoringAnalysisPlan } from '../../shared/scoring-analysis-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { medicarePlans, medicareUsers, planScores } from '../db/schema.ts';
import { moneyOrNull } from '../presenters/plan-presenter.ts';
import { yearlyCostFields } from '../presenters/recommendation-presenter.ts';
import type { Caches } from './caches.ts';
import { loadEngineInputs } from './plan-loader.ts';
import { readStoredResult, withAllFields } from './stored-result.ts';

/** The reference profile; its plan year is the one the analysis is asked for. */
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

function rawData(plan: PlanRow): ScoringAnalysisPlan['rawData'] {
  return {
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
  const place = { state: await caches.geo.stateOf(profile.zipCode), county: profile.county };
  const { rows, withFormulary } = await caches.plans.eligible(place, planYear, db);
  const { plans, context } = await loadEngineInputs(db, caches, profile, rows, withFormulary);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results = recommendPlans(profile, plans, context);
  return summarize(
    planYear,
    results.flatMap((r) => {
      const row = byId.get(r.plan.id);
      if (!row) return [];
      return [
        {
          planId: row.planId,
          planName: row.planName,
          carrier: row.carrier,
          currentRank: r.rank,
          finalScore: r.score,
          inTopResults: r.inTopResults,
          ...yearlyCostFields(r.cost.total),
          rawData: rawData(row),
          scoreBreakdown: r.scoreBreakdown,
        },
      ];
    }),
    { kind: 'reference', description: REFERENCE_DESCRIPTION },
  );
}

/** The stored ranking of one submission; null when there is no such submission. */
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
    rows.map(({ score, plan }, i) => ({
      planId: plan.planId,
      planName: plan.planName,
      carrier: plan.carrier,
      // The place the submission gave it; the top results are the first ten that still exist.
      currentRank: score.rank ?? i + 1,
      finalScore: Number(score.totalScore ?? 0),
      inTopResults: i < TOP_RESULTS,
      ...yearlyCostFields(Number(score.estimatedAnnualCost ?? 0)),
      rawData: rawData(plan),
      scoreBreakdown: withAllFields(readStoredResult(score.reasoning)?.scoreBreakdown ?? {}),
    })),
    { kind: 'submission', userId: user.id, createdAt: user.createdAt.toISOString() },
  );
}
