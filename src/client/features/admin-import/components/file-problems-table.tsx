import type { MedicareFileProblem } from '../../../../shared/medicare-file-contracts';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { keyedProblems } from '../lib/medicare-file-check';

const HEADERS = ['File', 'Line', 'Field', 'Problem'];

export function FileProblemsTable({
  problems,
  count,
  label,
}: {
  problems: readonly MedicareFileProblem[];
  count: number;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <TableScrollRegion label={label}>
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="bg-slate-100">
              {HEADERS.map((header) => (
                <th key={header} scope="col" className="border-b-2 border-slate-300 p-3">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keyedProblems(problems).map((problem) => (
              <tr key={problem.key} className="border-b border-slate-300 align-top">
                <td className="p-3 break-all">{problem.file}</td>
                <th scope="row" className="p-3 font-semibold">
                  {problem.line.toLocaleString('en-US')}
                </th>
                <td className="p-3 break-words">{problem.field ?? '—'}</td>
                <td className="p-3 break-words">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
      {count > problems.length ? (
        <p className="text-slate-700">
          Showing the first {problems.length} of {count.toLocaleString('en-US')} problems.
        </p>
      ) : null}
    </div>
  );
}
