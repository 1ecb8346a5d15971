/**
 * POST /api/access checks the shared access password on the server (ADR 0004) and GET tells the
 * browser whether its gate cookie is still good.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { accessRequestSchema } from '../../../shared/auth-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { grantAccess, hasAccess } from '../../middlewares/access-gate.ts';
import { isLimited, type RateLimitRule, rateLimitKey, recordAttempt } from '../../services/rate-limiter.ts';

/** 10 wrong passwords in 10 minutes per client address, then 429 (issue: foundation §6). */
export const ACCESS_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60 * 1000 };

const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest();

/** Case-insensitive (the spec's gate lowercases the input) and constant-time. */
export function accessPasswordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function accessRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/access', async (c) => c.json({ granted: await hasAccess(c, deps) }))
    .post('/api/access', validate('json', accessRequestSchema), async (c) => {
      const key = rateLimitKey('access-ip', clientAddress(c, deps.config.trustProxy));
      const now = deps.now();
      if (await isLimited(deps.db, key, ACCESS_RATE_LIMIT, now)) {
        throw errors.rateLimited('Too many attempts. Please wait a few minutes and try again.');
      }
      if (!accessPasswordMatches(c.req.valid('json').password, deps.config.accessPassword)) {
        await recordAttempt(deps.db, key, ACCESS_RATE_LIMIT, now);
        throw errors.accessDenied();
      }
      await grantAccess(c, deps);
      return c.json({ granted: true });
    });
}
