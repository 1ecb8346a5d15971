import { Download, Plus, Upload } from 'lucide-react';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCents } from '../../../../shared/format';
import {
  MEDIGAP_PLANS,
  MEDIGAP_RATE_COLUMN_LABELS,
  type MedigapRateCreateInput,
  type MedigapRateRecord,
  medigapPlanName,
} from '../../../../shared/medigap-contracts';
import { roleCan } from '../../../../shared/roles';
import { US_STATES } from '../../../../shared/service-area';
import {
  AdminListPage,
  DeleteDialog,
  ListPager,
  ListStatus,
  ListTable,
  RowActions,
  SampleBadge,
  useListEditor,
} from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
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
  agesText,
  areaText,
  emptyFormValues,
  formValuesOf,
  type MedigapServerError,
  RATING_METHOD_LABELS,
  SEX_LABELS,
  serverError,
} from '../lib/medigap-rate-form';
import { MedigapRateForm } from './medigap-rate-form';

const COLUMNS = [
  'Carrier',
  'Plan',
  'Year',
  'Rating method',
  'Ages',
  'Sex',
  'Tobacco',
  'Area',
  MEDIGAP_RATE_COLUMN_LABELS.monthlyPremium,
] as const;

type MedigapRatesTableProps = {
  rates: MedigapRateRecord[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (rate: MedigapRateRecord) => void;
  onDelete: (rate: MedigapRateRecord) => void;
  editRef: (id: number) => Ref<HTMLButtonElement>;
};

/** "Sample Mutual, Plan G, women 65–69". */
function rateName(rate: MedigapRateRecord): string {
  return `${rate.carrier}, ${medigapPlanName(rate.planLetter)}, ${SEX_LABELS[rate.sex].toLowerCase()} ${agesText(rate)}${
    rate.tobacco ? ', tobacco' : ''
  }, ${areaText(rate.zip3).toLowerCase()}, ${rate.planYear}`;
}

function MedigapRatesTable({ rates, canEdit, canDelete, onEdit, onDelete, editRef }: MedigapRatesTableProps) {
  const actions = canEdit || canDelete;
  return (
    <ListTable
      label="Medigap rates"
      caption="Medigap rates: carrier, plan letter, plan year, rating method, ages, sex, tobacco use, area and monthly premium"
      columns={COLUMNS}
      numeric={MEDIGAP_RATE_COLUMN_LABELS.monthlyPremium}
      actions={actions}
      className="min-w-[60rem]"
    >
      {rates.map((rate) => (
        <tr key={rate.id} className="border-b border-slate-300 align-top">
          <th scope="row" className="px-3 py-2 font-semibold">
            <span className="flex flex-wrap items-center gap-2">
              {rate.carrier}
              {rate.sample ? <SampleBadge>Sample</SampleBadge> : null}
            </span>
          </th>
          <td className="px-3 py-2">
            <span className="font-semibold">{rate.planLetter}</span>
            {medigapPlanName(rate.planLetter) === `Plan ${rate.planLetter}` ? null : (
              <span className="block text-slate-700">{medigapPlanName(rate.planLetter)}</span>
            )}
          </td>
          <td className="px-3 py-2">{rate.planYear}</td>
          <td className="px-3 py-2">{RATING_METHOD_LABELS[rate.ratingMethod]}</td>
          <td className="px-3 py-2 whitespace-nowrap">{agesText(rate)}</td>
          <td className="px-3 py-2">{SEX_LABELS[rate.sex]}</td>
          <td className="px-3 py-2">{rate.tobacco ? 'Yes' : 'No'}</td>
          <td className="px-3 py-2 whitespace-nowrap">
            {areaText(rate.zip3)}
            {rate.state === 'OK' ? null : <span className="block text-slate-700">{rate.state}</span>}
          </td>
          <td className="px-3 py-2 text-right whitespace-nowrap">
            {formatCents(Number(rate.monthlyPremium))}
          </td>
          {actions ? (
            <RowActions
              name={rateName(rate)}
              editRef={editRef(rate.id)}
              onEdit={canEdit ? () => onEdit(rate) : undefined}
              onDelete={canDelete ? () => onDelete(rate) : undefined}
            />
          ) : null}
        </tr>
      ))}
    </ListTable>
  );
}

/** Applied with "Show rates", so the table never changes under the keyboard. */
function MedigapFilters({
  applied,
  years,
  onApply,
}: {
  applied: Filters;
  years: number[];
  onApply: (filters: Filters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const selects: [keyof Filters, string, string, string, (readonly [string, string])[]][] = [
    ['year', 'w-40', 'Plan year', 'All years', years.map((y) => [String(y), String(y)])],
    ['state', 'w-52', 'State', 'All states', Object.entries(US_STATES)],
    ['letter', 'w-56', 'Plan letter', 'All letters', MEDIGAP_PLANS.map((p) => [p.letter, p.name])],
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      aria-label="Filter Medigap rates"
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-4 rounded-lg border-2 border-slate-300 bg-white p-4"
    >
      {selects.map(([key, width, label, all, options]) => (
        <SelectField
          key={key}
          id={`${id}-${key}`}
          className={width}
          label={label}
          value={draft[key]}
          onChange={(e) => set(key)(e.target.value)}
        >
          <option value="">{all}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        id={`${id}-carrier`}
        className="w-64"
        label="Carrier"
        value={draft.carrier}
        onChange={(e) => set('carrier')(e.target.value)}
        placeholder="Full name"
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Show rates</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}

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
