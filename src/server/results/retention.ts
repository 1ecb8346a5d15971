/** Retention (ADR 0020): expired submissions deleted with scores and shares in one DELETE, safe anywhere. */
import { lt } from 'drizzle-orm';
import type { AppConfig, AppDeps } from '../app-context.ts';
import type { DbExecutor } from '../db/client.ts';
import { medicareUsers } from '../db/schema.ts';
import { RETENTION_DAYS_DEFAULT } from '../env.ts';
import { writeAudit } from '../services/platform/audit.ts';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionDaysOf = (config: Pick<AppConfig, 'retentionDays'>): number =>
  config.retentionDays ?? RETENTION_DAYS_DEFAULT;

export const retainUntilFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

/** Deletes expired submissions with one `retention.delete` audit row (actor `system`); returns how many. */
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

/** One pass, logging only the count (never ids or names); a failure is logged, not thrown. */
export async function runRetention(deps: Pick<AppDeps, 'db' | 'logger' | 'now'>): Promise<number | null> {
  try {
    const deleted = await deleteExpiredSubmissions(deps.db, deps.now());
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

export function startRetentionJob(
  deps: Pick<AppDeps, 'db' | 'logger' | 'now'>,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  void runRetention(deps);
  const timer = setInterval(() => void runRetention(deps), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
