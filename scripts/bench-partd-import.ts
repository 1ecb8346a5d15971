/**
 * `npm run bench:partd-import`: a state-wide Part D import at national scale (issue 17's budget:
 * under 2 minutes on this machine), on PGlite and on PostgreSQL. The sample release is written,
 * then its pricing file is replaced by one the size of CMS's national file: the sample's Oklahoma
 * plans with 10,500 NDCs each (CMS's average per plan) and 5,200 plans in all (about 55 million
 * lines, 2 GB), so the import reads the nation and keeps the state. Writes
 * docs/benchmarks-partd-import.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { writePartDSample } from '../src/server/db/seed/partd-sample.ts';
import { importPartD } from '../src/server/services/import/partd-import.ts';

const NATIONAL_PLANS = 5200;
const STATE_NDCS = 10_500;
const OTHER_NDCS = 3_500;
const SUPPLIES = [30, 60, 90];

/**
 * BENCH_PARTD_KEEP_PLANS: how many of the other 5,200 − state plans the plan information file
 * also lists (as plans of the state, copies of its first plan), so that their prices are kept too:
 * the import then writes a measured fraction of the nation's pricing rows, not only the state's.
 */
const KEEP_OTHER_PLANS = Number(process.env.BENCH_PARTD_KEEP_PLANS ?? 0);

const otherPlanKey = (k: number) =>
  `S${String(1000 + Math.floor(k / 3)).padStart(4, '0')}|${String((k % 3) + 1).padStart(3, '0')}|000`;

/** Lists the first `count` other plans in the plan information file, each a copy of its first line. */
function keepOtherPlans(folder: string, count: number) {
  const planFile = fs.readdirSync(folder).find((f) => f.startsWith('plan information'));
  if (!planFile || count === 0) return;
  const target = path.join(folder, planFile);
  const lines = fs.readFileSync(target, 'utf8').split('\r\n');
  const first = (lines[1] ?? '').split('|');
  const extra = Array.from({ length: count }, (_, k) => {
    const [contract, plan, segment] = otherPlanKey(k).split('|');
    return [contract, plan, segment, ...first.slice(3)].join('|');
  });
  fs.writeFileSync(target, [lines[0], ...extra, ...lines.slice(1)].join('\r\n'));
}

/** Rewrites the pricing file at national scale; answers its line count and size. */
async function nationalPricing(folder: string): Promise<{ lines: number; bytes: number }> {
  const planFile = fs.readdirSync(folder).find((f) => f.startsWith('plan information'));
  const pricingFile = fs.readdirSync(folder).find((f) => f.startsWith('pricing file'));
  if (!planFile || !pricingFile)
    throw new Error('the sample release has no plan information or pricing file');
  const plans = new Set(
    fs
      .readFileSync(path.join(folder, planFile), 'utf8')
      .split('\r\n')
      .slice(1)
      .filter((l) => l !== '')
      .map((l) => l.split('|').slice(0, 3).join('|')),
  );
  const target = path.join(folder, pricingFile);
  const out = fs.createWriteStream(target);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  let lines = 0;
  await write('CONTRACT_ID|PLAN_ID|SEGMENT_ID|NDC|DAYS_SUPPLY|UNIT_COST\r\n');
  const plan = async (key: string, ndcs: number) => {
    const chunk: string[] = [];
    for (let n = 0; n < ndcs; n++) {
      const ndc = `8${String(n).padStart(10, '0')}`;
      const cost = ((n % 997) / 97 + 0.01).toFixed(5);
      for (const days of SUPPLIES) chunk.push(`${key}|${ndc}|${days}|${cost}\r\n`);
    }
    lines += chunk.length;
    await write(chunk.join(''));
  };
  for (const key of plans) await plan(key, STATE_NDCS);
  for (let k = 0; k < NATIONAL_PLANS - plans.size; k++) await plan(otherPlanKey(k), OTHER_NDCS);
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return { lines, bytes: fs.statSync(target).size };
}

type Run = { database: string; seconds: number; kept: number; peakRssMb: number };

