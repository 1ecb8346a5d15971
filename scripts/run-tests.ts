/**
 * `npm test`: the type check and lint, then every test tier side by side (docs/testing.md), each
 * in its own process with its output kept in `.cache/test-logs/<tier>.log`; at the end a table of
 * each tier's time and result. Exit 1 if anything failed.
 *
 *   tsx scripts/run-tests.ts            everything (what CI runs)
 *   tsx scripts/run-tests.ts api        one or more tiers by name: unit, api, process, e2e
 *
 * The api tier runs twice when TEST_DATABASE_URL is set: on PGlite and on PostgreSQL, at the same
 * time. TEST_CONCURRENCY sets how many tiers run at once (default: the number of cores plus one: the
 * process tier and the PostgreSQL half spend much of their time waiting on servers).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Task = { name: string; command: string; env?: Record<string, string> };

const ROOT = path.resolve(import.meta.dirname, '..');
const LOG_DIR = path.join(ROOT, '.cache', 'test-logs');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const CHECKS: Task[] = [
  { name: 'typecheck', command: `${bin('tsc')} --noEmit -p tsconfig.json` },
  { name: 'lint', command: `${bin('biome')} check .` },
];

/** The tiers, longest first so that the shortest fill the gaps at the end. */
function tiers(withPostgres: boolean): Record<string, Task[]> {
  const vitest = (projects: string[]) =>
    `${bin('vitest')} run ${projects.map((p) => `--project ${p}`).join(' ')}`;
  return {
    e2e: [{ name: 'e2e', command: `${bin('vite')} build --logLevel warn && ${bin('playwright')} test` }],
    api: [
      { name: 'api (PGlite)', command: vitest(['api']), env: { TEST_DATABASES: 'pglite' } },
      ...(withPostgres
        ? [{ name: 'api (PostgreSQL)', command: vitest(['api']), env: { TEST_DATABASES: 'postgres' } }]
        : []),
    ],
    process: [{ name: 'process', command: vitest(['process']), env: { TEST_DATABASES: 'pglite' } }],
    unit: [{ name: 'unit', command: vitest(['unit', 'client']) }],
  };
}

type Outcome = { name: string; ok: boolean; seconds: number; log: string };

function run(task: Task): Promise<Outcome> {
  const started = Date.now();
  const log = path.join(LOG_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(task.command, {
    cwd: ROOT,
    shell: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...task.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  console.log(`▶ ${task.name}`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      const outcome = { name: task.name, ok: code === 0, seconds: (Date.now() - started) / 1000, log };
      report(outcome);
      resolve(outcome);
    });
  });
}

/** A failed task's whole output; a passed one's last lines (its totals). */
function report(o: Outcome) {
  const text = fs.readFileSync(o.log, 'utf8');
  const lines = text.trimEnd().split('\n');
  const shown = o.ok ? lines.slice(-8) : lines;
  console.log(`${o.ok ? '✓' : '✗'} ${o.name} (${o.seconds.toFixed(1)} s) — ${path.relative(ROOT, o.log)}`);
  for (const line of shown) console.log(`  │ ${line}`);
}

async function pool(tasks: Task[], limit: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const queue = [...tasks];
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let task = queue.shift(); task; task = queue.shift()) outcomes.push(await run(task));
  });
  await Promise.all(lanes);
  return outcomes;
}

async function main() {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const all = tiers(Boolean(process.env.TEST_DATABASE_URL));
  const asked = process.argv.slice(2);
  for (const name of asked) {
    if (!(name in all)) throw new Error(`unknown tier "${name}": ${Object.keys(all).join(', ')}`);
  }
  const whole = asked.length === 0;
  const chosen = (whole ? Object.keys(all) : asked).flatMap((name) => all[name] ?? []);
  const limit = Number(process.env.TEST_CONCURRENCY) || os.availableParallelism() + 1;
  const started = Date.now();

  const outcomes: Outcome[] = [];
  if (whole) {
    // Cheap and most often what fails: checked first, so a type error costs seconds, not minutes.
    for (const check of CHECKS) outcomes.push(await run(check));
  }
  if (outcomes.every((o) => o.ok)) {
    // The seeded snapshot is made once here rather than by every tier at once.
    if (chosen.some((t) => t.name !== 'unit' && t.name !== 'e2e')) {
      outcomes.push(await run({ name: 'snapshot', command: `${bin('tsx')} scripts/test-snapshot.ts` }));
    }
    outcomes.push(...(await pool(chosen, limit)));
  }

  const total = (Date.now() - started) / 1000;
  console.log('\ntier              time     result');
  for (const o of outcomes) {
    console.log(
      `${o.name.padEnd(18)}${`${o.seconds.toFixed(1)} s`.padStart(8)}     ${o.ok ? 'passed' : 'FAILED'}`,
    );
  }
  console.log(`${'wall time'.padEnd(18)}${`${total.toFixed(1)} s`.padStart(8)}`);
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
