import type { ColumnDef } from '@tanstack/react-table';
import {
  ADMIN_PLAN_SORT_FIELDS,
  type AdminPlanRecord,
  premiumEditText,
  premiumSourceText,
} from '../../../../shared/admin-plan-contracts';
import { formatDate } from '../../../../shared/format';
import { fieldInSentence, fieldLabel } from '../../../../shared/plan-fields';
import type { PlanField, SaveCell } from '../api/table-plans';
import type { TableOptions } from '../lib/table-options';
import { EditableCell } from './editable-cell';
import { SelectCell } from './select-cell';
import { SelectCheckbox } from './select-checkbox';
import { ToggleCell } from './toggle-cell';

export const SELECT_ALL_ID = 'select-all-plans';

/** The server sorts by these columns only (ADMIN_PLAN_SORT_FIELDS); the others have no sort button. */
const SORTABLE = new Set<string>(ADMIN_PLAN_SORT_FIELDS);

type Column = ColumnDef<AdminPlanRecord>;

/** The money columns; each is headed by its catalogue name and named in a sentence ("Edit monthly premium of …"). */
const MONEY_COLUMNS: PlanField[] = [
  'monthlyPremium',
  'partBPremiumReduction',
  'moopInNetwork',
  'medicalDeductible',
  'rxDeductible',
];

const sortable = (id: string) => ({ enableSorting: SORTABLE.has(id) });

/** How the labels name a row: "H1234-001", or "H1234-001 (2027)" (see `rowNamer`). */
export type RowName = (plan: AdminPlanRecord) => string;

/** The page's plan IDs listed more than once, as a stable text (the columns are rebuilt only when it changes). */
export function repeatedIds(plans: readonly AdminPlanRecord[]): string {
  const ids = plans.map((p) => p.planId);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].sort().join(' ');
}

/**
 * A plan ID on file for two years can be on one page twice (the table unfiltered by year): those
 * rows' labels add the year, so "Edit monthly premium of H1234-001 (2027)" names one cell. Other
 * rows keep the shorter name. `repeated` is `repeatedIds` of the page.
 */
export function rowNamer(repeated: string): RowName {
  const twice = new Set(repeated.split(' ').filter(Boolean));
  return (plan) => (twice.has(plan.planId) ? `${plan.planId} (${plan.planYear})` : plan.planId);
}

/**
 * The table's columns (spec §2, §4): selection, plan ID, plan year, then editable cells. Built
 * once per `saveCell`, option lists and row namer (each stable), so rows are not re-rendered by a
 * new column set.
 */
export function buildColumns(saveCell: SaveCell, options: TableOptions, nameOf: RowName): Column[] {
  const rowProps = (plan: AdminPlanRecord) => ({
    planId: plan.planId,
    planYear: plan.planYear,
    name: nameOf(plan),
  });

  const textColumn = (field: 'planName' | 'region'): Column => ({
    id: field,
    accessorKey: field,
    header: fieldLabel(field),
    ...sortable(field),
    cell: ({ row }) => (
      <EditableCell
        {...rowProps(row.original)}
        field={field}
        label={fieldInSentence(field)}
        kind="text"
        value={row.original[field]}
        empty="Not set"
        onSave={saveCell}
      />
    ),
  });

  const selectColumn = (field: 'carrier' | 'planType', list: string[]): Column => ({
    id: field,
    accessorKey: field,
    header: fieldLabel(field),
    ...sortable(field),
    cell: ({ row }) => (
      <SelectCell
        {...rowProps(row.original)}
        field={field}
        label={fieldLabel(field)}
        value={row.original[field]}
        options={list}
        onSave={saveCell}
      />
    ),
  });

  const toggleColumn = (field: 'hasRxCoverage' | 'isActive'): Column => ({
    id: field,
    accessorKey: field,
    header: fieldLabel(field),
    enableSorting: false,
    cell: ({ row }) => (
      <ToggleCell
        {...rowProps(row.original)}
        field={field}
        label={fieldLabel(field)}
        value={row.original[field]}
        onSave={saveCell}
      />
    ),
  });

  return [
    {
      id: 'select',
      enableSorting: false,
      header: ({ table }) => (
        <SelectCheckbox
          id={SELECT_ALL_ID}
          label="Select all plans on this page"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected()}
          onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
        />
      ),
      cell: ({ row }) => (
        <SelectCheckbox
          label={`Select ${nameOf(row.original)}`}
          checked={row.getIsSelected()}
          onChange={(checked) => row.toggleSelected(checked)}
        />
      ),
    },
    {
      id: 'planId',
      accessorKey: 'planId',
      header: fieldLabel('planId'),
      ...sortable('planId'),
      cell: ({ row }) => <span className="font-semibold whitespace-nowrap">{row.original.planId}</span>,
    },
    {
      id: 'planYear',
      accessorKey: 'planYear',
      header: 'Year',
      enableSorting: false,
      cell: ({ row }) => <span className="block px-1 py-2">{row.original.planYear}</span>,
    },
    textColumn('planName'),
    selectColumn('carrier', options.carriers),
    selectColumn('planType', options.planTypes),
    ...MONEY_COLUMNS.map(
      (field): Column => ({
        id: field,
        accessorKey: field,
        header: fieldLabel(field),
        ...sortable(field),
        cell: ({ row }) => {
          // Where consumers' premium comes from (issue 36 item 13): the editor's hint says it and
          // what a new premium does; county premiums are named under the value too.
          const source = field === 'monthlyPremium' ? row.original.premiumSource : undefined;
          const cell = (
            <EditableCell
              {...rowProps(row.original)}
              field={field}
              label={fieldInSentence(field)}
              kind="currency"
              value={row.original[field] as string | null}
              hint={source ? premiumEditText(source) : undefined}
              onSave={saveCell}
            />
          );
          // One shape whatever the source, so a save that replaces county premiums keeps the
          // cell (and its focus) in place.
          return (
            <div className={source?.kind === 'county' ? 'min-w-48' : undefined}>
              {cell}
              {source?.kind === 'county' ? (
                <p className="px-2 text-sm text-slate-700">{premiumSourceText(source)}</p>
              ) : null}
            </div>
          );
        },
      }),
    ),
    {
      id: 'starRating',
      accessorKey: 'starRating',
      header: fieldLabel('starRating'),
      ...sortable('starRating'),
      cell: ({ row }) => (
        <EditableCell
          {...rowProps(row.original)}
          field="starRating"
          label={fieldInSentence('starRating')}
          kind="number"
          value={row.original.starRating}
          empty="Not rated"
          hint="1-5"
          onSave={saveCell}
        />
      ),
    },
    toggleColumn('hasRxCoverage'),
    toggleColumn('isActive'),
    textColumn('region'),
    {
      id: 'updatedAt',
      accessorKey: 'updatedAt',
      header: 'Updated',
      ...sortable('updatedAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.updatedAt)}</span>,
    },
  ];
}
