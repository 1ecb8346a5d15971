import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminPlanRecord, AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { formatDate } from '../../../../shared/format';
import { fieldLabel } from '../../../../shared/plan-fields';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { moneyText, starRatingText } from '../lib/plan-display';
import type { PlanListState } from '../lib/plan-list-state';
import { StatusPill } from './status-pill';

type Column = { label: string; sort?: AdminPlanSortField };

const COLUMNS: Column[] = [
  { label: fieldLabel('planId'), sort: 'planId' },
  { label: fieldLabel('planName'), sort: 'planName' },
  { label: fieldLabel('carrier'), sort: 'carrier' },
  { label: 'Type' },
  { label: 'Premium', sort: 'monthlyPremium' },
  { label: 'Stars', sort: 'starRating' },
  { label: 'Status' },
  { label: 'Updated', sort: 'updatedAt' },
];

type PlanListTableProps = {
  plans: AdminPlanRecord[];
  state: PlanListState;
  busy: boolean;
  canDelete: boolean;
  onSort: (field: AdminPlanSortField) => void;
  onDelete: (planId: string) => void;
};

/** The plan list's table: sortable headers (aria-sort) and each row's actions (spec §2). */
export function PlanListTable({ plans, state, busy, canDelete, onSort, onDelete }: PlanListTableProps) {
  return (
    <TableScrollRegion label="Plans table">
      <table className="w-full min-w-[64rem] border-collapse text-left" aria-busy={busy || undefined}>
        <caption className="sr-only">Medicare plans. Column headers with buttons sort the list.</caption>
        <thead>
          <tr className="bg-slate-100">
            {COLUMNS.map((column) => (
              <HeaderCell key={column.label} column={column} state={state} onSort={onSort} />
            ))}
            <th scope="col" className="border-b-2 border-slate-300 p-3">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.planId} className="border-b border-slate-300 align-top">
              <th scope="row" className="p-3 font-semibold whitespace-nowrap">
                {plan.planId}
              </th>
              <td className="p-3 break-words">{plan.planName}</td>
              <td className="p-3">{plan.carrier}</td>
              <td className="p-3 whitespace-nowrap">{plan.planType}</td>
              <td className="p-3">{moneyText(plan.monthlyPremium)}</td>
              <td className="p-3 whitespace-nowrap">{starRatingText(plan.starRating)}</td>
              <td className="p-3">
                <StatusPill isActive={plan.isActive} />
              </td>
              <td className="p-3 whitespace-nowrap">{formatDate(plan.updatedAt)}</td>
              <td className="p-3">
                <RowActions planId={plan.planId} canDelete={canDelete} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

function HeaderCell({
  column,
  state,
  onSort,
}: {
  column: Column;
  state: PlanListState;
  onSort: (field: AdminPlanSortField) => void;
}) {
  const { sort, label } = column;
  if (!sort) {
    return (
      <th scope="col" className="border-b-2 border-slate-300 p-3">
        {label}
      </th>
    );
  }
  const active = state.sortBy === sort;
  const direction = active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : state.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={direction} className="border-b-2 border-slate-300 p-1">
      <button
        type="button"
        onClick={() => onSort(sort)}
        className="inline-flex min-h-11 w-full items-center gap-2 rounded-md px-2 text-left font-bold whitespace-nowrap hover:bg-slate-200"
      >
        {label}
        <Icon aria-hidden="true" className={active ? 'size-5 text-primary' : 'size-5 text-slate-600'} />
      </button>
    </th>
  );
}

function RowActions({
  planId,
  canDelete,
  onDelete,
}: {
  planId: string;
  canDelete: boolean;
  onDelete: (planId: string) => void;
}) {
  const path = `/admin/plans/${encodeURIComponent(planId)}`;
  // The plan ID completes each name for screen readers ("View Details for H1234-001").
  const forPlan = <span className="sr-only">for {planId}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="secondary" className="px-3">
        <Link to={path}>
          <Eye aria-hidden="true" className="size-5" />
          View Details {forPlan}
        </Link>
      </Button>
      <Button asChild variant="secondary" className="px-3">
        <Link to={`${path}/edit`}>
          <Pencil aria-hidden="true" className="size-5" />
          Quick Edit {forPlan}
        </Link>
      </Button>
      <Button asChild variant="secondary" className="px-3">
        <Link to={`${path}/advanced`}>
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          Advanced Edit {forPlan}
        </Link>
      </Button>
      {canDelete ? (
        <Button variant="destructive" className="px-3" onClick={() => onDelete(planId)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete {forPlan}
        </Button>
      ) : null}
    </div>
  );
}
