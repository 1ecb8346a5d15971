import { Play, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { formatCount } from '../../../../shared/format';
import type { ImportKind, ImportPreview, ImportRunRequestInput } from '../../../../shared/import-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { errorMessage } from '../../../lib/api-client';
import { useRunImport } from '../api/import-queries';
import { RowErrorsTable } from './problems-table';
import { StepActions, WizardStep } from './wizard-step';

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
    <WizardStep step="validate" focusOnMount={focusOnMount}>
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
    </WizardStep>
  );
}

/** Columns of the sample shown; the whole row is in the file and the template. */
const SAMPLE_COLUMNS_SHOWN = 8;

/** The first valid rows as they will be imported, so a wrong match shows before anything is written. */
export function SampleRowsTable({ rows }: { rows: readonly Record<string, string>[] }) {
  const columns = Object.keys(rows[0] ?? {}).slice(0, SAMPLE_COLUMNS_SHOWN);
  return (
    <section aria-labelledby="import-sample-heading" className="flex flex-col gap-2">
      <h3 id="import-sample-heading" className="text-xl font-bold">
        The first rows, as they will be imported
      </h3>
      <TableScrollRegion label="First rows to import">
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <thead>
            <tr className="bg-slate-100">
              {columns.map((column) => (
                <th key={column} scope="col" className="border-b-2 border-slate-300 p-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the sample is fixed once shown
              <tr key={index} className="border-b border-slate-300 align-top">
                {columns.map((column) => (
                  <td key={column} className="p-3 break-words">
                    {row[column] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </section>
  );
}
