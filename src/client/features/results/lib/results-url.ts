/**
 * The results view (sort, filters, shown, compare ticks, roads) lives in the address so detail-and-back, reload
 * and shared links keep it; only non-defaults are written, unreadable values fall back.
 */
import { COMPARE_MAX, INITIAL_RESULTS_SHOWN } from '../../../../shared/constants';
import {
  ALL_CARRIERS,
  ALL_PLAN_TYPES,
  BENEFIT_FILTERS,
  type BenefitFilter,
  isSortKey,
  NO_FILTERS,
  type PlanFilters,
  type SortKey,
} from './plan-list';

export const ROAD_CHOICES = ['both', 'advantage', 'original'] as const;
export type RoadChoice = (typeof ROAD_CHOICES)[number];
const isRoadChoice = (value: string): value is RoadChoice =>
  (ROAD_CHOICES as readonly string[]).includes(value);

export type ResultsViewState = {
  sort: SortKey;
  filters: PlanFilters;
  shownCount: number;
  compare: string[];
  roads: RoadChoice;
};

export const DEFAULT_VIEW: ResultsViewState = {
  sort: 'rank',
  filters: NO_FILTERS,
  shownCount: INITIAL_RESULTS_SHOWN,
  compare: [],
  roads: 'both',
};

const STAR_STEPS = new Set([3, 3.5, 4, 4.5]);
const MAX_SHOWN = 10_000;

const list = (value: string | null) => (value ? value.split(',').filter((v) => v !== '') : []);

export function readViewState(params: URLSearchParams): ResultsViewState {
  const sort = params.get('sort') ?? '';
  const stars = Number(params.get('stars'));
  const shown = Number(params.get('shown'));
  const roads = params.get('roads') ?? '';
  const benefits = list(params.get('benefits')).filter((b): b is BenefitFilter =>
    (BENEFIT_FILTERS as readonly string[]).includes(b),
  );
  return {
    sort: isSortKey(sort) ? sort : DEFAULT_VIEW.sort,
    filters: {
      planType: params.get('type') || ALL_PLAN_TYPES,
      carrier: params.get('company') || ALL_CARRIERS,
      minStars: STAR_STEPS.has(stars) ? stars : 0,
      drugCoverageOnly: params.get('rx') === '1',
      benefits: [...new Set(benefits)],
    },
    shownCount:
      Number.isInteger(shown) && shown > INITIAL_RESULTS_SHOWN
        ? Math.min(shown, MAX_SHOWN)
        : INITIAL_RESULTS_SHOWN,
    compare: [...new Set(list(params.get('compare')))].slice(0, COMPARE_MAX),
    roads: isRoadChoice(roads) ? roads : DEFAULT_VIEW.roads,
  };
}

/** Parameters that are not the view's are kept. */
export function writeViewState(state: ResultsViewState, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => {
    if (value === null) params.delete(key);
    else params.set(key, value);
  };
  const { filters } = state;
  set('sort', state.sort === DEFAULT_VIEW.sort ? null : state.sort);
  set('type', filters.planType === ALL_PLAN_TYPES ? null : filters.planType);
  set('company', filters.carrier === ALL_CARRIERS ? null : filters.carrier);
  set('stars', filters.minStars === 0 ? null : String(filters.minStars));
  set('rx', filters.drugCoverageOnly ? '1' : null);
  set('benefits', filters.benefits.length === 0 ? null : filters.benefits.join(','));
  set(
    'shown',
    state.shownCount <= INITIAL_RESULTS_SHOWN || !Number.isFinite(state.shownCount)
      ? null
      : String(state.shownCount),
  );
  set('compare', state.compare.length === 0 ? null : state.compare.join(','));
  set('roads', state.roads === DEFAULT_VIEW.roads ? null : state.roads);
  return params;
}
