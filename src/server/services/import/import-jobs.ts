// import_jobs rows and their uploads. A job running in this process is read from its live progress first
// (import-state.ts), then from its row.
import { count, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  IMPORT_STORED_ROW_ERRORS,
  type ImportFormat,
  type ImportJob,
  type ImportJobErrors,
  type ImportJobKind,
  type ImportJobStatus,
  type ImportJobSummary,
  type ImportKind,
  type ImportMode,
  type ImportRowError,
  isSheetImportKind,
  type MedicareFileJobSummary,
} from '../../../shared/import-contracts.ts';
import { type Db, type DbExecutor, isEmbedded } from '../../db/client.ts';
import { adminUsers, importJobs, importUploads } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { isUniqueViolation } from '../admin/admin-plans.ts';
import type { PlanChangeActor } from '../catalogue/plan-changes.ts';
import { type AuditEntry, writeAudit } from '../platform/audit.ts';
import type { ImportState } from './import-state.ts';

type JobRow = typeof importJobs.$inferSelect;

export function toImportJob(row: Omit<JobRow, 'heartbeatAt'> & { adminEmail: string | null }): ImportJob {
  const kind = row.kind as ImportJobKind;
  // One summary column: plans written for the sheet kinds, what was imported for Medicare's files.
  const summary = (row.summary as ImportJobSummary | MedicareFileJobSummary | null) ?? null;
  const sheet = isSheetImportKind(kind) || kind === 'landscape';
  return {
    id: row.id,
    fileName: row.fileName,
    kind,
    mode: (row.mode as ImportMode | null) ?? null,
    status: row.status as ImportJobStatus,
    recordsProcessed: row.recordsProcessed,
    recordsTotal: row.recordsTotal,
    errors: (row.errors as ImportJobErrors | null) ?? null,
    adminEmail: row.adminEmail,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    summary: sheet ? (summary as ImportJobSummary | null) : null,
    medicareFileSummary: sheet ? null : (summary as MedicareFileJobSummary | null),
  };
}

const { heartbeatAt: _heartbeat, ...jobFields } = getTableColumns(importJobs);
const selectJobs = (db: Db) =>
  db
    .select({ ...jobFields, adminEmail: adminUsers.email })
    .from(importJobs)
    .leftJoin(adminUsers, eq(adminUsers.id, importJobs.adminUserId));

export async function createJob(
  db: Db,
  input: { fileName: string; kind: ImportKind; adminUserId: number | null; recordsTotal: number },
  upload: { format: ImportFormat; content: Uint8Array },
): Promise<ImportJob> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importJobs)
      .values({ ...input, status: 'pending' })
      .returning({ id: importJobs.id });
    if (!row) throw new Error('import job insert returned nothing');
    await tx.insert(importUploads).values({ jobId: row.id, ...upload });
    return row.id;
  });
  return readJob(db, id);
}

/** How often a process running a job says so on its row (PostgreSQL). */
export const JOB_HEARTBEAT_MS = 15_000;
/** Eight missed heartbeats: the process that held the job stopped. */
export const JOB_ABANDONED_AFTER_MS = 120_000;

/**
 * Heartbeats the job's row until the returned function is called, on its own connection outside the import's
 * transaction (PostgreSQL; on PGlite the process is the only one).
 */
