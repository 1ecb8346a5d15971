// The sheet import use cases (docs/import.md): upload (checked, kept with a pending job), preview through a
// mapping, and run. A run re-checks every row (any error: 400, nothing written), then writes in the
// background in ONE transaction with history, audit row and job completion; a failure rolls it all back.
import type { ApiIssue } from '../../../shared/api-error.ts';
import {
  IMPORT_MESSAGES,
  type ImportJob,
  type ImportKind,
  type ImportPreview,
  type ImportRunRequest,
  type ImportUploadResponse,
  isImportField,
  isSheetImportKind,
  takesMode,
} from '../../../shared/import-contracts.ts';
import { type Db, isEmbedded } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { isUniqueViolation } from '../admin/admin-plans.ts';
import { recordDataSource } from '../catalogue/data-sources.ts';
import { headerKey, suggestMapping } from './header-mapping.ts';
import { ImportFileError, importFileErrorMessage } from './import-file-error.ts';
import {
  auditImport,
  createJob,
  finishJob,
  getJob,
  keepJobAlive,
  moveJob,
  readUpload,
  recordProgress,
  rowErrorsOfJob,
  runInBackground,
} from './import-jobs.ts';
import type { ImportState } from './import-state.ts';
import { sheetImporter } from './importers.ts';
import { parseStoredUpload, parseUpload } from './parse-upload.ts';
import type { ImportActor } from './plan-writer.ts';
import type { ParsedSheet } from './read-sheets.ts';
import { cleanFileName } from './upload-file.ts';

async function sheetsOf(db: Db, state: ImportState, job: ImportJob): Promise<ParsedSheet[]> {
  const cached = state.sheets(job.id);
  if (cached) return cached;
  const upload = await readUpload(db, job.id);
  const sheets = await parseStoredUpload(upload.content, upload.format, job.fileName);
  state.rememberSheets(job.id, sheets);
  return sheets;
}

export async function uploadImport(
  db: Db,
  state: ImportState,
  input: { content: Uint8Array; fileName: string; kind: ImportKind },
  actor: ImportActor,
): Promise<ImportUploadResponse> {
  const fileName = cleanFileName(input.fileName);
  const { format, sheets } = await parseUpload(input.content, input.kind, fileName);
  if (sheets.every((s) => s.rows.length === 0)) throw errors.validation(IMPORT_MESSAGES.empty);
  const job = await createJob(
    db,
    { fileName, kind: input.kind, adminUserId: actor.adminId, recordsTotal: 0 },
    { format, content: input.content },
  );
  state.rememberSheets(job.id, sheets);
  return {
    job,
    sheets: sheets.map((s) => ({
      name: s.name,
      rowCount: s.rows.length,
      headers: s.headers,
      warnings: s.warnings ?? [],
    })),
    suggestedMapping: Object.fromEntries(sheets.map((s) => [s.name, suggestMapping(input.kind, s.headers)])),
  };
}

function checkMapping(kind: ImportKind, mapping: ImportRunRequest['mapping']) {
  const seen = new Set<string>();
  for (const field of Object.values(mapping)) {
    if (field === null) continue;
    if (!isImportField(kind, field)) throw errors.validation(IMPORT_MESSAGES.unknownField);
    const key = headerKey(field);
    if (seen.has(key)) throw errors.validation(IMPORT_MESSAGES.fieldMappedTwice);
    seen.add(key);
  }
}

type SheetJob = ImportJob & { kind: ImportKind };

async function prepare(db: Db, state: ImportState, job: SheetJob, request: ImportRunRequest) {
  checkMapping(job.kind, request.mapping);
  const sheets = await sheetsOf(db, state, job);
  const sheet = sheets.find((s) => s.name === request.sheet);
  if (!sheet) throw errors.validation(IMPORT_MESSAGES.sheetNotFound);
  const prepared = await sheetImporter(job.kind).prepare(db, sheet, request, {
    carriers: await state.carriers.current(db),
    fileName: job.fileName,
  });
  return { ...prepared, preview: { ...prepared.preview, warnings: sheet.warnings ?? [] } };
}

/** 409 when it has run already or another step holds it. */
async function claim(db: Db, state: ImportState, jobId: number): Promise<SheetJob> {
  const job = await getJob(db, state, jobId);
  if (job.status === 'completed' || job.status === 'failed' || !isSheetImportKind(job.kind))
    throw errors.conflict(IMPORT_MESSAGES.notPending);
  if (job.status !== 'pending' || !(await moveJob(db, jobId, 'pending', 'validating'))) {
    throw errors.conflict(IMPORT_MESSAGES.busy);
  }
  return { ...job, kind: job.kind };
}

