import clsx from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import type { AdminPlanRecord, AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { ActionsMenu, type MenuAction } from '../../../components/ui/actions-menu';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import type { PlanRef } from '../api/admin-plan-queries';
import { premiumText, starRatingText } from '../lib/plan-display';
import type { PlanListState } from '../lib/plan-list-state';
import { planPagePath } from '../lib/plan-paths';
import { StatusPill } from './status-pill';

/**
 * When a column shows. The table sits in a box of at most ~1,260 px (the page's max width) and
 * must fit it, so the columns an admin scans for (ID, name, premium, status) and the actions always
 * show, and the others give way as the window narrows. Two columns it used to have are left to
 * the plan's own page: the plan type (Medicare plan names end with it, "… (HMO D-SNP)", and the
 * filters have it) and the last update. The plan year (issue 18) is four digits under a short
 * heading, "Year": a plan ID may be on file for two years, and its rows differ by it. Below 768 px the table scrolls sideways in its region with
 * the plan ID kept in view.
 */
type Priority = 'always' | 'lg' | 'xl';

const SHOW: Record<Priority, string> = {
  always: '',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

type Column = { key: string; label: string; sort?: AdminPlanSortField; priority: Priority };

const COLUMNS: Column[] = [
  { key: 'planId', label: fieldLabel('planId'), sort: 'planId', priority: 'always' },
  { key: 'planYear', label: 'Year', priority: 'always' },
  { key: 'planName', label: fieldLabel('planName'), sort: 'planName', priority: 'always' },
  { key: 'carrier', label: fieldLabel('carrier'), sort: 'carrier', priority: 'lg' },
  { key: 'premium', label: 'Premium', sort: 'monthlyPremium', priority: 'always' },
  { key: 'stars', label: 'Stars', sort: 'starRating', priority: 'xl' },
  { key: 'status', label: 'Status', priority: 'always' },
];

const show = (key: string) => SHOW[COLUMNS.find((c) => c.key === key)?.priority ?? 'always'];

/** The plan ID stays in view when the table scrolls sideways; its right edge drawn as a shadow (a
 * collapsed border does not move with a sticky cell). */
const STICKY = 'sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-slate-300)]';

type PlanListTableProps = {
  plans: AdminPlanRecord[];
  state: PlanListState;
  busy: boolean;
  canDelete: boolean;
  onSort: (field: AdminPlanSortField) => void;
  onDelete: (plan: PlanRef) => void;
};

/**
 * The plan list's table: sortable headers (aria-sort), a sticky plan ID and one actions menu per
 * row (spec §2), so a row is one line tall and ten or more fit a 1280 × 800 screen.
 */
export function PlanListTable({ plans, state, busy, canDelete, onSort, onDelete }: PlanListTableProps) {
  return (
    <TableScrollRegion label="Plans table">
      <table className="w-full border-collapse text-left" aria-busy={busy || undefined}>
        <caption className="sr-only">
          Medicare plans. Column headers with buttons sort the list; each row's Actions button opens its
          actions.
        </caption>
        <thead>
          <tr className="bg-slate-100">
            {COLUMNS.map((column, index) => (
              <HeaderCell
                key={column.key}
                column={column}
                state={state}
                onSort={onSort}
                className={clsx(
                  show(column.key),
                  index === 0 && clsx(STICKY, 'bg-slate-100'),
                  // The name takes the room the other columns leave, so most names stay on one line.
                  column.key === 'planName' && 'w-2/5',
                )}
              />
            ))}
            <th scope="col" className="border-b-2 border-slate-300 px-3 py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} className="border-b border-slate-300">
              <th scope="row" className={clsx(CELL, STICKY, 'bg-white font-semibold whitespace-nowrap')}>
                {plan.planId}
              </th>
              <td className="px-2 py-1.5 align-middle whitespace-nowrap">{plan.planYear}</td>
              <td className={clsx(CELL, 'min-w-40')}>{plan.planName}</td>
              {/* At full width, "Blue Cross Blue Shield of Oklahoma" on three lines at most: the Year column
                  took the rest of the room that gave it two, and the plan names need it more. */}
              <td className={clsx(CELL, show('carrier'), 'xl:min-w-44')}>{plan.carrier}</td>
              <td className={clsx(CELL, 'whitespace-nowrap')}>{premiumText(plan.monthlyPremium)}</td>
              <td className={clsx(CELL, show('stars'), 'whitespace-nowrap')}>
                {starRatingText(plan.starRating)}
              </td>
              <td className={CELL}>
                <StatusPill isActive={plan.isActive} />
              </td>
              <td className={clsx(CELL, 'text-right')}>
                <ActionsMenu
                  name={`Actions for ${plan.planName} (${plan.planId}, ${plan.planYear})`}
                  items={rowActions(plan, canDelete, onDelete)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

const CELL = 'px-3 py-1.5 align-middle';

function HeaderCell({
  column,
  state,
  onSort,
  className,
}: {
  column: Column;
  state: PlanListState;
  onSort: (field: AdminPlanSortField) => void;
  className?: string;
}) {
  const { sort, label } = column;
  if (!sort) {
    return (
      // The year's four digits need little room: a narrower padding leaves it to the plan names.
      <th
        scope="col"
        className={clsx(
          'border-b-2 border-slate-300 py-2 whitespace-nowrap',
          column.key === 'planYear' ? 'px-2' : 'px-3',
          className,
        )}
      >
        {label}
      </th>
    );
  }
  const active = state.sortBy === sort;
  const direction = active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : state.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={direction} className={clsx('border-b-2 border-slate-300 p-1', className)}>
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

/**
 * A row's actions (spec §2): view, quick edit, advanced edit, and delete for roles that may. Each
 * link names the row's plan year, so a plan ID on file for two years opens the row's own plan.
 */
function rowActions(plan: PlanRef, canDelete: boolean, onDelete: (plan: PlanRef) => void): MenuAction[] {
  const { planId, planYear } = plan;
  const actions: MenuAction[] = [
    { kind: 'link', label: 'View Details', to: planPagePath(planId, planYear), icon: Eye },
    { kind: 'link', label: 'Quick Edit', to: planPagePath(planId, planYear, '/edit'), icon: Pencil },
    {
      kind: 'link',
      label: 'Advanced Edit',
      to: planPagePath(planId, planYear, '/advanced'),
      icon: SlidersHorizontal,
    },
  ];
  if (canDelete) {
    actions.push({
      kind: 'action',
      label: 'Delete',
      onSelect: () => onDelete({ planId, planYear }),
      icon: Trash2,
      destructive: true,
    });
  }
  return actions;
}
