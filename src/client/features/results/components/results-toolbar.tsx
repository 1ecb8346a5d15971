import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import {
  ALL_CARRIERS,
  ALL_PLAN_TYPES,
  BENEFIT_FILTERS,
  type BenefitFilter,
  benefitFilterLabel,
  isSortKey,
  type PlanFilters,
  SORT_OPTIONS,
  type SortKey,
} from '../lib/plan-list';
import { COMPARE_SECTION_ID } from './compare-table';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900';
const checkClass = 'size-5 accent-blue-700';

type ResultsToolbarProps = {
  planTypes: string[];
  carriers: string[];
  filters: PlanFilters;
  onFiltersChange: (filters: PlanFilters) => void;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  shownCount: number;
  matchingCount: number;
  totalCount: number;
  compareCount: number;
};

const STAR_CHOICES = [0, 3, 3.5, 4, 4.5] as const;

/**
 * Sort and filters over every plan the person may join (spec §4, ADR 0012): plan type, carrier,
 * stars, drug coverage and benefits, as Medicare.gov offers, with a spoken count of what is shown.
 */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const id = useId();
  const { filters } = props;
  const set = (change: Partial<PlanFilters>) => props.onFiltersChange({ ...filters, ...change });
  const toggleBenefit = (key: BenefitFilter, on: boolean) =>
    set({ benefits: on ? [...filters.benefits, key] : filters.benefits.filter((b) => b !== key) });
  return (
    <div data-print-hide="" className="mb-6 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={props.sort}
            onChange={(event) => {
              if (isSortKey(event.target.value)) props.onSortChange(event.target.value);
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-type`}>Filter by plan type</Label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={filters.planType}
            onChange={(event) => set({ planType: event.target.value })}
          >
            <option value={ALL_PLAN_TYPES}>All plan types</option>
            {props.planTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-carrier`}>Filter by company</Label>
          <select
            id={`${id}-carrier`}
            className={selectClass}
            value={filters.carrier}
            onChange={(event) => set({ carrier: event.target.value })}
          >
            <option value={ALL_CARRIERS}>All companies</option>
            {props.carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrier}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-stars`}>Star rating</Label>
          <select
            id={`${id}-stars`}
            className={selectClass}
            value={String(filters.minStars)}
            onChange={(event) => set({ minStars: Number(event.target.value) })}
          >
            {STAR_CHOICES.map((stars) => (
              <option key={stars} value={String(stars)}>
                {stars === 0 ? 'Any rating' : `${stars} stars or more`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="font-semibold">Only show plans with</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className={checkClass}
              checked={filters.drugCoverageOnly}
              onChange={(event) => set({ drugCoverageOnly: event.target.checked })}
            />
            Drug coverage
          </label>
          {BENEFIT_FILTERS.map((key) => (
            <label key={key} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className={checkClass}
                checked={filters.benefits.includes(key)}
                onChange={(event) => toggleBenefit(key, event.target.checked)}
              />
              {benefitFilterLabel(key)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p role="status" className="font-semibold">
          Showing {props.shownCount} of {props.matchingCount} {props.matchingCount === 1 ? 'plan' : 'plans'}
          {props.matchingCount < props.totalCount ? ` (${props.totalCount} before filters)` : ''}
        </p>
        {props.compareCount > 0 ? (
          <a href={`#${COMPARE_SECTION_ID}`} className="inline-flex min-h-11 items-center font-semibold">
            Go to comparison ({props.compareCount} selected)
          </a>
        ) : null}
      </div>
    </div>
  );
}
