/**
 * Request budgets for cheap-to-repeat reads that cost work and audit rows (security findings 5, 6),
 * counted in the database across processes. A refusal is remembered in-process until its window ends,
 * so a refused flood costs no database write: answered 429 from memory, a second late.
 */
import type { DbExecutor } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { type RateLimitRule, rateLimitKey, reserveAttempt } from './rate-limiter.ts';
import { keepRecent } from './recent.ts';

export type RequestLimit = { scope: string; subject: string; rule: RateLimitRule };

const TEN_MINUTES = 10 * 60 * 1000;

/** A person reads a few dozen times per link; a script hundreds a second (738 summaries in 30 s). */
export const SHARE_READS_PER_LINK: RateLimitRule = { limit: 120, windowMs: TEN_MINUTES };
export const SHARE_READS_PER_ADDRESS: RateLimitRule = { limit: 240, windowMs: TEN_MINUTES };
/** A share link's PDF summary is made afresh each time and costs far more than a read. */
export const SHARE_PDFS_PER_LINK: RateLimitRule = { limit: 5, windowMs: TEN_MINUTES };
export const SHARE_PDFS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: TEN_MINUTES };
/** Each search writes an audit row and runs as the person types; an agency's counselors share one address. */
export const HISTORY_SEARCHES_PER_OWNER: RateLimitRule = { limit: 60, windowMs: TEN_MINUTES };
export const HISTORY_SEARCHES_PER_ADDRESS: RateLimitRule = { limit: 240, windowMs: TEN_MINUTES };

/** The oldest is forgotten first. */
const MAX_REMEMBERED = 10_000;
/** A client ignoring Retry-After gets one request a second per connection, not hundreds slowing others. */
export const REPEATED_REFUSAL_DELAY_MS = 1_000;
/** Past it, refusals are answered at once. */
const MAX_HELD = 512;
let held = 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RequestLimits {
  /** Ms since the epoch. */
  private readonly refusedUntil = new Map<string, number>();

  /** 429 without the database when a budget is known spent this window, after REPEATED_REFUSAL_DELAY_MS. */
  async refuseKnown(now: Date, limits: readonly RequestLimit[], message: string): Promise<void> {
    for (const limit of limits) {
      const until = this.refusedUntil.get(rateLimitKey(limit.scope, limit.subject));
      if (until === undefined || until <= now.getTime()) continue;
      const refusal = errors.rateLimited(message, Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
      if (held >= MAX_HELD) throw refusal;
      held += 1;
      try {
        await pause(REPEATED_REFUSAL_DELAY_MS);
      } finally {
        held -= 1;
      }
      throw refusal;
    }
  }

  /** Spends from each budget in turn; the first spent answers 429 with Retry-After, later ones untouched. */
  async spend(db: DbExecutor, now: Date, limits: readonly RequestLimit[], message: string): Promise<void> {
    await this.refuseKnown(now, limits, message);
    for (const limit of limits) {
      const key = rateLimitKey(limit.scope, limit.subject);
      this.refusedUntil.delete(key);
      const decision = await reserveAttempt(db, key, limit.rule, now);
      if (!decision.allowed) {
        keepRecent(this.refusedUntil, key, now.getTime() + decision.retryAfterSeconds * 1000, MAX_REMEMBERED);
        throw errors.rateLimited(message, decision.retryAfterSeconds);
      }
    }
  }
}
