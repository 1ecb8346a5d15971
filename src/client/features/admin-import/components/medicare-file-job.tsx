import { CircleCheck, RotateCcw } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { ImportJob } from '../../../../shared/import-contracts';
import {
  MEDICARE_FILE_MESSAGES,
  type PartDJobSummary,
  type RxTermsJobSummary,
} from '../../../../shared/medicare-file-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { isFinalStatus, useAfterImport, useImportJob } from '../api/import-queries';
import { STATUS_LABELS } from '../lib/job-display';
import { FileProblemsTable } from './file-problems-table';
import { JobStatusBadge } from './job-status-badge';

/**
 * A Medicare file's import, polled until it has completed or failed: then what was imported, or
 * why nothing was, with the problems by file and line; the focus goes to the result.
 */
export function MedicareFileJob({
  jobId,
  label,
  onStatus,
  onRestart,
}: {
  jobId: number;
  label: string;
  /** The job's phase in words, for the file's live status line. */
  onStatus: (status: string) => void;
  onRestart: () => void;
}) {
  const query = useImportJob(jobId);
  const job = query.data?.job;
  const resultRef = useRef<HTMLHeadingElement>(null);
  const afterImport = useAfterImport();
  const final = job ? isFinalStatus(job.status) : false;
  const status = job
    ? final
      ? `Import ${STATUS_LABELS[job.status].toLowerCase()}`
      : 'Uploaded. Importing…'
    : null;
  useEffect(() => {
    if (status) onStatus(status);
  }, [status, onStatus]);
  // Once per job: the lists that show it are read again, and the focus goes to the result.
  const ended = useRef<number | null>(null);
  useEffect(() => {
    if (!final || ended.current === jobId) return;
    ended.current = jobId;
    afterImport();
    resultRef.current?.focus();
  }, [final, jobId, afterImport]);

  return (
    <div className="flex flex-col gap-4">
      {job ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{label}:</span>
            <JobStatusBadge status={job.status} />
          </div>
          {final ? null : (
            <p className="text-slate-700">
              A national release takes up to half an hour. You may leave this page: the import goes on, and
              Past imports shows how it ended.
            </p>
          )}
          {final ? <Outcome job={job} headingRef={resultRef} /> : null}
          {final ? (
            <div>
              <Button variant="outline" onClick={onRestart}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Import another file <span className="sr-only">({label})</span>
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {query.isPending ? <LoadingState label="Loading the import's progress…" /> : null}
      {query.isError ? (
        <ErrorState message="Failed to load the import's progress" onRetry={() => query.refetch()} />
      ) : null}
    </div>
  );
}

function Outcome({ job, headingRef }: { job: ImportJob; headingRef: RefObject<HTMLHeadingElement | null> }) {
  if (job.status === 'completed') {
    const summary = job.medicareFileSummary;
    return (
      <div className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-950">
        <h4 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          Import completed
        </h4>
        {summary && 'release' in summary ? <PartDSummary summary={summary} /> : null}
        {summary && 'drugs' in summary ? <RxTermsSummary summary={summary} /> : null}
      </div>
    );
  }
  const problems = job.errors?.fileProblems ?? [];
  return (
    <div className="flex flex-col gap-3">
      <h4 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-red-900">
        Import failed
      </h4>
      <ErrorState message={job.errors?.message ?? MEDICARE_FILE_MESSAGES.failed} />
      <p>Nothing from this file was saved: the drug data in use has not changed.</p>
      {problems.length > 0 ? (
        <FileProblemsTable
          problems={problems}
          count={job.errors?.problemCount ?? problems.length}
          label={`Problems in ${job.fileName}`}
        />
      ) : null}
    </div>
  );
}

const number = (n: number) => n.toLocaleString('en-US');

function PartDSummary({ summary }: { summary: PartDJobSummary }) {
  return (
    <>
      <p className="mt-2">The release is now the one drug costs are priced from, from the next search on.</p>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Release</dt>
        <dd>{summary.release}</dd>
        <dt className="font-semibold">Contract year</dt>
        <dd>{summary.contractYear}</dd>
        <dt className="font-semibold">Plans</dt>
        <dd>{number(summary.plans)}</dd>
        {summary.rows.map((r) => (
          <div key={r.table} className="contents">
            <dt className="font-semibold">{r.table}</dt>
            <dd>{number(r.rows)} rows</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function RxTermsSummary({ summary }: { summary: RxTermsJobSummary }) {
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
      <dt className="font-semibold">Drugs loaded</dt>
      <dd>{number(summary.drugs)}</dd>
      <dt className="font-semibold">Matched to the drug catalogue</dt>
      <dd>{number(summary.matched)}</dd>
    </dl>
  );
}
