/**
 * Backup and restore of the embedded database (`npm run db:backup`, `db:restore -- <file>`): PGlite's
 * data-directory dump after a CHECKPOINT, under the data directory's lock. A restore is checked in a new
 * directory before it replaces the current one (kept, renamed with the time). PostgreSQL: use its own tools.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export class BackupError extends Error {}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Atomic: a partial file never has the final name. */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new BackupError(`There is no ClearPlan database in ${dataDir} to back up.`);
  const lock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    try {
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** Returns where the previous directory was kept (null when there was none). */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ previous: string | null; plans: number }> {
  if (!fs.existsSync(file)) throw new BackupError(`The backup file ${file} does not exist.`);
  const target = path.resolve(dataDir);
  const hadDatabase = fs.existsSync(path.join(target, 'PG_VERSION'));
  const lock = hadDatabase ? lockDataDir(target) : null;
  const staging = `${target}.restoring-${stamp(now)}`;
  try {
    let plans: number;
    try {
      const dump = new Blob([fs.readFileSync(file)]);
      const handle = await openDatabase({ kind: 'pglite', dataDir: staging, loadDataDir: dump });
      try {
        const [row] = await queryRows<{ n: number | string }>(
          handle.db,
          sql`select count(*) as n from medicare_plans`,
        );
        plans = Number(row?.n ?? 0);
        await handle.db.execute(sql`checkpoint`);
      } finally {
        await handle.close();
      }
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${file} is not a ClearPlan backup that can be restored; nothing was changed.`);
    }
    let previous: string | null = null;
    if (fs.existsSync(target)) {
      previous = `${target}.before-restore-${stamp(now)}`;
      fs.renameSync(target, previous);
      fs.rmSync(path.join(previous, 'clearplan.lock'), { force: true });
    }
    fs.renameSync(staging, target);
    return { previous, plans };
  } finally {
    if (lock && fs.existsSync(path.join(target, 'clearplan.lock'))) lock.release();
  }
}
