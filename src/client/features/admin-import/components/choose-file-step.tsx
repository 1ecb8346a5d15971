import { Download, Upload } from 'lucide-react';
import { type DragEvent, type FormEvent, useRef, useState } from 'react';
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportUploadResponse,
  takesWorkbook,
} from '../../../../shared/import-contracts';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { errorMessage } from '../../../lib/api-client';
import { importTemplatePath } from '../api/import-api';
import { useUploadImport } from '../api/import-queries';
import { acceptedExtensions, fileSizeText, uploadProblem } from '../lib/upload-check';
import { CsvLineProblems, lineProblems } from './problems-table';
import { RadioOption } from './radio-option';
import { WizardStep } from './wizard-step';

const UPLOAD_FAILED = 'The file could not be uploaded. Please try again.';

const KIND_HINTS: Record<ImportKind, string> = {
  plans: 'One row per plan, in the columns of our template.',
  formulary: 'Columns: Plan ID, Drug Name, Tier, Prior Authorization, Quantity Limit, Step Therapy.',
  network: 'Columns: Plan ID, NPI (one row per doctor in a plan’s network).',
  medigap:
    'One row per premium, in the columns of the Medigap rates export. A row matching a stored rate (same year, state, carrier, letter, rating method, first age, sex, tobacco use and area) updates it; other rows are added.',
};

type ChooseFileStepProps = {
  kind: ImportKind;
  focusOnMount: boolean;
  onKind: (kind: ImportKind) => void;
  onUploaded: (upload: ImportUploadResponse) => void;
};

/** Step 1: the kind of file and the file itself, checked here for size and name before it is sent. */
export function ChooseFileStep({ kind, focusOnMount, onKind, onUploaded }: ChooseFileStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadImport();
  const error = problem ?? (upload.isError ? errorMessage(upload.error, UPLOAD_FAILED) : null);
  const lines = problem ? [] : lineProblems(upload.error);

  function choose(next: File | null) {
    upload.reset();
    setFile(next);
    setProblem(next ? uploadProblem(next, kind) : null);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files;
    if (dropped.length === 0) return;
    // The input shows the dropped file too, so what the screen says and what is sent agree.
    if (inputRef.current) inputRef.current.files = dropped;
    choose(dropped[0] ?? null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = file ? uploadProblem(file, kind) : IMPORT_MESSAGES.noFile;
    if (found || !file) {
      setProblem(found);
      inputRef.current?.focus();
      return;
    }
    upload.mutate({ file, kind }, { onSuccess: onUploaded, onError: () => inputRef.current?.focus() });
  }

  return (
    <WizardStep step="file" focusOnMount={focusOnMount} onSubmit={submit}>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-xl font-bold text-slate-900">What kind of file is it?</legend>
        {IMPORT_KINDS.map((value) => (
          <RadioOption
            key={value}
            name="import-kind"
            value={value}
            checked={kind === value}
            hint={KIND_HINTS[value]}
            onChange={(next) => {
              onKind(next as ImportKind);
              if (file) setProblem(uploadProblem(file, next as ImportKind));
            }}
          >
            {IMPORT_KIND_LABELS[value]}
          </RadioOption>
        ))}
      </fieldset>

      {kind === 'plans' ? (
        <div>
          <p className="font-semibold">Start from our template, with a column for every plan field:</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <a href={importTemplatePath('csv')} download>
                <Download aria-hidden="true" className="size-5" />
                Download template (CSV)
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={importTemplatePath('xlsx')} download>
                <Download aria-hidden="true" className="size-5" />
                Download template (Excel)
              </a>
            </Button>
          </div>
        </div>
      ) : null}

      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input beside it is the keyboard way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={
          dragging
            ? 'rounded-lg border-4 border-dashed border-primary bg-blue-50 p-5'
            : 'rounded-lg border-4 border-dashed border-slate-400 p-5'
        }
      >
        <label htmlFor="import-file" className="block text-xl font-bold text-slate-900">
          File to import
        </label>
        <p id="import-file-hint" className="text-slate-700">
          {takesWorkbook(kind) ? 'A .csv or .xlsx file' : 'A .csv file'} up to 10 MB. You can also drop the
          file here.
        </p>
        <input
          ref={inputRef}
          id="import-file"
          type="file"
          accept={acceptedExtensions(kind)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('import-file-hint', error && 'import-file-error')}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="mt-3 block w-full max-w-full text-base file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-md file:border-2 file:border-primary file:bg-white file:px-4 file:font-semibold file:text-primary"
        />
        {file && !problem ? (
          <p className="mt-2 break-words">
            Selected: <strong>{file.name}</strong> ({fileSizeText(file.size)})
          </p>
        ) : null}
        <FieldError id="import-file-error" message={error ?? undefined} />
        <CsvLineProblems id="import-file-lines" problems={lines} />
      </div>

      <div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" className="size-5" />
          {upload.isPending ? 'Uploading…' : 'Upload and continue'}
        </Button>
      </div>
    </WizardStep>
  );
}
