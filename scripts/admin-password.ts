/**
 * `npm run admin:password -- <email>`: a new password for an existing account (≥ 12 characters,
 * asked twice); what the production start names for an account with a published password.
 */
import { z } from 'zod';
import { findAdminByEmail, updateAccount } from '../src/server/services/admin/admin-users.ts';
import { readNewPassword, refusePublishedPassword } from './password-prompt.ts';
import { runWithDatabase } from './run-with-database.ts';

const email = (process.argv[2] ?? '').toLowerCase();
if (!z.email().safeParse(email).success || process.argv.length > 3) {
  console.error('Usage: npm run admin:password -- <email>');
  process.exit(1);
}
const password = await readNewPassword();
await runWithDatabase(async (database, env) => {
  refusePublishedPassword(env, password);
  const account = await findAdminByEmail(database.db, email);
  if (!account) {
    throw new Error(`No account has the e-mail ${email}. Create one with npm run admin:create -- ${email}.`);
  }
  // The Accounts screen's own change, so a new password has the same effects from here as there.
  await updateAccount(database.db, account.id, { role: account.role, password });
  console.log(`Changed the password of ${account.role} ${email} in ${database.description}.`);
});
