import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleCheck, EyeOff } from 'lucide-react';
import { memo } from 'react';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { SelectionCheckbox } from '../../../components/ui/selection-checkbox';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { scoreText } from '../lib/analysis-summary';
import type { SelectAllState } from '../lib/plan-selection';
import { SORT_COLUMNS, SORT_LABELS, type SortColumn, type SortState } from '../lib/plan-sort';
import { rawDataLines, yearlyCostText } from '../lib/score-breakdown';
import { ScoreBreakdownAccordion } from './score-breakdown-accordion';

type ScoringTableProps = {
  plans: readonly ScoringAnalysisPlan[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<string>;
  allState: SelectAllState;
  onToggle: (planId: string) => void;
  onToggleAll: () => void;
};

/** aria-sort's values, and the caption's words for the direction. */
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Spec §2 "Detailed table"; top-result rows are tinted and their Status says "In Results", never colour alone. */
export function ScoringTable({
  plans,
  sort,
  onSort,
  selected,
  allState,
  onToggle,
  onToggleAll,
}: ScoringTableProps) {
  return (
    <TableScrollRegion label="Plan scores table">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          Every scored plan, sorted by {SORT_LABELS[sort.column]} {ARIA_SORT[sort.direction]}. Rows of plans
          in the top results are highlighted and their status is In Results.
        </caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="border-b-2 border-slate-300 px-2 py-2">
              <SelectionCheckbox
                label="Select all plans"
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={onToggleAll}
              />
            </th>
            {SORT_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} onSort={onSort} />
            ))}
            <PlainHeader>Raw Data</PlainHeader>
            <PlainHeader>Score Breakdown</PlainHeader>
            <PlainHeader>Status</PlainHeader>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <PlanRow key={plan.planId} plan={plan} selected={selected.has(plan.planId)} onToggle={onToggle} />
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

const HEADER = 'border-b-2 border-slate-300 px-2 py-2 align-bottom font-bold whitespace-nowrap';

function PlainHeader({ children }: { children: string }) {
  return (
    <th scope="col" className={HEADER}>
      {children}
    </th>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: SortColumn;
  sort: SortState;
  onSort: (column: SortColumn) => void;
}) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[sort.direction] : undefined} className={HEADER}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-bold hover:bg-slate-200"
      >
        {SORT_LABELS[column]}
        <Icon aria-hidden="true" className={clsx('size-5', active ? 'text-primary' : 'text-slate-600')} />
      </button>
    </th>
  );
}

type PlanRowProps = { plan: ScoringAnalysisPlan; selected: boolean; onToggle: (planId: string) => void };

/** Memoised so ticking one row does not redraw every breakdown. */
const PlanRow = memo(function PlanRow({ plan, selected, onToggle }: PlanRowProps) {
  const top = plan.inTopResults;
  return (
    <tr className={clsx('border-b border-slate-300 align-top', top && 'bg-blue-50')}>
      <td
        className={clsx('px-2 py-2', top ? 'border-l-8 border-l-primary' : 'border-l-8 border-l-transparent')}
      >
        <SelectionCheckbox
          label={`Select ${plan.planId}`}
          checked={selected}
          onChange={() => onToggle(plan.planId)}
        />
      </td>
      <td className="px-2 py-3 text-xl font-bold tabular-nums">{plan.currentRank}</td>
      <th scope="row" className="min-w-56 px-2 py-3 text-left font-semibold">
        <span className="block break-words">{plan.planName}</span>
        <span className="block font-normal text-slate-700">{plan.planId}</span>
      </th>
      <td className="min-w-40 px-2 py-3 break-words">{plan.carrier}</td>
      <td className="px-2 py-3 text-xl font-bold tabular-nums">{scoreText(plan.finalScore)}</td>
      <td className="px-2 py-3 font-semibold tabular-nums">{yearlyCostText(plan)}</td>
      <td className="min-w-64 px-2 py-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-2">
          {rawDataLines(plan.rawData).map((line) => (
            <div key={line.label} className="contents">
              <dt className="font-semibold text-slate-700">{line.label}:</dt>
              <dd className="whitespace-nowrap">{line.value}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td className="px-2 py-2">
        <ScoreBreakdownAccordion plan={plan} />
      </td>
      <td className="px-2 py-3">
        <StatusBadge inTopResults={top} />
      </td>
    </tr>
  );
});

const STATUS = {
  in: { Icon: CircleCheck, words: 'In Results', tone: 'border-green-800 bg-green-50 text-green-900' },
  out: { Icon: EyeOff, words: 'Hidden', tone: 'border-slate-500 bg-slate-100 text-slate-800' },
};

function StatusBadge({ inTopResults }: { inTopResults: boolean }) {
  const { Icon, words, tone } = STATUS[inTopResults ? 'in' : 'out'];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full border px-3 font-semibold whitespace-nowrap',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
      {words}
    </span>
  );
}
