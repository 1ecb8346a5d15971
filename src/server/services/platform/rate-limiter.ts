/**
 * Attempt counters stored in the database, so limits hold across server processes (design.md §1,
 * §7). Every check is one atomic statement that both decides and records the attempt, before the
 * password is looked at: parallel requests cannot all read "under the limit" and then all be
 * evaluated (security finding 1). Keys are hashed: an e-mail address never sits in the table.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { queryRowsPlanned } from '../../db/client.ts';
import { rateLimits } from '../../db/schema.ts';

/** At most `limit` attempts in a fixed window of `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Growing delays (OWASP ASVS 2.2.1): `free` attempts at once, then each further attempt only
 * `baseMs` × 2^(n − free) after the previous one, capped at `maxMs`; forgotten `resetMs` after
 * the last attempt.
 */
export type BackoffRule = { free: number; baseMs: number; maxMs: number; resetMs: number };

/** Reserved: the attempt is counted and may go ahead. Refused: retry after this many seconds. */
export type Decision = { allowed: true; count: number } | { allowed: false; retryAfterSeconds: number };

export function rateLimitKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts one attempt in the key's fixed window, unless the window is full: the insert, the
 * increment and the limit check are one statement, so N parallel callers get at most `limit`
 * reservations between them.
 */
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

/** The wait before attempt number `count + 1` under a backoff rule (0 while attempts are free). */
export function backoffDelayMs(rule: BackoffRule, count: number): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** (count - rule.free));
}

/**
 * Counts one attempt under growing delays, unless the previous one was too recent. `window_start`
 * holds the time of the last attempt; the delay is computed in SQL from the stored count, in the
 * same statement that records the attempt.
 */
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

/** Gives back one reserved attempt (it turned out to be a success, which is not counted). */
export async function releaseAttempt(db: DbExecutor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetAttempts(db: DbExecutor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
