/**
 * The production start's checks on a seeded database (the snapshot: sample data, the test admin
 * and editor): accounts with a published password, ADMIN_EMAIL/ADMIN_PASSWORD on an existing
 * database, and the sample datasets it still holds. main.test.ts runs them in a real process.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from '../../tests/setup/test-database.ts';
import { TEST_ADMIN, TEST_EDITOR } from '../../tests/setup/test-database-config.ts';
import { adminUsers, medigapRates } from './db/schema.ts';
import { createLogger } from './logger.ts';
import { DEMO_DEFAULTS, PUBLISHED_ACCOUNTS } from './published-secrets.ts';
import { createAdminUser, findAdminByEmail, updateAccount } from './services/admin/admin-users.ts';
import { verifyPassword } from './services/platform/passwords.ts';
import { applyConfiguredAdmin, logSampleDatasets, publishedPasswordRefusal } from './start-checks.ts';

describe.each(TEST_DATABASE_KINDS)('the production start checks on %s', (kind) => {
  let database: TestDatabase;
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(line) });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('names every account, of any role, that signs in with a published password, until it has its own', async () => {
    const db = database.db;
    // The snapshot's test accounts are not published passwords (published-secrets.ts says why).
    expect(await publishedPasswordRefusal(db)).toBeNull();
    // What a demo leaves: the seed's demo admin, and a counselor an admin made then with the gate
    // password the demo shows everyone.
    await createAdminUser(db, { ...PUBLISHED_ACCOUNTS.demoAdmin, role: 'admin' });
    await createAdminUser(db, {
      email: 'helper@agency.example',
      password: DEMO_DEFAULTS.accessPassword,
      role: 'counselor',
    });
    expect(await publishedPasswordRefusal(db)).toBe(
      [
        'ClearPlan refuses to start in production: these accounts sign in with a password the project publishes (the demo, the browser tests or the benchmarks), which anyone can read:',
        '  admin@clearplan.example (admin): npm run admin:password -- admin@clearplan.example',
        '  helper@agency.example (counselor): npm run admin:password -- helper@agency.example',
        'Give each a password of its own with its command (run with the same DATABASE_URL or CLEARPLAN_DATA_DIR as the server), then start again.',
      ].join('\n'),
    );
    // What admin:password does to each (updateAccount), and then the start goes ahead.
    for (const email of ['admin@clearplan.example', 'helper@agency.example']) {
      const account = await findAdminByEmail(db, email);
      if (!account) throw new Error(`no ${email}`);
      await updateAccount(db, account.id, { role: account.role, password: `${email} now has its own` });
    }
    expect(await publishedPasswordRefusal(db)).toBeNull();
  });

  it('creates the ADMIN_EMAIL admin when missing, and otherwise says the password was left as it is', async () => {
    const db = database.db;
    const owner = { adminEmail: 'owner@agency.example', adminPassword: 'the-owners-own-password' };
    lines.length = 0;
    await applyConfiguredAdmin(db, owner, logger);
    const created = await findAdminByEmail(db, owner.adminEmail);
    expect(created?.role).toBe('admin');
    expect(await verifyPassword(created?.hashedPassword ?? null, owner.adminPassword)).toBe(true);
    expect(lines.join('')).toContain(
      'created the admin owner@agency.example with ADMIN_PASSWORD: no account had that e-mail',
    );

    // An existing account (here the test admin) keeps its password, and the log says so.
    lines.length = 0;
    const before = await findAdminByEmail(db, TEST_ADMIN.email);
    await applyConfiguredAdmin(
      db,
      { adminEmail: TEST_ADMIN.email, adminPassword: 'a-new-password-ignored' },
      logger,
    );
    const after = await findAdminByEmail(db, TEST_ADMIN.email);
    expect(after?.hashedPassword).toBe(before?.hashedPassword);
    expect(lines.join('')).toContain(
      'ADMIN_PASSWORD left unused: admin@clearplan.test already exists and keeps its password; change it with npm run admin:password -- admin@clearplan.test',
    );
    expect(lines.join('')).not.toContain('a-new-password-ignored');
    expect(lines.join('')).not.toContain(owner.adminPassword);
    expect((await db.select().from(adminUsers).where(eq(adminUsers.email, TEST_EDITOR.email))).length).toBe(
      1,
    );
  });

  it('logs one line naming the sample datasets the database still holds', async () => {
    const db = database.db;
    lines.length = 0;
    await logSampleDatasets(db, logger);
    const line = JSON.parse(lines.join('')) as { msg: string; sampleDatasets: string[] };
    expect(line.sampleDatasets).toEqual([
      'sample plans (2026)',
      'sample Part D releases (2026)',
      'sample RxTerms drugs',
      'sample Landscape premiums',
      'sample Medigap rates',
      'sample doctors',
      'sample plan networks',
      'sample pharmacies',
    ]);
    expect(line.msg).toBe(
      `the database still holds sample data, which the pages label as sample: ${line.sampleDatasets.join(', ')}`,
    );
    // A dataset that is gone is no longer named.
    await db.delete(medigapRates).where(eq(medigapRates.sample, true));
    lines.length = 0;
    await logSampleDatasets(db, logger);
    expect(lines.join('')).not.toContain('Medigap');
    expect(lines.join('')).toContain('sample plans (2026)');
  });
});
