/**
 * What plan_scores.reasoning (jsonb) keeps of an engine result, so the results page, the plan
 * detail and the scoring analysis show exactly what was computed at submission time.
 *
 * Rows are written in the compact version 2 (points by position, empty parts left out): a
 * submission stores one row per eligible plan, and handing PGlite ~1 KB of JSON per row for 500
 * plans was a third of a submission's time. Rows of the first version (points by name) were
 * rewritten as version 2 by migration 0011, so only version 2 is read.
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

/** An engine result as the readers see it: points by name, the shape version 1 stored as it was. */
export type StoredResult = {
  version: 1;
  rank: number;
  inTopResults: boolean;
  /** Data since issue 20 (src/shared/reasons.ts); English sentences in older rows. */
  reasons: StoredReason[];
  /**
   * `total` is what the ranking used: premiums + drugs + medical − giveback. Rows stored before
   * ADR 0012 have no giveback: their premiums are already net of it (read as giveback 0).
   */
  cost: { premiums: number; drugs: number; medical: number; total: number; giveback?: number };
  drugs: DrugCostDetail[];
  doctors: DoctorNetworkDetail[];
  scoreBreakdown: Record<string, number>;
  /** The plan whose score capped this one's (engine/ranking.ts); null when none did, or before issue 36. */
  cappedBy: string | null;
  eligibilityNote: StoredReason | null;
  /** Reason keys of the extras ("extraDental") since issue 20; English labels in older rows. */
  highlights: string[];
  /** How the drug cost was worked out; kept for the top results since issue 17, null otherwise. */
  drugPricing: DrugPricing | null;
  /**
   * The premium counted when Extra Help came into it or the county's differs from the plan's
   * (premium.ts); null otherwise and before issue 17.
   */
  premium: PremiumResult | null;
};

/** Version 2 as stored: `points[i]` belongs to STORED_POINT_KEYS[i]; other keys go in `extra`. */
type StoredResultV2 = {
  version: 2;
  rank: number;
  top?: true;
  reasons?: StoredReason[];
  cost: StoredResult['cost'];
  drugs?: DrugCostDetail[];
  doctors?: DoctorNetworkDetail[];
  points: number[];
  extra?: Record<string, number>;
  /** Only when the dominance rule capped the score: the plan id that set the cap. */
  capped?: string;
  note?: StoredReason;
  highlights?: string[];
  pricing?: DrugPricing;
  /**
   * Only when Extra Help came into the premium or the county's premium differs from the plan's
   * (every plan, not only the top results).
   */
  premium?: PremiumResult;
};

/**
 * The order of version 2's `points`. Append only: stored rows depend on every position, so a new
 * key goes at the end and none is ever removed or moved (a test holds every scored key to it).
 */
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

/**
 * Drug-by-drug and doctor-by-doctor detail is kept for the plans shown (the top results): a
 * submission scores every eligible plan, and storing every line for hundreds of plans was most of
 * a submission's time. Counts, costs and the score breakdown are kept for every plan. A plan that
 * moves into the top results later (one above it was deleted) gets its detail on read
 * (result-details.ts).
 */
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
  // Kept when Extra Help came into it, or when the county's premium (Landscape file) is not the
  // plan's: the card then shows the premium the cost counted.
  if (r.premium.extraHelp !== null || (r.premium.full ?? r.premium.monthly) !== r.plan.monthlyPremium)
    stored.premium = r.premium;
  return stored;
}

/** A stored reasoning value (version 2) as the readers' shape; null for anything else. */
export function readStoredResult(value: unknown): StoredResult | null {
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
    version: 1,
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

/** A stored result's yearly figures and their parts, as the card shows them (and the scoring view). */
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

/** The engine's late-enrollment flag, as a stored result keeps it: its no-drug-coverage points. */
export const storedLateEnrollmentWarning = (stored: StoredResult) =>
  (stored.scoreBreakdown.noDrugCoveragePoints ?? 0) < 0;
