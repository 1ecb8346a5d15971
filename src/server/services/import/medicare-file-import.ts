/**
 * Medicare's files imported from the admin Import screen (issue 17; docs/import-partd.md; issue
 * 18: the plan files, medicare-plan-file-import.ts): the uploaded file, already on disk, is
 * imported as a job by the command line's own importers (importPartD, importRxTerms,
 * importPbpBenefits, importPlanNetDirectory, the Landscape reader), so the guarantees are theirs:
 * all or nothing, what is in use kept on any problem, problems named by file, line and field,
 * never by value.
 *
 * The route answers as soon as the job exists; the import runs in the background and ends the job
 * completed (with what was imported, and an audit row) or failed (with the message and the first
 * problems). The file's temporary folder is removed however it ends.
 */
import fsp from 'node:fs/promises';
import type { ImportJob, ImportJobErrors, MedicareFileJobSummary } from '../../../shared/import-contracts.ts';
import {
  MEDICARE_FILE_MESSAGES,
  MEDICARE_FILE_STORED_PROBLEMS,
  type MedicareFileKind,
  type MedicareFileProblem,
  type MedicareFileQuery,
  type PartDJobSummary,
} from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { writeAudit } from '../platform/audit.ts';
import { importFileErrorMessage } from './import-file-error.ts';
import { createMedicareFileJob, finishJob, keepJobAlive } from './import-jobs.ts';
import type { ImportState } from './import-state.ts';
import {
  importLandscapeFile,
  importPbpFile,
  importPlanNetFile,
  type PlanFileOutcome,
} from './medicare-plan-file-import.ts';
import { PARTD_FILE_KINDS, PARTD_KIND_LABELS } from './partd/files.ts';
import { importPartD } from './partd-import.ts';
import { CatalogueChangedError, type ImportActor } from './plan-writer.ts';
import { importRxTerms } from './rxterms-import.ts';

/**
 * Which kinds have an upload or an import under way in this process: taken before the body is
 * read, so a second upload is refused (409) before the server reads gigabytes for nothing. One per
 * app (the route factory makes it), never a module variable.
 */
export class MedicareFileSlots {
  private readonly taken = new Set<MedicareFileKind>();

  /** False when the kind is taken already. */
  take(kind: MedicareFileKind): boolean {
    if (this.taken.has(kind)) return false;
    this.taken.add(kind);
    return true;
  }

  free(kind: MedicareFileKind): void {
    this.taken.delete(kind);
  }
}

export type MedicareFileUpload = {
  kind: MedicareFileKind;
  /** The file on disk, alone in `folder`; the folder is removed when the job ends. */
  filePath: string;
  folder: string;
  /** The name the admin's file had, shown in Past imports. */
  fileName: string;
  query: MedicareFileQuery;
};

export type MedicareFileImportOptions = {
  /** Told about an unexpected failure (the route logs it without file contents). */
  onError?: (error: unknown) => void;
  /** The importer's progress lines (table names, file names inside the zip, counts). */
  onProgress?: (line: string) => void;
  /** Called once the job has ended and its folder is gone. */
  onEnd?: () => void;
};

type Outcome =
  | { ok: true; summary: MedicareFileJobSummary; rows: number }
  | { ok: false; errors: ImportJobErrors };

const failed = (
  message: string,
  problems: MedicareFileProblem[] = [],
  problemCount = problems.length,
): Outcome => ({
  ok: false,
  errors: {
    message,
    ...(problems.length > 0
      ? {
          // Named explicitly, so nothing else an importer adds to a problem is stored.
          fileProblems: problems.slice(0, MEDICARE_FILE_STORED_PROBLEMS).map((p) => ({
            file: p.file,
            line: p.line,
            field: p.field,
            message: p.message,
          })),
          problemCount,
        }
      : {}),
  },
});

