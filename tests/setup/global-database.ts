/**
 * Vitest global setup: migrate and seed ONE database, then every test file starts from a fresh
 * copy of it (conventions: epic-stack). PGlite: a dumped data directory (checkpointed with a small
 * WAL, about 96 MB) loaded per file in about 0.5 s. PostgreSQL (TEST_DATABASE_URL): a template database that each
 * file clones with CREATE DATABASE … TEMPLATE, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { createAdminUser } from '../../src/server/services/admin-users.ts';
import { databaseUrlWithName, TEST_ADMIN, TEST_EDITOR } from './test-database-config.ts';

async function prepare(handle: DatabaseHandle) {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  await createAdminUser(handle.db, { ...TEST_EDITOR, role: 'editor' });
}

export default async function setup(project: TestProject) {
  const handle = await openDatabase({ kind: 'pglite', smallWal: true });
  await prepare(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Recycled WAL segments would otherwise ride along in the dump (client.ts, SMALL_WAL_PARAMS).
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-test-')), 'seeded.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: { url: string; name: string } | null = null;
  if (serverUrl) {
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
    await prepare(pgHandle);
    await pgHandle.close();
    template = { url: serverUrl, name };
  }
  project.provide('pgTemplate', template);

  return async () => {
    fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true });
    if (template) {
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template.name} WITH (FORCE)`);
      await admin.end();
    }
  };
}
