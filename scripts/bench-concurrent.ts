/**
 * The concurrent benchmark (issue 21), part of `npm run bench` and runnable alone as
 * `npm run bench:concurrent` (which rewrites only its own section of docs/benchmarks.md).
 *
 * The real server process (`node --import tsx src/server/main.ts`, as `npm start` runs it) on a
 * fresh database of each kind (embedded PGlite in a temporary data directory; a new PostgreSQL
 * database on the local server), seeded on its first start with the demo data, writing its JSON
 * request log to a file as production logs go to a collector. autocannon (an HTTP load tool) sends
 * the requests from this process over keep-alive connections with 1, 8 and 50 clients.
 *
 * Every figure is also given as a share of `GET /api/health` on the same server and of a bare Hono
 * server (one JSON route, the same Node) measured in the same run: what this machine can do at
 * all, so the shares mean the same on a faster or slower machine. At 8 clients, the targets'
 * level, each figure is the median of three rounds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_DEFAULTS } from '../src/server/published-secrets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const HISTORY_KEY = randomBytes(32).toString('base64url');
const LEVELS = [1, 8, 50] as const;
/** The targets' level: figures there are the median of ROUNDS rounds. */
const TARGET_CLIENTS = 8;

type Options = {
  seconds: number;
  rounds: number;
  postgresUrl: string;
  workers: number[];
  /** Only the requests whose name matches (profiling one request at a time). */
  only?: RegExp;
  databases: Array<'PGlite' | 'PostgreSQL'>;
  /** Runs the servers with `node --cpu-prof`, writing their profiles here. */
  profileDir?: string;
};

type Measured = {
  request: string;
  database: string;
  workers: number;
  clients: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers that were not the expected status, connection errors and timeouts, summed over rounds. */
  failures: number;
};

type Target = {
  name: string;
  /** Sets up the request: method, path, headers, body; called for each request sent. */
  request: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
  expect: number;
};

