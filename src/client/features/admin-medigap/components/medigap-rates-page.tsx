import { Download, Plus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type MedigapRateCreateInput,
  type MedigapRateRecord,
  medigapPlanName,
} from '../../../../shared/medigap-contracts';
import { roleCan } from '../../../../shared/roles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { candidatePlanYears, suggestedPlanYear } from '../../../lib/admin-plans-api';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAdminSession } from '../../../lib/use-admin-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import {
  type MedigapFilters as Filters,
  MEDIGAP_PAGE_SIZE,
  medigapExportPath,
  NO_FILTERS,
  useCreateMedigapRate,
  useDeleteMedigapRate,
  useMedigapRates,
  useUpdateMedigapRate,
} from '../api/medigap-queries';
import {
  emptyFormValues,
  formValuesOf,
  type MedigapFormErrors,
  serverFieldErrors,
} from '../lib/medigap-rate-form';
import { MedigapFilters } from './medigap-filters';
import { MedigapRateForm } from './medigap-rate-form';
import { MedigapRatesTable, rateName } from './medigap-rates-table';

const SAVE_FAILED = 'The rate could not be saved. Please try again.';
const DELETE_FAILED = 'The rate could not be deleted. Please try again.';

type Editing = { mode: 'add' } | { mode: 'edit'; rate: MedigapRateRecord };

/**
 * /admin/medigap (issue 19): the Medigap premiums admins maintain. Filters, a paged table with
 * sample rates labelled, add and edit in a form above the table (as the carriers screen does),
 * delete after a confirmation, the export of the filtered rates and the way to the import. Write
 * actions show only to roles that may take them; the server checks again.
 */
