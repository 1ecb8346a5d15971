/**
 * `npm run bench:national`: design.md §9's national budgets on PostgreSQL, written to
 * docs/benchmarks-national.md. A throwaway database on the local server (BENCH_POSTGRES_URL, else
 * 127.0.0.1:5432) gets the seed, ZIP centroids for the nation, an NPPES-sized provider directory
 * and a Landscape-sized plan catalogue, all generated inside PostgreSQL (bench-national-data.ts).
 * Then it measures the provider typeahead through searchProvidersSql (what the API uses for a
 * directory too large for memory) and POST /api/medicare/submit and the recommendations read
 * through createApp + app.request, in process.
 *
 * Sizes: BENCH_NATIONAL_PROVIDERS (8,000,000) and BENCH_NATIONAL_PLANS (6,000), smaller for a
 * quick run. BENCH_NATIONAL_DB names a database to keep and reuse (loaded once, measured again);
 * without it the database is dropped at the end. Budgets are checked here, never in unit tests.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { servesCounty } from '../src/engine/recommend.ts';
import { createApp } from '../src/server/app.ts';
import { loadWithIndexesAfter } from '../src/server/db/bulk-load.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { medicarePlans } from '../src/server/db/schema.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { createLogger } from '../src/server/logger.ts';
import { PUBLISHED_ACCOUNTS } from '../src/server/published-secrets.ts';
import { MAX_COUNTIES, PlanCache } from '../src/server/services/catalogue/plan-cache.ts';
import { ZipGeo } from '../src/server/services/catalogue/zip-geo.ts';
import {
  type ProviderSearchInput,
  searchProvidersSql,
} from '../src/server/services/providers/provider-search-sql.ts';
import {
  countRows,
  loadNationalPlans,
  loadNationalProviders,
  loadNationalZips,
  prng,
} from './bench-national-data.ts';

const PROVIDERS = Number(process.env.BENCH_NATIONAL_PROVIDERS ?? 8_000_000);
const PLANS = Number(process.env.BENCH_NATIONAL_PLANS ?? 6_000);
const COUNTY = 'Oklahoma';
const COUNTY_PLANS = 120;
const PLAN_YEAR = 2026;
const ACCESS_PASSWORD = 'bench-access';
const ADMIN = PUBLISHED_ACCOUNTS.benchAdmin;

type Row = {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  budget?: string;
  ok?: boolean;
};
const rows: Row[] = [];
const notes: string[] = [];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summarize(name: string, times: number[], budgetP95Ms?: number): Row {
  const sorted = [...times].sort((a, b) => a - b);
  const row: Row = {
    name,
    runs: times.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    ...(budgetP95Ms === undefined
      ? {}
      : { budget: `p95 ≤ ${budgetP95Ms} ms`, ok: percentile(sorted, 95) <= budgetP95Ms }),
  };
  rows.push(row);
  console.log(
    `${name}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms, p99 ${row.p99.toFixed(2)} ms`,
  );
  return row;
}

async function measure(name: string, runs: number, once: (i: number) => Promise<unknown>, budget?: number) {
  for (let i = 0; i < Math.min(20, runs); i++) await once(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  return summarize(name, times, budget);
}

function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-US');

async function timed<T>(label: string, run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  console.log(`${label}: ${seconds(ms)}`);
  return [result, ms];
}

/** A load step's note, kept with the data it describes. */
async function loadNote(db: Db, note: string) {
  await db.execute(sql`insert into bench_national_loads (note) values (${note})`);
}

