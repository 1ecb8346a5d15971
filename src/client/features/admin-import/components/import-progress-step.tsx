import { CircleCheck, List, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { IMPORT_MESSAGES, type ImportJob, takesMode } from '../../../../shared/import-contracts';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { toast } from '../../../lib/toast';
import { isFinalStatus, useAfterImport, useImportJob } from '../api/import-queries';
import { progressPercent, recordsText, STATUS_LABELS, summaryText } from '../lib/job-display';
import { ProgressBar } from './import-progress-bar';
import { RowErrorsTable } from './problems-table';
import { WizardStep } from './wizard-step';

/** Step 5: polls the job until it ends, then says what was written (a failed import wrote nothing). */
export function ImportProgressStep({
  jobId,
  focusOnMount,
  onRestart,
}: {
  jobId: number;
  focusOnMount: boolean;
  onRestart: () => void;
}) {
  const query = useImportJob(jobId);
  const job = query.data?.job;
  useAnnounceOutcome(job);

  return (
    <WizardStep step="import" focusOnMount={focusOnMount}>
      {job ? (
        <>
          <p role="status" className="text-xl font-semibold">
            {job.status === 'completed' || job.status === 'failed' ? STATUS_LABELS[job.status] : 'Importing…'}
          </p>
          <ProgressBar
            label="Import progress"
            percent={progressPercent(job)}
            text={`${recordsText(job)} records (${progressPercent(job)}%)`}
            bold
          />
          <Outcome job={job} />
        </>
      ) : null}
      <ListStatus
        query={query}
        loading="Loading the import's progress…"
        failed="Failed to load the import's progress"
      />
      {job && isFinalStatus(job.status) ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={onRestart}>
            <RotateCcw aria-hidden="true" className="size-5" />
            Import another file
          </Button>
          {job.status === 'completed' && takesMode(job.kind) ? (
            <Button asChild variant="outline">
              <Link to="/admin/plans">
                <List aria-hidden="true" className="size-5" />
                Go to Plan Management
              </Link>
            </Button>
          ) : null}
        </div>
      ) : null}
    </WizardStep>
  );
}

function Outcome({ job }: { job: ImportJob }) {
  if (job.status === 'completed') {
    return (
      <p className="flex items-center gap-2 rounded-lg border-2 border-green-700 bg-green-50 p-4 text-lg font-semibold text-green-900">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        Import completed. {job.summary ? `${summaryText(job.summary)}.` : null}
      </p>
    );
  }
  if (job.status === 'failed') {
    return (
      <>
        <ErrorState message={job.errors?.message ?? IMPORT_MESSAGES.failed} />
        <p>Nothing from this file was saved: an import writes every row or none.</p>
        {job.errors?.rowErrors?.length ? (
          <RowErrorsTable kind={job.kind} rowErrors={job.errors.rowErrors} label="Rows with errors" />
        ) : null}
      </>
    );
  }
  return null;
}

/** Once per job: a toast with the outcome (spec §8 style), and every list that shows plans refreshed. */
function useAnnounceOutcome(job: ImportJob | undefined) {
  const afterImport = useAfterImport();
  const announced = useRef<number | null>(null);
  const status = job?.status;
  useEffect(() => {
    if (!job || !status || !isFinalStatus(status) || announced.current === job.id) return;
    announced.current = job.id;
    afterImport();
    if (status === 'completed') {
      toast.success('Import completed', {
        description: job.summary ? `${summaryText(job.summary)}.` : 'The file has been imported.',
      });
    } else {
      toast.error('Import failed', { description: job.errors?.message ?? IMPORT_MESSAGES.failed });
    }
  }, [job, status, afterImport]);
}
