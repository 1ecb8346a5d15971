/**
 * What one server process holds of imports, made once per app (services/platform/caches.ts) and passed to
 * the import services like the plan cache, never kept in module variables:
 * - the parsed sheets of the last few uploads, so a preview or a run does not parse the file again
 *   (any other process parses it again from the stored upload);
 * - the live progress of the jobs running in this process. While an import runs it holds one
 *   transaction; on PGlite (one connection) nothing else can read the database meanwhile, so
 *   polls are answered from here. On PostgreSQL the progress is also written to the job's row
 *   (import-service.ts), so a poll that reaches another process sees it too.
 */
import type { ImportJob } from '../../../shared/import-contracts.ts';
import { CarrierList } from '../catalogue/carrier-list.ts';
import type { ParsedSheet } from './read-sheets.ts';

const CACHED_UPLOADS = 3;

type LiveJob = { job: ImportJob; done: Promise<void> };

export class ImportState {
  private readonly parsed = new Map<number, ParsedSheet[]>();
  private readonly running = new Map<number, LiveJob>();

  /** The carrier list a plan or Landscape import normalises carriers with (the app's own, caches.ts). */
  constructor(readonly carriers: CarrierList = new CarrierList()) {}

  rememberSheets(jobId: number, sheets: ParsedSheet[]): void {
    this.parsed.delete(jobId);
    this.parsed.set(jobId, sheets);
    for (const key of this.parsed.keys()) {
      if (this.parsed.size <= CACHED_UPLOADS) break;
      this.parsed.delete(key);
    }
  }

  sheets(jobId: number): ParsedSheet[] | null {
    return this.parsed.get(jobId) ?? null;
  }

  started(job: ImportJob, done: Promise<void>): void {
    this.running.set(job.id, { job, done });
  }

  progressed(jobId: number, processed: number): void {
    const entry = this.running.get(jobId);
    if (entry) entry.job = { ...entry.job, recordsProcessed: processed };
  }

  ended(jobId: number): void {
    this.running.delete(jobId);
  }

  /** The job as this process knows it while it runs here; null otherwise. */
  live(jobId: number): ImportJob | null {
    return this.running.get(jobId)?.job ?? null;
  }

  /** Resolves when the job's background run (if it runs here) has ended; for the CLI and tests. */
  async finished(jobId: number): Promise<void> {
    await this.running.get(jobId)?.done;
  }
}
