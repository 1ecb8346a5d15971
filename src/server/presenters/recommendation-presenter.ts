/** A stored plan score and its plan as spec §3's "Recommendation plan" (plus the detail we add). */

import { isOffered } from '../../engine/cost-share.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { forCostMonths, reasonsText, reasonText } from '../../shared/i18n/reasons-text.ts';
import type { RecommendationPlan } from '../../shared/recommendation-contracts.ts';
import { isSampleData, moneyOrNull } from '../db/plan-row.ts';
import type { medicarePlans } from '../db/schema.ts';
import { storedCostFields, storedLateEnrollmentWarning } from '../results/stored-result.ts';
import type { RankedPlan, RecommendationsRead } from '../results/submissions.ts';
import { benefitList, enrollmentUrl } from './plan-presenter.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** Every catalogue plan is Medicare Advantage (with or without Part D). */
function productType(plan: Pick<PlanRow, 'planType'>): RecommendationPlan['type'] {
  if (/supplement|medigap/i.test(plan.planType)) return 'Medicare Supplement';
  if (/^PDP$|part d/i.test(plan.planType)) return 'Part D';
  return 'Medicare Advantage';
}

/** Reasons in `language` (the reader's, not the submitter's). */
export const recommendationPlans = (read: RecommendationsRead, language: Language): RecommendationPlan[] =>
  read.plans.map((ranked) => toRecommendationPlan(ranked, language, read.coverageStartMonth, read.planYear));

/** Unexplained plans (past the first ten) have empty reasons and lines; their plan page explains them. */
function toRecommendationPlan(
  { score, plan, stored, explained }: RankedPlan,
  language: Language,
  startMonth: number,
  planYear: number,
): RecommendationPlan {
  return {
    id: plan.planId,
    planId: plan.planId,
    rank: stored.rank,
    name: plan.planName,
    carrier: plan.carrier,
    type: productType(plan),
    planType: plan.planType,
    // The premium the cost counted: the county's when the Landscape file gives one that differs.
    monthlyPremium: stored.premium?.full ?? moneyOrNull(plan.monthlyPremium) ?? 0,
    partBPremiumReduction: moneyOrNull(plan.partBPremiumReduction) ?? 0,
    annualDeductible: moneyOrNull(plan.medicalDeductible) ?? 0,
    rxDeductible: moneyOrNull(plan.rxDeductible) ?? 0,
    outOfPocketMax: moneyOrNull(plan.moopInNetwork),
    starRating: moneyOrNull(plan.starRating),
    hasRxCoverage: plan.hasRxCoverage,
    benefits: benefitList(plan.benefits, isOffered),
    medicationsCovered: score.medicationsCovered ?? 0,
    totalMedications: score.totalMedications ?? 0,
    doctorsInNetwork: score.doctorsInNetwork ?? 0,
    totalDoctors: score.totalDoctors ?? 0,
    estimatedAnnualDrugCost: stored.cost.drugs,
    ...storedCostFields(score, stored),
    lateEnrollmentWarning: storedLateEnrollmentWarning(stored),
    ...(stored.premium?.extraHelp
      ? {
          extraHelpPremium: {
            status: stored.premium.extraHelp,
            monthly: stored.premium.monthly,
            sample: stored.premium.sample,
          },
        }
      : {}),
    score: Number(score.totalScore ?? 0),
    componentScores: {
      cost: Number(score.costScore ?? 0),
      coverage: Number(score.coverageScore ?? 0),
      network: Number(score.networkScore ?? 0),
      benefits: Number(score.benefitsScore ?? 0),
    },
    explained,
    reasoning: explained
      ? reasonsText(forCostMonths(stored.reasons, startMonth, planYear, language), language)
      : [],
    drugs: explained ? stored.drugs : [],
    doctors: explained ? stored.doctors : [],
    eligibilityNote: stored.eligibilityNote === null ? null : reasonText(stored.eligibilityNote, language),
    isSampleData: isSampleData(plan),
    enrollmentUrl: enrollmentUrl(plan),
    ...(explained && stored.drugPricing ? { drugPricing: stored.drugPricing } : {}),
  };
}
