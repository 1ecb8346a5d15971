/**
 * The shared-password access gate, verified on the server (ADR 0004; design.md §7). The browser's
 * session flag only decides what the UI shows; this signed HttpOnly cookie is what grants access.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { errors } from '../errors.ts';
import { cookieName, cookieOptions } from '../http/cookies.ts';

/** How long one gate pass lasts on the server; the browser forgets it when the session ends. */
export const ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

export async function hasAccess(c: Context<AppEnv>, deps: AppDeps): Promise<boolean> {
  const value = await getSignedCookie(c, deps.config.sessionSecret, cookieName(deps.config, 'access'));
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
    deps.config.sessionSecret,
    cookieOptions(deps.config),
  );
}

export function requireAccess(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await hasAccess(c, deps))) throw errors.accessRequired();
    return next();
  };
}
