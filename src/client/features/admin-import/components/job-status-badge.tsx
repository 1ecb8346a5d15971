import clsx from 'clsx';
import type { ImportJobStatus } from '../../../../shared/import-contracts';
import { STATUS_LABELS } from '../lib/job-display';

const STYLES: Record<ImportJobStatus, string> = {
  pending: 'border-slate-500 bg-slate-100 text-slate-800',
  validating: 'border-blue-700 bg-blue-50 text-blue-900',
  importing: 'border-blue-700 bg-blue-50 text-blue-900',
  completed: 'border-green-700 bg-green-50 text-green-900',
  failed: 'border-red-700 bg-red-50 text-red-900',
};

/** A job's status as a pill; the word carries the meaning, the colour only repeats it. */
export function JobStatusBadge({ status }: { status: ImportJobStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-3 font-semibold whitespace-nowrap',
        STYLES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