/** The throwaway database (or BENCH_NATIONAL_DB, kept); answers its URL and whether it is new. */
async function database(
  admin: pg.Client,
  serverUrl: string,
): Promise<{ url: string; name: string; fresh: boolean }> {
  const name = process.env.BENCH_NATIONAL_DB ?? `clearplan_national_${process.pid}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, fresh: exists.rowCount === 0 };
}

async function loadData(handle: DatabaseHandle, fresh: boolean) {
  const db = handle.db;
  if (fresh) {
    await migrateDatabase(handle);
    const [, ms] = await timed('seed', () =>
      seedDatabase(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demoProviders: false }),
    );
    await db.execute(sql`create table bench_national_loads (id serial primary key, note text not null)`);
    await loadNote(
      db,
      `Seed (the sample catalogue, reference data and Part D sample, no sample doctors): ${seconds(ms)}.`,
    );
    const [zips, zipMs] = await timed('zips', () => loadNationalZips(db));
    await loadNote(
      db,
      `ZIP centroids: ${count(zips)} generated for 49 more states besides Oklahoma's in ${seconds(zipMs)}.`,
    );
  }
  const have = await countRows(db, sql`select count(*) as n from providers`);
  if (have === 0) {
    const [, ms] = await timed('providers', () =>
      loadWithIndexesAfter(db, 'providers', async (tx) => {
        // Index builds at the end of the transaction get room to sort in memory.
        await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
        await tx.execute(sql`set local synchronous_commit = off`);
        await loadNationalProviders(tx as unknown as Db, PROVIDERS);
      }),
    );
    const [, vacuumMs] = await timed('vacuum analyze providers', () =>
      db.execute(sql`vacuum analyze providers`),
    );
    await loadNote(
      db,
      `Providers: ${count(PROVIDERS)} generated by INSERT … SELECT in chunks of 500,000, secondary indexes (ZIP with each name prefix, last then first name, first then last name, ZIP with the names, trigram) built after the load (loadWithIndexesAfter): ${seconds(ms)}; then VACUUM ANALYZE ${seconds(vacuumMs)}.`,
    );
  }
  const planCount = await countRows(
    db,
    sql`select count(*) as n from medicare_plans where is_active and plan_year = ${PLAN_YEAR}`,
  );
  if (planCount < PLANS) {
    const [plans, ms] = await timed('plans', () =>
      db.transaction((tx) =>
        loadNationalPlans(tx as unknown as Db, {
          target: PLANS,
          year: PLAN_YEAR,
          county: COUNTY,
          countyPlans: COUNTY_PLANS,
        }),
      ),
    );
    await db.execute(sql`analyze`);
    await loadNote(
      db,
      `Plans: ${count(plans.plans)} active ${PLAN_YEAR} plans serving ${count(plans.planCounties)} plan-county pairs (each with a Landscape premium row), ${plans.countyPlans} of them serving ${COUNTY} County, OK; copies of the seeded plans with their formularies, loaded in ${seconds(ms)}.`,
    );
  }
  // Load times are kept in the database, so a run on a kept database (BENCH_NATIONAL_DB) reports them too.
  const loads = (await db.execute(sql`select note from bench_national_loads order by id`)) as unknown as {
    rows: { note: string }[];
  };
  notes.push(...loads.rows.map((r) => r.note));
  const [sizes] = (
    (await db.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size,
        (select count(*) from providers)::int as providers,
        (select count(*) from zip_coordinates)::int as zips,
        (select count(*) from medicare_plans where is_active and plan_year = ${PLAN_YEAR})::int as plans,
        (select coalesce(sum(cardinality(counties)), 0) from medicare_plans where is_active and plan_year = ${PLAN_YEAR})::int as plan_counties,
        (select count(*) from plan_formulary)::int as formulary`)) as unknown as {
      rows: {
        size: string;
        providers: number;
        zips: number;
        plans: number;
        plan_counties: number;
        formulary: number;
      }[];
    }
  ).rows;
  notes.push(
    `Measured on: ${count(sizes?.providers ?? 0)} providers over ${count(sizes?.zips ?? 0)} ZIPs; ${count(sizes?.plans ?? 0)} active ${PLAN_YEAR} plans serving ${count(sizes?.plan_counties ?? 0)} plan-county pairs, ${count(sizes?.formulary ?? 0)} formulary rows; database ${sizes?.size}.`,
  );
}

/** Typeahead queries people type: prefixes, whole last names, "first last", half near a ZIP. */
async function providerQueries(db: Db): Promise<{ kind: string; input: ProviderSearchInput }[]> {
  const sample = (
    (await db.execute(sql`select last_name_or_org_name as last, first_name as first, zip_code as zip
      from providers tablesample system (0.1) repeatable (42) limit 3000`)) as unknown as {
      rows: { last: string; first: string | null; zip: string }[];
    }
  ).rows;
  const random = prng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const out: { kind: string; input: ProviderSearchInput }[] = [];
  for (let i = 0; out.length < 600; i++) {
    const p = pick(sample);
    const shape = i % 5;
    let kind: string;
    let q: string;
    if (shape === 0) [kind, q] = ['2-letter prefix', p.last.slice(0, 2)];
    else if (shape === 1) [kind, q] = ['3–4-letter prefix', p.last.slice(0, 3 + (i % 2))];
    else if (shape === 2) [kind, q] = ['whole last name', p.last.split(' ')[0] ?? p.last];
    else if (shape === 3 && p.first) [kind, q] = ['"first last"', `${p.first} ${p.last}`];
    else [kind, q] = ['first-name prefix', (p.first ?? p.last).slice(0, 3)];
    if (q.trim().length < 2) continue;
    const near = Math.floor(i / 5) % 2 === 1;
    out.push({
      kind: `${kind}${near ? ', near a ZIP' : ''}`,
      input: near ? { q, userZip: p.zip, radius: pick([5, 10, 20, 50]) } : { q },
    });
  }
  return out;
}

async function benchProviders(db: Db) {
  const queries = await providerQueries(db);
  const geo = new ZipGeo(db);
  for (const q of queries.slice(0, 30)) await searchProvidersSql(db, geo, q.input);
  const byKind = new Map<string, number[]>();
  const all: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await searchProvidersSql(db, geo, q.input);
    const ms = performance.now() - start;
    all.push(ms);
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
  }
  const n = await countRows(db, sql`select count(*) as n from providers`);
  const overall = summarize(`provider typeahead (SQL), ${count(n)} providers, all queries`, all, 25);
  const kinds = [...byKind].sort().map(([kind, times]) => summarize(`  ${kind}`, times));
  if (overall.ok === false) {
    const slowest = kinds.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    notes.push(
      `The typeahead misses its budget at this size; the slowest kind of query is "${slowest.name.trim()}" (p95 ${slowest.p95.toFixed(1)} ms): read its plan with EXPLAIN (ANALYZE, BUFFERS) before changing an index.`,
    );
  }
}

/** The app in process on `db`, past the access gate. */
async function benchApp(db: Db) {
  const app = createApp({
    db,
    logger: createLogger('silent', new Writable({ write: (_c, _e, done) => done() })),
    now: () => new Date(),
    config: {
      nodeEnv: 'test',
      accessPassword: ACCESS_PASSWORD,
      sessionSecret: 'bench-session-secret-0123456789',
      cookieSecure: false,
      trustProxyHops: 0,
      submitLimitPer10Min: 1_000_000,
      demoAdmin: null,
      publicUrl: 'http://localhost',
      clientDir: '/nonexistent',
    },
  });
  const headers = (cookie: string) => ({ 'content-type': 'application/json', host: 'localhost', cookie });
  const gate = await app.request('http://localhost/api/access', {
    method: 'POST',
    headers: headers(''),
    body: JSON.stringify({ password: ACCESS_PASSWORD }),
  });
  const cookie = `${gate.headers.getSetCookie()[0]?.split(';')[0] ?? ''}; clearplan_history=${randomBytes(32).toString('base64url')}`;
  return { app, headers: headers(cookie) };
}

/** 10 priced drugs and 5 doctors practising near the ZIP, as scripts/bench.ts's profile. */
async function submission(db: Db) {
  const drugs = (
    (await db.execute(sql`select name, available_dosages as dosages from medication_lookup
      where estimated_unit_price is not null order by name limit 200`)) as unknown as {
      rows: { name: string; dosages: string[] }[];
    }
  ).rows.filter((_, i) => i % 20 === 0);
  const doctors = (
    (await db.execute(sql`select id, last_name_or_org_name as last, first_name as first, primary_specialty as specialty
      from providers where zip_code = '73102' and provider_type = 'Individual' order by id limit 5`)) as unknown as {
      rows: { id: number; last: string; first: string | null; specialty: string | null }[];
    }
  ).rows;
  const frequencies = ['monthly', 'monthly', 'quarterly', 'monthly', 'yearly'] as const;
  return {
    firstName: 'Bench',
    lastName: 'Profile',
    birthDate: '1955-05-05',
    zipCode: '73102',
    county: COUNTY,
    isCustomCounty: false,
    planYear: PLAN_YEAR,
    doctorSearchRadius: 20,
    noMedications: false,
    medications: drugs.slice(0, 10).map((d, i) => ({
      name: d.name,
      dosage: d.dosages[0] ?? 'as directed',
      quantity: '30',
      frequency: frequencies[i % frequencies.length] ?? 'monthly',
    })),
    noDoctors: doctors.length === 0,
    doctors: doctors.map((d) => ({
      name: `${d.last}, ${d.first ?? ''}`,
      specialty: d.specialty ?? 'Unknown',
      providerId: Number(d.id),
    })),
  };
}

async function benchSubmit(db: Db) {
  // What holding the whole catalogue costs at this size (the plan cache before it kept counties):
  // every active plan of every year with its JSON columns, read on start and on each catalogue change.
  collectGarbage();
  const heapBeforeAll = process.memoryUsage().heapUsed;
  const [all, allMs] = await timed('every active plan', () =>
    db.select().from(medicarePlans).where(eq(medicarePlans.isActive, true)),
  );
  collectGarbage();
  const allHeapMb = (process.memoryUsage().heapUsed - heapBeforeAll) / 1e6;
  const filterStart = performance.now();
  for (let i = 0; i < 20; i++) all.filter((p) => p.planYear === PLAN_YEAR && servesCounty(p, 'OK', COUNTY));
  notes.push(
    `Holding every plan (the plan cache before this benchmark): reading the ${count(all.length)} active plans took ${allMs.toFixed(0)} ms, on start and after every catalogue change, and held ${allHeapMb.toFixed(1)} MB of heap; picking a county's plans from them cost ${((performance.now() - filterStart) / 20).toFixed(1)} ms a submit. The plan cache now reads one county and plan year when first asked and keeps at most ${MAX_COUNTIES} of them.`,
  );
  all.length = 0;

  // What the plan cache costs at this size: a cold load for the county, and the heap it keeps.
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const cache = new PlanCache(db);
  const [cold, coldMs] = await timed('plan cache, cold', () =>
    cache.eligible({ state: 'OK', county: COUNTY }, PLAN_YEAR),
  );
  collectGarbage();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  const warm: number[] = [];
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    await cache.eligible({ state: 'OK', county: COUNTY }, PLAN_YEAR);
    warm.push(performance.now() - start);
  }
  const other: number[] = [];
  const counties = (
    (await db.execute(sql`select distinct unnest(service_area) as c from medicare_plans where plan_year = ${PLAN_YEAR}
      order by 1 limit 40`)) as unknown as { rows: { c: string }[] }
  ).rows.map((r) => r.c.split('|'));
  for (const [state = 'OK', c = null] of counties) {
    const start = performance.now();
    await cache.eligible({ state, county: c }, PLAN_YEAR);
    other.push(performance.now() - start);
  }
  summarize(`plan cache: eligible plans of ${COUNTY} County (${cold.rows.length} plans), warm`, warm);
  summarize(`plan cache: first submit of another county (${counties.length} counties)`, other);
  notes.push(
    `Plan cache: the first eligible-plans call for ${COUNTY} County took ${coldMs.toFixed(0)} ms and left ${heapMb.toFixed(1)} MB more heap after a full collection (${cold.rows.length} plans handed out).`,
  );

  const { app, headers } = await benchApp(db);
  const body = JSON.stringify(await submission(db));
  let userId = '';
  await measure(
    `POST /api/medicare/submit (${COUNTY} County: ${cold.rows.length} plans, 10 drugs, 5 doctors)`,
    100,
    async () => {
      const res = await app.request('http://localhost/api/medicare/submit', {
        method: 'POST',
        headers,
        body,
      });
      if (res.status !== 201) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
      userId = ((await res.json()) as { userId: string }).userId;
    },
    250,
  );
  await measure(
    'GET /api/medicare/recommendations/{id}',
    300,
    async () => {
      const res = await app.request(`http://localhost/api/medicare/recommendations/${userId}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`recommendations answered ${res.status}`);
    },
    20,
  );
  collectGarbage();
  notes.push(`Heap after the submits: ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB in all.`);
}

function writeReport(serverVersion: string) {
  const fmt = (n: number) => n.toFixed(2);
  const report = [
    '# Benchmarks at national scale (PostgreSQL)',
    '',
    'Written by `npm run bench:national` (scripts/bench-national.ts); do not edit by hand. Budgets are',
    "design.md §9's national ones; the Part D import's are in docs/benchmarks-partd-import.md.",
    '',
    `Last run: ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${serverVersion} on the same machine (pool of 10, in-process app, no network).`,
    '',
    '| what | runs | p50 | p95 | p99 | budget | met |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name.replace(/^ {2}/, '↳ ')} | ${r.runs} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.budget ?? '—'} | ${r.ok === undefined ? '' : r.ok ? 'yes' : '**no**'} |`,
    ),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ].join('\n');
  fs.writeFileSync('docs/benchmarks-national.md', report);
  console.log(report);
  const missed = rows.filter((r) => r.ok === false);
  if (missed.length > 0) {
    console.error(`Budget missed: ${missed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

async function main() {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const target = await database(admin, serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: target.url });
  try {
    await loadData(handle, target.fresh);
    await benchProviders(handle.db);
    await benchSubmit(handle.db);
    const version = await handle.db.execute(sql`show server_version`);
    writeReport(
      String((version as unknown as { rows: { server_version: string }[] }).rows[0]?.server_version ?? ''),
    );
  } finally {
    await handle.close();
    if (!process.env.BENCH_NATIONAL_DB)
      await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
