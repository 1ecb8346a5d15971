/** The detailed table's sort: rank ascending by default, a column toggles, a new one starts ascending, ties by rank. */

import { fieldLabel } from '../../../../shared/plan-fields';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';

export const SORT_COLUMNS = ['rank', 'planName', 'carrier', 'finalScore', 'yearlyCost'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export type SortState = { column: SortColumn; direction: SortDirection };

export const DEFAULT_SORT: SortState = { column: 'rank', direction: 'asc' };

export const SORT_LABELS: Record<SortColumn, string> = {
  rank: 'Rank',
  planName: fieldLabel('planName'),
  carrier: fieldLabel('carrier'),
  finalScore: 'Final Score',
  yearlyCost: 'Yearly Cost',
};

export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

const text = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

const compareBy: Record<SortColumn, (a: ScoringAnalysisPlan, b: ScoringAnalysisPlan) => number> = {
  rank: (a, b) => a.currentRank - b.currentRank,
  planName: (a, b) => text.compare(a.planName, b.planName),
  carrier: (a, b) => text.compare(a.carrier, b.carrier),
  finalScore: (a, b) => a.finalScore - b.finalScore,
  // The net figure the ranking compares: a plan that comes out ahead is below every $0 one.
  yearlyCost: (a, b) => a.estimatedAnnualCost - b.estimatedAnnualCost,
};

export function sortPlans(plans: readonly ScoringAnalysisPlan[], sort: SortState): ScoringAnalysisPlan[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const primary = compareBy[sort.column];
  return [...plans].sort((a, b) => sign * primary(a, b) || a.currentRank - b.currentRank);
}
