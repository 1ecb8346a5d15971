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
import { SCORE_CATEGORIES, type ScoreCategoryName } from '../shared/scoring-categories.ts';
import { costShareDollars, isOffered, parseCostShare, roundCents } from './cost-share.ts';
import type { EnginePlan } from './types.ts';
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

function costFieldQuality(
  values: Record<string, string | boolean>,
  fields: Record<string, { weight: number; typical: number }>,
  enabled = true,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [field, { typical }] of Object.entries(fields)) {
    const share = enabled ? parseCostShare(values[field]) : null;
    out[field] = share ? inverse(typical, costShareDollars(share, typical)) : 0;
  }
  return out;
}

function weighted(
  category: ScoreCategoryName,
  weights: Record<string, number>,
  quality: Record<string, number>,
  into: Record<string, number>,
): number {
  const totalWeight = Object.values(weights).reduce((a, b) => a + b, 0);
  let sum = 0;
  for (const [field, weight] of Object.entries(weights)) {
    const points = roundCents((CATEGORY_MAX_POINTS[category] * weight * (quality[field] ?? 0)) / totalWeight);
    into[`${field}Points`] = points;
    sum += points;
  }
  return sum;
}

/** Plan-quality points per field, grouped as spec §2's scoring categories. */
export function planFieldPoints(plan: EnginePlan): {
  points: Record<string, number>;
  byCategory: Record<ScoreCategoryName, number>;
} {
  const points: Record<string, number> = {};
  const weightsOf = (fields: Record<string, { weight: number }>) =>
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.weight]));
  const byCategory: Record<ScoreCategoryName, number> = {
    'Basic Plan Fields': weighted('Basic Plan Fields', BASIC_FIELD_WEIGHTS, basicQuality(plan), points),
    'Copay Structure': weighted(
      'Copay Structure',
      weightsOf(COPAY_FIELDS),
      costFieldQuality(plan.copayStructure, COPAY_FIELDS),
      points,
    ),
    'Additional Benefits': weighted(
      'Additional Benefits',
      BENEFIT_WEIGHTS,
      Object.fromEntries(Object.keys(BENEFIT_WEIGHTS).map((k) => [k, isOffered(plan.benefits[k]) ? 1 : 0])),
      points,
    ),
    'Prescription Drug Tiers': weighted(
      'Prescription Drug Tiers',
      weightsOf(TIER_FIELDS),
      costFieldQuality(plan.prescriptionTiers, TIER_FIELDS, plan.hasRxCoverage),
      points,
    ),
  };
  // Every category field has a key, even when no weight is given (tier5Mail does not exist, etc.).
  for (const fields of Object.values(SCORE_CATEGORIES)) for (const f of fields) points[`${f}Points`] ??= 0;
  return { points, byCategory };
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
  breakdown: Record<string, number>;
  componentScores: { cost: number; coverage: number; network: number; benefits: number };
};

export function scorePlan(plan: EnginePlan, personal: PersonalFactors): ScoreResult {
  const { points, byCategory } = planFieldPoints(plan);
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
  const breakdown: Record<string, number> = {
    ...points,
    yearlyCostPoints: cost,
    medicationCoveragePoints: coverage,
    doctorNetworkPoints: network,
  };
  if (isSpecialNeedsPlan(plan)) breakdown.snpEligibilityPoints = -SNP_PENALTY_POINTS;
  const sum = Object.values(breakdown).reduce((a, b) => a + b, 0);
  const quality = Object.values(byCategory).reduce((a, b) => a + b, 0);
  const qualityMax = Object.values(CATEGORY_MAX_POINTS).reduce((a, b) => a + b, 0);
  return {
    score: roundCents(Math.min(100, Math.max(0, sum))),
    breakdown,
    componentScores: {
      cost: roundCents((100 * cost) / YEARLY_COST_MAX_POINTS),
      coverage: roundCents((100 * coverage) / MEDICATION_COVERAGE_MAX_POINTS),
      network: roundCents((100 * network) / DOCTOR_NETWORK_MAX_POINTS),
      benefits: roundCents((100 * quality) / qualityMax),
    },
  };
}
