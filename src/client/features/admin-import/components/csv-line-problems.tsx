import type { ApiIssue } from '../../../../shared/api-error';
import { ApiError } from '../../../lib/api-client';

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
