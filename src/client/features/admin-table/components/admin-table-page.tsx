import type { RowSelectionState, SortingState, Updater } from '@tanstack/react-table';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import type { AdminPlanListQuery } from '../../../lib/admin-plans-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveCell, useTableOptions, useTablePlans, useTableYears } from '../api/table-plans';
import { tableOptions } from '../lib/table-options';
import { BulkBar } from './bulk-bar';
import { buildColumns, repeatedIds, rowNamer } from './columns';
import { PlanTable } from './plan-table';
import { DEFAULT_PAGE_SIZE, TablePagination } from './table-pagination';
import { NO_FILTERS, type TableFilters, TableToolbar } from './table-toolbar';

const SPEC_OPTIONS = tableOptions();
const NO_SELECTION: RowSelectionState = {};

const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

/**
 * Spec §2 "Plan database table" (admin role only; routes.tsx wraps it in RequirePermission):
 * server-side filters, sort and paging; inline cell edits; row selection with bulk actions.
 */
export function AdminTablePage() {
  useDocumentTitle('Plan Database Table');
  const [filters, setFilters] = useState<TableFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [sorting, setSorting] = useState<SortingState>([]);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(NO_SELECTION);

  // The selection is of rows on this page: any change of page, filter or sort starts it afresh.
  const changeFilters = useCallback((change: Partial<TableFilters>) => {
    setFilters((old) => ({ ...old, ...change }));
    setPage(1);
    setRowSelection(NO_SELECTION);
  }, []);
  const changePage = useCallback((next: number) => {
    setPage(next);
    setRowSelection(NO_SELECTION);
  }, []);
  const changeLimit = useCallback((next: number) => {
    setLimit(next);
    setPage(1);
    setRowSelection(NO_SELECTION);
  }, []);
  const changeSorting = useCallback((updater: Updater<SortingState>) => {
    setSorting((old) => apply(updater, old));
    setPage(1);
    setRowSelection(NO_SELECTION);
  }, []);
  const clearSelection = useCallback(() => setRowSelection(NO_SELECTION), []);

  const sort = sorting[0];
  const query = useMemo<AdminPlanListQuery>(
    () => ({
      page,
      limit,
      ...filters,
      sortBy: sort?.id ?? 'createdAt',
      sortOrder: sort ? (sort.desc ? 'desc' : 'asc') : 'desc',
    }),
    [page, limit, filters, sort],
  );

  const plans = useTablePlans(query);
  const options = useTableOptions();
  const years = useTableYears();
  const saveCell = useSaveCell();
  const optionLists = options.data ?? SPEC_OPTIONS;
  const rows = plans.data?.plans;
  const repeated = repeatedIds(rows ?? []);
  const nameOf = useMemo(() => rowNamer(repeated), [repeated]);
  const columns = useMemo(() => buildColumns(saveCell, optionLists, nameOf), [saveCell, optionLists, nameOf]);

  const selected = useMemo(
    () =>
      (rows ?? [])
        .filter((plan) => rowSelection[String(plan.id)])
        .map((plan) => ({ planId: plan.planId, planYear: plan.planYear, name: nameOf(plan) })),
    [rows, rowSelection, nameOf],
  );

  return (
    <>
      <Button asChild variant="outline" className="mb-6">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Dashboard
        </Link>
      </Button>
      <PageHeading subtitle="Edit plans in place. Select a value to change it; select rows for bulk actions.">
        Plan Database Table
      </PageHeading>
      <TableToolbar
        filters={filters}
        options={optionLists}
        years={years.data ?? []}
        onFiltersChange={changeFilters}
      />
      <BulkBar plans={selected} filterYear={filters.planYear} onClear={clearSelection} />
      {plans.isPending ? <LoadingState label="Loading plans…" /> : null}
      {plans.isError ? (
        <div className="mt-4">
          <ErrorState message="Failed to load plans" onRetry={() => void plans.refetch()} />
        </div>
      ) : null}
      {plans.data && plans.data.plans.length === 0 && !plans.isError ? (
        <p className="mt-6 rounded-lg border-2 border-slate-300 bg-slate-50 p-6 text-lg">
          {page > 1 ? 'There are no plans on this page.' : 'No plans match these filters.'}
        </p>
      ) : null}
      {plans.data && plans.data.plans.length > 0 && !plans.isError ? (
        <PlanTable
          plans={plans.data.plans}
          columns={columns}
          sorting={sorting}
          onSortingChange={changeSorting}
          rowSelection={rowSelection}
          onRowSelectionChange={setRowSelection}
          busy={plans.isPlaceholderData}
        />
      ) : null}
      {plans.data && !plans.isError && (plans.data.total > 0 || page > 1) ? (
        <TablePagination
          page={page}
          limit={limit}
          total={plans.data.total}
          onPageChange={changePage}
          onLimitChange={changeLimit}
        />
      ) : null}
    </>
  );
}
