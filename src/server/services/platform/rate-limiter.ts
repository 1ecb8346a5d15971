/** Attempt counters in the database, checked and recorded in one atomic statement (security finding 1). */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { queryRowsPlanned } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

export type RateLimitRule = { limit: number; windowMs: number };

/** Growing delays (OWASP ASVS 2.2.1): `free` attempts, then `baseMs` × 2^(n − free) apart, up to `maxMs`. */
export type BackoffRule = { free: number; baseMs: number; maxMs: number; resetMs: number };

export type Decision = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

export function rateLimitKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** One statement inserts, increments and checks, so N parallel callers get at most `limit` reservations. */
export async function reserveAttempt(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<Decision> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const [row] = await queryRowsPlanned<{ count: number }>(
    db,
    sql`insert into ${rateLimits} (key, count, window_start) values (${key}, 1, ${nowIso}::timestamptz)
      on conflict (key) do update set
        count = case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then 1 else ${rateLimits.count} + 1 end,
        window_start = case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz
          then ${nowIso}::timestamptz else ${rateLimits.windowStart} end
      where ${rateLimits.windowStart} <= ${cutoff}::timestamptz or ${rateLimits.count} < ${rule.limit}
      returning count`,
  );
  if (row) return { allowed: true, count: Number(row.count) };
  const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const endsAt = (held?.windowStart.getTime() ?? now.getTime()) + rule.windowMs;
  return { allowed: false, retryAfterSeconds: seconds(endsAt - now.getTime()) };
}

/** 0 while attempts are free. */
export function backoffDelayMs(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (count - rule.free));
}

/** `window_start` holds the last attempt's time; the delay is computed in SQL in the recording statement. */
export async function reserveBackoffAttempt(
  db: DbExecutor,
  key: string,
  rule: BackoffRule,
  now: Date,
): Promise<Decision> {
  const nowIso = now.toISOString();
  const resetCutoff = new Date(now.getTime() - rule.resetMs).toISOString();
  const last = rateLimits.windowStart;
  const delayMs = sql`least(${rule.maxMs}::float8,
    ${rule.baseMs}::float8 * power(2::float8, greatest(${rateLimits.count} - ${rule.free}, 0)))`;
  const due = sql`(${rateLimits.count} < ${rule.free}
    or ${last} + make_interval(secs => ${delayMs} / 1000.0) <= ${nowIso}::timestamptz)`;
  const [row] = await queryRowsPlanned<{ count: number }>(
    db,
    sql`insert into ${rateLimits} (key, count, window_start) values (${key}, 1, ${nowIso}::timestamptz)
      on conflict (key) do update set
        count = case when ${last} <= ${resetCutoff}::timestamptz then 1 else ${rateLimits.count} + 1 end,
        window_start = ${nowIso}::timestamptz
      where ${last} <= ${resetCutoff}::timestamptz or ${due}
      returning count`,
  );
  if (row) return { allowed: true, count: Number(row.count) };
  const [held] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  const dueAt = (held?.windowStart.getTime() ?? now.getTime()) + backoffDelayMs(rule, held?.count ?? 0);
  return { allowed: false, retryAfterSeconds: seconds(dueAt - now.getTime()) };
}

/** A success is not counted. */
export async function releaseAttempt(db: DbExecutor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetAttempts(db: DbExecutor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
