/** Filter, sort and "show more" over every plan the person may join; ties keep the recommendation's rank order. */
import { COMPARE_MAX, TOP_RESULTS } from '../../../../shared/constants';
import { plainLabel } from '../../../../shared/plan-fields';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';
import { premiumPaid } from './yearly-cost';

export const SORT_KEYS = ['rank', 'estimatedAnnualCost', 'cost', 'drugCost', 'rating', 'coverage'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const ALL_PLAN_TYPES = 'all';
export const ALL_CARRIERS = 'all';

export const BENEFIT_FILTERS = ['dental', 'vision', 'hearing', 'gym', 'otc'] as const;
export type BenefitFilter = (typeof BENEFIT_FILTERS)[number];
export const benefitFilterLabel = (key: BenefitFilter, { t }: ResultsText) => t(`benefits.${key}`);

export type PlanFilters = {
  planType: string;
  carrier: string;
  /** 0 for any rating. */
  minStars: number;
  drugCoverageOnly: boolean;
  benefits: readonly BenefitFilter[];
};

export const NO_FILTERS: PlanFilters = {
  planType: ALL_PLAN_TYPES,
  carrier: ALL_CARRIERS,
  minStars: 0,
  drugCoverageOnly: false,
  benefits: [],
};

/** No drug sort without drugs. */
export function sortOptionsFor(plans: readonly RecommendationPlan[]): SortKey[] {
  const hasDrugs = plans.some((plan) => plan.totalMedications > 0);
  return SORT_KEYS.filter((key) => hasDrugs || (key !== 'coverage' && key !== 'drugCost'));
}

export const isSortKey = (value: string): value is SortKey =>
  (SORT_KEYS as readonly string[]).includes(value);

type Compare = (a: RecommendationPlan, b: RecommendationPlan) => number;

const byRank: Compare = (a, b) => a.rank - b.rank;

/** coverage is offered only with drugs, so it never repeats "Best match"; unrated plans sort last. */
const COMPARATORS: Record<SortKey, Compare> = {
  rank: byRank,
  // With Extra Help, the premium Medicare's figures leave.
  cost: (a, b) => premiumPaid(a) - premiumPaid(b),
  coverage: (a, b) => b.medicationsCovered - a.medicationsCovered,
  rating: (a, b) => (b.starRating ?? -1) - (a.starRating ?? -1),
  estimatedAnnualCost: (a, b) => a.estimatedAnnualCost - b.estimatedAnnualCost,
  drugCost: (a, b) => a.estimatedAnnualDrugCost - b.estimatedAnnualDrugCost,
};

export function sortPlans(plans: readonly RecommendationPlan[], key: SortKey): RecommendationPlan[] {
  const compare = COMPARATORS[key];
  return [...plans].sort((a, b) => compare(a, b) || byRank(a, b));
}

const distinct = (plans: readonly RecommendationPlan[], field: 'planType' | 'carrier') =>
  [...new Set(plans.map((plan) => plan[field]))].sort((a, b) => a.localeCompare(b));
export const planTypesOf = (plans: readonly RecommendationPlan[]) => distinct(plans, 'planType');
export const carriersOf = (plans: readonly RecommendationPlan[]) => distinct(plans, 'carrier');

export function offersBenefit(plan: RecommendationPlan, key: BenefitFilter): boolean {
  const name = plainLabel(key);
  return plan.benefits.some((line) => line === name || line.startsWith(`${name}:`));
}

export function filterPlans(
  plans: readonly RecommendationPlan[],
  filters: PlanFilters,
): RecommendationPlan[] {
  return plans.filter(
    (plan) =>
      (filters.planType === ALL_PLAN_TYPES || plan.planType === filters.planType) &&
      (filters.carrier === ALL_CARRIERS || plan.carrier === filters.carrier) &&
      (filters.minStars === 0 || (plan.starRating ?? 0) >= filters.minStars) &&
      (!filters.drugCoverageOnly || plan.hasRxCoverage) &&
      filters.benefits.every((key) => offersBenefit(plan, key)),
  );
}

/** The filters that are on, in words ("HMO only", "4+ stars"), so no earlier filter hides plans unsaid. */
export function activeFilterLabels(filters: PlanFilters, tx: ResultsText): string[] {
  const { t, format } = tx;
  const withWhat = (label: string) =>
    t('toolbar.active.with', { what: label.toLocaleLowerCase(format.language) });
  return [
    ...(filters.planType === ALL_PLAN_TYPES ? [] : [t('toolbar.active.only', { what: filters.planType })]),
    ...(filters.carrier === ALL_CARRIERS ? [] : [t('toolbar.active.only', { what: filters.carrier })]),
    ...(filters.minStars > 0 ? [t('toolbar.active.stars', { stars: format.number(filters.minStars) })] : []),
    ...(filters.drugCoverageOnly ? [withWhat(t('toolbar.drugCoverage'))] : []),
    ...filters.benefits.map((key) => withWhat(benefitFilterLabel(key, tx))),
  ];
}

/** Spec §4: the first 3, then the rest of the top 10, then ten more at a time. */
export function nextShownCount(shownCount: number): number {
  return shownCount < TOP_RESULTS ? TOP_RESULTS : shownCount + TOP_RESULTS;
}

export function visiblePlans(
  plans: readonly RecommendationPlan[],
  shownCount: number,
): { shown: RecommendationPlan[]; hiddenCount: number; nextCount: number } {
  const shown = plans.slice(0, shownCount);
  const hiddenCount = Math.max(0, plans.length - shown.length);
  return { shown, hiddenCount, nextCount: Math.min(hiddenCount, nextShownCount(shownCount) - shown.length) };
}

export function arrangePlans(
  plans: readonly RecommendationPlan[],
  options: { filters: PlanFilters; sort: SortKey; shownCount: number },
): { matching: RecommendationPlan[]; shown: RecommendationPlan[]; hiddenCount: number; nextCount: number } {
  const matching = sortPlans(filterPlans(plans, options.filters), options.sort);
  return { matching, ...visiblePlans(matching, options.shownCount) };
}

export function showMoreLabel(count: number, { t }: ResultsText): string {
  return t('resultsView.showMore', { count });
}

/** The compare selection (spec §4): plans in the order they were ticked; at most 3 are shown. */
export function toggleCompare(selected: readonly string[], planId: string, checked: boolean): string[] {
  const without = selected.filter((id) => id !== planId);
  return checked ? [...without, planId] : without;
}

export function compareColumns(
  selected: readonly string[],
  plans: readonly RecommendationPlan[],
): { columns: RecommendationPlan[]; selectedCount: number } {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const chosen = selected.flatMap((id) => {
    const plan = byId.get(id);
    return plan ? [plan] : [];
  });
  return { columns: chosen.slice(0, COMPARE_MAX), selectedCount: chosen.length };
}

/** Spec §2 "Observability" wording, reused for the consumer compare table. */
export function compareLimitNote(selectedCount: number, { t }: ResultsText): string | null {
  return selectedCount > COMPARE_MAX
    ? t('compareTable.limitNote', { max: COMPARE_MAX, count: selectedCount })
    : null;
}