async function timeImport(
  database: string,
  open: () => Promise<{ db: Parameters<typeof importPartD>[0]; close: () => Promise<void> }>,
  folder: string,
): Promise<Run> {
  const handle = await open();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 200);
  try {
    const started = performance.now();
    const result = await importPartD(handle.db, folder, {});
    const seconds = (performance.now() - started) / 1000;
    if (!result.ok) throw new Error(`the import failed: ${result.message}`);
    return { database, seconds, kept: result.counts.pricing ?? 0, peakRssMb: Math.round(peak / 1024 / 1024) };
  } finally {
    clearInterval(timer);
    await handle.close();
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-partd-bench-'));
  const runs: Run[] = [];
  const notes: string[] = [];
  try {
    const folder = path.join(dir, 'PPUF_2026Q4');
    fs.mkdirSync(folder);
    await writePartDSample(folder);
    const started = performance.now();
    const pricing = await nationalPricing(folder);
    notes.push(
      `Pricing file: ${pricing.lines.toLocaleString('en-US')} lines, ${(pricing.bytes / 1e9).toFixed(2)} GB, written in ${((performance.now() - started) / 1000).toFixed(0)} s; the other tables are the sample's.`,
    );

    const dataDir = path.join(dir, 'pglite');
    runs.push(
      await timeImport(
        'PGlite (data directory on disk)',
        async () => {
          const handle = await openDatabase({ kind: 'pglite', dataDir });
          await migrateDatabase(handle);
          return handle;
        },
        folder,
      ),
    );

    const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `clearplan_partd_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const postgres = async () => {
        const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
        await migrateDatabase(handle);
        return handle;
      };
      runs.push(await timeImport('PostgreSQL', postgres, folder));
      await admin.query(`DROP DATABASE ${name}`);
      if (KEEP_OTHER_PLANS > 0) {
        // A measured fraction of a national import: the same file, more of its plans kept.
        keepOtherPlans(folder, KEEP_OTHER_PLANS);
        await admin.query(`CREATE DATABASE ${name}`);
        const state = runs[runs.length - 1] as Run;
        const run = await timeImport(
          `PostgreSQL, the state + ${KEEP_OTHER_PLANS.toLocaleString('en-US')} other plans kept`,
          postgres,
          folder,
        );
        runs.push(run);
        await admin.query(`DROP DATABASE ${name}`);
        const rate = (run.kept - state.kept) / (run.seconds - state.seconds);
        const national = state.seconds + (pricing.lines - state.kept) / rate;
        notes.push(
          `National import, PostgreSQL: keeping ${(run.kept - state.kept).toLocaleString('en-US')} more pricing rows cost ${(run.seconds - state.seconds).toFixed(1)} s more than the state alone, a measured ${Math.round(rate).toLocaleString('en-US')} rows/s written. **Extrapolated, not measured:** keeping all ${pricing.lines.toLocaleString('en-US')} lines would take about ${(national / 60).toFixed(0)} min (${national < 1800 ? 'within' : 'over'} the 30-minute budget), if the rate held.`,
        );
      }
    } catch (error) {
      notes.push(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await admin.end().catch(() => {});
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }

  const report = [
    '# Benchmark: a state-wide Part D import',
    '',
    'Written by `npm run bench:partd-import` (scripts/bench-partd-import.ts); do not edit by hand. Budgets (issue 17, design.md §9): a state-wide import under 2 minutes, the nation under 30 minutes. `BENCH_PARTD_KEEP_PLANS=n` also imports the state with n more plans of the national file kept, a measured fraction of a national import.',
    '',
    `Last run: ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}.`,
    '',
    '| database | seconds | pricing rows kept | rows kept per second | peak RSS (MB) | under 2 minutes |',
    '|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.database} | ${r.seconds.toFixed(1)} | ${r.kept.toLocaleString('en-US')} | ${Math.round(r.kept / r.seconds).toLocaleString('en-US')} | ${r.peakRssMb} | ${r.database.includes('other plans') ? '— (not a state)' : r.seconds < 120 ? 'yes' : '**no**'} |`,
    ),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  fs.writeFileSync(path.resolve('docs/benchmarks-partd-import.md'), report);
  console.log(report);
}

await main();
