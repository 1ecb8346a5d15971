/**
 * An account's new password for the account scripts: asked twice without echo, or piped (one line or
 * two identical); exits with a message when they differ or it is too short.
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

/** Throws in production for a published password (any case, contained): the server would refuse to start. */
export function refusePublishedPassword(env: Pick<Env, 'nodeEnv'>, password: string): void {
  if (env.nodeEnv === 'production' && containsPublishedSecret(password)) {
    throw new Error(
      'That password is one the project publishes (the demo, the browser tests or the benchmarks): choose one of your own.',
    );
  }
}
