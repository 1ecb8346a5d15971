import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { ImportJob, ImportRowError } from '../../../../shared/import-contracts';
import { KIND_SHORT_LABELS, recordsText, summaryText } from '../lib/job-display';
import { rowErrorLines } from '../lib/row-errors';
import { JobStatusBadge } from './job-status-badge';

const COLUMN_COUNT = 7;
/** Row errors listed under a past import; the rest are counted. */
const PAST_ROW_ERRORS_SHOWN = 20;

/** One past import, with its errors behind a Show errors button. */
export function PastImportRow({ job }: { job: ImportJob }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <>
      <tr className="border-b border-slate-300 align-top">
        <td className="p-3 whitespace-nowrap">{formatDateTime(job.createdAt)}</td>
        <th scope="row" className="p-3 text-left font-semibold break-all">
          {job.fileName}
        </th>
        <td className="p-3">{KIND_SHORT_LABELS[job.kind]}</td>
        <td className="p-3">
          <JobStatusBadge status={job.status} />
        </td>
        <td className="p-3">
          {recordsText(job)}
          {job.summary ? <span className="block text-slate-700">{summaryText(job.summary)}</span> : null}
        </td>
        <td className="p-3 break-all">{job.adminEmail ?? '—'}</td>
        <td className="p-3">
          {job.errors ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={open ? detailsId : undefined}
              onClick={() => setOpen(!open)}
              className="inline-flex min-h-11 items-center gap-1 rounded-md px-2 font-semibold text-primary underline hover:bg-slate-100"
            >
              <Icon aria-hidden="true" className="size-5" />
              {open ? 'Hide errors' : 'Show errors'} <span className="sr-only">of {job.fileName}</span>
            </button>
          ) : (
            'None'
          )}
        </td>
      </tr>
      {job.errors && open ? (
        <tr id={detailsId} className="border-b border-slate-300 bg-red-50">
          <td colSpan={COLUMN_COUNT} className="p-3">
            <p className="font-semibold text-red-900">{job.errors.message}</p>
            {job.errors.rowErrors?.length ? (
              <RowErrorList job={job} rowErrors={job.errors.rowErrors} />
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function RowErrorList({ job, rowErrors }: { job: ImportJob; rowErrors: ImportRowError[] }) {
  const lines = rowErrorLines(job.kind, rowErrors);
  const shown = lines.slice(0, PAST_ROW_ERRORS_SHOWN);
  return (
    <>
      <ul className="mt-2 list-disc pl-6">
        {shown.map((line) => (
          <li key={line.key} className="break-words">
            Row {line.row}
            {line.planId ? ` (${line.planId})` : ''}: {line.field ? `${line.field}: ` : ''}
            {line.message}
          </li>
        ))}
      </ul>
      {lines.length > shown.length ? <p className="mt-1">and {lines.length - shown.length} more.</p> : null}
    </>
  );
}
