/**
 * Fixed-window attempt counters stored in the database, so limits hold across server processes
 * (design.md §1, §7). Keys are hashed: an email address never sits in the table in clear.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateLimitRule = { limit: number; windowMs: number };

export function rateLimitKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

/** Attempts counted in the current window (0 when none or the window has passed). */
export async function countAttempts(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return 0;
  return now.getTime() - row.windowStart.getTime() >= rule.windowMs ? 0 : row.count;
}

/** True when the key has used up its attempts in the current window. */
export async function isLimited(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<boolean> {
  return (await countAttempts(db, key, rule, now)) >= rule.limit;
}

/** Records one attempt; a window that has passed starts over at 1. Returns the new count. */
export async function recordAttempt(
  db: DbExecutor,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

export async function resetAttempts(db: DbExecutor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
