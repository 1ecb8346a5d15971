/**
 * `npm run bench`: measures the request latencies of design.md §9 on this machine, in process
 * (createApp + app.request on a fresh embedded database, so no network noise), and writes the
 * figures to docs/benchmarks.md. Budgets are checked here, never by timed unit tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { createLogger } from '../src/server/logger.ts';

type Case = { name: string; path: string; iterations: number; budgetP95Ms?: number };
type Result = Case & { p50: number; p95: number; p99: number; mean: number };

const ACCESS_PASSWORD = 'bench-access';
const ADMIN = { email: 'bench@clearplan.example', password: 'bench-admin-password' };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function main() {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const app = createApp({
    db: handle.db,
    logger: createLogger('silent', new Writable({ write: (_c, _e, done) => done() })),
    now: () => new Date(),
    config: {
      nodeEnv: 'test',
      accessPassword: ACCESS_PASSWORD,
      sessionSecret: 'bench-session-secret-0123456789',
      cookieSecure: false,
      trustProxy: false,
      demoAdmin: null,
      clientDir: '/nonexistent',
    },
  });
  const post = (p: string, body: unknown, cookie = '') =>
    app.request(`http://localhost${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', cookie },
      body: JSON.stringify(body),
    });
  const gate =
    (await post('/api/access', { password: ACCESS_PASSWORD })).headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const login = await post('/api/admin/login', ADMIN, gate);
  const cookie = `${gate}; ${login.headers.getSetCookie()[0]?.split(';')[0] ?? ''}`;

  const cases: Case[] = [
    { name: 'GET /api/health (ceiling)', path: '/api/health', iterations: 2000 },
    { name: 'GET /api/medication-lookup', path: '/api/medication-lookup', iterations: 500 },
    { name: 'GET /api/admin/session', path: '/api/admin/session', iterations: 1000 },
    { name: 'GET /api/admin/stats', path: '/api/admin/stats', iterations: 1000 },
  ];
  const results: Result[] = [];
  for (const c of cases) {
    for (let i = 0; i < 50; i++) await app.request(`http://localhost${c.path}`, { headers: { cookie } });
    const times: number[] = [];
    for (let i = 0; i < c.iterations; i++) {
      const start = performance.now();
      const res = await app.request(`http://localhost${c.path}`, { headers: { cookie } });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) throw new Error(`${c.path} answered ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    results.push({
      ...c,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      mean,
    });
  }
  await handle.close();

  const fmt = (n: number) => n.toFixed(2);
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.iterations} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.budgetP95Ms === undefined ? '—' : `≤ ${r.budgetP95Ms}`} |`,
  );
  const report = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts); do not edit by hand. Budgets are those of',
    'design.md §9; a budget that is missed is profiled and fixed, or explained in an ADR.',
    '',
    `Last run: ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, embedded PGlite, in process (app.request, no network).`,
    '',
    '## API latency (ms)',
    '',
    '| request | runs | p50 | p95 | p99 | budget p95 |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  const out = path.resolve('docs/benchmarks.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report);
  console.log(report);
  const missed = results.filter((r) => r.budgetP95Ms !== undefined && r.p95 > r.budgetP95Ms);
  if (missed.length > 0) {
    console.error(`Budget missed: ${missed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
