// Medicare's files imported as jobs: created importing before the file is read (one per kind), run in the
// background, ended completed (with an audit row) or failed; the upload's folder is removed however it ends.
import fsp from 'node:fs/promises';
import type { ImportJob } from '../../../shared/import-contracts.ts';
import { MEDICARE_FILE_MESSAGES, type MedicareFileKind } from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import { importFileErrorMessage } from './import-file-error.ts';
import { auditImport, finishJob, runInBackground } from './import-jobs.ts';
import type { ImportState } from './import-state.ts';
import { fileAuditDetails, fileImporter } from './importers.ts';
import { type FileOutcome, type FileUpload, failed } from './medicare-files.ts';
import type { ImportActor } from './plan-writer.ts';

export type MedicareFileUpload = FileUpload & {
  kind: MedicareFileKind;
  folder?: string;
};

export type MedicareFileImportOptions = {
  onError?: (error: unknown) => void;
  onProgress?: (line: string) => void;
};

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
        jobId: job.id,
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
          await auditImport(
            tx,
            actor,
            { id: job.id, kind: upload.kind },
            fileAuditDetails(upload.kind, summary),
          );
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
