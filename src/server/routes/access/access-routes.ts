/** The access password (ADR 0004): POST checks it (limited per address and globally), GET the cookie. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { accessRequestSchema } from '../../../shared/auth-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { grantAccess, hasAccess } from '../../middlewares/access-gate.ts';
import {
  type RateLimitRule,
  rateLimitKey,
  releaseAttempt,
  reserveAttempt,
} from '../../services/platform/rate-limiter.ts';

export const ACCESS_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60 * 1000 };
/**
 * The global brake: 100 wrong passwords a minute from everyone. When full, an address that already tried
 * in its window waits (429) right or wrong, so a refusal says nothing; a new address is still heard once.
 * Guessing from A addresses is then bounded by 100/min plus one per address per 10 minutes.
 */
export const ACCESS_GLOBAL_LIMIT: RateLimitRule = { limit: 100, windowMs: 60 * 1000 };
const GLOBAL_KEY = 'access-global';

const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest();

/** Case-insensitive (the spec's gate lowercases the input) and constant-time. */
export function accessPasswordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function accessRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/access', async (c) => c.json({ granted: await hasAccess(c, deps) }))
    .post('/api/access', validate('json', accessRequestSchema), async (c) => {
      const address = clientAddress(c, deps.config.trustProxyHops);
      const key = rateLimitKey('access-ip', address);
      const now = deps.now();
      const perAddress = await reserveAttempt(deps.db, key, ACCESS_RATE_LIMIT, now);
      if (!perAddress.allowed) {
        throw errors.rateLimited(
          'Too many attempts. Please wait a few minutes and try again.',
          perAddress.retryAfterSeconds,
        );
      }
      const global = await reserveAttempt(deps.db, GLOBAL_KEY, ACCESS_GLOBAL_LIMIT, now);
      const firstOfItsWindow = perAddress.count === 1;
      if (!global.allowed && !firstOfItsWindow) {
        await releaseAttempt(deps.db, key);
        throw errors.rateLimited(
          'Too many people are trying wrong passwords right now. Please wait a minute and try again.',
          global.retryAfterSeconds,
        );
      }
      if (!accessPasswordMatches(c.req.valid('json').password, deps.config.accessPassword)) {
        throw errors.accessDenied();
      }
      // A right password gives back what was reserved (the brake's slot only when one was taken).
      await releaseAttempt(deps.db, key);
      if (global.allowed) await releaseAttempt(deps.db, GLOBAL_KEY);
      await grantAccess(c, deps);
      return c.json({ granted: true });
    });
}
