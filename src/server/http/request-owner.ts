/**
 * Who owns the submissions a request may reach (ADR 0011, ADR 0020): a signed-in counselor (a live
 * session in the counselor cookie) owns their clients; anyone else is their browser, through its
 * history key (history-cookie.ts). A counselor's requests never reach the device's own records and
 * a device never reaches a counselor's: submissions.ts scopes every read by this owner.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { resolveSession } from '../services/admin/admin-sessions.ts';
import { cookieName } from './cookies.ts';
import { deviceActor, ensureHistoryKey, historyKeyHash } from './history-cookie.ts';

export type Owner =
  | { kind: 'counselor'; counselorId: number; email: string; actor: string }
  | { kind: 'device'; keyHash: string | null; actor: string };

/**
 * The signed-in counselor behind this request, or null: no cookie, an ended session, or a session
 * the counselor sign-in did not issue (an admin's token in the counselor cookie is no counselor).
 */
export async function counselorOf(c: Context<AppEnv>, deps: AppDeps) {
  const token = getCookie(c, cookieName(deps.config, 'counselor'));
  if (!token) return null;
  return resolveSession(deps.db, token, 'counselor', deps.now());
}

/** The request's owner: the signed-in counselor, else this browser's history key (maybe none). */
export async function requestOwner(c: Context<AppEnv>, deps: AppDeps): Promise<Owner> {
  const counselor = await counselorOf(c, deps);
  if (counselor) {
    return {
      kind: 'counselor',
      counselorId: counselor.id,
      email: counselor.email,
      actor: `counselor:${counselor.id}`,
    };
  }
  const keyHash = historyKeyHash(c, deps);
  return { kind: 'device', keyHash, actor: deviceActor(keyHash) };
}

/** As requestOwner, for a write that stores a submission: a browser without a key gets one. */
export async function requestOwnerForWrite(c: Context<AppEnv>, deps: AppDeps): Promise<Owner> {
  const owner = await requestOwner(c, deps);
  if (owner.kind === 'counselor') return owner;
  const keyHash = ensureHistoryKey(c, deps);
  return { kind: 'device', keyHash, actor: deviceActor(keyHash) };
}
