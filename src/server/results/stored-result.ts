/**
 * What plan_scores.reasoning (jsonb) keeps of an engine result. Written as compact version 2 (points by
 * position, empty parts left out): ~1 KB of JSON per row for 500 plans was a third of a submission's time.
 * Migration 0011 rewrote version 1 rows, so only version 2 is read.
 */
import type { PremiumResult } from '../../engine/premium.ts';
import type { PlanResult } from '../../engine/types.ts';
import { yearlyCostFields } from '../../engine/yearly-cost.ts';
import type { StoredReason } from '../../shared/reasons.ts';
import type {
  DoctorNetworkDetail,
  DrugCostDetail,
  DrugPricing,
} from '../../shared/recommendation-contracts.ts';
import type { planScores } from '../db/schema.ts';

/** An engine result as the readers see it (readStoredResult): points by name. */
export type StoredResult = NonNullable<ReturnType<typeof readStoredResult>>;

/** `points[i]` belongs to STORED_POINT_KEYS[i]; other keys go in `extra`. */
type StoredResultV2 = {
  version: 2;
  rank: number;
  /** Among the top results. */
  top?: true;
  /** English sentences in older rows (src/shared/reasons.ts). */
  reasons?: StoredReason[];
  /** Premiums + drugs + medical − giveback. Rows before ADR 0012 have no giveback (read as 0). */
  cost: { premiums: number; drugs: number; medical: number; total: number; giveback?: number };
  drugs?: DrugCostDetail[];
  doctors?: DoctorNetworkDetail[];
  points: number[];
  extra?: Record<string, number>;
  /** The plan whose score capped this one's (engine/ranking.ts); none when none did or in older rows. */
  capped?: string;
  note?: StoredReason;
  /** Reason keys ("extraDental"); English labels in older rows. */
  highlights?: string[];
  /** Kept for the top results only. */
  pricing?: DrugPricing;
  /** When Extra Help came into it or the county's premium differs from the plan's (premium.ts). */
  premium?: PremiumResult;
};

/** Append only: stored rows depend on every position (a test holds every scored key to it). */
export const STORED_POINT_KEYS: readonly string[] = [
  'planTypePoints',
  'monthlyPremiumPoints',
  'partBPremiumReductionPoints',
  'moopInNetworkPoints',
  'moopOutNetworkPoints',
  'starRatingPoints',
  'hasRxCoveragePoints',
  'medicalDeductiblePoints',
  'rxDeductiblePoints',
  'hospitalNetworkPoints',
  'preferredPharmaciesPoints',
  'pcpCopayInPoints',
  'pcpCopayOonPoints',
  'specialistCopayInPoints',
  'specialistCopayOonPoints',
  'urgentCarePoints',
  'labsInPoints',
  'labsOonPoints',
  'xraysInPoints',
  'xraysOonPoints',
  'erPoints',
  'ambulanceGroundPoints',
  'hospitalCopayInPoints',
  'mriCtInPoints',
  'dmeInPoints',
  'ptOtStInPoints',
  'outpatientSurgeryInPoints',
  'ambulatorySurgeryInPoints',
  'ambulanceAirPoints',
  'skilledNursingInPoints',
  'dentalPoints',
  'hearingPoints',
  'visionPoints',
  'otcPoints',
  'gymPoints',
  'transportationPoints',
  'mealsPoints',
  'healthyFoodPoints',
  'inHomeSupportPoints',
  'smartWalletPoints',
  'persDevicePoints',
  'tier1RetailPoints',
  'tier1MailPoints',
  'tier2RetailPoints',
  'tier2MailPoints',
  'tier3RetailPoints',
  'tier3MailPoints',
  'tier4RetailPoints',
  'tier4MailPoints',
  'tier5RetailPoints',
  'tier6RetailPoints',
  'selectInsulinPoints',
  'yearlyCostPoints',
  'medicationCoveragePoints',
  'doctorNetworkPoints',
  'snpEligibilityPoints',
  // ADR 0012
  'prioritiesPoints',
  'noDrugCoveragePoints',
  'dominanceAdjustmentPoints',
  'keepDoctorsPoints',
];
const POSITION = new Map(STORED_POINT_KEYS.map((key, i) => [key, i]));

/** Drug and doctor lines are kept for the top ten only; a plan moving up gets them on read. */
export function toStoredResult(r: PlanResult): StoredResultV2 {
  const points: number[] = [];
  let extra: Record<string, number> | undefined;
  for (const part of [r.fieldPoints, r.personalPoints]) {
    for (const key in part) {
      const value = part[key] as number;
      if (value === 0) continue;
      const i = POSITION.get(key);
      if (i !== undefined) points[i] = value;
      else {
        extra ??= {};
        extra[key] = value;
      }
    }
  }
  for (let i = 0; i < points.length; i++) points[i] ??= 0;
  const stored: StoredResultV2 = { version: 2, rank: r.rank, cost: r.cost, points };
  if (r.inTopResults) stored.top = true;
  if (r.reasoning.length > 0) stored.reasons = r.reasoning;
  if (r.inTopResults && r.drugLines.length > 0) stored.drugs = r.drugLines;
  if (r.inTopResults && r.doctorLines.length > 0) {
    stored.doctors = r.doctorLines.map(({ primaryCare: _primaryCare, ...d }) => d);
  }
  if (extra) stored.extra = extra;
  if (r.cappedBy !== null) stored.capped = r.cappedBy;
  if (r.eligibilityNote !== null) stored.note = r.eligibilityNote;
  if (r.highlights.length > 0) stored.highlights = r.highlights;
  if (r.inTopResults) stored.pricing = r.drugPricing;
  if (r.premium.extraHelp !== null || (r.premium.full ?? r.premium.monthly) !== r.plan.monthlyPremium)
    stored.premium = r.premium;
  return stored;
}

export function readStoredResult(value: unknown) {
  if (typeof value !== 'object' || value === null) return null;
  if ((value as { version?: unknown }).version !== 2) return null;
  const v = value as StoredResultV2;
  const scoreBreakdown: Record<string, number> = {};
  v.points.forEach((points, i) => {
    const key = STORED_POINT_KEYS[i];
    if (points !== 0 && key !== undefined) scoreBreakdown[key] = points;
  });
  Object.assign(scoreBreakdown, v.extra);
  return {
    version: 1 as const,
    rank: v.rank,
    inTopResults: v.top === true,
    reasons: v.reasons ?? [],
    cost: v.cost,
    drugs: v.drugs ?? [],
    doctors: v.doctors ?? [],
    scoreBreakdown,
    cappedBy: v.capped ?? null,
    eligibilityNote: v.note ?? null,
    highlights: v.highlights ?? [],
    drugPricing: v.pricing ?? null,
    premium: v.premium ?? null,
  };
}

type CostScore = Pick<typeof planScores.$inferSelect, 'estimatedAnnualCost'>;

/** The year's net cost a result shows: the score row's, else the stored result's own total. */
export const storedAnnualCost = (score: CostScore, stored: StoredResult): number =>
  Number(score.estimatedAnnualCost ?? stored.cost.total);

export function storedCostFields(score: CostScore, stored: StoredResult) {
  return {
    ...yearlyCostFields(storedAnnualCost(score, stored)),
    costBreakdown: {
      premiums: stored.cost.premiums,
      drugs: stored.cost.drugs,
      medical: stored.cost.medical,
      partBGiveback: stored.cost.giveback ?? 0,
    },
  };
}

export const storedLateEnrollmentWarning = (stored: StoredResult) =>
  (stored.scoreBreakdown.noDrugCoveragePoints ?? 0) < 0;
