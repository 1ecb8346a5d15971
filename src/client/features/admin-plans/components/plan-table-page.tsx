import { Download, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { roleCan } from '../../../../shared/roles';
import { AdminListPage, ListPager, ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { adminPlanExportPath } from '../../../lib/admin-plans-api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminSession } from '../../../lib/use-admin-session';
import {
  type PlanRef,
  useAdminPlanList,
  useDeletePlan,
  usePlanOptions,
  useSaveCell,
} from '../api/admin-plan-queries';
import {
  DEFAULT_LIST_STATE,
  listStateToParams,
  PAGE_SIZES,
  type PlanListState,
  pagerFor,
  parseListState,
  TABLE_LIST_STATE,
  toListQuery,
  withFilter,
  withoutFilters,
  withSort,
} from '../lib/plan-list-state';
import { planChoices } from '../lib/plan-options';
import { BulkBar } from './bulk-bar';
import { editColumns, listColumns } from './plan-columns';
import { PlanFilters } from './plan-filters';
import { PlanTable, repeatedIds, rowNamer } from './plan-table';

const DELETE_FAILED = 'Failed to delete the plan. Please try again.';

/** Spec §2, §4; it closes on failure too, so the toast is not behind a modal that makes the page inert. */
function DeletePlanDialog({
  plan,
  onClose,
  onDeleted,
}: {
  plan: PlanRef | null;
  onClose: () => void;
  onDeleted: (plan: PlanRef) => void;
}) {
  const remove = useDeletePlan();

  function confirm() {
    if (plan === null) return;
    remove.mutate(plan, {
      onSuccess: () => {
        onClose();
        onDeleted(plan);
        toast.success('Plan deleted', { description: 'The Medicare plan has been successfully deleted.' });
      },
      onError: (error) => {
        onClose();
        toast.error('Delete failed', { description: errorMessage(error, DELETE_FAILED) });
      },
    });
  }

  return (
    <ConfirmDialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Medicare Plan"
      description={
        <>
          <p>
            Are you sure you want to delete "Plan {plan?.planId}"? This action cannot be undone. The plan will
            be permanently removed from the system.
          </p>
          <p className="mt-2">
            This deletes the {plan?.planYear} plan only: the plan ID's other plan years, if any, stay.
          </p>
        </>
      }
      confirmLabel="Delete Plan"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}

/** /admin/plans (spec §2, §4, §9). */
export const PlanListPage = () => <PlanTablePage editable={false} />;

/** /admin/table (spec §2); admin role only, by routes.tsx's RequirePermission. */
export const AdminTablePage = () => <PlanTablePage editable />;

const NO_SELECTION: ReadonlySet<number> = new Set();

/** Browsing, rows have an actions menu; editing in place, cells save and rows take bulk actions. */
function PlanTablePage({ editable }: { editable: boolean }) {
  const defaults = editable ? TABLE_LIST_STATE : DEFAULT_LIST_STATE;
  const [params, setParams] = useSearchParams();
  const state = parseListState(params, defaults);
  const query = toListQuery(state);
  const list = useAdminPlanList(query);
  const options = usePlanOptions();
  const session = useAdminSession();
  const saveCell = useSaveCell();
  const canDelete = !editable && roleCan(session.data?.user?.role ?? '', 'plans:delete');
  const [deleting, setDeleting] = useState<PlanRef | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [deleted, setDeleted] = useState<PlanRef | null>(null);
  const deleteOpener = useRef<HTMLElement | null>(null);

  // Any change of page, filter or sort starts the selection afresh.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState({ of: queryKey, ids: NO_SELECTION });
  const selected = selection.of === queryKey ? selection.ids : NO_SELECTION;
  const changeSelection = useCallback(
    (ids: number[], on: boolean) =>
      setSelection((old) => {
        const next = new Set(old.of === queryKey ? old.ids : NO_SELECTION);
        for (const id of ids) on ? next.add(id) : next.delete(id);
        return { of: queryKey, ids: next };
      }),
    [queryKey],
  );

  // Functional, so a search that lands after another change keeps that change.
  const update = useCallback(
    (change: (current: PlanListState) => PlanListState) =>
      setParams((current) => listStateToParams(change(parseListState(current, defaults)), defaults), {
        replace: true,
      }),
    [setParams, defaults],
  );

  const total = list.data?.total ?? 0;
  const pages = Math.ceil(total / state.limit);
  // After a delete empties the last page, show the page before it.
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && pages > 0 && state.page > pages;
  useEffect(() => {
    if (pastTheEnd) update((s) => ({ ...s, page: pages }));
  }, [pastTheEnd, pages, update]);

  // Once a deleted row is gone, focus the summary; a timeout, to land after the dialog's own focus return.
  const rowGone =
    deleted !== null &&
    deleting === null &&
    !list.data?.plans.some((p) => p.planId === deleted.planId && p.planYear === deleted.planYear);
  useEffect(() => {
    if (!rowGone) return;
    setDeleted(null);
    setTimeout(() => summaryRef.current?.focus(), 0);
  }, [rowGone]);

  // The dialog has no trigger of its own: focus the row's actions button again (timeout as above).
  const closeDelete = () => {
    setDeleting(null);
    const opener = deleteOpener.current;
    deleteOpener.current = null;
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    }, 0);
  };
  const openDelete = useCallback((plan: PlanRef) => {
    // The menu puts the keyboard back on its button before it asks for the dialog.
    deleteOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDeleting(plan);
  }, []);

  const choices = useMemo(() => planChoices(options.data), [options.data]);
  const rows = list.data?.plans ?? [];
  const repeated = repeatedIds(rows);
  const nameOf = useMemo(() => rowNamer(repeated), [repeated]);
  const columns = useMemo(
    () => (editable ? editColumns(saveCell, choices) : listColumns(canDelete, openDelete)),
    [editable, saveCell, choices, canDelete, openDelete],
  );

  return (
    <AdminListPage
      title={editable ? 'Plan Database Table' : 'Plan Management'}
      subtitle={
        editable
          ? 'Edit plans in place. Select a value to change it; select rows for bulk actions.'
          : 'Medicare Plan Database'
      }
      back="Dashboard"
      actions={
        editable ? null : (
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/admin/plans/new">
                <Plus aria-hidden="true" className="size-5" />
                Create Plan
              </Link>
            </Button>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button key={format} asChild variant="outline">
                <a href={adminPlanExportPath(format, query)} download>
                  <Download aria-hidden="true" className="size-5" />
                  {format === 'csv' ? 'Export CSV' : 'Export Excel'}
                </a>
              </Button>
            ))}
          </div>
        )
      }
    >
      <PlanFilters
        state={state}
        choices={choices}
        onFilter={(filter, value) => update((s) => withFilter(s, filter, value))}
        onClear={() => update(withoutFilters)}
      />
      {editable ? (
        <BulkBar
          plans={rows.filter((p) => selected.has(p.id)).map((p) => ({ ...p, name: nameOf(p) }))}
          filterYear={state.planYear}
          onClear={() => changeSelection([...selected], false)}
        />
      ) : null}
      <ListStatus query={list} loading="Loading plans…" failed="Failed to load plans" />
      {list.data && !list.isError ? (
        <>
          <p ref={summaryRef} tabIndex={-1} role="status" className="my-3 font-semibold">
            {summary(state, rows.length, total)}
          </p>
          {rows.length === 0 ? null : (
            <PlanTable
              plans={rows}
              columns={columns}
              state={state}
              busy={list.isFetching}
              nameOf={nameOf}
              onSort={(field) => update((s) => withSort(s, field))}
              caption={
                editable
                  ? 'Plans. Select a value to edit it; checkboxes and lists save as soon as they change.'
                  : "Medicare plans. Column headers with buttons sort the list; each row's Actions button opens its actions."
              }
              selection={editable ? { ids: selected, onChange: changeSelection } : undefined}
            />
          )}
          {/* Spec §9: shown only with more than 1 page; with a page size choice, always. */}
          {editable || pagerFor(state.page, total, state.limit).visible ? (
            <ListPager
              label="Plan list pages"
              page={state.page}
              pages={pages}
              onPage={(page) => update((s) => ({ ...s, page }))}
            >
              {editable ? (
                <div className="flex items-center gap-2">
                  <Label htmlFor="plan-page-size">Rows per page</Label>
                  <Select
                    id="plan-page-size"
                    value={String(state.limit)}
                    onChange={(event) =>
                      update((s) => ({ ...s, limit: Number(event.target.value), page: 1 }))
                    }
                    className="w-24"
                  >
                    {PAGE_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {size}
                      </option>
                    ))}
                  </Select>
                </div>
              ) : null}
            </ListPager>
          ) : null}
        </>
      ) : null}
      {canDelete ? <DeletePlanDialog plan={deleting} onClose={closeDelete} onDeleted={setDeleted} /> : null}
    </AdminListPage>
  );
}

function summary({ page, limit }: PlanListState, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No plans match these filters.';
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'plan' : 'plans'}`;
}