type Server = { baseUrl: string; stop: () => Promise<void>; log: string };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Spawns a process and resolves with its address once its output names the port it listens on. */
async function spawnListening(
  args: string[],
  env: NodeJS.ProcessEnv,
  portPattern: RegExp,
  logFile: string,
): Promise<Server> {
  const out = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
    detached: false,
  });
  fs.closeSync(out);
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const deadline = Date.now() + 240_000;
  for (;;) {
    const text = fs.readFileSync(logFile, 'utf8');
    const match = portPattern.exec(text);
    if (match) {
      return {
        baseUrl: `http://127.0.0.1:${match[1]}`,
        log: logFile,
        stop: async () => {
          if (!exited) child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
          await gone;
          clearTimeout(timer);
        },
      };
    }
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${text.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A bare Hono server: one route answering a small JSON body, no middleware. */
function startBareHono(dir: string): Promise<Server> {
  const program = `
    import { serve } from '@hono/node-server';
    import { Hono } from 'hono';
    const app = new Hono();
    app.get('/', (c) => c.json({ status: 'ok' }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('listening on ' + info.port));
    server.keepAliveTimeout = 65000;
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  return spawnListening(
    ['--input-type=module', '-e', program],
    process.env,
    /listening on (\d+)/,
    path.join(dir, 'hono.log'),
  );
}

/** The ClearPlan server on a fresh database; the demo data is seeded on its first start. */
function startClearPlan(
  dir: string,
  database: { url?: string },
  workers: number,
  profileDir?: string,
): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    CLEARPLAN_DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: database.url ?? '',
    // JSON request lines at info, as in production; the demo secrets (this is not production).
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    SUBMIT_LIMIT_PER_10_MIN: '100000000',
    WORKERS: String(workers),
  };
  for (const key of ['ACCESS_PASSWORD', 'ADMIN_PASSWORD', 'SESSION_SECRET', 'ADMIN_EMAIL']) delete env[key];
  return spawnListening(
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      'src/server/main.ts',
    ],
    env,
    /running at http:\/\/localhost:(\d+)/,
    path.join(dir, `server-${workers}.log`),
  );
}

/** Cookies from the Set-Cookie headers of a response, as name=value pairs. */
function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((h) => h.split(';')[0] ?? '');
}

async function call(baseUrl: string, pathname: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.body) headers.set('content-type', 'application/json');
  const res = await fetch(`${baseUrl}${pathname}`, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${res.status}`);
  return res;
}

/**
 * What the requests need: the gate cookie (with the history key every client shares, as one
 * agency computer's browsers would), an admin's cookie, a profile like the finder's (five drugs
 * from the catalogue, two doctors from the directory) and stored results to read back.
 */
async function prepare(baseUrl: string) {
  const gate = await call(baseUrl, '/api/access', {
    method: 'POST',
    body: JSON.stringify({ password: DEMO_DEFAULTS.accessPassword }),
  });
  const cookie = [`clearplan_history=${HISTORY_KEY}`, ...cookiesOf(gate)].join('; ');
  const admin = await call(baseUrl, '/api/admin/login', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword }),
  });
  const adminCookie = [cookie, ...cookiesOf(admin)].join('; ');

  const drugs = (await (await call(baseUrl, '/api/medication-lookup', { cookie })).json()) as Array<{
    name: string;
    availableDosages: string[];
  }>;
  const doctors = (await (
    await call(baseUrl, '/api/providers/search', {
      method: 'POST',
      cookie,
      body: JSON.stringify({ q: 'sm', userZip: '73102', radius: 20 }),
    })
  ).json()) as Array<{
    id: number;
    lastNameOrOrgName: string;
    firstName: string | null;
    primarySpecialty: string | null;
  }>;
  const chosen = drugs.filter((d) => d.availableDosages.length > 0).slice(0, 40);
  const profile = (n: number) => ({
    firstName: 'Bench',
    lastName: `Client ${n}`,
    birthDate: `19${45 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}`,
    zipCode: '73102',
    county: 'Oklahoma',
    doctorSearchRadius: 20,
    medications: Array.from({ length: 5 }, (_, i) => {
      const drug = chosen[(n * 5 + i) % chosen.length];
      return {
        name: drug?.name ?? 'Lisinopril',
        dosage: drug?.availableDosages[0] ?? '10 mg',
        quantity: '30',
        frequency: 'monthly',
      };
    }),
    doctors: doctors.slice(0, 2).map((d) => ({
      name: `${d.firstName ?? ''} ${d.lastNameOrOrgName}`.trim(),
      specialty: d.primarySpecialty ?? 'Internal Medicine',
      providerId: d.id,
    })),
  });
  const ids: string[] = [];
  for (let n = 0; n < 20; n++) {
    const res = await call(baseUrl, '/api/medicare/submit', {
      method: 'POST',
      cookie,
      body: JSON.stringify(profile(n)),
    });
    ids.push(((await res.json()) as { userId: string }).userId);
  }
  return { cookie, adminCookie, profile, ids };
}

/** What a browser sends with every request besides its cookies. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

function targets(prepared: Awaited<ReturnType<typeof prepare>>): Target[] {
  const { cookie, adminCookie, profile, ids } = prepared;
  let read = 0;
  let submitted = 1000;
  return [
    {
      name: 'GET /api/health',
      expect: 200,
      request: () => ({ method: 'GET', path: '/api/health', headers: BROWSER }),
    },
    {
      name: 'GET /api/medication-lookup',
      expect: 200,
      request: () => ({
        method: 'GET',
        path: '/api/medication-lookup',
        headers: { ...BROWSER, cookie },
      }),
    },
    {
      name: 'GET /api/medicare/recommendations/{id}',
      expect: 200,
      request: () => ({
        method: 'GET',
        path: `/api/medicare/recommendations/${ids[read++ % ids.length]}`,
        headers: { ...BROWSER, cookie },
      }),
    },
    {
      name: 'POST /api/medicare/submit',
      expect: 201,
      request: () => ({
        method: 'POST',
        path: '/api/medicare/submit',
        headers: { ...BROWSER, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(profile(submitted++)),
      }),
    },
    {
      name: 'GET /api/admin/plans (first page)',
      expect: 200,
      request: () => ({
        method: 'GET',
        path: '/api/admin/plans?page=1&limit=25',
        headers: { ...BROWSER, cookie: adminCookie },
      }),
    },
  ];
}

/** One autocannon run; latency percentiles from every response time (autocannon reports no p95). */
async function run(baseUrl: string, target: Target, clients: number, seconds: number) {
  const times: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: clients,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const r = target.request();
              return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== target.expect) failures++;
      times.push(ms);
    });
  });
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures,
  };
}

