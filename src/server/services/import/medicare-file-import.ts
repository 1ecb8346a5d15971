/**
 * Medicare's files imported as jobs (issue 17; docs/import-partd.md; issue 18: the plan files): the
 * file, already on disk, is imported by its kind's importer (importers.ts, medicare-files.ts), so
 * the guarantees are theirs: all or nothing, what is in use kept on any problem, problems named by
 * file, line and field, never by value.
 *
 * The job is created importing before the file is read (import-jobs.ts createImportingJob: the
 * database admits one of each kind); the import runs in the background and ends the job completed
 * (with what was imported, and an audit row) or failed (with the message and the first problems).
 * The file's temporary folder, when it has one, is removed however it ends.
 */
import fsp from 'node:fs/promises';
import type { ImportJob } from '../../../shared/import-contracts.ts';
import { MEDICARE_FILE_MESSAGES, type MedicareFileKind } from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import { writeAudit } from '../platform/audit.ts';
import { importFileErrorMessage } from './import-file-error.ts';
import { finishJob, runInBackground } from './import-jobs.ts';
import type { ImportState } from './import-state.ts';
import { fileAuditDetails, fileImporter } from './importers.ts';
import { type FileOutcome, type FileUpload, failed } from './medicare-files.ts';
import type { ImportActor } from './plan-writer.ts';

export type MedicareFileUpload = FileUpload & {
  kind: MedicareFileKind;
  /** The folder the upload alone was saved in, removed when the job ends (none from the command line). */
  folder?: string;
};

export type MedicareFileImportOptions = {
  /** Told about an unexpected failure (the route logs it without file contents). */
  onError?: (error: unknown) => void;
  /** The importer's progress lines (table names, file names inside the zip, counts). */
  onProgress?: (line: string) => void;
};

/**
 * Runs the kind's importer on the file as the (importing) job's work, after this request's answer.
 */
export function runMedicareFileJob(
  db: Db,
  state: ImportState,
  job: ImportJob,
  upload: MedicareFileUpload,
  actor: ImportActor,
  options: MedicareFileImportOptions = {},
): void {
  const run = async () => {
    let outcome: FileOutcome;
    try {
      outcome = await fileImporter(upload.kind).run(db, upload, {
        actor,
        carriers: state.carriers,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      });
    } catch (error) {
      // A file that cannot be imported as it is, or a catalogue changed meanwhile: its own words.
      const message = importFileErrorMessage(error);
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
            details: fileAuditDetails(upload.kind, summary),
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
  runInBackground(db, state, job, run, async () => {
    if (upload.folder)
      await fsp.rm(upload.folder, { recursive: true, force: true }).catch((e) => options.onError?.(e));
  });
}
