import { Download, Plus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type MedigapRateCreateInput,
  type MedigapRateRecord,
  medigapPlanName,
} from '../../../../shared/medigap-contracts';
import { roleCan } from '../../../../shared/roles';
import {
  AdminListPage,
  DeleteDialog,
  ListPager,
  ListStatus,
  useListEditor,
} from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { candidatePlanYears, suggestedPlanYear } from '../../../lib/admin-plans-api';
import { toast } from '../../../lib/toast';
import { useAdminSession } from '../../../lib/use-admin-session';
import {
  type MedigapFilters as Filters,
  MEDIGAP_PAGE_SIZE,
  medigapExportPath,
  NO_FILTERS,
  useMedigapRates,
  useMedigapWrites,
} from '../api/medigap-queries';
import {
  emptyFormValues,
  formValuesOf,
  type MedigapServerError,
  serverError,
} from '../lib/medigap-rate-form';
import { MedigapFilters } from './medigap-filters';
import { MedigapRateForm } from './medigap-rate-form';
import { MedigapRatesTable, rateName } from './medigap-rates-table';

/** /admin/medigap: filters, paged table (sample rates labelled), add/edit form, delete, export, import; writes by role. */
export function MedigapRatesPage() {
  const role = useAdminSession().data?.user?.role ?? '';
  const canWrite = roleCan(role, 'plans:write');
  const canDelete = roleCan(role, 'plans:delete');
  const canImport = roleCan(role, 'plans:import');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useMedigapRates(filters, page);
  const { create, update, remove } = useMedigapWrites();
  const editor = useListEditor<MedigapRateRecord, MedigapServerError>(serverError);
  const { editing } = editor;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const years = candidatePlanYears(new Date());

  function save(body: MedigapRateCreateInput) {
    if (editing) {
      editor.save(update, { id: editing.id, body }, (rate) => {
        toast.success('Rate saved', { description: `${rateName(rate)} saved.` });
        editor.close(editing.id);
      });
    } else {
      editor.save(create, body, (rate) => {
        toast.success('Rate added', { description: `${rateName(rate)} added.` });
        editor.close(() => addRef.current);
      });
    }
  }

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / MEDIGAP_PAGE_SIZE)) : 1;
  const filtered = Object.values(filters).some((v) => v.trim() !== '');

  return (
    <AdminListPage
      title="Medigap rates"
      subtitle="Monthly premiums of Medigap plans by carrier, plan letter, age, sex, tobacco use and area. Rates marked Sample are demonstration data, not a carrier’s offer."
    >
      <div className="mb-6 flex flex-wrap gap-3">
        {canWrite ? (
          <Button
            ref={addRef}
            onClick={() => editor.edit(null, () => headingRef.current)}
            disabled={editor.open && !editing}
          >
            <Plus aria-hidden="true" className="size-5" />
            Add a rate
          </Button>
        ) : null}
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} asChild variant="outline">
            <a href={medigapExportPath(format, filters)} download>
              <Download aria-hidden="true" className="size-5" />
              {format === 'csv' ? 'Export CSV' : 'Export Excel'}
            </a>
          </Button>
        ))}
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

      {editor.open ? (
        <div className="mb-8">
          <MedigapRateForm
            key={editor.formKey}
            title={editing ? `Edit ${rateName(editing)}` : 'Add a rate'}
            submitLabel={editing ? 'Save rate' : 'Add rate'}
            pending={create.isPending || update.isPending}
            initial={
              editing
                ? formValuesOf(editing)
                : emptyFormValues(
                    filters.year ? Number(filters.year) : suggestedPlanYear(new Date(), undefined),
                  )
            }
            serverError={editor.serverError}
            onSubmit={save}
            onCancel={() => editor.close(editing ? editing.id : () => addRef.current)}
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

      <ListStatus query={list} loading="Loading Medigap rates…" failed="Failed to load the Medigap rates" />
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
            onEdit={(rate) => editor.edit(rate, () => headingRef.current)}
            onDelete={editor.setDeleting}
            editRef={editor.rowButton}
          />
          {pages > 1 ? <ListPager label="Pages of rates" page={page} pages={pages} onPage={setPage} /> : null}
        </>
      ) : null}

      <DeleteDialog
        editor={editor}
        remove={remove}
        title="Delete rate"
        description={(rate) => (
          <p>
            Delete the {medigapPlanName(rate.planLetter)} rate {rateName(rate)}? The finder stops quoting it
            at once.
          </p>
        )}
        pendingLabel="Deleting…"
        deleted={(rate) => ['Rate deleted', `${rateName(rate)} deleted.`]}
        failed="The rate could not be deleted. Please try again."
        afterDelete={() => addRef.current}
      />
    </AdminListPage>
  );
}
