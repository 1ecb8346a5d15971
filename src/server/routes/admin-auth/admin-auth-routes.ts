/**
 * Admin sign-in (spec §4 "Admin session", §7; design.md §7): login, logout and the session check.
 * Unknown email and wrong password get the same answer after the same argon2 work.
 *
 * Throttling (OWASP ASVS 2.2.1; docs/security.md): before any password is checked, one atomic
 * statement per counter reserves the attempt —
 * - per client address, over all accounts: 5 failures in 15 minutes, then 429 until the window ends;
 * - per account and address: 3 attempts at once, then growing delays (1 s, 2 s, 4 s … at most
 *   5 minutes) between attempts, forgotten 15 minutes after the last one.
 * There is no account-wide lockout: an attacker's failures slow the addresses they come from, never
 * the owner signing in from another one. Guessing is bounded by the attacker's addresses.
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { adminLoginSchema } from '../../../shared/auth-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { cookieName, cookieOptions } from '../../http/cookies.ts';
import { validate } from '../../http/validate.ts';
import {
  createSession,
  deleteSessionByToken,
  purgeExpiredSessions,
  resolveSession,
  SESSION_ABSOLUTE_MS,
} from '../../services/admin-sessions.ts';
import { findAdminByEmail, recordSignIn } from '../../services/admin-users.ts';
import { writeAudit } from '../../services/audit.ts';
import { verifyPassword } from '../../services/passwords.ts';
import {
  type BackoffRule,
  type RateLimitRule,
  rateLimitKey,
  releaseAttempt,
  reserveAttempt,
  reserveBackoffAttempt,
  resetAttempts,
} from '../../services/rate-limiter.ts';

/** 5 failed sign-ins in 15 minutes per client address, over all accounts, then 429. */
export const LOGIN_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Per account and address: 3 at once, then 1 s, 2 s, 4 s … at most 5 minutes apart. */
export const LOGIN_BACKOFF: BackoffRule = {
  free: 3,
  baseMs: 1000,
  maxMs: 5 * 60 * 1000,
  resetMs: 15 * 60 * 1000,
};

export function adminAuthRoutes(deps: AppDeps) {
  const sessionCookie = cookieName(deps.config, 'admin');

  return new Hono<AppEnv>()
    .post('/api/admin/login', validate('json', adminLoginSchema), async (c) => {
      const { email: rawEmail, password } = c.req.valid('json');
      const email = rawEmail.toLowerCase();
      const address = clientAddress(c, deps.config.trustProxyHops);
      const addressKey = rateLimitKey('login-ip', address);
      const pairKey = rateLimitKey('login-account-ip', `${email}\n${address}`);
      const now = deps.now();

      const refuse = async (retryAfterSeconds: number) => {
        await writeAudit(deps.db, {
          actor: 'anonymous',
          action: 'admin.login.rate_limited',
          clientAddress: address,
          details: { retryAfterSeconds },
        });
        const wait =
          retryAfterSeconds >= 60
            ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
            : `${retryAfterSeconds} seconds`;
        return errors.rateLimited(
          `Too many failed sign-in attempts. Please wait ${wait} and try again.`,
          retryAfterSeconds,
        );
      };
      const perAddress = await reserveAttempt(deps.db, addressKey, LOGIN_RATE_LIMIT, now);
      if (!perAddress.allowed) throw await refuse(perAddress.retryAfterSeconds);
      const perPair = await reserveBackoffAttempt(deps.db, pairKey, LOGIN_BACKOFF, now);
      if (!perPair.allowed) {
        await releaseAttempt(deps.db, addressKey);
        throw await refuse(perPair.retryAfterSeconds);
      }

      const user = await findAdminByEmail(deps.db, email);
      const ok = await verifyPassword(user?.hashedPassword ?? null, password);
      if (!user || !ok) {
        await writeAudit(deps.db, {
          actor: user ? `admin:${user.id}` : 'anonymous',
          action: 'admin.login.failed',
          clientAddress: address,
        });
        throw errors.invalidCredentials();
      }

      // A token the browser held before signing in is never carried over (session fixation).
      const previous = getCookie(c, sessionCookie);
      if (previous) await deleteSessionByToken(deps.db, previous);
      await purgeExpiredSessions(deps.db, now);
      // A success is not a failure: the address's reservation is given back, the pair forgotten.
      await releaseAttempt(deps.db, addressKey);
      await resetAttempts(deps.db, pairKey);
      const token = await createSession(deps.db, user.id, now);
      await recordSignIn(deps.db, user.id, now);
      await writeAudit(deps.db, {
        actor: `admin:${user.id}`,
        action: 'admin.login',
        entityType: 'admin_user',
        entityId: String(user.id),
        clientAddress: address,
      });
      setCookie(c, sessionCookie, token, cookieOptions(deps.config, SESSION_ABSOLUTE_MS / 1000));
      return c.json({ success: true, user: { email: user.email, role: user.role } });
    })
    .post('/api/admin/logout', async (c) => {
      const token = getCookie(c, sessionCookie);
      if (token) {
        const admin = await resolveSession(deps.db, token, deps.now());
        await deleteSessionByToken(deps.db, token);
        if (admin) {
          await writeAudit(deps.db, {
            actor: `admin:${admin.id}`,
            action: 'admin.logout',
            entityType: 'admin_user',
            entityId: String(admin.id),
            clientAddress: clientAddress(c, deps.config.trustProxyHops),
          });
        }
      }
      deleteCookie(c, sessionCookie, cookieOptions(deps.config));
      return c.json({ success: true });
    })
    .get('/api/admin/session', async (c) => {
      const token = getCookie(c, sessionCookie);
      const admin = token ? await resolveSession(deps.db, token, deps.now()) : null;
      return c.json({
        authenticated: admin !== null,
        user: admin ? { email: admin.email, role: admin.role } : null,
      });
    });
}
