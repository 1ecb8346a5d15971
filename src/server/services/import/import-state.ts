// What one server process holds of imports (made once per app, caches.ts): the parsed sheets of recent
// uploads, and live progress of jobs running here. On PGlite an import's transaction holds the one
// connection, so polls are answered from here; on PostgreSQL progress also goes to the job's row.
import type { ImportJob } from '../../../shared/import-contracts.ts';
import { CarrierList } from '../catalogue/carrier-list.ts';
import type { ParsedSheet } from './read-sheets.ts';

const CACHED_UPLOADS = 3;

type LiveJob = { job: ImportJob; done: Promise<void> };

export class ImportState {
  private readonly parsed = new Map<number, ParsedSheet[]>();
  private readonly running = new Map<number, LiveJob>();

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

  live(jobId: number): ImportJob | null {
    return this.running.get(jobId)?.job ?? null;
  }

  /** Resolves when the job's background run (if it runs here) has ended; for the CLI and tests. */
  async finished(jobId: number): Promise<void> {
    await this.running.get(jobId)?.done;
  }
}
