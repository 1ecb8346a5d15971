/**
 * Retention (issue 20, ADR 0020): every submission carries retain_until (now + RETENTION_DAYS when
 * it is stored); once that has passed, the job deletes it with its scores and share links (ON
 * DELETE CASCADE on plan_scores and result_shares). One DELETE statement does the work, so several
 * server processes may run the job at once: a row is deleted, and counted, by one of them only.
 */
import { lt } from 'drizzle-orm';
import type { AppConfig, AppDeps } from '../app-context.ts';
import type { DbExecutor } from '../db/client.ts';
import { medicareUsers } from '../db/schema.ts';
import { RETENTION_DAYS_DEFAULT } from '../env.ts';
import { writeAudit } from '../services/platform/audit.ts';

/** The scheduled job runs at start and then every hour. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionDaysOf = (config: Pick<AppConfig, 'retentionDays'>): number =>
  config.retentionDays ?? RETENTION_DAYS_DEFAULT;

/** When a submission stored now is deleted. */
export const retainUntilFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/**
 * Deletes every submission whose retain_until is before `now` and writes one audit row
 * (`retention.delete`, actor `system`, the count) when it deleted any. Returns the count.
 */
export async function deleteExpiredSubmissions(db: DbExecutor, now: Date): Promise<number> {
  const deleted = await db
    .delete(medicareUsers)
    .where(lt(medicareUsers.retainUntil, now))
    .returning({ id: medicareUsers.id });
  if (deleted.length > 0) {
    await writeAudit(db, {
      actor: 'system',
      action: 'retention.delete',
      entityType: 'medicare_user',
      details: { deleted: deleted.length },
    });
  }
  return deleted.length;
}

/** One pass of the job, logging only the count (never ids or names); a failure is logged, not thrown. */
export async function runRetention(deps: Pick<AppDeps, 'db' | 'logger' | 'now'>): Promise<number | null> {
  try {
    const deleted = await deleteExpiredSubmissions(deps.db, deps.now());
    // An hourly "0" is noise outside debug logs.
    deps.logger[deleted > 0 ? 'info' : 'debug'](
      { deleted },
      'retention: deleted submissions past their retention date',
    );
    return deleted;
  } catch (error) {
    deps.logger.error({ errorName: (error as Error)?.name }, 'retention: the job failed');
    return null;
  }
}

/** Runs the job now and then every interval; returns the function that stops it. */
export function startRetentionJob(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now'>,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  void runRetention(deps);
  const timer = setInterval(() => void runRetention(deps), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
