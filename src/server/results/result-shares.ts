/** Share links (ADR 0011): `/shared/{id}.{mac}`, the row id and its HMAC-SHA256, so none can be made up. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { ResultShare } from '../../shared/share-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { resultShares } from '../db/schema.ts';
import { isUuid } from '../db/sql-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`result-share:${id}`).digest('base64url');

export const shareToken = (secret: string, id: string): string => `${id}.${mac(secret, id)}`;

export function shareIdFromToken(secret: string, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0 || !isUuid(id)) return null;
  const expected = Buffer.from(mac(secret, id.toLowerCase()));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id.toLowerCase() : null;
}

type ShareRow = typeof resultShares.$inferSelect;

/** Not turned off and not expired. */
const live = (now: Date) => and(isNull(resultShares.revokedAt), gt(resultShares.expiresAt, now));

function toResultShare(secret: string, row: ShareRow): ResultShare {
  return {
    id: row.id,
    path: `/shared/${shareToken(secret, row.id)}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function createShare(
  db: DbExecutor,
  secret: string,
  userId: string,
  days: number,
  now: Date,
): Promise<ResultShare> {
  const [row] = await db
    .insert(resultShares)
    .values({ userId, expiresAt: new Date(now.getTime() + days * DAY_MS), createdAt: now })
    .returning();
  if (!row) throw new Error('share was not stored');
  return toResultShare(secret, row);
}

export async function listShares(
  db: DbExecutor,
  secret: string,
  userId: string,
  now: Date,
): Promise<ResultShare[]> {
  const rows = await db
    .select()
    .from(resultShares)
    .where(and(eq(resultShares.userId, userId), live(now)))
    .orderBy(asc(resultShares.createdAt), asc(resultShares.id));
  return rows.map((row) => toResultShare(secret, row));
}

export async function revokeShare(
  db: DbExecutor,
  userId: string,
  shareId: string,
  now: Date,
): Promise<boolean> {
  if (!isUuid(shareId)) return false;
  const rows = await db
    .update(resultShares)
    .set({ revokedAt: now })
    .where(
      and(
        eq(resultShares.id, shareId.toLowerCase()),
        eq(resultShares.userId, userId),
        isNull(resultShares.revokedAt),
      ),
    )
    .returning({ id: resultShares.id });
  return rows.length > 0;
}

export async function openShare(
  db: DbExecutor,
  secret: string,
  token: string,
  now: Date,
): Promise<ShareRow | null> {
  const id = shareIdFromToken(secret, token);
  if (!id) return null;
  const [row] = await db
    .select()
    .from(resultShares)
    .where(and(eq(resultShares.id, id), live(now)));
  return row ?? null;
}
