/**
 * Throwaway databases for the server-process checks: a PGlite data directory on disk made from the
 * test run's seeded dump (seconds, instead of a first start's seeding), and a PostgreSQL database
 * cloned from the run's template (or created empty, for the server to migrate and seed) that is
 * dropped afterwards. Also the SQL that counts what a check stored.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client.ts';
import { DEMO_DEFAULTS } from '../../src/server/published-secrets.ts';
import { databaseUrlWithName, TEST_ADMIN } from '../setup/test-database-config.ts';

export type AdminLogin = { email: string; password: string };

export type ThrowawayDatabase = {
  /** PGlite data directory (also used for the server's lock when on PostgreSQL: never shared). */
  dataDir: string;
  databaseUrl?: string;
  label: 'PGlite' | 'PostgreSQL';
  /** Whether it holds the seeded data; false for an empty one, which the server seeds on its first start. */
  seeded: boolean;
  admin: AdminLogin;
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
};

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-stress-'));

/**
 * A seeded PGlite data directory on disk, from the dump the test run's global setup made. The dump
 * is a tar of the data directory (`dumpDataDir('none')`), so it is unpacked as files are, without
 * starting a database in this process: 0.1 processor seconds instead of 1.5–1.7 for PGlite loading
 * it and checkpointing on close (the server opens it as it would any directory it left).
 */
export async function seededPgliteDirectory(): Promise<ThrowawayDatabase> {
  const dataDir = tempDir();
  // GNU tar drops the members' leading '/' (the dump's paths are absolute within the data directory).
  execFileSync('tar', ['-xf', inject('pgliteDumpPath'), '-C', dataDir], { stdio: 'ignore' });
  return {
    dataDir,
    label: 'PGlite',
    seeded: true,
    admin: TEST_ADMIN,
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A new PostgreSQL database on the run's server (TEST_DATABASE_URL, else the local
 * postgres://postgres@127.0.0.1:5432): a clone of the run's seeded template when there is one,
 * otherwise, or when `empty` asks for it (a check of a first start), empty: the server migrates and
 * seeds it with the demo admin on its first start.
 */
export async function throwawayPostgres(options: { empty?: boolean } = {}): Promise<ThrowawayDatabase> {
  const template = options.empty ? null : inject('pgTemplate');
  const serverUrl =
    inject('pgTemplate')?.url ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `clearplan_stress_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = databaseUrlWithName(serverUrl, name);
  const dataDir = tempDir();
  return {
    dataDir,
    databaseUrl: url,
    label: 'PostgreSQL',
    seeded: Boolean(template),
    admin: template ? TEST_ADMIN : { email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword },
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The ids of the submissions a check stored under its run tag (see syntheticProfile). */
export async function storedSubmissionIds(database: ThrowawayDatabase, tag: string): Promise<string[]> {
  const handle = await database.open();
  try {
    return await submissionIdsIn(handle, tag);
  } finally {
    await handle.close();
  }
}

/** storedSubmissionIds on a database already open. */
export async function submissionIdsIn(handle: DatabaseHandle, tag: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    handle.db,
    sql`select id::text as id from medicare_users where first_name = ${`Load${tag}`}`,
  );
  return rows.map((r) => r.id);
}
