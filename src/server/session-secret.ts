/**
 * The session secret when none is configured outside demo mode (security finding 3): 48 random bytes kept
 * in the data directory (0600) and reused, so cookies and share links survive a restart. Only the primary
 * calls this; workers get it in their environment. Other machines sharing the database need SESSION_SECRET.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'session-secret';

export type ResolvedSecret = { secret: string; generatedIn: string | null; createdNow: boolean };

export function resolveSessionSecret(configured: string | null, dataDir: string): ResolvedSecret {
  if (configured !== null) return { secret: configured, generatedIn: null, createdNow: false };
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  let createdNow = false;
  try {
    // 'wx': never overwrite a secret another start already wrote.
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    createdNow = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} does not hold a usable secret; delete it to make a new one.`);
  return { secret, generatedIn: file, createdNow };
}
