import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { EditorSlotProvider } from '../hooks/use-editor-slot';

type PlanTableProps = {
  plans: AdminPlanRecord[];
  columns: ColumnDef<AdminPlanRecord>[];
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  rowSelection: RowSelectionState;
  onRowSelectionChange: OnChangeFn<RowSelectionState>;
  /** A new page is loading; the current one stays on screen. */
  busy: boolean;
};

const coreRowModel = getCoreRowModel<AdminPlanRecord>();

/**
 * The plan grid (spec §2 "Plan database table"): the server sorts and pages, TanStack Table
 * keeps the selection (by row id). Rows are memoised on their record, so a save or a tick
 * re-renders the rows it touched, not all of them.
 */
export function PlanTable({
  plans,
  columns,
  sorting,
  onSortingChange,
  rowSelection,
  onRowSelectionChange,
  busy,
}: PlanTableProps) {
  const table = useReactTable({
    data: plans,
    columns,
    // A plan ID may be on the page twice (two plan years): the row's own id tells them apart.
    getRowId: (plan) => String(plan.id),
    getCoreRowModel: coreRowModel,
    manualSorting: true,
    manualPagination: true,
    sortDescFirst: false,
    enableRowSelection: true,
    state: { sorting, rowSelection },
    onSortingChange,
    onRowSelectionChange,
  });

  return (
    // One cell in edit mode at a time, across the whole table.
    <EditorSlotProvider>
      <TableScrollRegion label="Plans table" className="mt-4">
        <table className="w-full border-collapse text-left" aria-busy={busy || undefined}>
          <caption className="sr-only">
            Plans. Select a value to edit it; checkboxes and lists save as soon as they change.
          </caption>
          <thead className="bg-slate-100">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <PlanRow key={row.id} row={row} selected={row.getIsSelected()} columns={columns} />
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </EditorSlotProvider>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell({ header }: { header: Header<AdminPlanRecord, unknown> }) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const label = flexRender(column.columnDef.header, header.getContext());
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
      className="border-b-2 border-slate-300 px-2 py-2 align-bottom font-bold whitespace-nowrap"
    >
      {column.getCanSort() ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          className="inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-bold hover:bg-slate-200"
        >
          {label}
          <Icon aria-hidden="true" className={clsx('size-5', sorted ? 'text-primary' : 'text-slate-600')} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

type PlanRowProps = { row: Row<AdminPlanRecord>; selected: boolean; columns: unknown };

const PlanRow = memo(
  function PlanRow({ row, selected }: PlanRowProps) {
    return (
      <tr className={clsx('border-b border-slate-300', selected && 'bg-blue-50')}>
        {row.getVisibleCells().map((cell) => {
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
          // The plan ID names the row for screen readers moving across a row's cells.
          return cell.column.id === 'planId' ? (
            <th key={cell.id} scope="row" className="px-2 py-3 text-left align-top font-semibold">
              {content}
            </th>
          ) : (
            <td key={cell.id} className="px-1 py-1 align-top">
              {content}
            </td>
          );
        })}
      </tr>
    );
  },
  // A row whose record, selection and column set are unchanged renders the same.
  (a, b) => a.row.original === b.row.original && a.selected === b.selected && a.columns === b.columns,
);
