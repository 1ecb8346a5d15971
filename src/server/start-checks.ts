/**
 * What the primary process checks once per start, after migrating and seeding (main.ts), so that a
 * database that began as a demo cannot carry the demo's way in into production: no account may
 * sign in with a password the project publishes, ADMIN_EMAIL and ADMIN_PASSWORD mean the same on an
 * existing database as on a new one, and the log says which sample data is still there.
 */
import type { Db } from './db/client.ts';
import { seedAdmin } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { PUBLISHED_ACCOUNT_PASSWORDS } from './published-secrets.ts';
import { accountsWithPassword } from './services/admin/admin-users.ts';
import { sampleDatasetsHeld } from './services/catalogue/data-sources.ts';

/** The command that gives an existing account a new password (scripts/admin-password.ts). */
export const passwordCommand = (email: string) => `npm run admin:password -- ${email}`;

/**
 * In production: the message refusing to start while an account signs in with a published password
 * (published-secrets.ts), naming each account and the command that fixes it; null when none does.
 */
export async function publishedPasswordRefusal(db: Db): Promise<string | null> {
  const accounts = await accountsWithPassword(db, PUBLISHED_ACCOUNT_PASSWORDS);
  if (accounts.length === 0) return null;
  return [
    'ClearPlan refuses to start in production: these accounts sign in with a password the project publishes (the demo, the browser tests or the benchmarks), which anyone can read:',
    ...accounts.map((a) => `  ${a.email} (${a.role}): ${passwordCommand(a.email)}`),
    'Give each a password of its own with its command (run with the same DATABASE_URL or CLEARPLAN_DATA_DIR as the server), then start again.',
  ].join('\n');
}

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD on a database the seed did not just create: the named admin is
 * created when no account has that e-mail; an existing account keeps its password, and the log
 * says so and names the command that changes it (never the password). Not in demo mode: a demo
 * started on an existing database adds no demo admin to it.
 */
export async function applyConfiguredAdmin(
  db: Db,
  env: Pick<Env, 'adminEmail' | 'adminPassword'>,
  logger: Logger,
): Promise<void> {
  const created = await seedAdmin(db, { adminEmail: env.adminEmail, adminPassword: env.adminPassword });
  if (created) {
    logger.warn(
      { adminEmail: env.adminEmail },
      `created the admin ${env.adminEmail} with ADMIN_PASSWORD: no account had that e-mail`,
    );
  } else {
    logger.info(
      { adminEmail: env.adminEmail },
      `ADMIN_PASSWORD left unused: ${env.adminEmail} already exists and keeps its password; change it with ${passwordCommand(env.adminEmail)}`,
    );
  }
}

/** In production: one line naming the sample datasets the database still holds (names only). */
export async function logSampleDatasets(db: Db, logger: Logger): Promise<void> {
  const held = await sampleDatasetsHeld(db);
  if (held.length === 0) {
    logger.info('the database holds no sample data');
    return;
  }
  logger.warn(
    { sampleDatasets: held },
    `the database still holds sample data, which the pages label as sample: ${held.join(', ')}`,
  );
}
