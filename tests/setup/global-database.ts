/**
 * Vitest global setup: migrate and seed ONE database, then every test file starts from a fresh
 * copy of it (conventions: epic-stack; docs/testing.md).
 *
 * PGlite: a dumped data directory, checkpointed with a small WAL (about 96 MB), that each file
 * loads in about half a second. The dump is cached in `.cache/test-snapshot/` under a hash of
 * everything that shapes it (migrations, seed code and data, the test accounts), so runs after the
 * first and the test tiers that run side by side (scripts/run-tests.ts) share one seeding.
 * PostgreSQL (TEST_DATABASE_URL): a template database that each file clones with
 * CREATE DATABASE … TEMPLATE, made once per tree and kept on the server (seededTemplate).
 *
 * TEST_DATABASES picks the databases of this run: `pglite`, `postgres`, or both (the default when
 * TEST_DATABASE_URL is set), so that `npm test` can run the two in separate processes at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { databaseUrlWithName, testDatabaseKinds } from './test-database-config.ts';
import { linkSeededSnapshot, prepareTestDatabase, snapshotKey } from './test-snapshot.ts';

export default async function setup(project: TestProject) {
  const kinds = testDatabaseKinds(process.env);
  project.provide('testDatabaseKinds', kinds);
  // The PGlite snapshot is also what the server-process checks start from, so it is always made.
  const snapshot = await linkSeededSnapshot();
  project.provide('pgliteDumpPath', snapshot.path);

  // The process tier starts its servers on PostgreSQL from the template too (main.test.ts), so it
  // needs one whichever database its own api files would use.
  const serverUrl = process.env.TEST_DATABASE_URL;
  const wanted = kinds.includes('PostgreSQL') || project.name === 'process';
  project.provide('pgTemplate', serverUrl && wanted ? await seededTemplate(serverUrl) : null);

  return () => snapshot.remove();
}

/**
 * The seeded PostgreSQL template on the server of `serverUrl`, made once per tree like the PGlite
 * snapshot: named by the snapshot's hash (test-snapshot.ts) and kept on the server after the run,
 * so the api tier on PostgreSQL, the process tier and the next run share one seeding. Made under
 * an advisory lock (tiers start side by side), into a temporary name renamed when complete; the
 * templates of older trees made from the same URL are dropped then (those still in use stay).
 */
async function seededTemplate(serverUrl: string): Promise<{ url: string; name: string }> {
  // The URL's own part of the name: several people's runs on one server never drop each other's.
  const prefix = `clearplan_seeded_${createHash('sha256').update(serverUrl).digest('hex').slice(0, 8)}_`;
  const name = `${prefix}${snapshotKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  try {
    if (await exists()) return { url: serverUrl, name };
    await admin.query("SELECT pg_advisory_lock(hashtext('clearplan.test-template'))");
    if (await exists()) return { url: serverUrl, name };
    const making = `clearplan_making_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${making}`);
    try {
      const handle = await openDatabase({
        kind: 'postgres',
        url: databaseUrlWithName(serverUrl, making),
        poolSize: 2,
      });
      try {
        await prepareTestDatabase(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      throw error;
    }
    const older = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2',
      [prefix, name],
    );
    for (const { datname } of older.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
    }
    return { url: serverUrl, name };
  } finally {
    await admin.end();
  }
}