/** Keeps the job's heartbeat while checking; on any throw the job is pending again. */
async function claimAndPrepare(db: Db, state: ImportState, jobId: number, request: ImportRunRequest) {
  const job = await claim(db, state, jobId);
  const stopBeating = keepJobAlive(db, jobId);
  try {
    return { job, prepared: await prepare(db, state, job, request) };
  } catch (error) {
    await moveJob(db, jobId, 'validating', 'pending');
    throw error;
  } finally {
    stopBeating();
  }
}

export async function previewImport(
  db: Db,
  state: ImportState,
  jobId: number,
  request: ImportRunRequest,
): Promise<ImportPreview> {
  const { preview } = (await claimAndPrepare(db, state, jobId, request)).prepared;
  // The job keeps what this check found (Past imports); a clean check clears an older finding.
  await moveJob(db, jobId, 'validating', 'pending', { errors: rowErrorsOfJob(preview.rowErrors) });
  return preview;
}

/** Why a run failed, in words for the admin (never a database message, which may quote values). */
export function failureReason(error: unknown, kind: ImportKind): string {
  const own = importFileErrorMessage(error);
  if (own !== null) return own;
  if (isUniqueViolation(error))
    return kind === 'medigap'
      ? `${IMPORT_MESSAGES.failed}: a rate in the file is already on file with the same key.`
      : `${IMPORT_MESSAGES.failed}: a Plan ID in the file already exists.`;
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('23')) {
      return `${IMPORT_MESSAGES.failed}: a row broke a rule of the database.`;
    }
  }
  return IMPORT_MESSAGES.failed;
}

/** Re-checks every row (400 with the row errors), then writes in the background; answers the job. */
export async function startImport(
  db: Db,
  state: ImportState,
  jobId: number,
  request: ImportRunRequest,
  actor: ImportActor,
  options: { onError?: (error: unknown) => void } = {},
): Promise<ImportJob> {
  const { job, prepared } = await claimAndPrepare(db, state, jobId, request);
  const { preview, total, planYears, write, sample } = prepared;
  if (preview.rowErrors.length > 0) {
    await moveJob(db, jobId, 'validating', 'pending', { errors: rowErrorsOfJob(preview.rowErrors) });
    const issues: ApiIssue[] = preview.rowErrors.flatMap((r) =>
      r.errors.map((e) => ({ path: `rows.${r.row}.${e.field}`, message: `Row ${r.row}: ${e.message}` })),
    );
    throw errors.validation(IMPORT_MESSAGES.rowErrors, issues);
  }
  const mode = takesMode(job.kind) ? request.mode : null;
  // One import of each kind at a time: the database's unique index refuses a second one importing.
  const moved = await moveJob(db, jobId, 'validating', 'importing', {
    mode,
    recordsTotal: total,
    recordsProcessed: 0,
  }).catch(async (error) => {
    if (!isUniqueViolation(error)) throw error;
    await moveJob(db, jobId, 'validating', 'pending');
    throw errors.conflict(IMPORT_MESSAGES.busy);
  });
  if (!moved) throw errors.conflict(IMPORT_MESSAGES.busy);
  const started: ImportJob = { ...job, status: 'importing', mode, recordsTotal: total, recordsProcessed: 0 };

  // On PostgreSQL the progress also goes to the job's row, for polls that reach another process.
  const persist = !isEmbedded(db);
  const run = async () => {
    try {
      await db.transaction(async (tx) => {
        const summary = await write(tx, actor, async (n) => {
          state.progressed(jobId, n);
          if (persist) await recordProgress(db, jobId, n);
          // PGlite runs a transaction on microtasks alone: yield so timers and other requests get a turn.
          await new Promise((resolve) => setImmediate(resolve));
        });
        const { created, updated } = summary;
        await auditImport(tx, actor, job, { mode, rows: total, created, updated });
        for (const [planYear, rows] of planYears)
          await recordDataSource(tx, {
            kind: job.kind,
            planYear,
            sourceName: job.fileName,
            sample: sample === true,
            rows,
            importJobId: jobId,
          });
        await finishJob(tx, jobId, { status: 'completed', summary, processed: total });
      });
    } catch (error) {
      if (!(error instanceof ImportFileError)) options.onError?.(error);
      const found = error instanceof ImportFileError ? error.found.rowErrors : undefined;
      const rowErrors = found ? rowErrorsOfJob(found) : null;
      await finishJob(db, jobId, {
        status: 'failed',
        errors: rowErrors ?? { message: failureReason(error, job.kind) },
      }).catch((e) => options.onError?.(e));
    }
  };
  runInBackground(db, state, started, run);
  return started;
}