export function keepJobAlive(db: Db, jobId: number, everyMs = JOB_HEARTBEAT_MS): () => void {
  if (isEmbedded(db)) return () => {};
  const timer = setInterval(() => {
    void db
      .update(importJobs)
      .set({ heartbeatAt: sql`now()` })
      .where(sql`${importJobs.id} = ${jobId} and ${importJobs.status} in ('validating', 'importing')`)
      .catch(() => {
        // A missed beat is told by the next; eight missed fail the job, as they should.
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Settles jobs whose heartbeat is older than JOB_ABANDONED_AFTER_MS (PostgreSQL): importing ones fail (their
 * transaction never committed), validating ones go back to pending. Returns how many failed.
 */
export async function settleAbandonedJobs(db: DbExecutor): Promise<number> {
  if (isEmbedded(db)) return 0;
  return releaseLeftJobs(
    db,
    sql`${importJobs.heartbeatAt} < now() - make_interval(secs => ${JOB_ABANDONED_AFTER_MS / 1000})`,
  );
}

/**
 * A job of a file kind, importing from the start; null when one of its kind is importing already. The
 * database decides: the partial unique index import_jobs_one_importing_per_kind, across processes.
 */
export async function createImportingJob(
  db: Db,
  input: { fileName: string; kind: ImportJobKind; adminUserId: number | null },
): Promise<ImportJob | null> {
  await settleAbandonedJobs(db);
  try {
    const [row] = await db
      .insert(importJobs)
      .values({ ...input, status: 'importing', recordsTotal: 0 })
      .returning({ id: importJobs.id });
    if (!row) throw new Error('import job insert returned nothing');
    return await readJob(db, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The audit row of a completed import, in its transaction. */
export const auditImport = (
  tx: DbExecutor,
  actor: PlanChangeActor,
  job: Pick<ImportJob, 'id' | 'kind'>,
  details: AuditEntry['details'],
) =>
  writeAudit(tx, {
    actor: actor.adminId === null ? 'cli' : `admin:${actor.adminId}`,
    action: `import.${job.kind}`,
    entityType: 'import_job',
    entityId: String(job.id),
    clientAddress: actor.clientAddress,
    details,
  });

export async function deleteJob(db: Db, jobId: number): Promise<void> {
  await db.delete(importJobs).where(eq(importJobs.id, jobId));
}

/**
 * The one job runner: runs `work` after the request's answer is on its way (an import holds PGlite's one
 * connection), keeping the heartbeat and live progress until it ends; `onEnd` before `state.finished`
 * resolves.
 */
export function runInBackground(
  db: Db,
  state: ImportState,
  job: ImportJob,
  work: () => Promise<void>,
  onEnd: () => Promise<void> | void = () => {},
): void {
  // Until the run ends: a job whose process stops is failed by the others (settleAbandonedJobs).
  const stopBeating = keepJobAlive(db, job.id);
  let finished!: () => void;
  state.started(
    job,
    new Promise<void>((resolve) => {
      finished = resolve;
    }),
  );
  setImmediate(() => {
    void work().finally(async () => {
      stopBeating();
      await onEnd();
      state.ended(job.id);
      finished();
    });
  });
}

export async function getJob(db: Db, state: ImportState, jobId: number): Promise<ImportJob> {
  const live = state.live(jobId);
  if (live) return live;
  await settleAbandonedJobs(db);
  return readJob(db, jobId);
}

async function readJob(db: Db, jobId: number): Promise<ImportJob> {
  const [row] = await selectJobs(db).where(eq(importJobs.id, jobId));
  if (!row) throw errors.notFound(IMPORT_MESSAGES.jobNotFound);
  return toImportJob(row);
}

export async function listJobs(
  db: Db,
  state: ImportState,
  query: { page: number; limit: number },
): Promise<{ jobs: ImportJob[]; total: number }> {
  await settleAbandonedJobs(db);
  const rows = await selectJobs(db)
    .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(importJobs);
  return { jobs: rows.map((row) => state.live(row.id) ?? toImportJob(row)), total: total?.n ?? 0 };
}

/** The first rows and the count of all, so a job with 9 bad rows never reads "Errors: None". */
export function rowErrorsOfJob(rowErrors: ImportRowError[]): ImportJobErrors | null {
  if (rowErrors.length === 0) return null;
  const rows = [...new Set(rowErrors.map((r) => r.row))].sort((a, b) => a - b);
  const kept = new Set(rows.slice(0, IMPORT_STORED_ROW_ERRORS));
  return {
    message: IMPORT_MESSAGES.rowErrors,
    rowErrors: rowErrors.filter((r) => kept.has(r.row)),
    rowCount: rows.length,
  };
}

/** Moves a job from one status to another; false when it was not in `from` (someone else has it). */
export async function moveJob(
  db: DbExecutor,
  jobId: number,
  from: ImportJobStatus,
  to: ImportJobStatus,
  set: Partial<Pick<JobRow, 'mode' | 'recordsTotal' | 'recordsProcessed' | 'errors'>> = {},
): Promise<boolean> {
  const rows = await db
    .update(importJobs)
    .set({ ...set, status: to, heartbeatAt: sql`now()` })
    .where(sql`${importJobs.id} = ${jobId} and ${importJobs.status} = ${from}`)
    .returning({ id: importJobs.id });
  return rows.length === 1;
}

/**
 * Rows written so far, for polls reaching another process; on its own connection, outside the import's
 * transaction, so only on a database with more than one connection.
 */
export async function recordProgress(db: Db, jobId: number, processed: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ recordsProcessed: processed })
    .where(sql`${importJobs.id} = ${jobId} and ${importJobs.status} = 'importing'`);
}

export async function finishJob(
  db: DbExecutor,
  jobId: number,
  end:
    | {
        status: 'completed';
        summary: ImportJobSummary | MedicareFileJobSummary;
        processed: number;
        /** Set when the total was not known as the job started (Medicare's files). */
        total?: number;
      }
    | { status: 'failed'; errors: ImportJobErrors },
): Promise<void> {
  await db
    .update(importJobs)
    .set(
      end.status === 'completed'
        ? {
            status: 'completed',
            summary: end.summary,
            recordsProcessed: end.processed,
            ...(end.total === undefined ? {} : { recordsTotal: end.total }),
            completedAt: sql`now()`,
          }
        : { status: 'failed', errors: end.errors, completedAt: sql`now()` },
    )
    .where(eq(importJobs.id, jobId));
  await db.delete(importUploads).where(eq(importUploads.jobId, jobId));
}

export async function readUpload(
  db: Db,
  jobId: number,
): Promise<{ format: ImportFormat; content: Uint8Array }> {
  const [row] = await db
    .select({ format: importUploads.format, content: importUploads.content })
    .from(importUploads)
    .where(eq(importUploads.jobId, jobId));
  if (!row) throw errors.conflict(IMPORT_MESSAGES.fileGone);
  return { format: row.format as ImportFormat, content: row.content };
}

export const INTERRUPTED_IMPORT_MESSAGE =
  'The server stopped while this import was running. Nothing from it was saved; upload the file again.';

/**
 * At start-up on the embedded database (its one process owns it): validating jobs go back to pending,
 * importing ones fail (their transaction never committed). Returns how many failed.
 */
export async function recoverInterruptedJobs(db: DbExecutor): Promise<number> {
  return releaseLeftJobs(db, sql`true`);
}

async function releaseLeftJobs(db: DbExecutor, left: SQL): Promise<number> {
  await db
    .update(importJobs)
    .set({ status: 'pending' })
    .where(sql`${importJobs.status} = 'validating' and ${left}`);
  const failed = await db
    .update(importJobs)
    .set({ status: 'failed', errors: { message: INTERRUPTED_IMPORT_MESSAGE }, completedAt: sql`now()` })
    .where(sql`${importJobs.status} = 'importing' and ${left}`)
    .returning({ id: importJobs.id });
  const ids = failed.map((f) => f.id);
  if (ids.length > 0) await db.delete(importUploads).where(inArray(importUploads.jobId, ids));
  return failed.length;
}
