/**
 * `npm test`: type check and lint, then the test tiers in phases side by side (docs/testing.md), each
 * logged to `.cache/test-logs/<tier>.log`, ending with a table of times and results; exit 1 on failure.
 *   tsx scripts/run-tests.ts [unit|api|process|e2e…]
 * With TEST_DATABASE_URL the api tier runs on PGlite and, for engine-specific files, PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type Task = { name: string; command: string; env?: Record<string, string> };

const ROOT = path.resolve(import.meta.dirname, '..');
const LOG_DIR = path.join(ROOT, '.cache', 'test-logs');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const CHECKS: Task[] = [
  { name: 'typecheck', command: `${bin('tsc')} --noEmit -p tsconfig.json` },
  { name: 'lint', command: `${bin('biome')} check .` },
];

// Phases run in turn, a phase's tiers side by side: on two cores the browser tier runs beside the light ones
// (unit, api on PostgreSQL) or it starved; the PGlite api tier runs two files at a time.
function phases(withPostgres: boolean): Task[][] {
  const vitest = (projects: string[], extra = '') =>
    `${bin('vitest')} run ${projects.map((p) => `--project ${p}`).join(' ')}${extra}`;
  return [
    [
      { name: 'e2e', command: `${bin('vite')} build --logLevel warn && ${bin('playwright')} test` },
      ...(withPostgres
        ? [{ name: 'api (PostgreSQL)', command: vitest(['api']), env: { TEST_DATABASES: 'postgres' } }]
        : []),
      { name: 'unit', command: vitest(['unit', 'client']) },
    ],
    [
      {
        name: 'api (PGlite)',
        command: vitest(['api'], ' --maxWorkers=2'),
        env: { TEST_DATABASES: 'pglite' },
      },
      { name: 'process', command: vitest(['process']), env: { TEST_DATABASES: 'pglite' } },
    ],
  ];
}

/** Busy processor seconds of the whole machine since boot (Linux /proc/stat), null elsewhere. */
function machineCpuSeconds(): number | null {
  try {
    const [user, nice, system, , , irq, softirq, steal] = (
      fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    )
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return Number.isFinite(ticks) && ticks > 0 ? ticks / 100 : null;
  } catch {
    return null;
  }
}

/** A per-tier cgroup (v1 cpuacct, v2 cpu.stat) counting reparented processes too (chromium's renderers); null if not allowed. */
type CpuGroup = { dir: string; read: () => number | null };

function cpuGroupRoot(): { root: string; v2: boolean } | null {
  for (const [root, v2] of [
    ['/sys/fs/cgroup/cpuacct', false],
    ['/sys/fs/cgroup/unified', true],
    ['/sys/fs/cgroup', true],
  ] as const) {
    const probe = path.join(root, `clearplan-tests-probe-${process.pid}`);
    try {
      fs.mkdirSync(probe);
      const usable = fs.existsSync(path.join(probe, v2 ? 'cpu.stat' : 'cpuacct.usage'));
      fs.rmdirSync(probe);
      if (usable) return { root, v2 };
    } catch {
      // not this one
    }
  }
  return null;
}
const CPU_GROUP_ROOT = process.platform === 'linux' ? cpuGroupRoot() : null;