export function MedigapRatesPage() {
  useDocumentTitle('Medigap rates');
  const role = useAdminSession().data?.user?.role ?? '';
  const canWrite = roleCan(role, 'plans:write');
  const canDelete = roleCan(role, 'plans:delete');
  const canImport = roleCan(role, 'plans:import');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useMedigapRates(filters, page);
  const create = useCreateMedigapRate();
  const update = useUpdateMedigapRate();
  const remove = useDeleteMedigapRate();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<MedigapFormErrors | null>(null);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MedigapRateRecord | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterRender = useFocusAfterRender();
  const years = candidatePlanYears(new Date());

  function open(next: Editing) {
    setEditing(next);
    setServerErrors(null);
    setServerMessage(null);
    setFormKey((k) => k + 1);
    focusAfterRender(() => headingRef.current);
  }

  function close(focusId?: number) {
    setEditing(null);
    setServerErrors(null);
    setServerMessage(null);
    focusAfterRender(() => (focusId === undefined ? addRef.current : editButtons.current.get(focusId)));
  }

  function save(body: MedigapRateCreateInput) {
    if (!editing) return;
    setServerErrors(null);
    setServerMessage(null);
    const onError = (error: unknown) => {
      const byField = serverFieldErrors(error);
      setServerErrors(byField);
      setServerMessage(byField ? null : errorMessage(error, SAVE_FAILED));
    };
    if (editing.mode === 'edit') {
      const id = editing.rate.id;
      update.mutate(
        { id, body },
        {
          onSuccess: (rate) => {
            toast.success('Rate saved', { description: `${rateName(rate)} saved.` });
            close(id);
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (rate) => {
          toast.success('Rate added', { description: `${rateName(rate)} added.` });
          close();
        },
        onError,
      });
    }
  }

  function confirmDelete() {
    if (!deleting) return;
    const rate = deleting;
    remove.mutate(rate.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success('Rate deleted', { description: `${rateName(rate)} deleted.` });
        focusAfterRender(() => addRef.current);
      },
      onError: (error) => {
        // Closed on failure too, so the toast is not hidden behind a modal.
        setDeleting(null);
        toast.error('Delete failed', { description: errorMessage(error, DELETE_FAILED) });
      },
    });
  }

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEDIGAP_PAGE_SIZE)) : 1;
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  return (
    <>
      <p className="mb-4">
        <Link to="/admin">Back to the dashboard</Link>
      </p>
      <PageHeading subtitle="Monthly premiums of Medigap plans by carrier, plan letter, age, sex, tobacco use and area. Rates marked Sample are demonstration data, not a carrier’s offer.">
        Medigap rates
      </PageHeading>

      <div className="mb-6 flex flex-wrap gap-3">
        {canWrite ? (
          <Button ref={addRef} onClick={() => open({ mode: 'add' })} disabled={editing?.mode === 'add'}>
            <Plus aria-hidden="true" className="size-5" />
            Add a rate
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={medigapExportPath('csv', filters)} download>
            <Download aria-hidden="true" className="size-5" />
            Export CSV
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={medigapExportPath('xlsx', filters)} download>
            <Download aria-hidden="true" className="size-5" />
            Export Excel
          </a>
        </Button>
        {canImport ? (
          <Button asChild variant="outline">
            <Link to="/admin/import?kind=medigap">
              <Upload aria-hidden="true" className="size-5" />
              Import rates
            </Link>
          </Button>
        ) : null}
      </div>
      <p className="mb-6 max-w-3xl text-slate-700">
        The export holds every rate the filters show, in the import’s columns. Importing a file adds its rates
        and updates a stored rate with the same plan year, state, carrier, letter, rating method, first age,
        sex, tobacco use and area.
      </p>

      {editing ? (
        <div className="mb-8">
          <MedigapRateForm
            key={formKey}
            title={editing.mode === 'edit' ? `Edit ${rateName(editing.rate)}` : 'Add a rate'}
            submitLabel={editing.mode === 'edit' ? 'Save rate' : 'Add rate'}
            pending={create.isPending || update.isPending}
            initial={
              editing.mode === 'edit'
                ? formValuesOf(editing.rate)
                : emptyFormValues(
                    filters.year ? Number(filters.year) : suggestedPlanYear(new Date(), undefined),
                  )
            }
            serverErrors={serverErrors}
            serverMessage={serverMessage}
            onSubmit={save}
            onCancel={() => close(editing.mode === 'edit' ? editing.rate.id : undefined)}
            headingRef={headingRef}
          />
        </div>
      ) : null}

      <MedigapFilters
        applied={filters}
        years={years}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />

      {list.isPending ? <LoadingState label="Loading Medigap rates…" /> : null}
      {list.isError ? (
        <ErrorState message="Failed to load the Medigap rates" onRetry={() => list.refetch()} />
      ) : null}
      {data && data.total === 0 ? (
        <p className="rounded-lg border-2 border-slate-300 bg-white p-5 text-lg">
          {filtered
            ? 'No Medigap rates match these filters. Clear the filters to see every rate.'
            : 'No Medigap rates yet. Add a rate, or import a file of rates.'}
        </p>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <p className="mb-2" aria-live="polite">
            Showing {((data.page - 1) * MEDIGAP_PAGE_SIZE + 1).toLocaleString('en-US')}–
            {Math.min(data.page * MEDIGAP_PAGE_SIZE, data.total).toLocaleString('en-US')} of{' '}
            {data.total.toLocaleString('en-US')} rates
          </p>
          <MedigapRatesTable
            rates={data.rates}
            canEdit={canWrite}
            canDelete={canDelete}
            onEdit={(rate) => open({ mode: 'edit', rate })}
            onDelete={setDeleting}
            editButton={(id, el) => {
              if (el) editButtons.current.set(id, el);
              else editButtons.current.delete(id);
            }}
          />
          {pages > 1 ? (
            <nav aria-label="Pages of rates" className="mt-4 flex flex-wrap items-center gap-3">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        title="Delete rate"
        description={
          <p>
            Delete the {deleting ? medigapPlanName(deleting.planLetter) : ''} rate{' '}
            {deleting ? rateName(deleting) : ''}? The finder stops quoting it at once.
          </p>
        }
        confirmLabel="Delete rate"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
