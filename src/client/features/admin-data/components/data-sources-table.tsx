import { DATA_SOURCE_LABELS, type DataSource } from '../../../../shared/data-sources';
import { formatDateTime } from '../../../../shared/format';
import { ListTable, SampleBadge } from '../../../components/admin-list';

const COLUMNS = ['What', 'Plan year', 'Source file', 'Release', 'Imported', 'Rows'] as const;

export function DataSourcesTable({ sources }: { sources: DataSource[] }) {
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
