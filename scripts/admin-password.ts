/**
 * `npm run admin:password -- <email>`: gives an existing account (any role) a new password,
 * prompting for it twice without echoing it (at least 12 characters; scripts/password-prompt.ts).
 * It is what the production start names for an account that still signs in with a published
 * password (src/server/start-checks.ts), and how ADMIN_PASSWORD's account is changed once it exists.
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
