import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_LANDSCAPE_STATE, type ImportMode } from '../../../../shared/import-contracts';
import {
  MEDICARE_FILE_LABELS,
  MEDICARE_FILE_MESSAGES,
  type MedicareFileKind,
  PLAN_NET_MAPPING_FILE,
  takesPlanYear,
} from '../../../../shared/medicare-file-contracts';
import { openPlanYears } from '../../../../shared/plan-years';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { errorMessage } from '../../../lib/api-client';
import { importKeys } from '../api/import-api';
import { useSuggestedPlanYear } from '../api/import-queries';
import {
  type MedicareFileChoices,
  UploadInterruptedError,
  type UploadProgress,
  uploadMedicareFile,
} from '../api/medicare-file-api';
import {
  byteSizeText,
  MEDICARE_FILE_EXTENSIONS,
  medicareFileProblem,
  problemInContent,
  uploadPercent,
} from '../lib/medicare-file-check';
import { ProgressBar } from './import-progress-bar';
import { PLAN_YEAR_HINTS } from './map-columns-step';
import { FilePlanYearChoice, FileStatesChoice } from './medicare-file-choices';
import { MedicareFileJob } from './medicare-file-job';
import { ImportModeChoice } from './radio-option';

type MedicareFileUploadVariables = {
  kind: MedicareFileKind;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  choices?: MedicareFileChoices;
};

function useMedicareFileUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress, signal, choices }: MedicareFileUploadVariables) =>
      uploadMedicareFile(kind, file, { onProgress, signal, ...(choices ? { choices } : {}) }),
    onSuccess: ({ job }) => {
      queryClient.setQueryData(importKeys.job(job.id), { job });
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}

const HINTS: Record<MedicareFileKind, string> = {
  partd:
    'The Prescription Drug Plan Formulary, Pharmacy Network and Pricing Information zip, as CMS publishes it (up to 4 GB). Its plans in Oklahoma replace the current release for its contract year, all or nothing.',
  rxterms:
    'The RxTerms .txt file from the zip NLM publishes (up to 50 MB). It replaces the RxNorm drug list, all or nothing.',
  pbp: 'The Plan Benefit Package (PBP) benefits zip, as CMS publishes it (up to 1 GB). The chosen year’s plans get its copays, deductibles, out-of-pocket maximums and drug tiers, all or nothing. Plans are not created: import the Landscape file first.',
  'plan-net': `A payer’s Plan-Net directory in one .zip (up to 4 GB): its NDJSON bulk export, its FHIR resource .json files in their folders, or its FHIR Bundles. Plans are matched by the CMS plan ID in the data; for plans without one, put a mapping file named ${PLAN_NET_MAPPING_FILE} (columns source,plan_id, as the command line’s --mapping file) in the zip. The chosen year’s matched plans get the directory’s doctors as their whole network, all or nothing.`,
  'landscape-file':
    'CMS’s national or state Landscape file, the zip or the CSV inside it (up to 1 GB). The chosen states’ plans are created, or updated by Plan ID, all or nothing.',
};

const INTERRUPTED = 'The upload stopped before the whole file was sent. Check the connection and try again.';
const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

