/** Who owns what a request may reach (ADR 0020): a signed-in counselor, else the browser's history key. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../app-context.ts';
import { resolveSession } from '../services/admin/admin-sessions.ts';
import { cookieName } from './cookies.ts';
import { deviceActor, ensureHistoryKey, historyKeyHash } from './history-cookie.ts';

export type Owner =
  | { kind: 'counselor'; counselorId: number; email: string; actor: string }
  | { kind: 'device'; keyHash: string | null; actor: string };

/** Null also for a session the counselor sign-in did not issue (an admin's token is no counselor). */
export async function counselorOf(c: Context<AppEnv>, deps: AppDeps) {
  const token = getCookie(c, cookieName(deps.config, 'counselor'));
  if (!token) return null;
  return resolveSession(deps.db, token, 'counselor', deps.now());
}

/** The signed-in counselor, else this browser's history key (maybe none). */
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

/** For a write that stores a submission: a browser without a key gets one. */
export async function requestOwnerForWrite(c: Context<AppEnv>, deps: AppDeps): Promise<Owner> {
  const owner = await requestOwner(c, deps);
  if (owner.kind === 'counselor') return owner;
  const keyHash = ensureHistoryKey(c, deps);
  return { kind: 'device', keyHash, actor: deviceActor(keyHash) };
}
