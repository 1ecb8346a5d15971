import { ArrowLeft, Download, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminPlanSortField } from '../../../../shared/admin-plan-contracts';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { roleCan } from '../../../../shared/roles';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { adminPlanExportPath } from '../../../lib/admin-plans-api';
import { useAdminSession } from '../../../lib/use-admin-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type PlanRef, useAdminPlanList } from '../api/admin-plan-queries';
import {
  listStateToParams,
  type PlanListFilter,
  type PlanListState,
  pagerFor,
  parseListState,
  toListQuery,
  withFilter,
  withoutFilters,
  withSort,
} from '../lib/plan-list-state';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanListFilters } from './plan-list-filters';
import { PlanListPager } from './plan-list-pager';
import { PlanListTable } from './plan-list-table';

/** /admin/plans (spec §2 "Plan management", §4 "Admin plan list", §9 paging). */
export function PlanListPage() {
  useDocumentTitle('Plan Management');
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const query = toListQuery(state);
  const list = useAdminPlanList(query);
  const session = useAdminSession();
  const canDelete = roleCan(session.data?.user?.role ?? '', 'plans:delete');
  const [deleting, setDeleting] = useState<PlanRef | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  /** A plan just deleted: once its row is gone, the keyboard goes to the list summary. */
  const [deleted, setDeleted] = useState<PlanRef | null>(null);
  /** The row's actions button that opened the delete dialog, to take the keyboard back on close. */
  const deleteOpener = useRef<HTMLElement | null>(null);

  // Functional, so a search that lands after another change keeps that change. flushSync: the
  // filters, sort and export links show the new state at once, not after a transition.
  const update = (change: (current: PlanListState) => PlanListState) =>
    setParams((current) => listStateToParams(change(parseListState(current))), {
      replace: true,
      flushSync: true,
    });

  const total = list.data?.total ?? 0;
  const pager = pagerFor(state.page, total);
  // After a delete empties the last page, show the page before it.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && pager.pages > 0 && state.page > pager.pages;
  useEffect(() => {
    if (pastTheEnd) {
      setParams((current) => listStateToParams({ ...parseListState(current), page: pager.pages }), {
        replace: true,
      });
    }
  }, [pastTheEnd, pager.pages, setParams]);

  // The Delete button went with its row. Once the dialog is closed and the row gone, put the
  // keyboard on the summary; a timeout, so it lands after the dialog's own attempt to return it
  // to that (now removed) button.
  const rowGone =
    deleted !== null &&
    deleting === null &&
    !list.data?.plans.some((p) => p.planId === deleted.planId && p.planYear === deleted.planYear);
  useEffect(() => {
    if (!rowGone) return;
    setDeleted(null);
    setTimeout(() => summaryRef.current?.focus(), 0);
  }, [rowGone]);

  // The dialog has no trigger of its own to return to: put the keyboard back on the row's actions
  // button (after the dialog's own attempt, hence the timeout). A deleted row's button is gone by
  // the time its row is, and then the effect above moves on to the summary.
  const closeDelete = () => {
    setDeleting(null);
    const opener = deleteOpener.current;
    deleteOpener.current = null;
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  };

  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to="/admin">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Dashboard
        </Link>
      </Button>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading subtitle="Medicare Plan Database">Plan Management</PageHeading>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/admin/plans/new">
              <Plus aria-hidden="true" className="size-5" />
              Create Plan
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={adminPlanExportPath('csv', query)} download>
              <Download aria-hidden="true" className="size-5" />
              Export CSV
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={adminPlanExportPath('xlsx', query)} download>
              <Download aria-hidden="true" className="size-5" />
              Export Excel
            </a>
          </Button>
        </div>
      </div>
      <PlanListFilters
        state={state}
        onFilter={(filter: PlanListFilter, value: string) => update((s) => withFilter(s, filter, value))}
        onClear={() => update(withoutFilters)}
      />
      {list.isPending ? <LoadingState label="Loading plans…" /> : null}
      {list.isError ? <ErrorState message="Failed to load plans" onRetry={() => list.refetch()} /> : null}
      {list.data ? (
        <>
          <p ref={summaryRef} tabIndex={-1} role="status" className="mb-3 font-semibold">
            {summary(state.page, list.data.plans.length, total)}
          </p>
          {list.data.plans.length === 0 ? null : (
            <PlanListTable
              plans={list.data.plans}
              state={state}
              busy={list.isFetching}
              canDelete={canDelete}
              onSort={(field: AdminPlanSortField) => update((s) => withSort(s, field))}
              onDelete={(plan: PlanRef) => {
                // The menu puts the keyboard back on its button before it asks for the dialog.
                deleteOpener.current =
                  document.activeElement instanceof HTMLElement ? document.activeElement : null;
                setDeleting(plan);
              }}
            />
          )}
          <PlanListPager pager={pager} onPage={(page) => update((s) => ({ ...s, page }))} />
        </>
      ) : null}
      {canDelete ? <DeletePlanDialog plan={deleting} onClose={closeDelete} onDeleted={setDeleted} /> : null}
    </>
  );
}

/** "Showing 26–50 of 120 plans", or the empty message. */
function summary(page: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No plans match these filters.';
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first + shown - 1;
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'plan' : 'plans'}`;
}
