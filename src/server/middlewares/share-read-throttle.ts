/**
 * Share-link reads skip the access gate, so each spends from two budgets before the link is opened
 * (security finding 5): the client address's (any token, so guessing counts) and a signed link's own.
 * At most two share reads of a kind run at once per process (WorkSlots): on PGlite sixteen in flight ran
 * as one stretch no health check got into.
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

/** How many wait (at most 2 s) before 503. */
export const SHARE_READ_SLOTS = { active: 2, waiting: 16, maxWaitMs: 2_000 };
const BUSY = 'Many people are opening shared links right now. Please try again in a few seconds.';

/** For a `:token` route: 429 with Retry-After once a budget is spent, 503 when too many wait their turn. */
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
