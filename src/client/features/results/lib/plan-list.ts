/**
 * Filtering, sorting and "show more" for the results list (spec §4 "Results", ADR 0012): every
 * sort and filter works over every plan the person may join, not only the ten ranked first. Every
 * sort breaks ties by rank, so equal plans keep the order the recommendation gave them.
 */
import { TOP_RESULTS } from '../../../../shared/constants';
import { plainLabel } from '../../../../shared/plan-fields';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';
import { premiumPaid } from './yearly-cost';

/** The sorts offered, in the toolbar's order; their names are the catalogue's `toolbar.sort.*`. */
export const SORT_KEYS = ['rank', 'estimatedAnnualCost', 'cost', 'drugCost', 'rating', 'coverage'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const ALL_PLAN_TYPES = 'all';
export const ALL_CARRIERS = 'all';

/** The benefits a person can ask for in the filter, as plan benefit keys (shared/plan-fields.ts). */
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

/** The sorts that order these plans by something the cards show: no drug sort without drugs. */
export function sortOptionsFor(plans: readonly RecommendationPlan[]): SortKey[] {
  const hasDrugs = plans.some((plan) => plan.totalMedications > 0);
  return SORT_KEYS.filter((key) => hasDrugs || (key !== 'coverage' && key !== 'drugCost'));
}

export const isSortKey = (value: string): value is SortKey =>
  (SORT_KEYS as readonly string[]).includes(value);

type Compare = (a: RecommendationPlan, b: RecommendationPlan) => number;

const byRank: Compare = (a, b) => a.rank - b.rank;

/**
 * cost: lowest monthly premium first. coverage: most of the person's drugs covered first (what each
 * card says: "Medications covered: 2 of 3"; offered only to someone with drugs, so that it never
 * repeats "Best match"). rating: most stars first, unrated last.
 * estimatedAnnualCost: lowest yearly cost after the Part B giveback first. drugCost: lowest drug cost.
 */
const COMPARATORS: Record<SortKey, Compare> = {
  rank: byRank,
  // The premium the person pays: with Extra Help, what Medicare's figures leave of it.
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

/** The distinct plan types or carriers present, alphabetically, for the filters. */
const distinct = (plans: readonly RecommendationPlan[], field: 'planType' | 'carrier') =>
  [...new Set(plans.map((plan) => plan[field]))].sort((a, b) => a.localeCompare(b));
export const planTypesOf = (plans: readonly RecommendationPlan[]) => distinct(plans, 'planType');
export const carriersOf = (plans: readonly RecommendationPlan[]) => distinct(plans, 'carrier');

/** True when the plan lists the benefit (its line starts with the benefit's name). */
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

/**
 * The filters that are on, in plain words, for the folded filters' line ("HMO only", "4+ stars",
 * "with dental"): a filter set earlier never hides plans unsaid.
 */
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

/**
 * How many plans show after one more "Show more" (spec §4: the first 3, then the rest of the top
 * 10; past 10, ten more at a time).
 */
export function nextShownCount(shownCount: number): number {
  return shownCount < TOP_RESULTS ? TOP_RESULTS : shownCount + TOP_RESULTS;
}

/** The first `shownCount` plans, and how many the next "Show more" would add. */
export function visiblePlans(
  plans: readonly RecommendationPlan[],
  shownCount: number,
): { shown: RecommendationPlan[]; hiddenCount: number; nextCount: number } {
  const shown = plans.slice(0, shownCount);
  const hiddenCount = Math.max(0, plans.length - shown.length);
  return { shown, hiddenCount, nextCount: Math.min(hiddenCount, nextShownCount(shownCount) - shown.length) };
}

/** Filter, then sort (`matching`), then cut to what is shown. */
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
