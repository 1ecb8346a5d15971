import type { ReactNode } from 'react';
import type { ApiIssue } from '../../../../shared/api-error';
import type { ImportJobKind, ImportRowError } from '../../../../shared/import-contracts';
import type { MedicareFileProblem } from '../../../../shared/medicare-file-contracts';
import { fieldLabel } from '../../../../shared/plan-fields';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { ApiError } from '../../../lib/api-client';
import { keyedProblems } from '../lib/medicare-file-check';
import { ROW_ERROR_LINES_SHOWN, type RowErrorLine, rowErrorLines } from '../lib/row-errors';

/** A column: the row's own header (`th`) or a cell that breaks anywhere (IDs, file names) or at words. */
type Column<T> = { header: string; cell: (row: T) => ReactNode; rowHeader?: true; breakAll?: true };

function ProblemsTable<T extends { key: string }>({
  label,
  minWidth,
  columns,
  rows,
  count,
}: {
  label: string;
  minWidth: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  count: number;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TableScrollRegion label={label}>
        <table className={`w-full ${minWidth} border-collapse text-left`}>
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="bg-slate-100">
              {columns.map((column) => (
                <th key={column.header} scope="col" className="border-b-2 border-slate-300 p-3">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-300 align-top">
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row" className="p-3 font-semibold">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.breakAll ? 'p-3 break-all' : 'p-3 break-words'}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
      {count > rows.length ? (
        <p className="text-slate-700">
          Showing the first {rows.length} of {count.toLocaleString('en-US')} problems.
        </p>
      ) : null}
    </div>
  );
}

type FileProblem = MedicareFileProblem & { key: string };
const FILE_COLUMNS: Column<FileProblem>[] = [
  { header: 'File', cell: (p) => p.file, breakAll: true },
  { header: 'Line', cell: (p) => p.line.toLocaleString('en-US'), rowHeader: true },
  { header: 'Field', cell: (p) => p.field ?? '—' },
  { header: 'Problem', cell: (p) => p.message },
];

export function FileProblemsTable({
  problems,
  count,
  label,
}: {
  problems: readonly MedicareFileProblem[];
  count: number;
  label: string;
}) {
  const rows = keyedProblems(problems);
  return (
    <ProblemsTable label={label} minWidth="min-w-[40rem]" columns={FILE_COLUMNS} rows={rows} count={count} />
  );
}

const ROW_COLUMNS: Column<RowErrorLine>[] = [
  { header: 'Row', cell: (line) => line.row, rowHeader: true },
  { header: fieldLabel('planId'), cell: (line) => line.planId || '—', breakAll: true },
  { header: 'Field', cell: (line) => line.field || '—' },
  { header: 'Problem', cell: (line) => line.message },
];
// A Medigap rate has no plan ID: its row and field say which rate it is.
const MEDIGAP_ROW_COLUMNS = ROW_COLUMNS.filter((column) => column.header !== fieldLabel('planId'));

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
  return (
    <ProblemsTable
      label={label}
      minWidth="min-w-[36rem]"
      columns={kind === 'medigap' ? MEDIGAP_ROW_COLUMNS : ROW_COLUMNS}
      rows={lines.slice(0, ROW_ERROR_LINES_SHOWN)}
      count={lines.length}
    />
  );
}

/** The lines an upload refusal names (issues with a `line.N` path); none for any other error. */
export function lineProblems(error: unknown): ApiIssue[] {
  if (!(error instanceof ApiError)) return [];
  return (error.body?.issues ?? []).filter((issue) => issue.path.startsWith('line.'));
}

/** Every line of a refused CSV the server named, when more than one (the error names the first). */
export function CsvLineProblems({ id, problems }: { id: string; problems: readonly ApiIssue[] }) {
  if (problems.length < 2) return null;
  return (
    <div id={id} className="mt-2 text-red-900">
      <p className="font-semibold">Lines to fix before uploading again:</p>
      <ul className="mt-1 list-disc pl-6">
        {problems.map((problem) => (
          <li key={problem.path} className="break-words">
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
