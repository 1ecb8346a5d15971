/** Stored submissions per address (security finding 9): no family or agency meets 60 in 10 minutes. */
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { errors } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { rateLimitKey, reserveAttempt } from '../services/platform/rate-limiter.ts';

export const SUBMIT_WINDOW_MS = 10 * 60 * 1000;

export function submitThrottle(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const rule = { limit: deps.config.submitLimitPer10Min, windowMs: SUBMIT_WINDOW_MS };
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const key = rateLimitKey('submit-ip', clientAddress(c, deps.config.trustProxyHops));
    const decision = await reserveAttempt(deps.db, key, rule, deps.now());
    if (!decision.allowed) {
      throw errors.rateLimited(
        'Too many searches from this connection. Please wait a few minutes and try again.',
        decision.retryAfterSeconds,
      );
    }
    return next();
  };
}
