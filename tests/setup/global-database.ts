/**
 * Vitest global setup: migrate and seed ONE database, then every test file starts from a fresh
 * copy of it (conventions: epic-stack; docs/testing.md).
 *
 * PGlite: a dumped data directory, checkpointed with a small WAL (about 96 MB), that each file
 * loads in about half a second. The dump is cached in `.cache/test-snapshot/` under a hash of
 * everything that shapes it (migrations, seed code and data, the test accounts), so runs after the
 * first and the test tiers that run side by side (scripts/run-tests.ts) share one seeding.
 * PostgreSQL (TEST_DATABASE_URL): a template database that each file clones with
 * CREATE DATABASE … TEMPLATE, dropped at the end.
 *
 * TEST_DATABASES picks the databases of this run: `pglite`, `postgres`, or both (the default when
 * TEST_DATABASE_URL is set), so that `npm test` can run the two in separate processes at once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { databaseUrlWithName, testDatabaseKinds } from './test-database-config.ts';
import { linkSeededSnapshot, prepareTestDatabase } from './test-snapshot.ts';

export default async function setup(project: TestProject) {
  const kinds = testDatabaseKinds(process.env);
  project.provide('testDatabaseKinds', kinds);
  // The PGlite snapshot is also what the server-process checks start from, so it is always made.
  const snapshot = await linkSeededSnapshot();
  project.provide('pgliteDumpPath', snapshot.path);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: { url: string; name: string } | null = null;
  if (serverUrl && kinds.includes('PostgreSQL')) {
    const name = `clearplan_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const pgHandle = await openDatabase({
      kind: 'postgres',
      url: databaseUrlWithName(serverUrl, name),
      poolSize: 2,
    });
    await prepareTestDatabase(pgHandle);
    await pgHandle.close();
    template = { url: serverUrl, name };
  }
  project.provide('pgTemplate', template);

  return async () => {
    snapshot.remove();
    if (template) {
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
      await admin.end();
    }
  };
}
