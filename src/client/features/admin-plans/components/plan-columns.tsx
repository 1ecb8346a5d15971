import clsx from 'clsx';
import { Eye, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import {
  ADMIN_PLAN_SORT_FIELDS,
  type AdminPlanRecord,
  type AdminPlanSortField,
  premiumEditText,
  premiumSourceText,
} from '../../../../shared/admin-plan-contracts';
import { formatDate } from '../../../../shared/format';
import { fieldInSentence, fieldLabel, planField } from '../../../../shared/plan-fields';
import { ActionsMenu, type MenuAction } from '../../../components/ui/actions-menu';
import type { PlanField, PlanRef, SaveCell } from '../api/admin-plan-queries';
import { premiumText, starRatingText, statusText } from '../lib/plan-display';
import type { PlanChoices } from '../lib/plan-options';
import { planPagePath } from '../lib/plan-paths';
import { EditableCell } from './editable-cell';
import { InstantCell } from './instant-cells';
import type { PlanColumn } from './plan-table';

const sortOf = (field: string) =>
  (ADMIN_PLAN_SORT_FIELDS as readonly string[]).includes(field) ? (field as AdminPlanSortField) : undefined;

const planId: PlanColumn = {
  id: 'planId',
  header: fieldLabel('planId'),
  sort: 'planId',
  cell: (plan) => plan.planId,
};
const planYear: PlanColumn = { id: 'planYear', header: 'Year', cell: (plan) => plan.planYear };

/**
 * The list's columns (spec §2), fitting a ~1,260 px box: carrier and stars give way as it narrows.
 * The sticky plan ID's edge is a shadow: a collapsed border does not move with a sticky cell.
 */
export function listColumns(canDelete: boolean, onDelete: (plan: PlanRef) => void): PlanColumn[] {
  return [
    {
      ...planId,
      className:
        'sticky left-0 z-10 bg-white shadow-[inset_-1px_0_0_var(--color-slate-300)] [thead_&]:bg-slate-100',
    },
    { ...planYear, className: 'whitespace-nowrap' },
    ...(['planName', 'carrier'] as const).map((field) => ({
      id: field,
      header: fieldLabel(field),
      sort: field,
      className: field === 'planName' ? 'w-2/5 min-w-40' : 'hidden lg:table-cell xl:min-w-44',
      cell: (plan: AdminPlanRecord) => plan[field],
    })),
    {
      id: 'premium',
      header: 'Premium',
      sort: 'monthlyPremium',
      className: 'whitespace-nowrap',
      cell: (plan) => premiumText(plan.monthlyPremium),
    },
    {
      id: 'stars',
      header: 'Stars',
      sort: 'starRating',
      className: 'hidden xl:table-cell whitespace-nowrap',
      cell: (plan) => starRatingText(plan.starRating),
    },
    {
      id: 'status',
      header: 'Status',
      // The word carries the meaning, not the colour.
      cell: ({ isActive }) => (
        <span
          className={clsx(
            'inline-flex items-center rounded-full border px-3 font-semibold whitespace-nowrap',
            isActive
              ? 'border-green-700 bg-green-50 text-green-900'
              : 'border-slate-500 bg-slate-100 text-slate-800',
          )}
        >
          {statusText(isActive)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (plan) => (
        <ActionsMenu
          name={`Actions for ${plan.planName} (${plan.planId}, ${plan.planYear})`}
          items={rowActions(plan, canDelete, onDelete)}
        />
      ),
    },
  ];
}

/** Spec §2; each link names the row's plan year, so an ID on file for two years opens this row's plan. */
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
    const onSelect = () => onDelete({ planId, planYear });
    actions.push({ kind: 'action', label: 'Delete', onSelect, icon: Trash2, destructive: true });
  }
  return actions;
}

/** In column order; each cell follows the field's kind in shared/plan-fields.ts. */
const EDITED = [
  'planName',
  'carrier',
  'planType',
  'monthlyPremium',
  'partBPremiumReduction',
  'moopInNetwork',
  'medicalDeductible',
  'rxDeductible',
  'starRating',
  'hasRxCoverage',
  'isActive',
  'region',
] as const satisfies readonly PlanField[];
type InstantField = 'carrier' | 'planType' | 'hasRxCoverage' | 'isActive';

/** Edit in place (spec §2, §4): text and amounts in an editor, lists and switches saved on change. */
export function editColumns(saveCell: SaveCell, choices: PlanChoices): PlanColumn[] {
  const cell = (field: (typeof EDITED)[number]): PlanColumn['cell'] => {
    const kind = planField(field)?.kind;
    if (kind === 'choice' || kind === 'flag')
      return (plan, name) => (
        <InstantCell
          plan={plan}
          name={name}
          field={field as InstantField}
          label={fieldLabel(field)}
          options={kind === 'choice' ? choices[field === 'carrier' ? 'carriers' : 'planTypes'] : undefined}
          onSave={saveCell}
        />
      );
    const editor = (plan: AdminPlanRecord, name: string, hint?: string) => (
      <EditableCell
        plan={plan}
        name={name}
        field={field}
        label={fieldInSentence(field)}
        kind={kind === 'money' ? 'currency' : kind === 'stars' ? 'number' : 'text'}
        empty={kind === 'stars' ? 'Not rated' : kind === 'money' ? undefined : 'Not set'}
        hint={kind === 'stars' ? '1-5' : hint}
        onSave={saveCell}
      />
    );
    if (field !== 'monthlyPremium') return (plan, name) => editor(plan, name);
    // The hint says where consumers' premium comes from; one shape whatever the source, so a save
    // that replaces county premiums keeps the cell (and its focus).
    return (plan, name) => {
      const source = plan.premiumSource;
      return (
        <div className={source?.kind === 'county' ? 'min-w-48' : undefined}>
          {editor(plan, name, source ? premiumEditText(source) : undefined)}
          {source?.kind === 'county' ? (
            <p className="px-2 text-sm text-slate-700">{premiumSourceText(source)}</p>
          ) : null}
        </div>
      );
    };
  };
  return [
    planId,
    { ...planYear, cell: (plan) => <span className="block px-1 py-2">{plan.planYear}</span> },
    ...EDITED.map((field) => ({
      id: field,
      header: fieldLabel(field),
      sort: sortOf(field),
      cell: cell(field),
    })),
    {
      id: 'updatedAt',
      header: 'Updated',
      sort: 'updatedAt',
      cell: (plan) => <span className="whitespace-nowrap">{formatDate(plan.updatedAt)}</span>,
    },
  ];
}
