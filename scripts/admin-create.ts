/**
 * `npm run admin:create -- <email> [--role admin|editor|counselor]`: creates an admin account, prompting for
 * the password twice without echoing it (at least 12 characters). Piped input (one line, or two
 * identical lines) is accepted for scripted use.
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { createAdminUser } from '../src/server/services/admin-users.ts';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../src/shared/auth-contracts.ts';
import { isRole, ROLES } from '../src/shared/roles.ts';
import { runWithDatabase } from './run-with-database.ts';

function parseArgs(argv: string[]): { email: string; role: string } {
  const args = [...argv];
  let role = 'admin';
  const roleAt = args.indexOf('--role');
  if (roleAt !== -1) {
    role = args[roleAt + 1] ?? '';
    args.splice(roleAt, 2);
  }
  const email = args[0] ?? '';
  if (!z.email().safeParse(email).success) {
    throw new Error('Usage: npm run admin:create -- <email> [--role admin|editor|counselor]');
  }
  if (!isRole(role)) throw new Error(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
  return { email: email.toLowerCase(), role };
}

async function readPasswords(): Promise<string[]> {
  const interactive = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: interactive });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string) => {
    if (interactive) process.stdout.write(prompt);
    muted = true;
    const next = await lines.next();
    muted = false;
    if (interactive) process.stdout.write('\n');
    return next.done ? undefined : next.value;
  };
  const first = await ask('Password: ');
  const second = await ask('Repeat password: ');
  rl.close();
  return [first ?? '', second ?? first ?? ''];
}

const { email, role } = parseArgs(process.argv.slice(2));
const [password, repeat] = await readPasswords();
if (password !== repeat) {
  console.error('The passwords do not match.');
  process.exit(1);
}
if ((password ?? '').length < ADMIN_PASSWORD_MIN_LENGTH) {
  console.error(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  process.exit(1);
}
await runWithDatabase(async (database) => {
  await createAdminUser(database.db, { email, role, password: password ?? '' });
  console.log(`Created ${role} ${email} in ${database.description}.`);
});
