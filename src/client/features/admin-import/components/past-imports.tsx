import { ChevronDown, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCount, formatDateTime } from '../../../../shared/format';
import {
  type ImportJob,
  type ImportRowError,
  jobRowErrorCount,
  medicareFileSummaryText,
} from '../../../../shared/import-contracts';
import type { MedicareFileProblem } from '../../../../shared/medicare-file-contracts';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { PAST_IMPORTS_PAGE_SIZE, usePastImports } from '../api/import-queries';
import { KIND_SHORT_LABELS, recordsText, summaryText } from '../lib/job-display';
import { keyedProblems, problemPlace } from '../lib/medicare-file-check';
import { rowErrorLines } from '../lib/row-errors';
import { JobStatusBadge } from './job-status-badge';

const COLUMN_COUNT = 7;
const PAST_ROW_ERRORS_SHOWN = 20;

function PastImportRow({ job }: { job: ImportJob }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const Icon = open ? ChevronDown : ChevronRight;
  const rowCount = jobRowErrorCount(job.errors);
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
          {job.medicareFileSummary ? (
            <span className="block text-slate-700">{medicareFileSummaryText(job.medicareFileSummary)}</span>
          ) : null}
        </td>
        <td className="p-3 break-all">{job.adminEmail ?? '—'}</td>
        <td className="p-3">
          {rowCount > 0 ? (
            <span className="block font-semibold text-red-900">
              {formatCount(rowCount, 'row')} with errors
            </span>
          ) : null}
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
              <RowErrorList job={job} rowErrors={job.errors.rowErrors} rowCount={rowCount} />
            ) : null}
            {job.errors.fileProblems?.length ? (
              <FileProblemList
                problems={job.errors.fileProblems}
                count={job.errors.problemCount ?? job.errors.fileProblems.length}
              />
            ) : null}
          </td>
        </tr>
      ) : null}
    </>
  );
}

function FileProblemList({ problems, count }: { problems: MedicareFileProblem[]; count: number }) {
  const shown = keyedProblems(problems.slice(0, PAST_ROW_ERRORS_SHOWN));
  return (
    <>
      <ul className="mt-2 list-disc pl-6">
        {shown.map((p) => (
          <li key={p.key} className="break-words">
            {problemPlace(p)}: {p.message}
          </li>
        ))}
      </ul>
      {count > shown.length ? (
        <p className="mt-1">and {formatCount(count - shown.length, 'more problem')}.</p>
      ) : null}
    </>
  );
}

function RowErrorList({
  job,
  rowErrors,
  rowCount,
}: {
  job: ImportJob;
  rowErrors: ImportRowError[];
  rowCount: number;
}) {
  const lines = rowErrorLines(job.kind, rowErrors);
  const shown = lines.slice(0, PAST_ROW_ERRORS_SHOWN);
  // The job keeps the first rows of a long list; checking the file again shows every one.
  const keptRows = new Set(rowErrors.map((r) => r.row)).size;
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
      {rowCount > keptRows ? (
        <p className="mt-1">
          {formatCount(rowCount - keptRows, 'more row')} with errors not listed here; check the file again to
          see them all.
        </p>
      ) : null}
    </>
  );
}

const HEADERS = ['Date', 'File', 'Kind', 'Status', 'Records', 'Admin', 'Errors'];

export function PastImports() {
  const [page, setPage] = useState(1);
  const list = usePastImports(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAST_IMPORTS_PAGE_SIZE));

  return (
    <section aria-labelledby="past-imports-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="past-imports-heading" className="text-2xl font-bold">
          Past imports
        </h2>
        <Button variant="secondary" onClick={() => list.refetch()}>
          <RefreshCw aria-hidden="true" className="size-5" />
          Refresh
        </Button>
      </div>
      <ListStatus query={list} loading="Loading past imports…" failed="Failed to load past imports" />
      {list.data && list.data.jobs.length === 0 ? <p className="text-lg">No imports yet.</p> : null}
      {list.data && list.data.jobs.length > 0 ? (
        <TableScrollRegion label="Past imports table">
          <table
            className="w-full min-w-[60rem] border-collapse text-left"
            aria-busy={list.isFetching || undefined}
          >
            <caption className="sr-only">Past imports, newest first</caption>
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
              {list.data.jobs.map((job) => (
                <PastImportRow key={job.id} job={job} />
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      ) : null}
      {list.data && pages > 1 ? (
        <nav
          aria-label="Past imports pages"
          className="mt-4 flex flex-wrap items-center justify-between gap-3"
        >
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          <p className="font-semibold">
            Page {page} of {pages}
          </p>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
