/**
 * The score (ADR 0012): 0–100, the sum of the points in the breakdown.
 *   yearlyCostPoints          55 × S / (S + (yearly cost − the person's cheapest))   personal
 *   medicationCoveragePoints  10 × covered / listed (10 with none listed)            personal
 *   doctorNetworkPoints       10 × in network / listed (10 with none listed)         personal
 *   starRatingPoints          10 × (stars − 1) / 4, unrated as 3.5                   plan
 *   priority points           15 shared by what the person said matters              personal
 *   noDrugCoveragePoints      −10 without drug coverage (unless other creditable coverage)
 *   dominanceAdjustmentPoints ≤ 0: no plan scores above one that beats it (ranking.ts)
 * Other plan fields keep their keys at 0 (the yearly cost prices them); `scoreComponents` groups them.
 */
import { UNRATED_STAR_SCORE } from '../shared/constants.ts';
import { SCORE_CATEGORIES } from '../shared/plan-fields.ts';
import type { Priority } from '../shared/profile-answers.ts';
import type { ScoreComponent } from '../shared/scoring-analysis-contracts.ts';
import { isOffered, roundCents } from './cost-share.ts';
import type { EnginePlan, FieldPoints } from './types.ts';
import {
  DOCTOR_NETWORK_MAX_POINTS,
  LOW_PREMIUM_REFERENCE,
  MEDICATION_COVERAGE_MAX_POINTS,
  NO_DRUG_COVERAGE_POINTS,
  PRIORITY_MAX_POINTS,
  STAR_RATING_MAX_POINTS,
  YEARLY_COST_MAX_POINTS,
  YEARLY_COST_SCALE,
} from './weights.ts';

export function effectiveStars(plan: Pick<EnginePlan, 'starRating'>): number {
  return plan.starRating ?? UNRATED_STAR_SCORE;
}

/** Every plan field at 0 but the stars: the plan's own points (they depend on the plan only). */
export function planFieldPoints(plan: EnginePlan): FieldPoints {
  const points: Record<string, number> = {};
  for (const fields of Object.values(SCORE_CATEGORIES)) for (const f of fields) points[`${f}Points`] = 0;
  const stars = roundCents((STAR_RATING_MAX_POINTS * (effectiveStars(plan) - 1)) / 4);
  points.starRatingPoints = stars;
  return { points, stars };
}

export type PersonalFactors = {
  /** The plan's yearly cost after the Part B giveback, and the lowest among the person's plans. */
  yearlyCost: number;
  cheapestYearlyCost: number;
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
  priorities: readonly Priority[];
  creditableDrugCoverage: boolean;
};

export function yearlyCostPoints(yearlyCost: number, cheapest: number): number {
  const above = Math.max(0, yearlyCost - cheapest);
  return (YEARLY_COST_MAX_POINTS * YEARLY_COST_SCALE) / (YEARLY_COST_SCALE + above);
}

/** The benefit a priority asks for, as the plan's benefits key. */
const PRIORITY_BENEFITS: Partial<Record<Priority, string>> = {
  dental: 'dental',
  vision: 'vision',
  hearing: 'hearing',
  fitness: 'gym',
};

/** Priority points by breakdown key (`dentalPoints`, `monthlyPremiumPoints`, `keepDoctorsPoints`; `prioritiesPoints` with none). */
export function priorityPoints(
  plan: EnginePlan,
  priorities: readonly Priority[],
  doctorShare: number,
): Record<string, number> {
  if (priorities.length === 0) return { prioritiesPoints: PRIORITY_MAX_POINTS };
  const each = PRIORITY_MAX_POINTS / priorities.length;
  const points: Record<string, number> = {};
  for (const priority of priorities) {
    const benefit = PRIORITY_BENEFITS[priority];
    if (benefit) points[`${benefit}Points`] = isOffered(plan.benefits[benefit]) ? roundCents(each) : 0;
    else if (priority === 'lowPremium') {
      const quality = LOW_PREMIUM_REFERENCE / (LOW_PREMIUM_REFERENCE + Math.max(0, plan.monthlyPremium));
      points.monthlyPremiumPoints = roundCents(each * quality);
    } else points.keepDoctorsPoints = roundCents(each * doctorShare);
  }
  return points;
}

