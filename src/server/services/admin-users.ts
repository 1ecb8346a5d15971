import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { adminUsers } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

export class AdminExistsError extends Error {}

/** Creates an admin account with an argon2id hash; refuses an email that already has one. */
export async function createAdminUser(
  db: DbExecutor,
  input: { email: string; role: string; password: string },
): Promise<{ id: number }> {
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  if (existing) throw new AdminExistsError(`An admin with the email ${email} already exists.`);
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

export async function recordSignIn(db: DbExecutor, adminId: number, at: Date): Promise<void> {
  await db.update(adminUsers).set({ lastLogin: at }).where(eq(adminUsers.id, adminId));
}
