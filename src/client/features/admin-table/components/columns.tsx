import type { ColumnDef } from '@tanstack/react-table';
import { ADMIN_PLAN_SORT_FIELDS, type AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { formatDate } from '../../../../shared/format';
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

/** [field, header, the field in a sentence ("Edit monthly premium of …")] */
const MONEY_COLUMNS: [PlanField, string, string][] = [
  ['monthlyPremium', 'Monthly premium', 'monthly premium'],
  ['partBPremiumReduction', 'Part B reduction', 'Part B reduction'],
  ['moopInNetwork', 'MOOP in-network', 'MOOP in-network'],
  ['medicalDeductible', 'Medical deductible', 'medical deductible'],
  ['rxDeductible', 'Rx deductible', 'Rx deductible'],
];

const sortable = (id: string) => ({ enableSorting: SORTABLE.has(id) });

/**
 * The table's columns (spec §2, §4): selection, plan ID, then editable cells. Built once per
 * `saveCell` and option lists (both stable), so rows are not re-rendered by a new column set.
 */
export function buildColumns(saveCell: SaveCell, options: TableOptions): Column[] {
  const textColumn = (field: 'planName' | 'region', header: string, label: string): Column => ({
    id: field,
    accessorKey: field,
    header,
    ...sortable(field),
    cell: ({ row }) => (
      <EditableCell
        planId={row.original.planId}
        field={field}
        label={label}
        kind="text"
        value={row.original[field]}
        empty="Not set"
        onSave={saveCell}
      />
    ),
  });

  const selectColumn = (field: 'carrier' | 'planType', header: string, list: string[]): Column => ({
    id: field,
    accessorKey: field,
    header,
    ...sortable(field),
    cell: ({ row }) => (
      <SelectCell
        planId={row.original.planId}
        field={field}
        label={header}
        value={row.original[field]}
        options={list}
        onSave={saveCell}
      />
    ),
  });

  const toggleColumn = (field: 'hasRxCoverage' | 'isActive', header: string): Column => ({
    id: field,
    accessorKey: field,
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <ToggleCell
        planId={row.original.planId}
        field={field}
        label={header}
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
          label={`Select ${row.original.planId}`}
          checked={row.getIsSelected()}
          onChange={(checked) => row.toggleSelected(checked)}
        />
      ),
    },
    {
      id: 'planId',
      accessorKey: 'planId',
      header: 'Plan ID',
      ...sortable('planId'),
      cell: ({ row }) => <span className="font-semibold whitespace-nowrap">{row.original.planId}</span>,
    },
    textColumn('planName', 'Plan name', 'plan name'),
    selectColumn('carrier', 'Carrier', options.carriers),
    selectColumn('planType', 'Plan type', options.planTypes),
    ...MONEY_COLUMNS.map(
      ([field, header, label]): Column => ({
        id: field,
        accessorKey: field,
        header,
        ...sortable(field),
        cell: ({ row }) => (
          <EditableCell
            planId={row.original.planId}
            field={field}
            label={label}
            kind="currency"
            value={row.original[field] as string | null}
            onSave={saveCell}
          />
        ),
      }),
    ),
    {
      id: 'starRating',
      accessorKey: 'starRating',
      header: 'Star rating',
      ...sortable('starRating'),
      cell: ({ row }) => (
        <EditableCell
          planId={row.original.planId}
          field="starRating"
          label="star rating"
          kind="number"
          value={row.original.starRating}
          empty="Not rated"
          hint="1-5"
          onSave={saveCell}
        />
      ),
    },
    toggleColumn('hasRxCoverage', 'Rx coverage'),
    toggleColumn('isActive', 'Active'),
    textColumn('region', 'Region', 'region'),
    {
      id: 'updatedAt',
      accessorKey: 'updatedAt',
      header: 'Updated',
      ...sortable('updatedAt'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.updatedAt)}</span>,
    },
  ];
}
