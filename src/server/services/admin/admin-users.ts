/**
 * Accounts of admin_users: the back office (admin, editor) and counselors (ADR 0020). Passwords
 * are argon2id hashes (passwords.ts). A counselor who owns clients is neither deleted nor given
 * another role until an admin moves the clients to another counselor. A new password, another
 * role or the account's deletion ends its sessions at once. There is no disabled state: an account
 * is taken away by deleting it.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { adminUsers, medicareUsers } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { endAccountSessions } from './admin-sessions.ts';

export class AdminExistsError extends Error {}

/** The audit log's name for an account: `counselor:<id>` for counselors, `admin:<id>` otherwise. */
export const accountActor = (account: { id: number; role: string }): string =>
  `${account.role === 'counselor' ? 'counselor' : 'admin'}:${account.id}`;

/** Creates an account with an argon2id hash; refuses an email that already has one. */
export async function createAdminUser(
  db: DbExecutor,
  input: { email: string; role: string; password: string },
): Promise<{ id: number }> {
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (existing) throw new AdminExistsError(`An account with the email ${email} already exists.`);
  const hashedPassword = await hashPassword(input.password);
  const [row] = await db
    .insert(adminUsers)
    .values({ email, role: input.role, hashedPassword })
    .returning({ id: adminUsers.id });
  if (!row) throw new Error('The admin was not created.');
  return row;
}

/** The admin account with this e-mail, if any. */
export async function findAdminByEmail(db: DbExecutor, email: string) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return user ?? null;
}

export async function findAccount(db: DbExecutor, id: number) {
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, id));
  return user ?? null;
}

/**
 * The accounts, of any role, that sign in with one of `passwords` (argon2id verification: about
 * 50 ms per account and password, run side by side on libuv's threads), by e-mail. The production
 * start refuses while any account signs in with a password the project publishes.
 */
export async function accountsWithPassword(
  db: DbExecutor,
  passwords: readonly string[],
): Promise<{ email: string; role: string }[]> {
  const accounts = await db
    .select({ email: adminUsers.email, role: adminUsers.role, hashed: adminUsers.hashedPassword })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
  const matches = await Promise.all(
    accounts.map(async (account) =>
      (await Promise.all(passwords.map((password) => verifyPassword(account.hashed, password)))).some(
        Boolean,
      ),
    ),
  );
  return accounts.filter((_, i) => matches[i]).map(({ email, role }) => ({ email, role }));
}

export async function recordSignIn(db: DbExecutor, adminId: number, at: Date): Promise<void> {
  await db.update(adminUsers).set({ lastLogin: at }).where(eq(adminUsers.id, adminId));
}

/** How many submissions the counselor owns (their clients). */
export async function countClients(db: DbExecutor, counselorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(medicareUsers)
    .where(eq(medicareUsers.counselorId, counselorId));
  return row?.n ?? 0;
}

/** Every account, with each counselor's number of clients, by email. */
export function listAccounts(db: DbExecutor) {
  const clients = db
    .select({ counselorId: medicareUsers.counselorId, n: count().as('n') })
    .from(medicareUsers)
    .groupBy(medicareUsers.counselorId)
    .as('clients');
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      createdAt: adminUsers.createdAt,
      lastLogin: adminUsers.lastLogin,
      clients: sql<number>`coalesce(${clients.n}, 0)`.mapWith(Number),
    })
    .from(adminUsers)
    .leftJoin(clients, eq(clients.counselorId, adminUsers.id))
    .orderBy(asc(adminUsers.email));
}

/**
 * Sets the account's role and, when given, a new password. A new password or another role ends
 * every session of the account in the same transaction, so no request sees the new role or is let
 * in on the old password with a session from before. `keepSessionId` survives a new password
 * only: the session of an admin setting their own password stays signed in, their others end.
 * Every caller (the Accounts API, scripts) comes through here.
 */
export async function updateAccount(
  db: DbExecutor,
  id: number,
  input: { role: string; password?: string | undefined },
  options: { keepSessionId?: number } = {},
): Promise<void> {
  // argon2 runs before the transaction so the account's row is not held locked through it.
  const hashedPassword = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: adminUsers.role })
      .from(adminUsers)
      .where(eq(adminUsers.id, id))
      .for('update');
    if (!current) return;
    await tx
      .update(adminUsers)
      .set({ role: input.role, ...(hashedPassword ? { hashedPassword } : {}) })
      .where(eq(adminUsers.id, id));
    const roleChanged = current.role !== input.role;
    if (roleChanged || hashedPassword) {
      await endAccountSessions(tx, id, roleChanged ? undefined : options.keepSessionId);
    }
  });
}

/**
 * Deletes the account; its sessions end in the same statement (admin_sessions' foreign key
 * cascades). The caller has checked it owns no clients.
 */
export async function deleteAccount(db: DbExecutor, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}

/** Moves every client of one counselor to another in one statement; returns how many moved. */
export async function reassignClients(db: DbExecutor, fromId: number, toId: number): Promise<number> {
  const moved = await db
    .update(medicareUsers)
    .set({ counselorId: toId })
    .where(eq(medicareUsers.counselorId, fromId))
    .returning({ id: medicareUsers.id });
  return moved.length;
}
