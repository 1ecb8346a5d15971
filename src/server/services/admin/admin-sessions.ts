/**
 * Server-side sessions of admin_users accounts (design.md §7, ADR 0020): a random 256-bit token
 * goes to the browser, only its SHA-256 is stored; sessions end after 30 idle minutes or 12 hours,
 * whichever comes first, and when the account's password or role changes or the account is
 * deleted (admin-users.ts). Each session belongs to the sign-in that issued it (its audience: the
 * back office or counselors) and answers only in that sign-in's cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import { isCounselorRole } from '../../../shared/roles.ts';
import type { DbExecutor } from '../../db/client.ts';
import { adminSessions, adminUsers } from '../../db/schema.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeen is written at most this often, so every request is not a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** The sign-in a session was issued by, which is also the base name of the only cookie it answers in. */
export type SessionAudience = 'admin' | 'counselor';
export type SessionAdmin = { id: number; email: string; role: string; sessionId: number };

/** Which accounts a sign-in serves: counselors at the counselor one, every other role at the admin one. */
export function audienceAccepts(audience: SessionAudience, role: string): boolean {
  return audience === 'counselor' ? isCounselorRole(role) : !isCounselorRole(role);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: DbExecutor,
  adminUserId: number,
  audience: SessionAudience,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminUserId,
    audience,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/**
 * The account behind a token presented in the audience's cookie, or null when unknown, issued for
 * the other cookie, idle too long or past its absolute expiry. An account whose role the audience
 * does not serve gets null too (a role change ends its sessions; this holds even for a role edited
 * in the database by hand).
 */
export async function resolveSession(
  db: DbExecutor,
  token: string,
  audience: SessionAudience,
  now: Date,
): Promise<SessionAdmin | null> {
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
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), eq(adminSessions.audience, audience)));
  if (!row || !audienceAccepts(audience, row.role)) return null;
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

/** Signs out: deletes the session of this token if the audience's cookie is where it belongs. */
export async function deleteSessionByToken(
  db: DbExecutor,
  token: string,
  audience: SessionAudience,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), eq(adminSessions.audience, audience)));
}

/** Ends every session of the account at once, but for `keepSessionId` (the one making the change). */
export async function endAccountSessions(
  db: DbExecutor,
  adminUserId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.adminUserId, adminUserId),
        keepSessionId === undefined ? undefined : ne(adminSessions.id, keepSessionId),
      ),
    );
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
