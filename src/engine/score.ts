/**
 * The score (ADR 0007): 0–100, the sum of the points in the breakdown.
 *   yearlyCostPoints          45 × K / (K + (yearly cost − floor))      personal
 *   medicationCoveragePoints  15 × covered / listed (15 with none)      personal
 *   doctorNetworkPoints       15 × in network within radius / listed    personal
 *   plan-field points         25 across spec §2's four categories       plan quality
 *   snpEligibilityPoints      −10 for Special Needs Plans
 * Each plan field's points = category max × field weight / category weight × quality (0–1),
 * where quality rises as the plan gets better for the member (lower cost, higher stars, offered).
 */
import { SCORE_CATEGORIES, type ScoreCategoryName } from '../shared/plan-fields.ts';
import { costShareDollars, isOffered, parseCostShare, roundCents } from './cost-share.ts';
import type { EnginePlan, FieldPoints } from './types.ts';
import {
  BASIC_FIELD_WEIGHTS,
  BENEFIT_WEIGHTS,
  CATEGORY_MAX_POINTS,
  COPAY_FIELDS,
  COST_FIELD_REFERENCE,
  DOCTOR_NETWORK_MAX_POINTS,
  MEDICATION_COVERAGE_MAX_POINTS,
  MOOP_IN_RANGE,
  MOOP_OUT_RANGE,
  PART_B_REDUCTION_FULL,
  PLAN_TYPE_DEFAULT_QUALITY,
  PLAN_TYPE_FLEXIBILITY,
  SNP_PENALTY_POINTS,
  TIER_FIELDS,
  UNRATED_STARS,
  YEARLY_COST_FLOOR,
  YEARLY_COST_HALF_POINT,
  YEARLY_COST_MAX_POINTS,
} from './weights.ts';

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const inverse = (ref: number, dollars: number) => ref / (ref + Math.max(0, dollars));
const linear = (value: number, best: number, worst: number) => clamp01((worst - value) / (worst - best));
const hasText = (v: string | null) => v !== null && v.trim() !== '';

export function isSpecialNeedsPlan(plan: Pick<EnginePlan, 'planType'>): boolean {
  return /SNP/i.test(plan.planType);
}

export function effectiveStars(plan: Pick<EnginePlan, 'starRating'>): number {
  return plan.starRating ?? UNRATED_STARS;
}

function basicQuality(plan: EnginePlan): Record<keyof typeof BASIC_FIELD_WEIGHTS, number> {
  const flexibility = PLAN_TYPE_FLEXIBILITY.find((f) => f.pattern.test(plan.planType))?.quality;
  return {
    starRating: clamp01((effectiveStars(plan) - 1) / 4),
    monthlyPremium: inverse(COST_FIELD_REFERENCE.monthlyPremium, plan.monthlyPremium),
    moopInNetwork:
      plan.moopInNetwork === null ? 0 : linear(plan.moopInNetwork, MOOP_IN_RANGE.best, MOOP_IN_RANGE.worst),
    partBPremiumReduction: clamp01(plan.partBPremiumReduction / PART_B_REDUCTION_FULL),
    moopOutNetwork:
      plan.moopOutNetwork === null
        ? 0
        : linear(plan.moopOutNetwork, MOOP_OUT_RANGE.best, MOOP_OUT_RANGE.worst),
    hasRxCoverage: plan.hasRxCoverage ? 1 : 0,
    medicalDeductible: inverse(COST_FIELD_REFERENCE.medicalDeductible, plan.medicalDeductible),
    rxDeductible: plan.hasRxCoverage ? inverse(COST_FIELD_REFERENCE.rxDeductible, plan.rxDeductible) : 0,
    planType: flexibility ?? PLAN_TYPE_DEFAULT_QUALITY,
    hospitalNetwork: hasText(plan.hospitalNetwork) ? 1 : 0,
    preferredPharmacies: plan.hasRxCoverage && hasText(plan.preferredPharmacies) ? 1 : 0,
  };
}

type FieldSpec = { field: string; key: string; maxPoints: number; typical: number };

/** Field weights turned into points once, at load: category max × weight / category weight. */
function specs(
  category: ScoreCategoryName,
  fields: Record<string, number | { weight: number; typical: number }>,
): FieldSpec[] {
  const entries = Object.entries(fields).map(([field, v]) =>
    typeof v === 'number'
      ? { field, weight: v, typical: 0 }
      : { field, weight: v.weight, typical: v.typical },
  );
  const totalWeight = entries.reduce((a, e) => a + e.weight, 0);
  return entries.map((e) => ({
    field: e.field,
    key: `${e.field}Points`,
    maxPoints: (CATEGORY_MAX_POINTS[category] * e.weight) / totalWeight,
    typical: e.typical,
  }));
}

