/** The history key (ADR 0011): a random 256-bit cookie for a browser's submissions; only its hash kept. */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { cookieName, cookieOptions } from './cookies.ts';

/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
export const HISTORY_KEY_MAX_AGE_S = 400 * 24 * 60 * 60;
const HISTORY_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashHistoryKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Null when it has none (or a malformed one). */
export function historyKeyHash(c: Context<AppEnv>, deps: AppDeps): string | null {
  const key = getCookie(c, cookieName(deps.config, 'history'));
  return key && HISTORY_KEY_PATTERN.test(key) ? hashHistoryKey(key) : null;
}

/** Issues a new key (and cookie) when it has none. */
export function ensureHistoryKey(c: Context<AppEnv>, deps: AppDeps): string {
  const existing = historyKeyHash(c, deps);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  setCookie(c, cookieName(deps.config, 'history'), key, cookieOptions(deps.config, HISTORY_KEY_MAX_AGE_S));
  return hashHistoryKey(key);
}

export function clearHistoryKey(c: Context<AppEnv>, deps: AppDeps): void {
  deleteCookie(c, cookieName(deps.config, 'history'), cookieOptions(deps.config));
}

/** A short, one-way tag of the key hash, never the key. */
export const deviceActor = (keyHash: string | null): string =>
  keyHash ? `device:${keyHash.slice(0, 12)}` : 'consumer';
