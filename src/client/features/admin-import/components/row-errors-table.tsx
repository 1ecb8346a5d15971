import type { ImportJobKind, ImportRowError } from '../../../../shared/import-contracts';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { ROW_ERROR_LINES_SHOWN, rowErrorLines } from '../lib/row-errors';

export function RowErrorsTable({
  kind,
  rowErrors,
  label,
}: {
  kind: ImportJobKind;
  rowErrors: readonly ImportRowError[];
  label: string;
}) {
  const lines = rowErrorLines(kind, rowErrors);
  // A Medigap rate has no plan ID: its row and field say which rate it is.
  const showPlanId = kind !== 'medigap';
  const shown = lines.slice(0, ROW_ERROR_LINES_SHOWN);
  return (
    <div className="flex flex-col gap-2">
      <TableScrollRegion label={label}>
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="bg-slate-100">
              <th scope="col" className="border-b-2 border-slate-300 p-3">
                Row
              </th>
              {showPlanId ? (
                <th scope="col" className="border-b-2 border-slate-300 p-3">
                  Plan ID
                </th>
              ) : null}
              <th scope="col" className="border-b-2 border-slate-300 p-3">
                Field
              </th>
              <th scope="col" className="border-b-2 border-slate-300 p-3">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line) => (
              <tr key={line.key} className="border-b border-slate-300 align-top">
                <th scope="row" className="p-3 font-semibold">
                  {line.row}
                </th>
                {showPlanId ? <td className="p-3 break-all">{line.planId || '—'}</td> : null}
                <td className="p-3 break-words">{line.field || '—'}</td>
                <td className="p-3 break-words">{line.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
      {lines.length > shown.length ? (
        <p className="text-slate-700">
          Showing the first {shown.length} of {lines.length.toLocaleString('en-US')} problems.
        </p>
      ) : null}
    </div>
  );
}
