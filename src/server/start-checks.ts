/**
 * Once per start in the primary, so a database begun as a demo cannot carry its way in into production:
 * no published passwords, ADMIN_EMAIL/ADMIN_PASSWORD applied, remaining sample data logged.
 */
import type { Db } from './db/client.ts';
import { seedAdmin } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { PUBLISHED_ACCOUNT_PASSWORDS } from './published-secrets.ts';
import { accountsWithPassword } from './services/admin/admin-users.ts';
import { sampleDatasetsHeld } from './services/catalogue/data-sources.ts';

export const passwordCommand = (email: string) => `npm run admin:password -- ${email}`;

/** In production: the refusal naming each account with a published password and the fix; null when none. */
export async function publishedPasswordRefusal(db: Db): Promise<string | null> {
  const accounts = await accountsWithPassword(db, PUBLISHED_ACCOUNT_PASSWORDS);
  if (accounts.length === 0) return null;
  return [
    'ClearPlan refuses to start in production: these accounts sign in with a password the project publishes (the demo, the browser tests or the benchmarks), which anyone can read:',
    ...accounts.map((a) => `  ${a.email} (${a.role}): ${passwordCommand(a.email)}`),
    'Give each a password of its own with its command (run with the same DATABASE_URL or CLEARPLAN_DATA_DIR as the server), then start again.',
  ].join('\n');
}

/** On an existing database the named admin is created when missing; an existing one keeps its password. */
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

/** In production: one line naming the sample datasets still held (names only). */
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
