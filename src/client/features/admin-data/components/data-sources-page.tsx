import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  DATA_SOURCE_LABELS,
  type DataSource,
  type DataSourcesResponse,
  type DataUpdateReport,
} from '../../../../shared/data-sources';
import { formatDateTime } from '../../../../shared/format';
import {
  AdminListPage,
  ListStatus,
  ListTable,
  SampleBadge,
  useAdminGet,
} from '../../../components/admin-list';
import { Select } from '../../../components/ui/select';
import { ALL_YEARS, planYearsOf, shownText, sourcesForYear } from '../lib/data-source-rows';

const COLUMNS = ['What', 'Plan year', 'Source file', 'Release', 'Imported', 'Rows'] as const;

function DataSourcesTable({ sources }: { sources: DataSource[] }) {
  return (
    <ListTable
      label="Datasets"
      caption="Every dataset imported, newest first: what it is, its plan year, the file it came from, the publisher's release, when it was imported and how many rows it kept"
      columns={COLUMNS}
      numeric="Rows"
      actions={false}
      className="min-w-[52rem]"
    >
      {sources.map((source) => (
        <tr key={source.id} className="border-b border-slate-300 align-top">
          <th scope="row" className="px-3 py-2 font-semibold">
            <span className="flex flex-wrap items-center gap-2">
              {DATA_SOURCE_LABELS[source.kind]}
              {source.sample ? <SampleBadge>Sample data</SampleBadge> : null}
            </span>
          </th>
          <td className="px-3 py-2 whitespace-nowrap">{source.planYear ?? 'All years'}</td>
          <td className="px-3 py-2 wrap-anywhere">{source.sourceName}</td>
          <td className="px-3 py-2">
            {source.releaseLabel ?? <span className="text-slate-700">Not stated</span>}
          </td>
          <td className="px-3 py-2">{formatDateTime(source.importedAt)}</td>
          <td className="px-3 py-2 text-right whitespace-nowrap">{source.rows.toLocaleString('en-US')}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Every dataset with where it came from, newest first. */
const useDataSources = () =>
  useAdminGet<DataSourcesResponse>(['admin', 'data-sources'], '/api/admin/data-sources');

/** Every dataset ClearPlan holds, its file, release, import date and whether it is sample data (docs/data-sources.md). */
export function DataSourcesPage() {
  const list = useDataSources();
  return (
    <AdminListPage
      title="Data sources"
      subtitle="Where the plan, drug and doctor data came from, and when it was imported."
    >
      <ListStatus query={list} loading="Loading data sources…" failed="Failed to load the data sources" />
      {list.data?.lastUpdate ? <LastDataUpdate report={list.data.lastUpdate} /> : null}
      {list.data ? (
        list.data.sources.length === 0 ? (
          <p className="rounded-lg border-2 border-slate-300 p-6 text-lg">
            No data has been imported yet. Import files from the <Link to="/admin/import">Import page</Link>.
          </p>
        ) : (
          <DataSourcesList sources={list.data.sources} />
        )
      ) : null}
    </AdminListPage>
  );
}

function DataSourcesList({ sources }: { sources: DataSource[] }) {
  const [year, setYear] = useState(ALL_YEARS);
  const years = planYearsOf(sources);
  const shown = sourcesForYear(sources, year);
  const selectId = useId();
  const hintId = `${selectId}-hint`;
  return (
    <>
      {years.length > 0 ? (
        <div className="mb-4 max-w-sm">
          <label htmlFor={selectId} className="block text-lg font-bold text-slate-900">
            Plan year
          </label>
          <p id={hintId} className="mb-1 text-slate-700">
            Drug names and doctors belong to every year and are always shown.
          </p>
          <Select
            id={selectId}
            aria-describedby={hintId}
            value={year}
            onChange={(event) => setYear(event.target.value)}
          >
            <option value={ALL_YEARS}>All years</option>
            {years.map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <p role="status" className="mb-2 text-slate-800">
        {shownText(shown.length, sources.length)}
      </p>
      <DataSourcesTable sources={shown} />
    </>
  );
}

/** What the last `npm run data:update` changed in the plans. */
function LastDataUpdate({ report }: { report: DataUpdateReport }) {
  const headingId = useId();
  const ran = new Date(report.ranAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border-2 border-slate-300 p-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Last data update
      </h2>
      <p className="mb-2 text-slate-800">
        {report.planYear} plans of {report.state}, updated {ran}. What changed against the data it replaced:
      </p>
      <ul className="list-disc pl-6 text-slate-900">
        {report.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
