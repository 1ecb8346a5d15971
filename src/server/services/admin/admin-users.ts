/**
 * Accounts: back office (admin, editor) and counselors (ADR 0020), argon2id passwords. A counselor with
 * clients is neither deleted nor re-roled until they are moved. A new password, role or deletion ends
 * the account's sessions at once. No disabled state: delete the account.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { adminUsers, medicareUsers } from '../../db/schema.ts';
import { hashPassword, verifyPassword } from '../platform/passwords.ts';
import { endAccountSessions } from './admin-sessions.ts';

export class AdminExistsError extends Error {}

export const accountActor = (account: { id: number; role: string }): string =>
  `${account.role === 'counselor' ? 'counselor' : 'admin'}:${account.id}`;

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

/** Accounts signing in with one of `passwords` (argon2id, ~50 ms each): a production start refuses them. */
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

export async function countClients(db: DbExecutor, counselorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(medicareUsers)
    .where(eq(medicareUsers.counselorId, counselorId));
  return row?.n ?? 0;
}

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
 * Sets role and optionally password. Either change ends the account's sessions in the same transaction;
 * `keepSessionId` survives a new password only. Every caller (API, scripts) comes through here.
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

/** Sessions end in the same statement (foreign key cascade). The caller has checked it owns no clients. */
export async function deleteAccount(db: DbExecutor, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}

export async function reassignClients(db: DbExecutor, fromId: number, toId: number): Promise<number> {
  const moved = await db
    .update(medicareUsers)
    .set({ counselorId: toId })
    .where(eq(medicareUsers.counselorId, fromId))
    .returning({ id: medicareUsers.id });
  return moved.length;
}
