import { Play, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { formatCount } from '../../../../shared/format';
import type { ImportKind, ImportPreview, ImportRunRequestInput } from '../../../../shared/import-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useRunImport } from '../api/import-queries';
import { RowErrorsTable } from './row-errors-table';
import { SampleRowsTable } from './sample-rows-table';
import { StepActions } from './step-actions';
import { StepHeading } from './step-heading';

const RUN_FAILED = 'The import could not be started. Please try again.';

/** The plan year the check used, which the import uses too (step 3's choice). */
function planYearSummary(kind: ImportKind, year: number): string {
  if (kind === 'plans') return `Rows without a Plan Year are imported as ${year} plans.`;
  if (kind === 'medigap') return `Rows without a Plan year are imported as ${year} rates.`;
  return `The Plan IDs in this file are matched to ${year} plans.`;
}

type ValidateStepProps = {
  jobId: number;
  kind: ImportKind;
  preview: ImportPreview;
  body: ImportRunRequestInput;
  focusOnMount: boolean;
  onBack: () => void;
  onRestart: () => void;
  onStarted: (jobId: number) => void;
};

/** Step 4: rows passed and every problem; Import stays off until every row is valid (all rows or none). */
export function ValidateStep(props: ValidateStepProps) {
  const { jobId, kind, preview, body, focusOnMount, onBack, onRestart, onStarted } = props;
  const run = useRunImport();
  const hintId = useId();
  const hasErrors = preview.rowErrors.length > 0;
  const canImport = !hasErrors && preview.validRows > 0;

  return (
    <div className="flex flex-col gap-6">
      <StepHeading step="validate" focusOnMount={focusOnMount} />
      <p className="text-xl font-semibold">
        {preview.validRows.toLocaleString('en-US')} of {preview.totalRows.toLocaleString('en-US')} rows are
        valid.
      </p>
      {body.planYear === undefined ? null : (
        <p>{planYearSummary(kind, body.planYear)} To change it, go Back.</p>
      )}

      {preview.warnings && preview.warnings.length > 0 ? (
        <section aria-labelledby={`${hintId}-warnings`} className="flex flex-col gap-2">
          <h3 id={`${hintId}-warnings`} className="text-xl font-bold">
            Check these rows
          </h3>
          <p>
            A value in quotes runs over more than one line, so these rows were read as one. If a quote was
            left open, fix the file and upload it again.
          </p>
          <ul className="list-disc pl-6">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {hasErrors ? (
        <section aria-labelledby={`${hintId}-errors`} className="flex flex-col gap-3">
          <h3 id={`${hintId}-errors`} className="text-xl font-bold">
            {formatCount(preview.rowErrors.length, 'row')} with errors
          </h3>
          <p>Fix the file and upload it again. Row numbers are the spreadsheet's own: the header is row 1.</p>
          <RowErrorsTable kind={kind} rowErrors={preview.rowErrors} label="Rows with errors" />
          <div>
            <Button variant="outline" onClick={onRestart}>
              <RotateCcw aria-hidden="true" className="size-5" />
              Fix the file and upload it again
            </Button>
          </div>
        </section>
      ) : null}

      {preview.totalRows === 0 ? <p>The sheet has no rows to import.</p> : null}
      {!hasErrors && preview.sample.length > 0 ? <SampleRowsTable rows={preview.sample} /> : null}

      {run.isError ? <ErrorState message={errorMessage(run.error, RUN_FAILED)} /> : null}
      <StepActions onBack={onBack}>
        <Button
          disabled={!canImport || run.isPending}
          aria-describedby={canImport ? undefined : `${hintId}-hint`}
          onClick={() => run.mutate({ jobId, body }, { onSuccess: ({ job }) => onStarted(job.id) })}
        >
          <Play aria-hidden="true" className="size-5" />
          {run.isPending ? 'Starting import…' : `Import ${formatCount(preview.validRows, 'row')}`}
        </Button>
      </StepActions>
      {canImport ? null : (
        <p id={`${hintId}-hint`} className="text-slate-700">
          Import is possible once every row is valid.
        </p>
      )}
    </div>
  );
}
