/**
 * Share-link reads pass without the access gate (access-gate.ts isShareLinkRead), so anyone holding
 * a link, or guessing at links, can repeat them as fast as they like (security finding 5). Each
 * read spends from two budgets before the link is even opened: the client address's (any token, so
 * guessing is counted too) and, for a correctly signed token, the link's own (whatever addresses
 * it is read from). The summary PDF has budgets of its own, much smaller.
 *
 * Within the budgets, a process works on at most two share reads of a kind at once (WorkSlots, the
 * loop let in before each): on the embedded database a read's queries are promise callbacks that
 * run back to back, so sixteen reads in flight ran as one stretch that no health check got into.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { errors } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { shareIdFromToken } from '../results/result-shares.ts';
import {
  RequestLimits,
  SHARE_PDFS_PER_ADDRESS,
  SHARE_PDFS_PER_LINK,
  SHARE_READS_PER_ADDRESS,
  SHARE_READS_PER_LINK,
} from '../services/platform/request-limits.ts';
import { WorkSlots } from '../services/platform/work-slots.ts';

const BUDGETS = {
  read: {
    perLink: SHARE_READS_PER_LINK,
    perAddress: SHARE_READS_PER_ADDRESS,
    message:
      'This shared link has been opened too many times just now. Please wait a few minutes and try again.',
  },
  pdf: {
    perLink: SHARE_PDFS_PER_LINK,
    perAddress: SHARE_PDFS_PER_ADDRESS,
    message: 'Too many summaries were asked for just now. Please wait a few minutes and try again.',
  },
} as const;

/** Share reads a process works on at once, and how many wait (at most 2 s) before 503. */
export const SHARE_READ_SLOTS = { active: 2, waiting: 16, maxWaitMs: 2_000 };
const BUSY = 'Many people are opening shared links right now. Please try again in a few seconds.';

/**
 * For a route with a `:token` param: 429 with Retry-After once either budget is spent, 503 with
 * Retry-After when too many reads are waiting for their turn.
 */
export function shareReadThrottle(deps: AppDeps, kind: keyof typeof BUDGETS): MiddlewareHandler<AppEnv> {
  const limits = new RequestLimits();
  const slots = new WorkSlots(SHARE_READ_SLOTS.active, SHARE_READ_SLOTS.waiting, SHARE_READ_SLOTS.maxWaitMs);
  const budget = BUDGETS[kind];
  return async (c, next) => {
    const shareId = shareIdFromToken(deps.config.sessionSecret, c.req.param('token') ?? '');
    const spending = [
      {
        scope: `share-${kind}-address`,
        subject: clientAddress(c, deps.config.trustProxyHops),
        rule: budget.perAddress,
      },
      ...(shareId ? [{ scope: `share-${kind}-link`, subject: shareId, rule: budget.perLink }] : []),
    ];
    // A flood already refused is answered from memory, without waiting for a turn.
    await limits.refuseKnown(deps.now(), spending, budget.message);
    const done = await slots.run(async () => {
      await limits.spend(deps.db, deps.now(), spending, budget.message);
      await next();
    });
    if (!done.ran) throw errors.unavailable(BUSY, 2);
  };
}
