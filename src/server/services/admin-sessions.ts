/**
 * Server-side admin sessions (design.md §7): a random 256-bit token goes to the browser, only its
 * SHA-256 is stored; sessions end after 30 idle minutes or 12 hours, whichever comes first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { adminSessions, adminUsers } from '../db/schema.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeen is written at most this often, so every request is not a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionAdmin = { id: number; email: string; role: string; sessionId: number };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: DbExecutor, adminUserId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminUserId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/** The admin behind a token, or null when unknown, idle too long or past its absolute expiry. */
export async function resolveSession(db: DbExecutor, token: string, now: Date): Promise<SessionAdmin | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.tokenHash, hashToken(token)));
  if (!row) return null;
  const t = now.getTime();
  if (t >= row.expiresAt.getTime() || t - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.id, row.sessionId));
    return null;
  }
  if (t - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, role: row.role, sessionId: row.sessionId };
}

export async function deleteSessionByToken(db: DbExecutor, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

/** Removes sessions past either limit; called at login so the table does not grow without bound. */
export async function purgeExpiredSessions(db: DbExecutor, now: Date): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, now),
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