export function MedicareFileImport({ kind }: { kind: MedicareFileKind }) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [jobStatus, setJobStatus] = useState<string | null>(null);
  const upload = useMedicareFileUpload();
  const suggestedYear = useSuggestedPlanYear();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const planYear = chosenYear ?? suggestedYear ?? openPlanYears(new Date()).defaultYear;
  const [states, setStates] = useState<string[]>([DEFAULT_LANDSCAPE_STATE]);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [statesProblem, setStatesProblem] = useState<string | null>(null);
  // The picker is disabled while a file is on its way: it takes the focus once it is enabled again.
  const [focusPicker, setFocusPicker] = useState(0);
  useEffect(() => {
    if (focusPicker > 0) inputRef.current?.focus();
  }, [focusPicker]);
  const cancelled = upload.error instanceof DOMException && upload.error.name === 'AbortError';
  const failed = upload.isError && !cancelled;
  const interrupted = upload.error instanceof UploadInterruptedError;
  const error =
    problem ?? (failed ? (interrupted ? INTERRUPTED : errorMessage(upload.error, UPLOAD_FAILED)) : null);
  const jobId = upload.data?.job.id ?? null;

  function choose(next: File | null) {
    upload.reset();
    setFile(next);
    setProblem(next ? medicareFileProblem(next, kind) : null);
  }

  function choices(): MedicareFileChoices {
    if (takesPlanYear(kind)) return { planYear };
    if (kind === 'landscape-file') return { states, planYear, mode };
    return {};
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'landscape-file' && states.length === 0) {
      setStatesProblem(MEDICARE_FILE_MESSAGES.noState);
      // The first state's checkbox takes the focus.
      document.getElementById(`${id}-states-${DEFAULT_LANDSCAPE_STATE}`)?.focus();
      return;
    }
    const found = file
      ? (medicareFileProblem(file, kind) ?? (await problemInContent(file, kind)))
      : MEDICARE_FILE_MESSAGES.noFile;
    if (found || !file) {
      setProblem(found);
      inputRef.current?.focus();
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: file.size });
    upload.mutate(
      { kind, file, onProgress: setProgress, signal: controller.signal, choices: choices() },
      { onError: () => setFocusPicker((n) => n + 1), onSettled: () => setProgress(null) },
    );
  }

  function restart() {
    upload.reset();
    setJobStatus(null);
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
    setFocusPicker((n) => n + 1);
  }

  const busy = upload.isPending || jobId !== null;
  // One live region per file, there from the start, so each change of phase is announced once.
  let status = '';
  if (upload.isPending && file) status = `Uploading ${file.name}…`;
  else if (cancelled) status = 'Upload cancelled; nothing was imported.';
  else if (jobId !== null) status = jobStatus ?? '';
  return (
    // biome-ignore lint/a11y/useSemanticElements: names the file's form, status and result as one group; a fieldset would hold more than fields
    <div
      role="group"
      aria-label={`${MEDICARE_FILE_LABELS[kind]} import`}
      className="flex flex-col gap-4 rounded-lg border-2 border-slate-300 p-5"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <label htmlFor={inputId} className="text-xl font-bold text-slate-900">
          {MEDICARE_FILE_LABELS[kind]}
        </label>
        <p id={hintId} className="text-slate-700">
          {HINTS[kind]}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={MEDICARE_FILE_EXTENSIONS[kind]}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="block w-full max-w-full text-base file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-md file:border-2 file:border-primary file:bg-white file:px-4 file:font-semibold file:text-primary disabled:opacity-60"
        />
        {takesPlanYear(kind) ? (
          <FilePlanYearChoice id={`${id}-year`} year={planYear} disabled={busy} onChange={setChosenYear} />
        ) : null}
        {kind === 'landscape-file' ? (
          <>
            <FileStatesChoice
              id={`${id}-states`}
              states={states}
              disabled={busy}
              error={statesProblem}
              onChange={(next) => {
                setStates(next);
                setStatesProblem(null);
              }}
            />
            <FilePlanYearChoice
              id={`${id}-year`}
              year={planYear}
              disabled={busy}
              onChange={setChosenYear}
              label="Plan year for rows without one"
              hint={PLAN_YEAR_HINTS.landscape}
            />
            <ImportModeChoice name={`${id}-mode`} mode={mode} disabled={busy} onChange={setMode} />
          </>
        ) : null}
        {file && !problem ? (
          <p className="break-words">
            Selected: <strong>{file.name}</strong> ({byteSizeText(file.size)})
          </p>
        ) : null}
        <FieldError id={errorId} message={error ?? undefined} />
        {jobId === null ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={upload.isPending}>
              <Upload aria-hidden="true" className="size-5" />
              {upload.isPending ? 'Uploading…' : 'Import'}{' '}
              <span className="sr-only">{MEDICARE_FILE_LABELS[kind]}</span>
            </Button>
            {upload.isPending ? (
              <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
                <X aria-hidden="true" className="size-5" />
                Cancel upload
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>

      <p role="status" className="text-lg font-semibold empty:hidden">
        {status}
      </p>
      {upload.isPending && progress && file ? (
        <ProgressBar
          label={`Upload of ${file.name}`}
          percent={uploadPercent(progress.loaded, progress.total)}
          text={`${byteSizeText(progress.loaded)} of ${byteSizeText(progress.total)} sent (${uploadPercent(progress.loaded, progress.total)}%)`}
        />
      ) : null}
      {jobId !== null ? (
        <MedicareFileJob jobId={jobId} kind={kind} onStatus={setJobStatus} onRestart={restart} />
      ) : null}
    </div>
  );
}
