import { TableScrollRegion } from '../../../components/ui/table-scroll-region';

/** Columns of the sample shown; the whole row is in the file and the template. */
const SAMPLE_COLUMNS_SHOWN = 8;

/** The first valid rows as they will be imported, so a wrong match shows before anything is written. */
export function SampleRowsTable({ rows }: { rows: readonly Record<string, string>[] }) {
  const columns = Object.keys(rows[0] ?? {}).slice(0, SAMPLE_COLUMNS_SHOWN);
  return (
    <section aria-labelledby="import-sample-heading" className="flex flex-col gap-2">
      <h3 id="import-sample-heading" className="text-xl font-bold">
        The first rows, as they will be imported
      </h3>
      <TableScrollRegion label="First rows to import">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <thead>
            <tr className="bg-slate-100">
              {columns.map((column) => (
                <th key={column} scope="col" className="border-b-2 border-slate-300 p-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the sample is fixed once shown
              <tr key={index} className="border-b border-slate-300 align-top">
                {columns.map((column) => (
                  <td key={column} className="p-3 break-words">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </section>
  );
}
