/**
 * Sign-in for admin_users (design.md §7; ADR 0020): back office at /api/admin, counselors at
 * /api/counselor, sharing session rules and throttles, each with its own cookie. The other kind of
 * account, an unknown email and a wrong password get the same answer after the same argon2 work.
 * Throttles (OWASP ASVS 2.2.1; docs/security.md), reserved atomically before any password check: per
 * address 5 failures in 15 minutes then 429; per account and address 3 at once then growing delays.
 * No account-wide lockout: failures slow the attacker's addresses, never the owner's.
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { adminLoginSchema } from '../../../shared/auth-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { cookieName, cookieOptions } from '../../http/cookies.ts';
import { validate } from '../../http/validate.ts';
import { retentionDaysOf } from '../../results/retention.ts';
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

export const LOGIN_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60 * 1000 };
export const LOGIN_BACKOFF: BackoffRule = {
  free: 3,
  baseMs: 1000,
  maxMs: 5 * 60 * 1000,
  resetMs: 15 * 60 * 1000,
};

export type SignInKind = {
  prefix: '/api/admin' | '/api/counselor';
  /** The cookie's base name and its sessions' audience (audienceAccepts gives the roles). */
  cookie: SessionAudience;
  audit: 'admin' | 'counselor';
  /** E.g. the counselor's retention period (ADR 0020). */
  sessionExtra?: Record<string, unknown>;
};

/** Reserves from the address's limit, then the account's; a refusal is audited and answered 429. */
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

function signInRoutes(deps: AppDeps, kind: SignInKind) {
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

      // A token held before signing in is never carried over (session fixation).
      const previous = getCookie(c, sessionCookie);
      if (previous) await deleteSessionByToken(deps.db, previous, kind.cookie);
      await purgeExpiredSessions(deps.db, now);
      // A success gives back the address's reservation and forgets the pair.
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

/** Back office (admin, editor); counselors are refused like a wrong password. */
export const adminAuthRoutes = (deps: AppDeps) =>
  signInRoutes(deps, { prefix: '/api/admin', cookie: 'admin', audit: 'admin' });

/** The finder's consent line names the retention period: "…keeps this information for N days". */
export const counselorAuthRoutes = (deps: AppDeps) =>
  signInRoutes(deps, {
    prefix: '/api/counselor',
    cookie: 'counselor',
    audit: 'counselor',
    sessionExtra: { retentionDays: retentionDaysOf(deps.config) },
  });
