import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { ALL_PLAN_TYPES, isSortKey, SORT_OPTIONS, type SortKey } from '../lib/plan-list';
import { COMPARE_SECTION_ID } from './compare-table';

const selectClass =
  'mt-1 block min-h-11 w-full rounded-md border-2 border-slate-500 bg-white px-3 py-2 text-base text-slate-900';

type ResultsToolbarProps = {
  planTypes: string[];
  planType: string;
  onPlanTypeChange: (planType: string) => void;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  shownCount: number;
  matchingCount: number;
  compareCount: number;
};

/** Filter by plan type and sort (spec §4), with a spoken count of what is shown. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const id = useId();
  return (
    <div data-print-hide="" className="mb-6 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-type`}>Filter by plan type</Label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={props.planType}
            onChange={(event) => props.onPlanTypeChange(event.target.value)}
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
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p role="status" className="font-semibold">
          Showing {props.shownCount} of {props.matchingCount} {props.matchingCount === 1 ? 'plan' : 'plans'}
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
