/**
 * The new password of an account, for the account scripts (admin-create.ts, admin-password.ts):
 * asked twice without echoing it on a terminal; piped input (one line, or two identical lines) is
 * accepted for scripted use. Exits with a message when the two differ or it is too short.
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import type { Env } from '../src/server/env.ts';
import { containsPublishedSecret } from '../src/server/published-secrets.ts';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../src/shared/auth-contracts.ts';

async function readTwice(): Promise<[string, string]> {
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

export async function readNewPassword(): Promise<string> {
  const [password, repeat] = await readTwice();
  if (password !== repeat) {
    console.error('The passwords do not match.');
    process.exit(1);
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    console.error(`The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
    process.exit(1);
  }
  return password;
}

/**
 * Throws in production when the password is, or contains, one the project publishes (in any
 * letter case): the server would refuse to start with that account (start-checks.ts).
 */
export function refusePublishedPassword(env: Pick<Env, 'nodeEnv'>, password: string): void {
  if (env.nodeEnv === 'production' && containsPublishedSecret(password)) {
    throw new Error(
      'That password is one the project publishes (the demo, the browser tests or the benchmarks): choose one of your own.',
    );
  }
}
