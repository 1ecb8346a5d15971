import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { openDatabase, queryRows } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-backup-'));
const dataDir = path.join(root, 'db');
const backupFile = path.join(root, 'backups', 'one.tar.gz');

async function withDb<T>(
  task: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await task(handle.db);
  } finally {
    await handle.close();
  }
}

const carriers = (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  queryRows<{ carrier: string }>(db, sql`select carrier from medicare_plans order by carrier`).then((rows) =>
    rows.map((r) => r.carrier),
  );

const addPlan = (db: Awaited<ReturnType<typeof openDatabase>>['db'], planId: string, carrier: string) =>
  db.execute(sql`insert into medicare_plans (plan_id, plan_year, carrier, plan_name, plan_type, service_area)
    values (${planId}, 2026, ${carrier}, 'Backup Test Plan', 'HMO', '{OK}')`);

describe('embedded database backup and restore', () => {
  beforeAll(async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(handle);
    await addPlan(handle.db, 'E0001-001', 'Before Backup Health');
    await handle.close();
  }, 120_000);
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('round-trips: a restore brings back the data of the backup and drops later changes', async () => {
    const { bytes } = await backupDataDir(dataDir, backupFile);
    expect(bytes).toBeGreaterThan(1000);
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);

    await withDb((db) => addPlan(db, 'E0001-002', 'After Backup Health'));
    expect(await withDb(carriers)).toEqual(['After Backup Health', 'Before Backup Health']);

    const { previous, plans } = await restoreDataDir(dataDir, backupFile, new Date('2026-11-22T10:00:00Z'));
    expect(plans).toBe(1);
    expect(await withDb(carriers)).toEqual(['Before Backup Health']);
    // The replaced directory is kept, whole, beside the restored one.
    expect(previous).toBe(`${path.resolve(dataDir)}.before-restore-2026-11-22T10-00-00-000Z`);
    expect(fs.existsSync(path.join(previous as string, 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('refuses to back up or restore while a server holds the data directory', async () => {
    // Another live process holds the lock, as a running server would.
    const holder = spawn('sleep', ['60']);
    fs.writeFileSync(path.join(dataDir, 'clearplan.lock'), String(holder.pid));
    try {
      await expect(backupDataDir(dataDir, path.join(root, 'x.tar.gz'))).rejects.toThrow(
        /in use by another ClearPlan process/,
      );
      await expect(restoreDataDir(dataDir, backupFile)).rejects.toThrow(
        /in use by another ClearPlan process/,
      );
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, 'clearplan.lock'), { force: true });
    }
    expect(fs.existsSync(path.join(root, 'x.tar.gz'))).toBe(false);
    expect(await withDb(carriers)).toEqual(['Before Backup Health']);
  }, 120_000);

  it('refuses a file that is not a backup, with a clear message, and changes nothing', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, 'this is not a database dump');
    const before = await withDb(carriers);
    await expect(restoreDataDir(dataDir, junk)).rejects.toThrow(BackupError);
    await expect(restoreDataDir(dataDir, junk)).rejects.toThrow(
      /not a ClearPlan backup.*nothing was changed/,
    );
    await expect(restoreDataDir(dataDir, path.join(root, 'missing.tar.gz'))).rejects.toThrow(
      /does not exist/,
    );
    expect(await withDb(carriers)).toEqual(before);
    expect(fs.readdirSync(root).filter((n) => n.includes('restoring'))).toEqual([]);
  }, 120_000);
});
