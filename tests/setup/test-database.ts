/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory always, or a new
 * PostgreSQL database (cloned from the template) when the run has TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { databaseUrlWithName } from './test-database-config.ts';

export type TestDatabase = DatabaseHandle & { label: 'PGlite' | 'PostgreSQL' };

/**
 * The seeded dump, read once per worker: the files of a worker share their modules (isolate: false)
 * and a Blob is immutable, so every file restores from the same bytes (0.2 s of reading saved per file).
 */
let seededDump: { path: string; blob: Blob } | undefined;

/**
 * PostgreSQL's default 128 MB of shared buffers is memory each new PGlite sets up before it answers:
 * about a third of opening a test database (0.3 of 1 processor second). A test file's data is in
 * memory anyway, so a page read past the buffers is a copy, not a disk read.
 */
const TEST_SHARED_BUFFERS = '32MB';

export async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const dumpPath = inject('pgliteDumpPath');
  if (seededDump?.path !== dumpPath)
    seededDump = { path: dumpPath, blob: new Blob([fs.readFileSync(dumpPath)]) };
  const handle = await openDatabase({
    kind: 'pglite',
    loadDataDir: seededDump.blob,
    settings: { shared_buffers: TEST_SHARED_BUFFERS },
  });
  return { ...handle, label: 'PGlite' };
}

export async function openPostgresTestDatabase(): Promise<TestDatabase | null> {
  const template = inject('pgTemplate');
  if (!template) return null;
  const name = `clearplan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  await admin.end();
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlWithName(template.url, name),
    poolSize: 4,
  });
  return {
    ...handle,
    label: 'PostgreSQL',
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The databases an integration suite runs against: PGlite, plus PostgreSQL when configured; one of
 * the two when TEST_DATABASES names it (test-database-config.ts).
 */
export const TEST_DATABASE_KINDS: TestDatabase['label'][] = inject('testDatabaseKinds');

export async function openTestDatabase(label: TestDatabase['label']): Promise<TestDatabase> {
  if (label === 'PostgreSQL') {
    const db = await openPostgresTestDatabase();
    if (!db) throw new Error('TEST_DATABASE_URL is not set');
    return db;
  }
  return openPgliteTestDatabase();
}