async function measureTarget(
  baseUrl: string,
  target: Target,
  where: { database: string; workers: number },
  options: Options,
  levels: readonly number[],
): Promise<Measured[]> {
  await run(baseUrl, target, TARGET_CLIENTS, 1); // warm-up: caches, JIT, pools
  const out: Measured[] = [];
  for (const clients of levels) {
    const rounds = clients === TARGET_CLIENTS ? options.rounds : 1;
    const results = [];
    for (let r = 0; r < rounds; r++) results.push(await run(baseUrl, target, clients, options.seconds));
    const m: Measured = {
      request: target.name,
      ...where,
      clients,
      perSecond: median(results.map((x) => x.perSecond)),
      p50: median(results.map((x) => x.p50)),
      p95: median(results.map((x) => x.p95)),
      p99: median(results.map((x) => x.p99)),
      failures: results.reduce((s, x) => s + x.failures, 0),
    };
    console.log(
      `${m.database}${m.workers > 1 ? ` ×${m.workers}` : ''} ${m.request} @${clients}: ${Math.round(m.perSecond)} req/s, p50 ${m.p50.toFixed(1)} ms, p95 ${m.p95.toFixed(1)} ms${m.failures ? `, ${m.failures} failures` : ''}`,
    );
    out.push(m);
  }
  return out;
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function newPostgresDatabase(serverUrl: string) {
  const name = `clearplan_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query<{ v: string }>('select version() as v')).rows[0]?.v ?? '';
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version: version.split(' on ')[0] ?? version,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Measures everything and returns the markdown section for docs/benchmarks.md. */
export async function benchConcurrent(partial: Partial<Options> = {}): Promise<string[]> {
  const options: Options = {
    seconds: 5,
    rounds: 3,
    postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    // One server process, then WORKERS=2 (PostgreSQL only: PGlite is one process by nature).
    workers: [1, 2],
    databases: ['PGlite', 'PostgreSQL'],
    ...partial,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-bench-concurrent-'));
  const measured: Measured[] = [];
  const health = new Map<string, number>();
  const key = (m: { database: string; workers: number; clients: number }) =>
    `${m.database}|${m.workers}|${m.clients}`;
  const notes: string[] = [];
  let stopBare: (() => Promise<void>) | null = null;
  try {
    // The bare server runs for the whole benchmark: measured first at every level, and again at
    // TARGET_CLIENTS right before each server's health check, so that "health, of bare Hono" compares
    // two figures taken a minute apart, not half an hour (this machine's speed drifts by a third).
    const hono = await startBareHono(dir);
    stopBare = () => hono.stop();
    const bareTarget: Target = {
      name: 'bare Hono',
      expect: 200,
      request: () => ({ method: 'GET', path: '/', headers: {} }),
    };
    const bare = new Map<number, number>();
    const bareBeside = new Map<string, number>();
    for (const m of await measureTarget(
      hono.baseUrl,
      bareTarget,
      { database: '—', workers: 1 },
      options,
      LEVELS,
    )) {
      bare.set(m.clients, m.perSecond);
      measured.push(m);
    }

    const setups: Array<{ database: 'PGlite' | 'PostgreSQL'; workers: number }> = [
      ...(options.databases.includes('PGlite') ? [{ database: 'PGlite' as const, workers: 1 }] : []),
      ...(options.databases.includes('PostgreSQL')
        ? options.workers.map((workers) => ({ database: 'PostgreSQL' as const, workers }))
        : []),
    ];
    for (const setup of setups) {
      const pgDb = setup.database === 'PostgreSQL' ? await newPostgresDatabase(options.postgresUrl) : null;
      if (pgDb && !notes.some((n) => n.startsWith('PostgreSQL:')))
        notes.push(`PostgreSQL: ${pgDb.version}, on this machine, a pool of 10 connections per process.`);
      const runDir = fs.mkdtempSync(path.join(dir, 'run-'));
      const started = performance.now();
      const server = await startClearPlan(runDir, { url: pgDb?.url }, setup.workers, options.profileDir);
      console.log(
        `${setup.database} ×${setup.workers}: started and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      try {
        const prepared = await prepare(server.baseUrl);
        for (const target of targets(prepared)) {
          if (options.only && target.name !== 'GET /api/health' && !options.only.test(target.name)) continue;
          // With several workers only what the workers are for: scoring and reading results.
          if (setup.workers > 1 && !/health|submit|recommendations/.test(target.name)) continue;
          const levels = setup.workers > 1 ? [TARGET_CLIENTS] : LEVELS;
          if (target.name === 'GET /api/health') {
            const [beside] = await measureTarget(
              hono.baseUrl,
              bareTarget,
              { database: '—', workers: 1 },
              options,
              [TARGET_CLIENTS],
            );
            if (beside) bareBeside.set(`${setup.database}|${setup.workers}`, beside.perSecond);
          }
          for (const m of await measureTarget(server.baseUrl, target, setup, options, levels)) {
            if (target.name === 'GET /api/health') health.set(key(m), m.perSecond);
            measured.push(m);
          }
        }
      } finally {
        await server.stop();
        await pgDb?.drop();
      }
    }

    const share = (n: number, of: number | undefined) => (of ? `${((100 * n) / of).toFixed(1)} %` : '—');
    const table = measured.map((m) => {
      const where =
        m.database === '—' ? '—' : `${m.database}${m.workers > 1 ? `, ${m.workers} workers` : ''}`;
      return `| ${m.request} | ${where} | ${m.clients} | ${Math.round(m.perSecond)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${share(m.perSecond, bare.get(m.clients))} | ${m.database === '—' ? '—' : share(m.perSecond, health.get(key(m)))} | ${m.failures} |`;
    });

    const at = (request: string, database: string, workers = 1) =>
      measured.find(
        (m) =>
          m.request.startsWith(request) &&
          m.database === database &&
          m.workers === workers &&
          m.clients === TARGET_CLIENTS,
      );
    const checks: string[] = [];
    const check = (what: string, database: string, value: string, target: string, met: boolean | undefined) =>
      checks.push(
        `| ${what} | ${database} | ${value} | ${target} | ${met === undefined ? '—' : met ? 'yes' : '**no**'} |`,
      );
    for (const database of ['PostgreSQL', 'PGlite']) {
      const h = at('GET /api/health', database);
      const bare8 = bareBeside.get(`${database}|1`);
      if (h && bare8)
        check(
          `health, of bare Hono (${Math.round(bare8)} req/s, measured just before)`,
          database,
          share(h.perSecond, bare8),
          '≥ 50 %',
          h.perSecond >= 0.5 * bare8,
        );
      const lookup = at('GET /api/medication-lookup', database);
      if (lookup && h)
        check(
          'medication lookup, of health',
          database,
          share(lookup.perSecond, h.perSecond),
          '≥ 50 %',
          lookup.perSecond >= 0.5 * h.perSecond,
        );
      const reads = at('GET /api/medicare/recommendations', database);
      if (reads && h)
        check(
          'recommendations read, of health',
          database,
          share(reads.perSecond, h.perSecond),
          '≥ 30 %',
          reads.perSecond >= 0.3 * h.perSecond,
        );
      const submit = at('POST /api/medicare/submit', database);
      if (submit) {
        const p95Budget = database === 'PostgreSQL' ? 150 : 400;
        check(
          'submit p95',
          database,
          `${submit.p95.toFixed(1)} ms`,
          `≤ ${p95Budget} ms`,
          submit.p95 <= p95Budget,
        );
        if (database === 'PostgreSQL')
          check(
            'submit throughput',
            database,
            `${Math.round(submit.perSecond)} req/s`,
            '≥ 100 req/s',
            submit.perSecond >= 100,
          );
      }
      const plans = at('GET /api/admin/plans', database);
      if (plans && database === 'PostgreSQL')
        check('admin plan list p95', database, `${plans.p95.toFixed(1)} ms`, '≤ 50 ms', plans.p95 <= 50);
    }
    for (const workers of options.workers.filter((w) => w > 1)) {
      for (const request of ['POST /api/medicare/submit', 'GET /api/medicare/recommendations']) {
        const one = at(request, 'PostgreSQL');
        const many = at(request, 'PostgreSQL', workers);
        if (one && many)
          check(
            `${request}, ${workers} workers over 1`,
            'PostgreSQL',
            `${(many.perSecond / one.perSecond).toFixed(2)}×`,
            '≥ 1.6×',
            many.perSecond / one.perSecond >= 1.6,
          );
      }
    }
    const failures = measured.reduce((s, m) => s + m.failures, 0);
    return [
      '## Concurrent throughput',
      '',
      `scripts/bench-concurrent.ts: the real server process (JSON request log to a file, as in production) on a fresh database of each kind with the demo data, autocannon ${clientsWord()} from this process over keep-alive connections, each request with the cookies and \`Accept-Encoding\` a browser sends, ${options.seconds} s a run; at ${TARGET_CLIENTS} clients the median of ${options.rounds} rounds. "Of bare Hono" compares with a Hono server of one JSON route on the same Node, "of health" with \`GET /api/health\` on the same server, both measured in the same run at the same number of clients; the targets' "health, of bare Hono" takes the bare server measured again right before that server's health check. The load tool shares the machine's ${os.cpus().length} cores with the server (and with PostgreSQL).`,
      '',
      '| request | database | clients | req/s | p50 ms | p95 ms | p99 ms | of bare Hono | of health | failed |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...table,
      '',
      `Targets of issue 21, at ${TARGET_CLIENTS} clients:`,
      '',
      '| what | database | measured | target | met |',
      '|---|---|---|---|---|',
      ...checks,
      '',
      ...notes.map((n) => `- ${n}`),
      `- Failed answers (an unexpected status, a connection error or a timeout) over every run: ${failures}.`,
      '',
    ];
  } finally {
    await stopBare?.();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function clientsWord() {
  return `with ${LEVELS.join(', ')} clients`;
}

/** `npm run bench:concurrent [-- --quick]`: measures and rewrites this section of docs/benchmarks.md. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const workers = arg('workers');
  const only = arg('only');
  const databases = arg('databases');
  const profileDir = arg('profile');
  const section = await benchConcurrent({
    ...(quick ? { seconds: 3, rounds: 1 } : {}),
    ...(workers ? { workers: workers.split(',').map(Number) } : {}),
    ...(only ? { only: new RegExp(only, 'i') } : {}),
    ...(databases ? { databases: databases.split(',') as Options['databases'] } : {}),
    ...(profileDir ? { profileDir: path.resolve(profileDir) } : {}),
  });
  console.log(section.join('\n'));
  // A partial or quick run prints its figures and leaves the document as it is.
  if (!quick && !only && !databases && !profileDir) writeBenchSection(section);
}

/**
 * Rewrites one section of docs/benchmarks.md (the one its first line heads) with `section`, or
 * adds it before the consumer JavaScript when it is not there yet: a benchmark run alone keeps the
 * others' figures.
 */
export function writeBenchSection(section: string[]): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = doc.indexOf(section[0] ?? '');
  const next = start < 0 ? -1 : doc.indexOf('\n## ', start + 1);
  const replaced =
    start < 0
      ? doc.replace('## Consumer JavaScript', `${section.join('\n')}\n## Consumer JavaScript`)
      : `${doc.slice(0, start)}${section.join('\n')}${next < 0 ? '' : doc.slice(next + 1)}`;
  fs.writeFileSync(file, replaced);
}
