/**
 * Server-side sessions (design.md §7, ADR 0020): a random 256-bit token, only its SHA-256 stored; they end
 * after 30 idle minutes or 12 hours, or when the account's password or role changes or it is deleted.
 * A session answers only in the cookie of the sign-in that issued it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import { isCounselorRole } from '../../../shared/roles.ts';
import type { DbExecutor } from '../../db/client.ts';
import { adminSessions, adminUsers } from '../../db/schema.ts';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Also the base name of the only cookie it answers in. */
export type SessionAudience = 'admin' | 'counselor';
export type SessionAdmin = { id: number; email: string; role: string; sessionId: number };

/** Counselors at the counselor sign-in, every other role at the admin one. */
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

/** The account behind a token in the audience's cookie, or null (unknown, expired, or a role not served). */
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

export async function deleteSessionByToken(
  db: DbExecutor,
  token: string,
  audience: SessionAudience,
): Promise<void> {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), eq(adminSessions.audience, audience)));
}

/** Except `keepSessionId` (the one making the change). */
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

/** Called at login so the table does not grow without bound. */
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
