/** The shared-password access gate (ADR 0004): the signed HttpOnly cookie grants access, not a UI flag. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setSignedCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { errors } from '../errors.ts';
import { cookieName, cookieOptions } from '../http/cookies.ts';

/** The browser forgets it when the session ends. */
export const ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

/** From the session secret and the access password: a new password voids old cookies (security finding 4). */
export function gateSigningKey(sessionSecret: string, accessPassword: string): string {
  const password = createHash('sha256').update(accessPassword.toLowerCase()).digest('hex');
  return createHmac('sha256', sessionSecret).update(`access-gate:${password}`).digest('hex');
}

/** The last key worked out: an app's settings do not change. */
let lastKey: { sessionSecret: string; accessPassword: string; key: string } | null = null;

function signingKeyOf(config: AppDeps['config']): string {
  if (lastKey?.sessionSecret !== config.sessionSecret || lastKey.accessPassword !== config.accessPassword) {
    lastKey = {
      sessionSecret: config.sessionSecret,
      accessPassword: config.accessPassword,
      key: gateSigningKey(config.sessionSecret, config.accessPassword),
    };
  }
  return lastKey.key;
}

/**
 * A cookie signed as Hono's setSignedCookie signs it, or null. node:crypto in one call: Hono's
 * getSignedCookie imports a WebCrypto key per request (a twentieth of a results read under load).
 */
export function verifiedCookie(c: Context, key: string, name: string): string | null {
  const raw = getCookie(c, name);
  if (!raw) return null;
  const dot = raw.lastIndexOf('.');
  const signature = raw.slice(dot + 1);
  if (dot < 0 || signature.length !== 44 || !signature.endsWith('=')) return null;
  const value = raw.slice(0, dot);
  const expected = createHmac('sha256', key).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

export async function hasAccess(c: Context<AppEnv>, deps: AppDeps): Promise<boolean> {
  const value = verifiedCookie(c, signingKeyOf(deps.config), cookieName(deps.config, 'access'));
  if (!value) return false;
  const issuedAt = Number(value);
  if (!Number.isFinite(issuedAt)) return false;
  const age = deps.now().getTime() - issuedAt;
  return age >= 0 && age < ACCESS_TTL_MS;
}

/** Session cookie (no Max-Age): it lasts for the browser session, as the spec's flag does. */
export async function grantAccess(c: Context<AppEnv>, deps: AppDeps): Promise<void> {
  await setSignedCookie(
    c,
    cookieName(deps.config, 'access'),
    String(deps.now().getTime()),
    signingKeyOf(deps.config),
    cookieOptions(deps.config),
  );
}

/** A share link's reads pass without the gate cookie: the signed link is the capability (dead links 404). */
const SHARE_LINK_READ = /^\/api\/medicare\/shared\/[^/]+(?:\/plan\/[^/]+|\/summary\.pdf)?$/;

export function isShareLinkRead(method: string, path: string): boolean {
  return method === 'GET' && SHARE_LINK_READ.test(path);
}

export function requireAccess(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isShareLinkRead(c.req.method, c.req.path)) return next();
    if (!(await hasAccess(c, deps))) throw errors.accessRequired();
    return next();
  };
}
