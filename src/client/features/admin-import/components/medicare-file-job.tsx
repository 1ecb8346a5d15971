import { CircleCheck, RotateCcw } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { ImportJob, MedicareFileJobSummary } from '../../../../shared/import-contracts';
import {
  MEDICARE_FILE_LABELS,
  MEDICARE_FILE_MESSAGES,
  type MedicareFileKind,
  PLAN_NET_MAPPING_FILE,
  type PlanNetJobSummary,
} from '../../../../shared/medicare-file-contracts';
import { ListStatus } from '../../../components/admin-list';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { isFinalStatus, useAfterImport, useImportJob } from '../api/import-queries';
import { STATUS_LABELS } from '../lib/job-display';
import { JobStatusBadge } from './job-status-badge';
import { FileProblemsTable } from './problems-table';

const KEPT: Record<MedicareFileKind, string> = {
  partd: 'the drug data in use has not changed',
  rxterms: 'the drug data in use has not changed',
  pbp: 'no plan’s benefits have changed',
  'plan-net': 'no plan’s network or doctor has changed',
  'landscape-file': 'no plan has been created or changed',
};

export function MedicareFileJob({
  jobId,
  kind,
  onStatus,
  onRestart,
}: {
  jobId: number;
  kind: MedicareFileKind;
  onStatus: (status: string) => void;
  onRestart: () => void;
}) {
  const label = MEDICARE_FILE_LABELS[kind];
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
          {final ? (
            <>
              <Outcome job={job} kept={KEPT[kind]} headingRef={resultRef} />
              <div>
                <Button variant="outline" onClick={onRestart}>
                  <RotateCcw aria-hidden="true" className="size-5" />
                  Import another file <span className="sr-only">({label})</span>
                </Button>
              </div>
            </>
          ) : (
            <p className="text-slate-700">
              A national file takes up to half an hour. You may leave this page: the import goes on, and Past
              imports shows how it ended.
            </p>
          )}
        </>
      ) : null}
      <ListStatus
        query={query}
        loading="Loading the import's progress…"
        failed="Failed to load the import's progress"
      />
    </div>
  );
}

function Outcome({
  job,
  kept,
  headingRef,
}: {
  job: ImportJob;
  kept: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  if (job.status === 'completed') {
    const summary = job.medicareFileSummary;
    return (
      <div className="rounded-lg border-2 border-green-700 bg-green-50 p-4 text-green-950">
        <h4 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-bold">
          <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          Import completed
        </h4>
        {summary ? <Summary summary={summary} /> : null}
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
      <p>Nothing from this file was saved: {kept}.</p>
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
type Fact = [string, string];

/** What a completed job says first (none for RxTerms), then its facts. */
function summaryFacts(summary: MedicareFileJobSummary): { lead: string | null; facts: Fact[] } {
  if ('release' in summary)
    return {
      lead: 'The release is now the one drug costs are priced from, from the next search on.',
      facts: [
        ['Release', summary.release],
        ['Contract year', String(summary.contractYear)],
        ['Plans', number(summary.plans)],
        ...summary.rows.map((r): Fact => [r.table, `${number(r.rows)} rows`]),
      ],
    };
  if ('drugs' in summary)
    return {
      lead: null,
      facts: [
        ['Drugs loaded', number(summary.drugs)],
        ['Matched to the drug catalogue', number(summary.matched)],
      ],
    };
  if (summary.kind === 'pbp')
    return {
      lead: 'The plans’ benefits are in use from the next search on.',
      facts: [
        ['Plan year', String(summary.planYear)],
        ['Plans in the release', number(summary.matched)],
        ['Plans updated', number(summary.updated)],
        ['Plans unchanged', number(summary.unchanged)],
        ['Release plans not in the catalogue (not created)', number(summary.notInCatalogue)],
        ...summary.files.map((f): Fact => [f.file, `${number(f.rows)} rows`]),
      ],
    };
  if (summary.kind === 'plan-net')
    return {
      lead: 'The plans’ networks are in use from the next search on.',
      facts: [
        ['Plan year', String(summary.planYear)],
        ['Plans whose network was replaced', number(summary.plansCovered)],
        ['Directory plans not in the catalogue', number(summary.plansNotInCatalogue)],
        ['Doctors in those networks', number(summary.practitioners)],
        ['Doctors new to ClearPlan', number(summary.practitionersAdded)],
        ['Network rows written', number(summary.networkRows)],
        ['Network rows removed', number(summary.networkRowsRemoved)],
        ['Mapping file rows', number(summary.mappingRows)],
        ['Unreadable lines passed over', number(summary.malformedLines)],
      ],
    };
  return {
    lead: 'The plans are in the catalogue from the next search on.',
    facts: [
      ['Plan year', summary.planYears.join(', ')],
      ['Rows read', number(summary.rowsRead)],
      ...summary.states.map(
        (s): Fact => [`Plans in ${s.state}`, `${number(s.plans)} (from ${number(s.rows)} rows)`],
      ),
      ['Plans created', number(summary.created)],
      ['Plans updated', number(summary.updated)],
    ],
  };
}

function Summary({ summary }: { summary: MedicareFileJobSummary }) {
  const { lead, facts } = summaryFacts(summary);
  return (
    <>
      {lead ? <p className="mt-2">{lead}</p> : null}
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {'kind' in summary && summary.kind === 'plan-net' ? <PlanNetNotes summary={summary} /> : null}
    </>
  );
}

function PlanNetNotes({ summary }: { summary: PlanNetJobSummary }) {
  return (
    <>
      {summary.warnings.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {summary.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      {summary.hiosMappingLines.length > 0 ? (
        <>
          <p className="mt-2">
            These plans carry HIOS ids, not Medicare plan IDs. Add these lines to {PLAN_NET_MAPPING_FILE},
            each with its plan ID, and import again:
          </p>
          <pre className="mt-1 overflow-x-auto">{summary.hiosMappingLines.join('\n')}</pre>
        </>
      ) : null}
    </>
  );
}
