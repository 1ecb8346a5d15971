import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { AdminPlanRecord, AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { SelectionCheckbox } from '../../../components/ui/selection-checkbox';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { EditorSlotProvider } from '../hooks/use-editor-slot';
import type { PlanListState } from '../lib/plan-list-state';

export const SELECT_ALL_ID = 'select-all-plans';

export type PlanColumn = {
  id: string;
  header: string;
  sort?: AdminPlanSortField;
  className?: string;
  cell: (plan: AdminPlanRecord, name: string) => ReactNode;
};

/** "H1234-001", or "H1234-001 (2027)" (see `rowNamer`). */
export type RowName = (plan: AdminPlanRecord) => string;

/** Plan IDs on the page more than once, as a stable text (the columns are rebuilt only when it changes). */
export function repeatedIds(plans: readonly AdminPlanRecord[]): string {
  const ids = plans.map((p) => p.planId);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].sort().join(' ');
}

/** A plan ID on the page twice (two years) gets its year in its labels, so each label names one cell. */
export function rowNamer(repeated: string): RowName {
  const twice = new Set(repeated.split(' ').filter(Boolean));
  return (plan) => (twice.has(plan.planId) ? `${plan.planId} (${plan.planYear})` : plan.planId);
}

/** Spec §4 "Table row selection". */
export type Selection = { ids: ReadonlySet<number>; onChange: (ids: number[], selected: boolean) => void };

type PlanTableProps = {
  plans: AdminPlanRecord[];
  columns: PlanColumn[];
  state: PlanListState;
  onSort: (field: AdminPlanSortField) => void;
  /** A new page is loading; the current one stays on screen. */
  busy: boolean;
  caption: string;
  nameOf: RowName;
  /** With it, the table is the edit-in-place grid with a selection column. */
  selection?: Selection;
};

/** Both plan screens' table (spec §2); rows are memoised, so a save or a tick re-renders only its row. */
export function PlanTable({
  plans,
  columns,
  state,
  onSort,
  busy,
  caption,
  nameOf,
  selection,
}: PlanTableProps) {
  const ids = plans.map((p) => p.id);
  const all = selection !== undefined && ids.length > 0 && ids.every((id) => selection.ids.has(id));
  const some = selection !== undefined && !all && ids.some((id) => selection.ids.has(id));
  return (
    // One cell in edit mode at a time, across the whole table.
    <EditorSlotProvider>
      <TableScrollRegion label="Plans table" className={selection ? 'mt-4' : undefined}>
        <table className="w-full border-collapse text-left" aria-busy={busy || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="bg-slate-100">
              {selection ? (
                <th scope="col" className={HEADER}>
                  <SelectionCheckbox
                    id={SELECT_ALL_ID}
                    label="Select all plans on this page"
                    checked={all}
                    indeterminate={some}
                    onChange={(checked) => selection.onChange(ids, checked)}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} state={state} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <PlanRow
                key={plan.id}
                plan={plan}
                name={nameOf(plan)}
                columns={columns}
                selected={selection?.ids.has(plan.id) ?? false}
                onSelect={selection?.onChange}
              />
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </EditorSlotProvider>
  );
}

const HEADER = 'border-b-2 border-slate-300 px-2 py-2 whitespace-nowrap';

function HeaderCell({
  column,
  state,
  onSort,
}: {
  column: PlanColumn;
  state: PlanListState;
  onSort: (field: AdminPlanSortField) => void;
}) {
  const { sort, header } = column;
  if (!sort)
    return (
      <th scope="col" className={clsx(HEADER, column.className)}>
        {header}
      </th>
    );
  const active = state.sortBy === sort;
  const direction = active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : state.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={clsx('border-b-2 border-slate-300 p-1', column.className)}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="inline-flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-left font-bold whitespace-nowrap hover:bg-slate-200"
      >
        {header}
        <Icon aria-hidden="true" className={active ? 'size-5 text-primary' : 'size-5 text-slate-600'} />
      </button>
    </th>
  );
}

type PlanRowProps = {
  plan: AdminPlanRecord;
  name: string;
  columns: PlanColumn[];
  selected: boolean;
  onSelect?: Selection['onChange'];
};

const PlanRow = memo(function PlanRow({ plan, name, columns, selected, onSelect }: PlanRowProps) {
  const cell = onSelect ? 'px-1 py-1 align-top' : 'px-3 py-1.5 align-middle';
  return (
    <tr className={clsx('border-b border-slate-300', selected && 'bg-blue-50')}>
      {onSelect ? (
        <td className={cell}>
          <SelectionCheckbox
            label={`Select ${name}`}
            checked={selected}
            onChange={(checked) => onSelect([plan.id], checked)}
          />
        </td>
      ) : null}
      {columns.map((column) =>
        // The plan ID names the row for screen readers moving across a row's cells.
        column.id === 'planId' ? (
          <th
            key={column.id}
            scope="row"
            className={clsx(cell, 'font-semibold whitespace-nowrap', column.className)}
          >
            {column.cell(plan, name)}
          </th>
        ) : (
          <td key={column.id} className={clsx(cell, column.className)}>
            {column.cell(plan, name)}
          </td>
        ),
      )}
    </tr>
  );
});