function cpuGroup(name: string): CpuGroup | null {
  if (!CPU_GROUP_ROOT) return null;
  const { root, v2 } = CPU_GROUP_ROOT;
  const dir = path.join(root, `clearplan-tests-${process.pid}-${name}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return null;
  }
  const read = () => {
    try {
      if (!v2) return Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      const usec = /usage_usec (\d+)/.exec(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1];
      return usec === undefined ? null : Number(usec) / 1e6;
    } catch {
      return null;
    }
  };
  return { dir, read };
}

/** Removes the tiers' control groups; a group still holding a dying process is left to the kernel. */
function removeCpuGroups() {
  if (!CPU_GROUP_ROOT) return;
  for (const entry of fs.readdirSync(CPU_GROUP_ROOT.root)) {
    if (!entry.startsWith(`clearplan-tests-${process.pid}-`)) continue;
    try {
      fs.rmdirSync(path.join(CPU_GROUP_ROOT.root, entry));
    } catch {
      // processes still in it
    }
  }
}

/** A tier's name as asked on the command line: "api" names both api tiers. */
const tierOf = (task: Task) => task.name.split(' ')[0] ?? task.name;

/** cpu: user + system seconds of the tier's cgroup, else of the processes it waited for. */
type Outcome = { name: string; ok: boolean; seconds: number; cpu: number | null; log: string };

/** The shell's `times` line for its children ("1m2.5s 0m3.1s"), in seconds; null if unreadable. */
function childCpuSeconds(file: string): number | null {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  fs.rmSync(file, { force: true });
  const line = text.trim().split('\n').at(-1) ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return parts.length === 2 ? (parts[0] ?? 0) + (parts[1] ?? 0) : null;
}

function run(task: Task): Promise<Outcome> {
  const started = Date.now();
  const log = path.join(LOG_DIR, `${task.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.log`);
  const out = fs.openSync(log, 'w');
  // The shell reports the processor time of what it ran, so the costliest tier shows.
  const cpuFile = `${log}.cpu`;
  const group = cpuGroup(path.basename(log, '.log'));
  const join = group ? `echo $$ > '${path.join(group.dir, 'cgroup.procs')}' 2>/dev/null; ` : '';
  const command = `${join}${task.command}; status=$?; times > '${cpuFile}'; exit $status`;
  const child = spawn(command, {
    cwd: ROOT,
    shell: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...task.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  console.log(`▶ ${task.name}`);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      const seconds = (Date.now() - started) / 1000;
      const counted = childCpuSeconds(cpuFile);
      const outcome = { name: task.name, ok: code === 0, seconds, cpu: group?.read() ?? counted, log };
      report(outcome);
      resolve(outcome);
    });
  });
}

/** A failed task's whole output; a passed one's last lines (its totals). */
function report(o: Outcome) {
  const lines = fs.readFileSync(o.log, 'utf8').trimEnd().split('\n');
  const shown = o.ok ? lines.slice(-8) : lines;
  const cpu = o.cpu === null ? '' : `, processor ${o.cpu.toFixed(0)} s`;
  console.log(
    `${o.ok ? '✓' : '✗'} ${o.name} (${o.seconds.toFixed(1)} s${cpu}) — ${path.relative(ROOT, o.log)}`,
  );
  for (const line of shown) console.log(`  │ ${line}`);
}

async function main() {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const all = phases(Boolean(process.env.TEST_DATABASE_URL));
  const names = new Set(all.flat().map(tierOf));
  const asked = process.argv.slice(2);
  const unknown = asked.find((name) => !names.has(name));
  if (unknown) throw new Error(`unknown tier "${unknown}": ${[...names].join(', ')}`);
  const whole = asked.length === 0;
  const chosen = all
    .map((phase) => phase.filter((task) => whole || asked.includes(tierOf(task))))
    .filter((phase) => phase.length > 0);
  const started = Date.now();
  const machineBefore = machineCpuSeconds();

  const outcomes: Outcome[] = [];
  // Cheap and most often what fails: checked first, so a type error costs seconds, not minutes.
  if (whole) for (const check of CHECKS) outcomes.push(await run(check));
  if (outcomes.every((o) => o.ok)) {
    // The seeded snapshot is made once here rather than by every tier at once.
    if (chosen.flat().some((t) => t.name !== 'unit' && t.name !== 'e2e'))
      outcomes.push(await run({ name: 'snapshot', command: `${bin('tsx')} scripts/test-snapshot.ts` }));
    for (const phase of chosen) outcomes.push(...(await Promise.all(phase.map(run))));
  }

  const total = (Date.now() - started) / 1000;
  console.log('\ntier              time   processor     result');
  for (const o of outcomes) {
    const cpu = o.cpu === null ? '' : `${o.cpu.toFixed(0)} s`;
    console.log(
      `${o.name.padEnd(18)}${`${o.seconds.toFixed(1)} s`.padStart(8)}${cpu.padStart(12)}     ${o.ok ? 'passed' : 'FAILED'}`,
    );
  }
  const cpuTotal = outcomes.reduce((sum, o) => sum + (o.cpu ?? 0), 0);
  console.log(
    `${'wall time'.padEnd(18)}${`${total.toFixed(1)} s`.padStart(8)}${`${cpuTotal.toFixed(0)} s`.padStart(12)}`,
  );
  removeCpuGroups();
  console.log(
    CPU_GROUP_ROOT
      ? `processor: every process of the tier, browsers and servers included (control groups in ${CPU_GROUP_ROOT.root})`
      : 'processor: the processes each tier waited for (no control group could be made here: browsers that left their parent are not counted)',
  );
  const machineAfter = machineCpuSeconds();
  if (machineBefore !== null && machineAfter !== null) {
    // All the machine did meanwhile: servers no tier waited for, PostgreSQL, the kernel.
    console.log(
      `the whole machine's processor time meanwhile: ${(machineAfter - machineBefore).toFixed(0)} s`,
    );
  }
  process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
}

await main();
