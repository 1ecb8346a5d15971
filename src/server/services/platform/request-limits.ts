/**
 * Fixed-window request budgets for reads that anyone can repeat cheaply and that cost the server
 * work and audit rows (security findings 5 and 6): share-link reads per link and per client
 * address, History searches per browser or counselor and per address. Counted atomically in the
 * database (rate-limiter.ts), so a budget holds across server processes.
 *
 * A refusal is remembered in this process until its window ends, so a flood that is already
 * refused costs no database write per request: the thousandth request of a flood is answered 429
 * from memory, a second late, and the database and the loop stay free for everyone else.
 */
import type { DbExecutor } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import { type RateLimitRule, rateLimitKey, reserveAttempt } from './rate-limiter.ts';

/** One budget a request spends from: `scope` names the budget, `subject` whose it is. */
export type RequestLimit = { scope: string; subject: string; rule: RateLimitRule };

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * A share link's results and plan pages: someone opening a link reads the results once and each
 * plan they look at (going back reads the results again), a few dozen reads; a script reads
 * hundreds a second (the finding: 738 summaries in 30 s).
 */
export const SHARE_READS_PER_LINK: RateLimitRule = { limit: 120, windowMs: TEN_MINUTES };
export const SHARE_READS_PER_ADDRESS: RateLimitRule = { limit: 240, windowMs: TEN_MINUTES };
/** A share link's PDF summary is made afresh each time and costs far more than a read. */
export const SHARE_PDFS_PER_LINK: RateLimitRule = { limit: 5, windowMs: TEN_MINUTES };
export const SHARE_PDFS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: TEN_MINUTES };
/**
 * History searches (each one writes an audit row): the search runs as the person types, a pause
 * after each word, so a counselor looking up clients all morning makes a few a minute; an agency's
 * counselors share one address.
 */
export const HISTORY_SEARCHES_PER_OWNER: RateLimitRule = { limit: 60, windowMs: TEN_MINUTES };
export const HISTORY_SEARCHES_PER_ADDRESS: RateLimitRule = { limit: 240, windowMs: TEN_MINUTES };

/** How many refused keys one process remembers (the oldest is forgotten first). */
const MAX_REMEMBERED = 10_000;
/**
 * A request refused again within a window it was already refused in is answered this much later:
 * a client that ignores Retry-After and asks again at once gets a request a second from each
 * connection, instead of hundreds that each cost the loop as much as a real read (another person's
 * reads took five times as long while 16 loops were refused as fast as they could ask).
 */
export const REPEATED_REFUSAL_DELAY_MS = 1_000;
/** At most this many refusals are held at once in a process; past it they are answered at once. */
const MAX_HELD = 512;
let held = 0;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class RequestLimits {
  /** Refused keys and when their window ends (ms since the epoch). */
  private readonly refusedUntil = new Map<string, number>();

  /**
   * Answers 429 without the database when this process already knows one of the budgets is spent
   * (spend refused it earlier in the same window), after REPEATED_REFUSAL_DELAY_MS.
   */
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

  /**
   * Spends one request from each budget in turn; the first that is spent answers 429 with
   * Retry-After (`message` in our error shape), and the budgets after it are not touched.
   */
  async spend(db: DbExecutor, now: Date, limits: readonly RequestLimit[], message: string): Promise<void> {
    await this.refuseKnown(now, limits, message);
    for (const limit of limits) {
      const key = rateLimitKey(limit.scope, limit.subject);
      this.refusedUntil.delete(key);
      const decision = await reserveAttempt(db, key, limit.rule, now);
      if (!decision.allowed) {
        this.remember(key, now.getTime() + decision.retryAfterSeconds * 1000);
        throw errors.rateLimited(message, decision.retryAfterSeconds);
      }
    }
  }

  private remember(key: string, until: number): void {
    this.refusedUntil.delete(key);
    this.refusedUntil.set(key, until);
    for (const oldest of this.refusedUntil.keys()) {
      if (this.refusedUntil.size <= MAX_REMEMBERED) break;
      this.refusedUntil.delete(oldest);
    }
  }
}
