/**
 * Starts a browser-journey server on a copy of a seeded snapshot instead of seeding from scratch
 * (about 40 s a server before, a second or two now). The snapshot is the test run's seeded one
 * (tests/setup/test-snapshot.ts) with what the journeys need beside it: the demo admin, the editor
 * of the role journeys and one real doctor from an NPPES file (no network data: "not verified",
 * ADR 0014); the plan-year variant adds the sample plans and drug files of the next plan year, as
 * `npm run db:seed -- --next-year-sample` does. Each variant is cached under `.cache/e2e-snapshot/`,
 * keyed by the test snapshot's key and this file's inputs, so an unchanged tree reuses it.
 *
 * `npx tsx tests/e2e/start-server.ts [--next-year-sample]` (playwright.config.ts's web server):
 * restores the snapshot into CLEARPLAN_DATA_DIR, then runs the server there in this process's
 * place (its output and exit are the server's). own-server.ts runs it for one journey file.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { PUBLISHED_ACCOUNTS } from '../../src/server/published-secrets.ts';
import { createAdminUser } from '../../src/server/services/admin/admin-users.ts';
import { importNppes } from '../../src/server/services/providers/nppes-import.ts';
import { ensureSeededSnapshot, snapshotKey } from '../setup/test-snapshot.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, '.cache', 'e2e-snapshot');
const REAL_DOCTOR_CSV = path.join(ROOT, 'tests/fixtures/nppes/e2e-real-doctor.csv');
/** What this file adds to the test snapshot, beside the code the test snapshot's key covers. */
const INPUTS = [import.meta.filename, REAL_DOCTOR_CSV];
const DEMO_ADMIN = PUBLISHED_ACCOUNTS.demoAdmin;
const E2E_EDITOR = PUBLISHED_ACCOUNTS.e2eEditor;

export type Variant = 'main' | 'next-year';

function variantKey(variant: Variant): string {
  const hash = createHash('sha256').update(snapshotKey()).update(variant);
  for (const file of INPUTS) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The variant's snapshot file, made from the test snapshot first if this tree has none yet. */
export async function ensureE2eSnapshot(variant: Variant): Promise<string> {
  const target = path.join(CACHE_DIR, `${variant}-${variantKey(variant)}.tar`);
  if (fs.existsSync(target)) return target;

  const seeded = new Blob([fs.readFileSync(await ensureSeededSnapshot())]);
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: seeded, smallWal: true });
  // The seed's demo admin (as a first start in demo mode makes it) and the role journeys' editor.
  await createAdminUser(handle.db, { ...DEMO_ADMIN, role: 'admin' });
  await createAdminUser(handle.db, { ...E2E_EDITOR, role: 'editor' });
  await importNppes(handle.db, fs.createReadStream(REAL_DOCTOR_CSV), {
    state: 'OK',
    sourceName: path.basename(REAL_DOCTOR_CSV),
  });
  if (variant === 'next-year') {
    // Safe to re-run (npm run db:seed): only the next year's plans and drug files are new.
    await seedDatabase(handle.db, {
      adminEmail: DEMO_ADMIN.email,
      adminPassword: DEMO_ADMIN.password,
      demoProviders: true,
      nextYearSample: true,
    });
  }
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec('CHECKPOINT');
  const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  await handle.close();

  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, dump);
  fs.renameSync(temporary, target);
  for (const name of fs.readdirSync(CACHE_DIR)) {
    if (name.startsWith(`${variant}-`) && name.endsWith('.tar') && name !== path.basename(target))
      fs.rmSync(path.join(CACHE_DIR, name), { force: true });
  }
  return target;
}

/** Writes the variant's seeded database into `dataDir` (which must hold no database yet). */
export async function restoreSnapshot(variant: Variant, dataDir: string): Promise<void> {
  const dump = new Blob([fs.readFileSync(await ensureE2eSnapshot(variant))]);
  const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: dump });
  await handle.close();
}

/** The server (src/server/main.ts, through tsx) on `env`, its output to `stdio`. */
function spawnServer(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env,
    stdio,
  });
}

// As the web server's command: restore, then run the server in this process's place.
if (process.argv[1] === import.meta.filename) {
  const dataDir = process.env.CLEARPLAN_DATA_DIR;
  if (!dataDir) throw new Error('CLEARPLAN_DATA_DIR is not set (playwright.config.ts sets it)');
  const variant: Variant = process.argv.includes('--next-year-sample') ? 'next-year' : 'main';
  await restoreSnapshot(variant, dataDir);
  const server = spawnServer(process.env, 'inherit');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