async function importPartDFile(db: Db, upload: MedicareFileUpload, options: MedicareFileImportOptions) {
  const { query } = upload;
  const result = await importPartD(db, upload.filePath, {
    ...(query.state ? { states: query.state } : {}),
    sample: false,
    release: {
      ...(query.contractYear ? { contractYear: query.contractYear } : {}),
      ...(query.releaseDate ? { releaseDate: query.releaseDate } : {}),
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  if (!result.ok) return failed(result.message, result.problems, result.problemCount);
  const rows = PARTD_FILE_KINDS.flatMap((kind) => {
    const n = result.counts[kind];
    return n === undefined ? [] : [{ table: PARTD_KIND_LABELS[kind], rows: n }];
  });
  const summary: PartDJobSummary = {
    releaseId: result.releaseId,
    release: result.label,
    contractYear: result.contractYear,
    plans: result.plans,
    rows,
    seconds: Math.round(result.seconds * 10) / 10,
  };
  return { ok: true, summary, rows: rows.reduce((n, r) => n + r.rows, 0) } satisfies Outcome;
}

async function importRxTermsFile(db: Db, upload: MedicareFileUpload): Promise<Outcome> {
  const result = await importRxTerms(db, upload.filePath, { sample: false });
  if (!result.ok) {
    const n = result.problemCount;
    return failed(
      `${n.toLocaleString('en-US')} ${n === 1 ? 'problem' : 'problems'} in ${upload.fileName}: nothing was imported.`,
      result.problems.map((p) => ({ ...p, file: upload.fileName })),
      n,
    );
  }
  return { ok: true, summary: { drugs: result.rows, matched: result.matched }, rows: result.rows };
}

/** A plan file's outcome as a job's. */
const planFileOutcome = (outcome: PlanFileOutcome): Outcome =>
  outcome.ok ? outcome : failed(outcome.message, outcome.problems, outcome.problemCount);

/** Runs the kind's importer on the uploaded file. */
async function importUpload(
  db: Db,
  state: ImportState,
  upload: MedicareFileUpload,
  actor: ImportActor,
  options: MedicareFileImportOptions,
): Promise<Outcome> {
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  switch (upload.kind) {
    case 'partd':
      return importPartDFile(db, upload, options);
    case 'rxterms':
      return importRxTermsFile(db, upload);
    case 'pbp':
      return planFileOutcome(await importPbpFile(db, upload, actor));
    case 'plan-net':
      return planFileOutcome(await importPlanNetFile(db, upload, progress));
    case 'landscape-file':
      return planFileOutcome(await importLandscapeFile(db, state, upload, actor, progress));
  }
}

/** The audit row's details: ids and counts only. */
function auditDetails(summary: MedicareFileJobSummary): Record<string, string | number> {
  if ('kind' in summary) {
    const { kind: _kind, ...details } = summary;
    return Object.fromEntries(
      Object.entries(details).map(([key, value]) => [
        key,
        typeof value === 'number' ? value : Array.isArray(value) ? value.length : String(value),
      ]),
    );
  }
  if ('release' in summary)
    return {
      releaseId: summary.releaseId,
      release: summary.release,
      contractYear: summary.contractYear,
      plans: summary.plans,
      rows: summary.rows.reduce((n, r) => n + r.rows, 0),
    };
  return { drugs: summary.drugs, matched: summary.matched };
}

/**
 * Starts importing an uploaded file: the job is created `importing` (409 when one of its kind is
 * importing in any process) and answered at once; the import runs after this request's answer.
 * Throws only before anything has started, so on a throw the caller still owns the folder.
 */
export async function startMedicareFileImport(
  db: Db,
  state: ImportState,
  upload: MedicareFileUpload,
  actor: ImportActor,
  options: MedicareFileImportOptions = {},
): Promise<ImportJob> {
  const job = await createMedicareFileJob(db, {
    fileName: upload.fileName,
    kind: upload.kind,
    adminUserId: actor.adminId,
  });
  if (!job) throw errors.conflict(MEDICARE_FILE_MESSAGES.busy[upload.kind]);
  // Until the run ends: a job whose process stops is failed by the others (settleAbandonedJobs).
  const stopBeating = keepJobAlive(db, job.id);

  let finished: () => void = () => {};
  state.started(
    job,
    new Promise<void>((resolve) => {
      finished = resolve;
    }),
  );
  const run = async () => {
    let outcome: Outcome;
    try {
      outcome = await importUpload(db, state, upload, actor, options);
    } catch (error) {
      // A file that cannot be imported as it is, or a catalogue changed meanwhile: its own words.
      const message =
        importFileErrorMessage(error) ?? (error instanceof CatalogueChangedError ? error.message : null);
      if (message === null) options.onError?.(error);
      outcome = failed(message ?? MEDICARE_FILE_MESSAGES.failed);
    }
    try {
      if (outcome.ok) {
        const { summary, rows } = outcome;
        await db.transaction(async (tx) => {
          await writeAudit(tx, {
            actor: actor.adminId === null ? 'cli' : `admin:${actor.adminId}`,
            action: `import.${upload.kind}`,
            entityType: 'import_job',
            entityId: String(job.id),
            clientAddress: actor.clientAddress,
            details: auditDetails(summary),
          });
          await finishJob(tx, job.id, { status: 'completed', summary, processed: rows, total: rows });
        });
      } else {
        await finishJob(db, job.id, { status: 'failed', errors: outcome.errors });
      }
    } catch (error) {
      options.onError?.(error);
      // The importer's own transaction committed before this one: say so rather than "nothing saved".
      const message = outcome.ok
        ? 'The file was imported, but its job could not be marked completed'
        : MEDICARE_FILE_MESSAGES.failed;
      await finishJob(db, job.id, { status: 'failed', errors: { message } }).catch((e) =>
        options.onError?.(e),
      );
    }
  };
  // After this request's answer is on its way: a Part D import holds the database (PGlite) a while.
  setImmediate(() => {
    void run().finally(async () => {
      stopBeating();
      await fsp.rm(upload.folder, { recursive: true, force: true }).catch((e) => options.onError?.(e));
      state.ended(job.id);
      options.onEnd?.();
      finished();
    });
  });
  return job;
}