export type ScoreResult = {
  score: number;
  /** The plan's field points: shared between submissions when precomputed, so never mutated. */
  fieldPoints: Readonly<Record<string, number>>;
  /** The personal points (override a field's 0 where a priority earns it). */
  personalPoints: Record<string, number>;
  componentScores: { cost: number; coverage: number; network: number; benefits: number };
};

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function scorePlan(plan: EnginePlan, personal: PersonalFactors): ScoreResult {
  const { points, stars } = plan.fieldPoints ?? planFieldPoints(plan);
  const cost = roundCents(yearlyCostPoints(personal.yearlyCost, personal.cheapestYearlyCost));
  const drugShare = ratio(personal.medicationsCovered, personal.totalMedications);
  const doctorShare = ratio(personal.doctorsInNetwork, personal.totalDoctors);
  const coverage = roundCents(MEDICATION_COVERAGE_MAX_POINTS * drugShare);
  const network = roundCents(DOCTOR_NETWORK_MAX_POINTS * doctorShare);
  const fit = priorityPoints(plan, personal.priorities, doctorShare);
  const personalPoints: Record<string, number> = {
    yearlyCostPoints: cost,
    medicationCoveragePoints: coverage,
    doctorNetworkPoints: network,
    ...fit,
  };
  const fitSum = Object.values(fit).reduce((a, b) => a + b, 0);
  let sum = cost + coverage + network + stars + fitSum;
  if (!plan.hasRxCoverage && !personal.creditableDrugCoverage) {
    // Never below 0: the score stays the plain sum of its breakdown.
    const penalty = roundCents(Math.max(NO_DRUG_COVERAGE_POINTS, -sum));
    personalPoints.noDrugCoveragePoints = penalty;
    sum += penalty;
  }
  return {
    score: roundCents(Math.min(100, Math.max(0, sum))),
    fieldPoints: points,
    personalPoints,
    componentScores: {
      cost: roundCents((100 * cost) / YEARLY_COST_MAX_POINTS),
      coverage: roundCents(100 * drugShare),
      network: roundCents(100 * doctorShare),
      benefits: roundCents((100 * (stars + fitSum)) / (STAR_RATING_MAX_POINTS + PRIORITY_MAX_POINTS)),
    },
  };
}

const PRIORITY_KEYS: readonly string[] = [
  'prioritiesPoints',
  ...Object.values(PRIORITY_BENEFITS).map((benefit) => `${benefit}Points`),
  'monthlyPremiumPoints',
  'keepDoctorsPoints',
];

/** The score's components, in the order above, each with the breakdown keys whose points it adds. */
export const SCORE_COMPONENTS = {
  cost: ['yearlyCostPoints'],
  drugs: ['medicationCoveragePoints'],
  doctors: ['doctorNetworkPoints'],
  stars: ['starRatingPoints'],
  priorities: PRIORITY_KEYS,
  noDrugCoverage: ['noDrugCoveragePoints'],
  dominance: ['dominanceAdjustmentPoints'],
} as const satisfies Record<ScoreComponent, readonly string[]>;

export type ScoreComponents = {
  /** Each component's points: their sum is the score. */
  points: Record<ScoreComponent, number>;
  /** The priority points that earned something, by key. */
  priorities: Record<string, number>;
  /** Keys no component has: only in results stored before ADR 0012 (plan fields earned points then). */
  other: Record<string, number>;
};

/** A breakdown (a result's, or a stored one) as the score's components: a grouping, no new points. */
export function scoreComponents(breakdown: Readonly<Record<string, number>>): ScoreComponents {
  const componentOf = new Map<string, ScoreComponent>();
  const points = {} as Record<ScoreComponent, number>;
  for (const [component, keys] of Object.entries(SCORE_COMPONENTS) as [ScoreComponent, readonly string[]][]) {
    points[component] = 0;
    for (const key of keys) componentOf.set(key, component);
  }
  const priorities: Record<string, number> = {};
  const other: Record<string, number> = {};
  for (const [key, value] of Object.entries(breakdown)) {
    const component = componentOf.get(key);
    if (component === undefined) {
      if (value !== 0) other[key] = value;
      continue;
    }
    points[component] = roundCents(points[component] + value);
    // A plan field's key holds 0 when no priority asked for it (planFieldPoints): only points show.
    if (component === 'priorities' && value !== 0) priorities[key] = value;
  }
  return { points, priorities, other };
}
