// `npm run admin:create -- <email> [--role admin|editor|counselor]`: a new account, password asked twice (≥ 12).
import { z } from 'zod';
import { createAdminUser } from '../src/server/services/admin/admin-users.ts';
import { isRole, ROLES } from '../src/shared/roles.ts';
import { readNewPassword, refusePublishedPassword } from './password-prompt.ts';
import { runWithDatabase } from './run-with-database.ts';

function parseArgs(argv: string[]): { email: string; role: string } {
  const roleAt = argv.indexOf('--role');
  const role = roleAt === -1 ? 'admin' : (argv[roleAt + 1] ?? '');
  const email = (roleAt === 0 ? argv[2] : argv[0]) ?? '';
  if (!z.email().safeParse(email).success) {
    throw new Error('Usage: npm run admin:create -- <email> [--role admin|editor|counselor]');
  }
  if (!isRole(role)) throw new Error(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
  return { email: email.toLowerCase(), role };
}

const { email, role } = parseArgs(process.argv.slice(2));
const password = await readNewPassword();
await runWithDatabase(async (database, env) => {
  refusePublishedPassword(env, password);
  await createAdminUser(database.db, { email, role, password });
  console.log(`Created ${role} ${email} in ${database.description}.`);
});
