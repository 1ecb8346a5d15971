/**
 * Sign-in for accounts of admin_users (spec §4 "Admin session", §7; design.md §7; ADR 0020): the
 * back office (admin, editor) at /api/admin/* and counselors at /api/counselor/*. Both share the
 * session rules (admin_sessions: hashed token, 30 idle minutes, 12 hours) and the throttles, and
 * each has its own cookie: a session answers only in the cookie of the sign-in that issued it, so
 * signing out or asking at the other one finds nothing. An account of the other kind gets the same
 * answer as a wrong password.
 * Unknown email and wrong password get the same answer after the same argon2 work.
 *
 * Throttling (OWASP ASVS 2.2.1; docs/security.md): before any password is checked, one atomic
 * statement per counter reserves the attempt —
 * - per client address, over all accounts and both sign-ins: 5 failures in 15 minutes, then 429
 *   until the window ends;
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
  audienceAccepts,
  createSession,
  deleteSessionByToken,
  purgeExpiredSessions,
  resolveSession,
  SESSION_ABSOLUTE_MS,
  type SessionAudience,
} from '../../services/admin/admin-sessions.ts';
import { accountActor, findAdminByEmail, recordSignIn } from '../../services/admin/admin-users.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import { verifyPassword } from '../../services/platform/passwords.ts';
import {
  type BackoffRule,
  type RateLimitRule,
  rateLimitKey,
  releaseAttempt,
  reserveAttempt,
  reserveBackoffAttempt,
  resetAttempts,
} from '../../services/platform/rate-limiter.ts';

/** 5 failed sign-ins in 15 minutes per client address, over all accounts, then 429. */
export const LOGIN_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Per account and address: 3 at once, then 1 s, 2 s, 4 s … at most 5 minutes apart. */
export const LOGIN_BACKOFF: BackoffRule = {
  free: 3,
  baseMs: 1000,
  maxMs: 5 * 60 * 1000,
  resetMs: 15 * 60 * 1000,
};

export type SignInKind = {
  /** The API prefix: /api/admin or /api/counselor. */
  prefix: '/api/admin' | '/api/counselor';
  /**
   * The session cookie's base name and its sessions' audience. The roles it serves follow from it
   * (audienceAccepts); any other account is refused like a wrong password.
   */
  cookie: SessionAudience;
  /** The audit actions' prefix: admin.login, counselor.login … */
  audit: 'admin' | 'counselor';
  /** More fields of the session answer (the counselor's retention period, ADR 0020). */
  sessionExtra?: Record<string, unknown>;
};

/**
 * Takes a sign-in attempt from both limits (the address's, then the account and address's); a
 * refusal is audited and answered 429 with the wait in words.
 */
async function reserveSignIn(
  deps: AppDeps,
  kind: SignInKind,
  { addressKey, pairKey, address }: { addressKey: string; pairKey: string; address: string },
  now: Date,
): Promise<void> {
  const refuse = async (retryAfterSeconds: number) => {
    await writeAudit(deps.db, {
      actor: 'anonymous',
      action: `${kind.audit}.login.rate_limited`,
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
}

export function signInRoutes(deps: AppDeps, kind: SignInKind) {
  const sessionCookie = cookieName(deps.config, kind.cookie);

  return new Hono<AppEnv>()
    .post(`${kind.prefix}/login`, validate('json', adminLoginSchema), async (c) => {
      const { email: rawEmail, password } = c.req.valid('json');
      const email = rawEmail.toLowerCase();
      const address = clientAddress(c, deps.config.trustProxyHops);
      const addressKey = rateLimitKey('login-ip', address);
      const pairKey = rateLimitKey('login-account-ip', `${email}\n${address}`);
      const now = deps.now();

      await reserveSignIn(deps, kind, { addressKey, pairKey, address }, now);

      const user = await findAdminByEmail(deps.db, email);
      const ok = await verifyPassword(user?.hashedPassword ?? null, password);
      // The other kind of account is refused after the same work, with the same answer.
      if (!user || !ok || !audienceAccepts(kind.cookie, user.role)) {
        await writeAudit(deps.db, {
          actor: user ? accountActor(user) : 'anonymous',
          action: `${kind.audit}.login.failed`,
          clientAddress: address,
          ...(user && ok ? { details: { wrongSignIn: true } } : {}),
        });
        throw errors.invalidCredentials();
      }

      // A token the browser held before signing in is never carried over (session fixation).
      const previous = getCookie(c, sessionCookie);
      if (previous) await deleteSessionByToken(deps.db, previous, kind.cookie);
      await purgeExpiredSessions(deps.db, now);
      // A success is not a failure: the address's reservation is given back, the pair forgotten.
      await releaseAttempt(deps.db, addressKey);
      await resetAttempts(deps.db, pairKey);
      const token = await createSession(deps.db, user.id, kind.cookie, now);
      await recordSignIn(deps.db, user.id, now);
      await writeAudit(deps.db, {
        actor: accountActor(user),
        action: `${kind.audit}.login`,
        entityType: 'admin_user',
        entityId: String(user.id),
        clientAddress: address,
      });
      setCookie(c, sessionCookie, token, cookieOptions(deps.config, SESSION_ABSOLUTE_MS / 1000));
      return c.json({ success: true, user: { email: user.email, role: user.role } });
    })
    .post(`${kind.prefix}/logout`, async (c) => {
      const token = getCookie(c, sessionCookie);
      if (token) {
        const account = await resolveSession(deps.db, token, kind.cookie, deps.now());
        await deleteSessionByToken(deps.db, token, kind.cookie);
        if (account) {
          await writeAudit(deps.db, {
            actor: accountActor(account),
            action: `${kind.audit}.logout`,
            entityType: 'admin_user',
            entityId: String(account.id),
            clientAddress: clientAddress(c, deps.config.trustProxyHops),
          });
        }
      }
      deleteCookie(c, sessionCookie, cookieOptions(deps.config));
      return c.json({ success: true });
    })
    .get(`${kind.prefix}/session`, async (c) => {
      const token = getCookie(c, sessionCookie);
      const account = token ? await resolveSession(deps.db, token, kind.cookie, deps.now()) : null;
      return c.json({
        authenticated: account !== null,
        user: account ? { email: account.email, role: account.role } : null,
        ...kind.sessionExtra,
      });
    });
}
