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

/**
 * The signed-in counselor (a session the counselor sign-in issued: an admin's token is no counselor),
 * else this browser's history key: maybe none, unless `forWrite` (storing a submission gives it one).
 */
export async function requestOwner(c: Context<AppEnv>, deps: AppDeps, forWrite = false): Promise<Owner> {
  const token = getCookie(c, cookieName(deps.config, 'counselor'));
  const counselor = token ? await resolveSession(deps.db, token, 'counselor', deps.now()) : null;
  if (counselor) {
    return {
      kind: 'counselor',
      counselorId: counselor.id,
      email: counselor.email,
      actor: `counselor:${counselor.id}`,
    };
  }
  const keyHash = forWrite ? ensureHistoryKey(c, deps) : historyKeyHash(c, deps);
  return { kind: 'device', keyHash, actor: deviceActor(keyHash) };
}
