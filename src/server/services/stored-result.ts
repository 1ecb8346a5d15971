/**
 * What plan_scores.reasoning (jsonb) keeps of an engine result, so the results page, the plan
 * detail and the scoring analysis show exactly what was computed at submission time.
 */
import type { PlanResult } from '../../engine/types.ts';
import type { DoctorNetworkDetail, DrugCostDetail } from '../../shared/recommendation-contracts.ts';

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

export function toStoredResult(r: PlanResult): StoredResult {
  return {
    version: 1,
    rank: r.rank,
    inTopResults: r.inTopResults,
    reasons: r.reasoning,
    cost: r.cost,
    drugs: r.drugLines,
    doctors: r.doctorLines.map(({ primaryCare: _primaryCare, ...d }) => d),
    scoreBreakdown: r.scoreBreakdown,
    eligibilityNote: r.eligibilityNote,
    highlights: r.highlights,
  };
}

export function isStoredResult(value: unknown): value is StoredResult {
  return typeof value === 'object' && value !== null && (value as { version?: unknown }).version === 1;
}
