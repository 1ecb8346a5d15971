import { DATA_SOURCE_LABELS, type DataSource } from '../../../../shared/data-sources';
import { formatDateTime } from '../../../../shared/format';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';

const COLUMNS = ['What', 'Plan year', 'Source file', 'Release', 'Imported', 'Rows'] as const;

/** One row per dataset: what it is, its year, its file and release, when it came in, how many rows. */
export function DataSourcesTable({ sources }: { sources: DataSource[] }) {
  return (
    <TableScrollRegion label="Datasets">
      <table className="w-full min-w-[52rem] border-collapse text-left">
        <caption className="sr-only">
          Every dataset imported, newest first: what it is, its plan year, the file it came from, the
          publisher's release, when it was imported and how many rows it kept
        </caption>
        <thead>
          <tr className="bg-slate-100">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`border-b-2 border-slate-300 px-3 py-2 ${column === 'Rows' ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sources.map((source) => (
            <tr key={source.id} className="border-b border-slate-300 align-top">
              <th scope="row" className="px-3 py-2 font-semibold">
                <span className="flex flex-wrap items-center gap-2">
                  {DATA_SOURCE_LABELS[source.kind]}
                  {source.sample ? <SampleBadge /> : null}
                </span>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{source.planYear ?? 'All years'}</td>
              <td className="px-3 py-2 wrap-anywhere">{source.sourceName}</td>
              <td className="px-3 py-2">
                {source.releaseLabel ?? <span className="text-slate-700">Not stated</span>}
              </td>
              <td className="px-3 py-2">{formatDateTime(source.importedAt)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {source.rows.toLocaleString('en-US')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}

/** Words, not only a colour, so it reads the same in any display and to a screen reader. */
function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border-2 border-amber-800 bg-amber-50 px-3 py-0.5 text-base font-semibold whitespace-nowrap text-amber-950">
      Sample data
    </span>
  );
}
