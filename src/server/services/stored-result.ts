/**
 * What plan_scores.reasoning (jsonb) keeps of an engine result, so the results page, the plan
 * detail and the scoring analysis show exactly what was computed at submission time.
 */
import type { PlanResult } from '../../engine/types.ts';
import type { DoctorNetworkDetail, DrugCostDetail } from '../../shared/recommendation-contracts.ts';
import { SCORE_CATEGORIES } from '../../shared/scoring-categories.ts';

export type StoredResult = {
  version: 1;
  rank: number;
  inTopResults: boolean;
  reasons: string[];
  cost: { premiums: number; drugs: number; medical: number; total: number };
  drugs: DrugCostDetail[];
  doctors: DoctorNetworkDetail[];
  scoreBreakdown: Record<string, number>;
  eligibilityNote: string | null;
  highlights: string[];
};

/**
 * Drug-by-drug and doctor-by-doctor detail is kept for the plans shown (the top results): a
 * submission scores every eligible plan, and storing every line for hundreds of plans was most of
 * a submission's time. Counts, costs and the score breakdown are kept for every plan.
 */
export function toStoredResult(r: PlanResult): StoredResult {
  return {
    version: 1,
    rank: r.rank,
    inTopResults: r.inTopResults,
    reasons: r.reasoning,
    cost: r.cost,
    drugs: r.inTopResults ? r.drugLines : [],
    doctors: r.inTopResults ? r.doctorLines.map(({ primaryCare: _primaryCare, ...d }) => d) : [],
    // Zero points are left out (most fields of most plans); withAllFields puts them back.
    scoreBreakdown: nonZero(r.fieldPoints, r.personalPoints),
    eligibilityNote: r.eligibilityNote,
    highlights: r.highlights,
  };
}

function nonZero(...parts: Readonly<Record<string, number>>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of parts) for (const key in part) if (part[key] !== 0) out[key] = part[key] as number;
  return out;
}

/** A stored breakdown with every category field present (0 where it was left out). */
export function withAllFields(breakdown: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const fields of Object.values(SCORE_CATEGORIES)) for (const f of fields) out[`${f}Points`] = 0;
  return Object.assign(out, breakdown);
}

export function isStoredResult(value: unknown): value is StoredResult {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1;
}
