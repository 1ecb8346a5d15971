/**
 * Filtering, sorting and "show more" for the results list (spec §4 "Results"). Every sort breaks
 * ties by rank, so equal plans keep the order the recommendation gave them.
 */
import { INITIAL_RESULTS_SHOWN } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';

export const SORT_OPTIONS = [
  { value: 'rank', label: 'Best match' },
  { value: 'cost', label: 'Lowest monthly premium' },
  { value: 'coverage', label: 'Highest coverage score' },
  { value: 'rating', label: 'Highest star rating' },
  { value: 'estimatedAnnualCost', label: 'Lowest estimated yearly cost' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

export const ALL_PLAN_TYPES = 'all';

export function isSortKey(value: string): value is SortKey {
  return SORT_OPTIONS.some((option) => option.value === value);
}

type Compare = (a: RecommendationPlan, b: RecommendationPlan) => number;

const byRank: Compare = (a, b) => a.rank - b.rank;

/**
 * cost: lowest monthly premium first. coverage: highest medication-coverage score first, then the
 * highest overall score (spec: "highest score first"). rating: most stars first, unrated last.
 * estimatedAnnualCost: lowest estimated yearly cost first.
 */
const COMPARATORS: Record<SortKey, Compare> = {
  rank: byRank,
  cost: (a, b) => a.monthlyPremium - b.monthlyPremium,
  coverage: (a, b) => b.componentScores.coverage - a.componentScores.coverage || b.score - a.score,
  rating: (a, b) => (b.starRating ?? -1) - (a.starRating ?? -1),
  estimatedAnnualCost: (a, b) => a.estimatedAnnualCost - b.estimatedAnnualCost,
};

export function sortPlans(plans: readonly RecommendationPlan[], key: SortKey): RecommendationPlan[] {
  const compare = COMPARATORS[key];
  return [...plans].sort((a, b) => compare(a, b) || byRank(a, b));
}

/** The distinct plan types present, alphabetically, for the filter. */
export function planTypesOf(plans: readonly RecommendationPlan[]): string[] {
  return [...new Set(plans.map((plan) => plan.planType))].sort((a, b) => a.localeCompare(b));
}

export function filterPlans(plans: readonly RecommendationPlan[], planType: string): RecommendationPlan[] {
  return planType === ALL_PLAN_TYPES ? [...plans] : plans.filter((plan) => plan.planType === planType);
}

/** Spec §4: only the first 3 show until "Show N More Plans"; N is what the filter left beyond them. */
export function visiblePlans(
  plans: readonly RecommendationPlan[],
  showAll: boolean,
): { shown: RecommendationPlan[]; hiddenCount: number } {
  if (showAll) return { shown: [...plans], hiddenCount: 0 };
  return {
    shown: plans.slice(0, INITIAL_RESULTS_SHOWN),
    hiddenCount: Math.max(0, plans.length - INITIAL_RESULTS_SHOWN),
  };
}

/** Filter, then sort (`matching`), then cut to what is shown. */
export function arrangePlans(
  plans: readonly RecommendationPlan[],
  options: { planType: string; sort: SortKey; showAll: boolean },
): { matching: RecommendationPlan[]; shown: RecommendationPlan[]; hiddenCount: number } {
  const matching = sortPlans(filterPlans(plans, options.planType), options.sort);
  return { matching, ...visiblePlans(matching, options.showAll) };
}

export function showMoreLabel(count: number): string {
  return `Show ${count} More ${count === 1 ? 'Plan' : 'Plans'}`;
}
