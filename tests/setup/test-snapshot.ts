/**
 * The seeded PGlite snapshot every test file starts from (docs/testing.md): migrated, seeded with
 * the test accounts, checkpointed with a small WAL and dumped (about 96 MB, loaded in about half a
 * second). It is cached in `.cache/test-snapshot/<hash>.tar`, the hash taken over every file that
 * shapes it, so a change to a migration, the seed, the data or this setup makes a new one and an
 * unchanged tree reuses the last. Written to a temporary name and renamed, so processes that make
 * it at the same moment never read half a file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { createAdminUser } from '../../src/server/services/admin/admin-users.ts';
import { TEST_ADMIN, TEST_EDITOR } from './test-database-config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the seeded database depends on: the server and shared code, the data, the migrations. */
const INPUTS = [
  'drizzle',
  'data',
  'src/server',
  'src/shared',
  'src/engine',
  'tests/setup',
  'package-lock.json',
];
const CACHE_DIR = path.join(ROOT, '.cache', 'test-snapshot');
/** Files under INPUTS that shape no database: which files run where (both-databases.ts). */
const NOT_INPUTS = new Set(['tests/setup/both-databases.ts']);

export async function prepareTestDatabase(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  await createAdminUser(handle.db, { ...TEST_EDITOR, role: 'editor' });
}

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_INPUTS.has(file))
    .sort();
}

/** A hash of every input file's path and content. Test files are left out: they do not seed. */
export function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A run's own name for the snapshot: a hard link that keeps the file readable even if another run,
 * on a changed tree, replaces the cached one meanwhile. The caller removes it at the end.
 */
export async function linkSeededSnapshot(): Promise<{ path: string; remove: () => void }> {
  const cached = await ensureSeededSnapshot();
  const own = path.join(CACHE_DIR, `run-${process.pid}-${Date.now()}.tar`);
  try {
    fs.linkSync(cached, own);
  } catch {
    fs.copyFileSync(cached, own);
  }
  return { path: own, remove: () => fs.rmSync(own, { force: true }) };
}

/** The snapshot's path, made first if this tree has none yet. Older snapshots are removed. */
export async function ensureSeededSnapshot(): Promise<string> {
  const key = snapshotKey();
  const target = path.join(CACHE_DIR, `seeded-${key}.tar`);
  if (fs.existsSync(target)) return target;

  const handle = await openDatabase({ kind: 'pglite', smallWal: true });
  await prepareTestDatabase(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Recycled WAL segments would otherwise ride along in the dump (client.ts, SMALL_WAL_PARAMS).
  await client.exec('CHECKPOINT');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await handle.close();

  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, target);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of fs.readdirSync(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, name);
    const stale =
      (name.startsWith('seeded-') && name !== path.basename(target)) ||
      // A run's link outlives it only if the run was killed.
      (name.startsWith('run-') && (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) < dayAgo);
    if (stale && name.endsWith('.tar')) fs.rmSync(file, { force: true });
  }
  return target;
}