const BASIC_SPECS = specs('Basic Plan Fields', BASIC_FIELD_WEIGHTS);
const COPAY_SPECS = specs('Copay Structure', COPAY_FIELDS);
const BENEFIT_SPECS = specs('Additional Benefits', BENEFIT_WEIGHTS);
const TIER_SPECS = specs('Prescription Drug Tiers', TIER_FIELDS);
const WEIGHTED_KEYS = new Set(
  [...BASIC_SPECS, ...COPAY_SPECS, ...BENEFIT_SPECS, ...TIER_SPECS].map((s) => s.key),
);
/** Category fields without a weight still get a key (at 0) so every field shows in the breakdown. */
const UNWEIGHTED_KEYS = Object.values(SCORE_CATEGORIES)
  .flat()
  .map((f) => `${f}Points`)
  .filter((k) => !WEIGHTED_KEYS.has(k));

function addCostFields(
  into: Record<string, number>,
  fieldSpecs: FieldSpec[],
  values: Record<string, string | boolean>,
  enabled: boolean,
): number {
  let sum = 0;
  for (const spec of fieldSpecs) {
    const share = enabled ? parseCostShare(values[spec.field]) : null;
    const quality = share ? inverse(spec.typical, costShareDollars(share, spec.typical)) : 0;
    const points = roundCents(spec.maxPoints * quality);
    into[spec.key] = points;
    sum += points;
  }
  return sum;
}

/** Plan-quality points per field, grouped as spec §2's scoring categories. */
export function planFieldPoints(plan: EnginePlan): FieldPoints {
  const points: Record<string, number> = {};
  const basic = basicQuality(plan);
  let basicSum = 0;
  for (const spec of BASIC_SPECS) {
    const value = roundCents(spec.maxPoints * (basic[spec.field as keyof typeof basic] ?? 0));
    points[spec.key] = value;
    basicSum += value;
  }
  const copaySum = addCostFields(points, COPAY_SPECS, plan.copayStructure, true);
  let benefitSum = 0;
  for (const spec of BENEFIT_SPECS) {
    const value = isOffered(plan.benefits[spec.field]) ? roundCents(spec.maxPoints) : 0;
    points[spec.key] = value;
    benefitSum += value;
  }
  const tierSum = addCostFields(points, TIER_SPECS, plan.prescriptionTiers, plan.hasRxCoverage);
  for (const key of UNWEIGHTED_KEYS) points[key] = 0;
  return {
    points,
    byCategory: {
      'Basic Plan Fields': basicSum,
      'Copay Structure': copaySum,
      'Additional Benefits': benefitSum,
      'Prescription Drug Tiers': tierSum,
    },
  };
}

export type PersonalFactors = {
  yearlyCost: number;
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
};

export function yearlyCostPoints(yearlyCost: number): number {
  const shifted = Math.max(0, yearlyCost - YEARLY_COST_FLOOR);
  return (YEARLY_COST_MAX_POINTS * YEARLY_COST_HALF_POINT) / (YEARLY_COST_HALF_POINT + shifted);
}

export type ScoreResult = {
  score: number;
  /** The plan's field points: shared between submissions when precomputed, so never mutated. */
  fieldPoints: Readonly<Record<string, number>>;
  /** The personal-factor bonus keys (and the SNP points). */
  personalPoints: Record<string, number>;
  componentScores: { cost: number; coverage: number; network: number; benefits: number };
};

const QUALITY_MAX = Object.values(CATEGORY_MAX_POINTS).reduce((a, b) => a + b, 0);

export function scorePlan(plan: EnginePlan, personal: PersonalFactors): ScoreResult {
  const { points, byCategory } = plan.fieldPoints ?? planFieldPoints(plan);
  const cost = roundCents(yearlyCostPoints(personal.yearlyCost));
  const coverage = roundCents(
    personal.totalMedications === 0
      ? MEDICATION_COVERAGE_MAX_POINTS
      : (MEDICATION_COVERAGE_MAX_POINTS * personal.medicationsCovered) / personal.totalMedications,
  );
  const network = roundCents(
    personal.totalDoctors === 0
      ? DOCTOR_NETWORK_MAX_POINTS
      : (DOCTOR_NETWORK_MAX_POINTS * personal.doctorsInNetwork) / personal.totalDoctors,
  );
  const personalPoints: Record<string, number> = {
    yearlyCostPoints: cost,
    medicationCoveragePoints: coverage,
    doctorNetworkPoints: network,
  };
  const snp = isSpecialNeedsPlan(plan) ? -SNP_PENALTY_POINTS : 0;
  if (snp !== 0) personalPoints.snpEligibilityPoints = snp;
  const quality =
    byCategory['Basic Plan Fields'] +
    byCategory['Copay Structure'] +
    byCategory['Additional Benefits'] +
    byCategory['Prescription Drug Tiers'];
  const sum = quality + cost + coverage + network + snp;
  return {
    score: roundCents(Math.min(100, Math.max(0, sum))),
    fieldPoints: points,
    personalPoints,
    componentScores: {
      cost: roundCents((100 * cost) / YEARLY_COST_MAX_POINTS),
      coverage: roundCents((100 * coverage) / MEDICATION_COVERAGE_MAX_POINTS),
      network: roundCents((100 * network) / DOCTOR_NETWORK_MAX_POINTS),
      benefits: roundCents((100 * quality) / QUALITY_MAX),
    },
  };
}
