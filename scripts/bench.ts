/**
 * `npm run bench [-- NAME… --quick]`: design.md §9's budgets measured on this machine. Each BENCHES
 * entry rewrites only its own section of its document; no NAME runs the default ones; `--quick` is
 * a short run that writes nothing. A missed budget exits 1. PostgreSQL: BENCH_POSTGRES_URL, else
 * 127.0.0.1:5432, a throwaway database per bench.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { en } from '@faker-js/faker';
import autocannon from 'autocannon';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { recommendPlans } from '../src/engine/recommend.ts';
import { createApp } from '../src/server/app.ts';
import { loadWithIndexesAfter } from '../src/server/db/bulk-load.ts';
import { type Db, openDatabase, queryRows } from '../src/server/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/server/db/migrate.ts';
import { medicarePlans, medicationLookup, providers } from '../src/server/db/schema.ts';
import { INDIVIDUAL_SPECIALTIES } from '../src/server/db/seed/provider-generator.ts';
import { writePartDSample } from '../src/server/db/seed/sample-files.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { createLogger } from '../src/server/logger.ts';
import { toAdminPlanRecord } from '../src/server/presenters/admin-plan-presenter.ts';
import { DEMO_DEFAULTS, PUBLISHED_ACCOUNTS } from '../src/server/published-secrets.ts';
import { loadEngineInputs } from '../src/server/results/plan-loader.ts';
import { toProfile } from '../src/server/results/profile.ts';
import { userAnalytics } from '../src/server/services/admin/user-analytics.ts';
import { currentPartDRelease } from '../src/server/services/catalogue/partd-loader.ts';
import { ZipGeo } from '../src/server/services/catalogue/zip-geo.ts';
import { importPartD } from '../src/server/services/import/partd-import.ts';
import { plansFile, rowsToCsv } from '../src/server/services/import/plan-files.ts';
import { createCaches } from '../src/server/services/platform/caches.ts';
import { TAXONOMY_SPECIALTIES } from '../src/server/services/providers/npi.ts';
import {
  type ProviderSearchInput,
  searchProvidersSql,
} from '../src/server/services/providers/provider-search-sql.ts';
import { addDays, utcDay } from '../src/shared/calendar-day.ts';
import { CURRENT_PLAN_YEAR_NUMBER } from '../src/shared/constants.ts';
import type { ProviderSearchResult } from '../src/shared/lookup-contracts.ts';
import { stateArea, stateNameOf } from '../src/shared/service-area.ts';
import { ApiClient, percentile } from '../tests/reliability/load-client.ts';
import { startServer } from '../tests/reliability/server-process.ts';
import { runShareFlood } from '../tests/reliability/share-flood-check.ts';
import { runImport } from './import.ts';

type Row = {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  budget?: number;
};

const QUICK = process.argv.includes('--quick');
const ADMIN = PUBLISHED_ACCOUNTS.benchAdmin;
const ACCESS_PASSWORD = 'bench-access';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const missed: string[] = [];
const count = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(2)}`;
const measuredOn = () => `Measured ${new Date().toISOString().slice(0, 16)}Z on ${machine()}`;
const bullets = (notes: string[]) => notes.map((note) => `- ${note}`);
/** A document section: its heading, then each block (a line or lines) with a blank line after it. */
const section = (heading: string, ...blocks: (string | string[])[]) => [
  heading,
  '',
  ...blocks.flatMap((block) => [...[block].flat(), '']),
];

/** The row of `times` (ms): percentiles, calls a second, and the budget on p95. */
function summarize(name: string, times: number[], elapsedMs: number, budget?: number): Row {
  const row: Row = {
    name,
    runs: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: times.length / (elapsedMs / 1000),
    ...(budget === undefined ? {} : { budget }),
  };
  if (budget !== undefined && row.p95 > budget) missed.push(name);
  console.log(`${name}: p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms`);
  return row;
}

async function measure(
  name: string,
  runs: number,
  once: (i: number) => Promise<unknown> | unknown,
  budget?: number,
  warmUp = Math.min(30, runs),
): Promise<Row> {
  const n = QUICK ? Math.max(3, Math.ceil(runs / 5)) : runs;
  for (let i = 0; i < Math.min(warmUp, n); i++) await once(i);
  const times: number[] = [];
  const began = performance.now();
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await once(i);
    times.push(performance.now() - start);
  }
  return summarize(name, times, performance.now() - began, budget);
}

const met = (ok: boolean) => (ok ? 'yes' : '**no**');
const tableRow = (cells: unknown[]) => `| ${cells.join(' | ')} |`;
/** A Markdown table: its head ("a | b"), the rule under it, its rows. */
const table = (head: string, rows: string[]) => [
  `| ${head} |`,
  `|${'---|'.repeat(head.split(' | ').length)}`,
  ...rows,
];

/** A latency table; "of health" is a row's throughput over the first row's. */
function latencyTable(rows: Row[], ofFirst: boolean): string[] {
  const ceiling = rows[0]?.perSecond ?? 0;
  return table(
    `what | runs | p50 | p95 | p99 | per second |${ofFirst ? ' of health |' : ''} budget | met`,
    rows.map(
      (r) =>
        `| ${r.name} | ${r.runs} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${Math.round(r.perSecond)} |${ofFirst ? ` ${((100 * r.perSecond) / ceiling).toFixed(1)} % |` : ''} ${r.budget === undefined ? '—' : `p95 ≤ ${r.budget} ms`} | ${r.budget === undefined ? '' : met(r.p95 <= r.budget)} |`,
    ),
  );
}

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new database on the PostgreSQL server (`name`, kept if it exists), and how to drop it. */
async function postgresDatabase(name = `clearplan_bench_${randomBytes(4).toString('hex')}`) {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const fresh = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0;
  if (fresh) await admin.query(`CREATE DATABASE ${name}`);
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]
    ?.v;
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    fresh,
    version: `PostgreSQL ${version}`,
    drop: async () => {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
type PostgresTarget = Awaited<ReturnType<typeof postgresDatabase>>;

/** `run` on a migrated PostgreSQL database: a throwaway one, or `name`'s, kept. */
async function onPostgres<T>(run: (db: Db, target: PostgresTarget) => Promise<T>, name?: string): Promise<T> {
  const target = await postgresDatabase(name);
  const handle = await openDatabase({ kind: 'postgres', url: target.url });
  try {
    if (target.fresh) await migrateDatabase(handle);
    return await run(handle.db, target);
  } finally {
    await handle.close();
    if (!name) await target.drop();
  }
}

/** `run` on a migrated PGlite database in a temporary data directory, removed after. */
async function onPGlite<T>(run: (db: Db, dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-bench-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    return await run(handle.db, dataDir);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The real server process on a fresh database of `database`'s kind (demo data) for `run`; removed after. */
async function withServer<T>(
  database: string,
  options: { workers?: number; nodeArgs?: string[] },
  run: (baseUrl: string, target: PostgresTarget | null) => Promise<T>,
): Promise<T> {
  const target = database.startsWith('PostgreSQL') ? await postgresDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-bench-server-'));
  try {
    const server = await startServer({ dataDir, databaseUrl: target?.url, timeoutMs: 600_000, ...options });
    return await run(server.baseUrl, target).finally(() => server.stop('SIGTERM'));
  } finally {
    await target?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const seed = (db: Db, demoProviders = true) =>
  seedDatabase(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demoProviders });

/** Rewrites the section `lines[0]` heads (to the next heading of its level), or appends it. */
function writeSection(file: string, lines: string[]): void {
  const text = `${lines.join('\n')}\n`;
  const doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const head = lines[0] ?? '';
  const start = doc.indexOf(`${head}\n`);
  const level = head.match(/^#+ /)?.[0] ?? '## ';
  const next = start < 0 ? -1 : doc.indexOf(`\n${level}`, start + head.length);
  const out =
    start < 0
      ? `${doc}${doc.endsWith('\n\n') || doc === '' ? '' : '\n'}${text}`
      : `${doc.slice(0, start)}${text}${next < 0 ? '' : doc.slice(next + 1)}`;
  fs.writeFileSync(file, out);
}

/** The app in process on `db`, past the access gate (app.request: server time only). */
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
  // The gate cookie and a history key, so the bench reads back what it submitted (ADR 0011).
  const cookie = `${gate.headers.getSetCookie()[0]?.split(';')[0] ?? ''}; clearplan_history=${randomBytes(32).toString('base64url')}`;
  /** One request; throws unless it answers `expect`; a 201's JSON body. */
  const call = async (p: string, body?: unknown, expect = body === undefined ? 200 : 201) => {
    const res = await app.request(`http://localhost${p}`, {
      headers: headers(cookie),
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    });
    if (res.status !== expect) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    return expect === 201 ? ((await res.json()) as { userId: string }) : res.arrayBuffer();
  };
  const submitAndRead = async (label: string, submission: unknown, submitBudget: number) => {
    let userId = '';
    const submit = await measure(
      `POST /api/medicare/submit (${label})`,
      QUICK ? 100 : 200,
      async () => {
        userId = ((await call('/api/medicare/submit', submission)) as { userId: string }).userId;
      },
      submitBudget,
    );
    const read = await measure(
      `GET /api/medicare/recommendations/{id}${label.includes('PostgreSQL') ? ', PostgreSQL' : ''}`,
      500,
      () => call(`/api/medicare/recommendations/${userId}`),
      20,
    );
    return [submit, read];
  };
  return { call, submitAndRead };
}

type Doctor = Pick<ProviderSearchResult, 'id' | 'lastNameOrOrgName' | 'firstName' | 'primarySpecialty'>;
type Drug = { name: string; availableDosages: string[] };

/** A finder's answers in Oklahoma County, the n-th of a run: `drugs` at their first dosage, `doctors`. */
function finderAnswers(n: number, drugs: Drug[], doctors: Doctor[], frequencies = ['monthly']) {
  return {
    firstName: 'Bench',
    lastName: `Client ${n}`,
    birthDate: `19${45 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}`,
    zipCode: '73102',
    county: 'Oklahoma',
    doctorSearchRadius: 20,
    medications: drugs.map((d, i) => ({
      name: d.name,
      dosage: d.availableDosages[0] ?? 'as directed',
      quantity: '30',
      frequency: frequencies[i % frequencies.length] ?? 'monthly',
    })),
    // The national bench's directory has no sample doctors.
    noDoctors: doctors.length === 0,
    doctors: doctors.map((d) => ({
      name: `${d.firstName ?? ''} ${d.lastNameOrOrgName}`.trim(),
      specialty: d.primarySpecialty ?? 'Internal Medicine',
      providerId: d.id,
    })),
  };
}

/** Ten priced drugs across the alphabet, at varied frequencies, and five doctors of central Oklahoma City. */
async function benchSubmission(db: Db, extra: Record<string, unknown> = {}) {
  const drugs = await db
    .select({ name: medicationLookup.name, availableDosages: medicationLookup.availableDosages })
    .from(medicationLookup)
    .where(sql`${medicationLookup.estimatedUnitPrice} is not null`)
    .orderBy(medicationLookup.name)
    .limit(200);
  const { id, lastNameOrOrgName, firstName, primarySpecialty } = providers;
  const doctors = await db
    .select({ id, lastNameOrOrgName, firstName, primarySpecialty })
    .from(providers)
    .where(
      inArray(providers.zipCode, ['73102', '73103', '73104', '73105', '73106', '73107', '73108', '73109']),
    )
    .orderBy(providers.id)
    .limit(5);
  const tenDrugs = drugs.filter((_, i) => i % 20 === 0).slice(0, 10);
  const frequencies = ['monthly', 'monthly', 'quarterly', 'monthly', 'yearly'];
  return { ...finderAnswers(0, tenDrugs, doctors, frequencies), ...extra };
}

/** design.md §9: a 10,000-row plan CSV (the catalogue's export, new ids) through the command line in ≤ 10 s. */
async function benchPlanImport(db: Db, dataDir: string) {
  const planRows = await db.select().from(medicarePlans);
  const exported = await plansFile(planRows.map(toAdminPlanRecord), 'csv');
  const records = parseCsv(String(exported.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<
    string,
    string
  >[];
  // Without the nested columns: with them 10,000 rows pass the 10 MB upload cap.
  const columns = Object.keys(records[0] ?? {}).filter((c) => !c.includes('.'));
  const silent = { log: () => {}, error: (line: string) => console.error(line) };
  let batch = 0;
  return measure(
    'import a 10,000-row plan CSV (command-line path)',
    15,
    async () => {
      batch += 1;
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        ...(records[i % records.length] as Record<string, string>),
        // CMS's form: 10 contracts of 1,000 plans per batch.
        planId: `E${String(batch * 10 + Math.floor(i / 1000)).padStart(4, '0')}-${String(i % 1000).padStart(3, '0')}`,
      }));
      const file = path.join(dataDir, `bench-import-${batch}.csv`);
      fs.writeFileSync(file, rowsToCsv(columns, rows));
      const code = await runImport(
        db,
        { kind: 'plans', file, mode: 'create', state: 'OK', planYear: 2026 },
        silent,
      );
      if (code !== 0) throw new Error('the benchmark import failed');
    },
    10_000,
    0,
  );
}

/** The seeded demo database grown to 500 plans, and the app on it. */
async function seededApp(db: Db) {
  await seed(db);
  await copyPlans(db, 500, 2026, 500);
  await db.execute(sql`analyze`);
  return benchApp(db);
}

async function benchLatency(): Promise<string[]> {
  const rows: Row[] = [];
  const notes: string[] = [];
  await onPGlite(async (db, dataDir) => {
    const { call, submitAndRead } = await seededApp(db);
    rows.push(await measure('GET /api/health (ceiling)', 2000, () => call('/api/health')));
    const n = await db.$count(providers);
    const queries = await typeaheadQueries(db, n);
    rows.push(
      await measure(
        `provider search, ${count(n)} providers`,
        queries.length,
        (i) => call('/api/providers/search', queries[i]?.input, 200),
        15,
      ),
    );
    const submission = await benchSubmission(db);
    const profile = toProfile({ ...submission, planYear: 2026 });
    const planRows = await db.select().from(medicarePlans).where(eq(medicarePlans.isActive, true));
    const { plans, context } = await loadEngineInputs(db, createCaches(db), profile, planRows);
    notes.push(
      `Scoring profile: ${profile.medications.length} drugs, ${profile.doctors.length} doctors, ${plans.length} active plans, ${plans.filter((p) => p.partD).length} of them priced from Part D files (NDC prices per plan, issue 17); plan field points are computed once per plan version (ADR 0008), as in a running server.`,
    );
    rows.push(
      await measure(
        `score 1 profile × ${plans.length} plans (engine, in process)`,
        300,
        () => recommendPlans(profile, plans, context),
        20,
      ),
    );
    rows.push(...(await submitAndRead(`${plans.length} plans`, submission, 150)));
    rows.push(await benchPlanImport(db, dataDir));
  });
  try {
    await onPostgres(async (db, target) => {
      const { submitAndRead } = await seededApp(db);
      rows.push(...(await submitAndRead('500 plans, PostgreSQL', await benchSubmission(db), 150)));
      notes.push(
        `The ", PostgreSQL" rows ran on a local ${target.version} server (same machine, pool of 10, in-process app); the others on embedded PGlite.`,
      );
    });
  } catch (error) {
    notes.push(`PostgreSQL rows skipped: ${(error as Error).message}`);
  }
  return section(
    '## Latency (ms)',
    `${measuredOn()}: embedded PGlite on a temporary data directory, in process (app.request, no network). Throughput is one request after another, and "of health" compares it with \`GET /api/health\` on the same app in the same run.`,
    latencyTable(rows, true),
    bullets(notes),
  );
}

/** Gzipped JavaScript of the first consumer page (needs `npm run build`). */
async function benchBundle(): Promise<string[]> {
  const dist = path.resolve('dist/client');
  const indexPath = path.join(dist, 'index.html');
  let line = 'Not measured: run `npm run build` first.';
  if (fs.existsSync(indexPath)) {
    const html = fs.readFileSync(indexPath, 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const total = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dist, f))).length, 0);
    if (total > 200 * 1024) missed.push('consumer JavaScript');
    line = `${(total / 1024).toFixed(1)} KB gzip over ${files.length} file(s) on first load (budget ≤ 200 KB): ${total <= 200 * 1024 ? 'within budget' : 'OVER BUDGET'}.`;
  }
  return section('## Consumer JavaScript', line);
}

/** Drugs most prescribed to Medicare enrollees first, so they are entered most. */
const COMMON_DRUGS =
  'Atorvastatin, Levothyroxine, Lisinopril, Metformin, Amlodipine, Metoprolol Succinate ER, Omeprazole, Losartan, Rosuvastatin, Eliquis, Simvastatin, Gabapentin, Hydrochlorothiazide, Tamsulosin, Furosemide, Pantoprazole, Sertraline, Jardiance, Xarelto, Trulicity, Ozempic, Januvia, Farxiga, Donepezil, Clopidogrel'.split(
    ', ',
  );
const SCORES_PER_SUBMISSION = 10;

/** Runs again the statements of migration `file` that match `pattern`. */
async function replayMigration(db: Db, file: string, pattern: RegExp): Promise<void> {
  const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
  const statements = migration.split('--> statement-breakpoint').filter((s) => pattern.test(s));
  if (statements.length === 0) throw new Error(`drizzle/${file} has no statement matching ${pattern}`);
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/**
 * Adds `total` finder-like submissions in SQL, 10,000 a batch: populous counties weighted, 0–8
 * drugs (popular ones more), 0–5 doctors, dates over two years, ten plan_scores rows each. Then
 * drizzle/0008's and 0033's backfills, rollup triggers off meanwhile (in bulk statements they
 * doubled the build and bloated the rollup; user-analytics.test.ts checks backfill and triggers agree).
 */
async function addSubmissions(db: Db, total: number): Promise<void> {
  const specialties = JSON.stringify([...new Set(Object.values(TAXONOMY_SPECIALTIES))]);
  const common = JSON.stringify(COMMON_DRUGS);
  const triggers = (state: 'enable' | 'disable') =>
    Promise.all(
      ['medicare_users_analytics_rollup', 'medicare_users_analytics_rollup_update'].map((trigger) =>
        db.execute(sql.raw(`alter table medicare_users ${state} trigger ${trigger}`)),
      ),
    );
  await triggers('disable');
  await db.execute(sql`select setseed(0.42)`);
  for (let done = 0; done < total; done += 10_000) {
    const n = Math.min(10_000, total - done);
    await db.execute(sql`
      with counties as (
        select array_agg(county order by zips desc, county) as list
        from (select county, count(*) as zips from oklahoma_zip_counties group by county) c
      ),
      drugs as (
        select array_agg(name order by array_position(array(select jsonb_array_elements_text(${common}::jsonb)), name), name) as list
        from medication_lookup
      ),
      specialties as (select array(select jsonb_array_elements_text(${specialties}::jsonb)) as list),
      plans as (select array_agg(id order by id) as list from medicare_plans),
      people as (
        select g,
               random() as r_county,
               floor(random() * 9)::int as drug_count,
               floor(random() * 6)::int as doctor_count,
               (array[5, 10, 20, 20, 20, 20, 50, 15, 30, 100])[1 + floor(random() * 10)::int] as radius,
               now() - interval '730 days' * power(1 - (${done} + g - 0.5)::float8 / ${total}, 1.2) as created_at
        from generate_series(1, ${n}) as g
      ),
      inserted as (
        insert into medicare_users (first_name, last_name, birth_date, zip_code, county, is_custom_county,
                                    doctor_search_radius, medications, doctors, plan_year, created_at)
        select 'Bench', 'Person', '1955-05-05', '73102',
               case when r_county < 0.005 then null
                    when r_county < 0.015 then 'Custom ' || (g % 900)
                    else counties.list[1 + floor(array_length(counties.list, 1) * power(random(), 2.5))::int] end,
               r_county >= 0.005 and r_county < 0.015,
               radius,
               coalesce((select jsonb_agg(jsonb_build_object(
                           'name', case when random() < 0.1 then lower(d) else d end,
                           'dosage', '10 mg', 'quantity', '30', 'frequency', 'monthly'))
                         from (select drugs.list[1 + floor(array_length(drugs.list, 1) * power(random(), 3))::int] as d
                               from generate_series(1, drug_count + 0 * g)) picked), '[]'::jsonb),
               coalesce((select jsonb_agg(jsonb_build_object(
                           'name', 'Doctor ' || k, 'providerId', null,
                           'specialty', case when random() < 0.03 then 'Unknown'
                             else specialties.list[1 + floor(array_length(specialties.list, 1) * power(random(), 2))::int] end))
                         from generate_series(1, doctor_count + 0 * g) k), '[]'::jsonb),
               ${CURRENT_PLAN_YEAR_NUMBER},
               created_at
        from people, counties, drugs, specialties
        order by g
        returning id, created_at
      )
      insert into plan_scores (user_id, plan_id, total_score, cost_score, coverage_score, network_score,
                               benefits_score, medications_covered, total_medications, doctors_in_network,
                               total_doctors, estimated_annual_cost, reasoning, created_at)
      select u.id,
             plans.list[1 + (abs(hashtext(u.id::text)) + k) % array_length(plans.list, 1)],
             round((90 - k * 2 - random() * 3)::numeric, 2),
             round((random() * 100)::numeric, 2), round((random() * 100)::numeric, 2),
             round((random() * 100)::numeric, 2), round((random() * 100)::numeric, 2),
             3, 3, 2, 2,
             round((1500 + random() * 6000)::numeric, 2),
             jsonb_build_object('version', 1, 'rank', k + 1, 'inTopResults', true,
               'reasons', jsonb_build_array('Covers 3 of 3 of your medications', '$0 monthly premium',
                                            'Dr. Lee is in network, 4.2 miles away'),
               'cost', jsonb_build_object('premiums', 0, 'drugs', 1234.5, 'medical', 800, 'total', 2034.5),
               'drugs', '[]'::jsonb, 'doctors', '[]'::jsonb,
               'scoreBreakdown', jsonb_build_object('monthlyPremiumPoints', 12, 'moopInNetworkPoints', 8,
                                                    'starRatingPoints', 6, 'dentalPoints', 2),
               'eligibilityNote', null, 'highlights', jsonb_build_array('Dental', 'Vision')),
             u.created_at
      from inserted u, plans, generate_series(0, ${SCORES_PER_SUBMISSION - 1}) as k`);
  }
  // PGlite has no autovacuum: the planner needs statistics for the new rows.
  await db.execute(sql`analyze plan_scores`);
  await replayMigration(db, '0008_submission-top-carrier.sql', /UPDATE "medicare_users"/);
  await db.execute(sql`vacuum analyze medicare_users`);
  await triggers('enable');
  await replayMigration(db, '0033_user-analytics-rollups.sql', /^INSERT INTO "user_analytics_/m);
  for (const table of ['user_analytics_days', 'user_analytics_day_values', 'user_analytics_month_values'])
    await db.execute(sql.raw(`analyze ${table}`));
}

/** "Fast on 100,000 submissions": the analytics service over the last 90 days and the last year. */
async function benchUserAnalytics(): Promise<string[]> {
  const total = QUICK ? 20_000 : 100_000;
  const rows: Row[] = [];
  await onPGlite(async (db) => {
    await seed(db, false);
    const started = performance.now();
    await addSubmissions(db, total);
    console.log(
      `user analytics: ${count(total)} submissions built in ${seconds(performance.now() - started)}`,
    );
    const today = utcDay(new Date());
    for (const [label, days] of [
      ['last 90 days', 90],
      ['last year', 365],
    ] as const) {
      const range = { from: addDays(today, -(days - 1)), to: today, bucket: 'day' as const };
      const first = await userAnalytics(db, range);
      rows.push(
        await measure(
          `${label} (${count(first.totalSubmissions)} submissions)`,
          20,
          () => userAnalytics(db, range),
          300,
          0,
        ),
      );
    }
  });
  return section(
    `## User analytics (${count(total)} submissions)`,
    `${measuredOn()}, embedded PGlite. GET /api/admin/analytics/users's service (services/admin/user-analytics.ts, one SQL statement over the rollup of drizzle/0033), day buckets; ${SCORES_PER_SUBMISSION} plan_scores rows per submission, table in creation order. Target (issue 7) p95 ≤ 300 ms.`,
    latencyTable(rows, false),
  );
}

const CLIENTS = 8;

type Load = { name: string; expect: number; request: () => autocannon.Request & { path: string } };
type Measured = Row & { database: string; failures: number };

/** `CLIENTS` autocannon connections for `secondsLong` s; percentiles from every response time. */
async function loadRun(baseUrl: string, load: Load, secondsLong: number) {
  const times: number[] = [];
  let failures = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CLIENTS,
        duration: secondsLong,
        requests: [{ setupRequest: (req) => ({ ...req, ...load.request() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status !== load.expect) failures++;
      times.push(ms);
    });
  });
  return { times, failures: failures + result.errors + result.timeouts };
}

async function underLoad(baseUrl: string, load: Load, database: string): Promise<Measured> {
  const rounds = QUICK ? 1 : 3;
  const secondsLong = QUICK ? 3 : 5;
  await loadRun(baseUrl, load, 1);
  const runs: Array<Row & { failures: number }> = [];
  for (let r = 0; r < rounds; r++) {
    const { times, failures } = await loadRun(baseUrl, load, secondsLong);
    runs.push({ ...summarize(`${database} ${load.name}`, times, secondsLong * 1000), failures });
  }
  const median = (key: 'p50' | 'p95' | 'p99' | 'perSecond') =>
    percentile(
      runs.map((r) => r[key]),
      50,
    );
  return {
    name: load.name,
    database,
    runs: runs.reduce((s, r) => s + r.runs, 0),
    p50: median('p50'),
    p95: median('p95'),
    p99: median('p99'),
    perSecond: median('perSecond'),
    failures: runs.reduce((s, r) => s + r.failures, 0),
  };
}

/** A bare Hono server with one JSON route: what this machine can do at all. */
async function startBareHono() {
  const program = `
    import { serve } from '@hono/node-server';
    import { Hono } from 'hono';
    const app = new Hono();
    app.get('/', (c) => c.json({ status: 'ok' }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log('listening on ' + info.port));
    server.keepAliveTimeout = 65000;
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    }),
  );
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/**
 * What the loads need: a client past the gate (one shared history key, as an agency's browsers),
 * an admin cookie, finder-like profiles (five drugs, two doctors) and 20 stored results.
 */
async function loads(baseUrl: string): Promise<Load[]> {
  const person = new ApiClient(baseUrl);
  await person.passGate();
  const admin = new ApiClient(baseUrl);
  await admin.signInAdmin({ email: DEMO_DEFAULTS.adminEmail, password: DEMO_DEFAULTS.adminPassword });
  const drugs = (await person.request('/api/medication-lookup')).body as Drug[];
  const doctors = (
    await person.request('/api/providers/search', { json: { q: 'sm', userZip: '73102', radius: 20 } })
  ).body as Doctor[];
  const chosen = drugs.filter((d) => d.availableDosages.length > 0).slice(0, 40);
  const profile = (n: number) =>
    finderAnswers(
      n,
      Array.from({ length: 5 }, (_, i) => chosen[(n * 5 + i) % chosen.length] as (typeof chosen)[number]),
      doctors.slice(0, 2),
    );
  const ids: string[] = [];
  for (let n = 0; n < 20; n++)
    ids.push(
      ((await person.request('/api/medicare/submit', { json: profile(n) })).body as { userId: string })
        .userId,
    );
  const browser = (cookie: string) => ({ 'accept-encoding': 'gzip, deflate, br', cookie });
  let read = 0;
  let submitted = 1000;
  const get = (name: string, p: () => string, cookie = person.cookieHeader()): Load => ({
    name,
    expect: 200,
    request: () => ({ method: 'GET', path: p(), headers: browser(cookie) }),
  });
  return [
    get('GET /api/health', () => '/api/health'),
    get('GET /api/medication-lookup', () => '/api/medication-lookup'),
    get(
      'GET /api/medicare/recommendations/{id}',
      () => `/api/medicare/recommendations/${ids[read++ % ids.length]}`,
    ),
    {
      name: 'POST /api/medicare/submit',
      expect: 201,
      request: () => ({
        method: 'POST',
        path: '/api/medicare/submit',
        headers: { ...browser(person.cookieHeader()), 'content-type': 'application/json' },
        body: JSON.stringify(profile(submitted++)),
      }),
    },
    get('GET /api/admin/plans (first page)', () => '/api/admin/plans?page=1&limit=25', admin.cookieHeader()),
  ];
}

/**
 * The real server process on a fresh demo database of each kind, then WORKERS=2 on PostgreSQL,
 * loaded by autocannon over keep-alive. `--databases=`, `--only=REGEX` narrow a run; `--profile=DIR`
 * writes CPU profiles.
 */
async function benchConcurrent(): Promise<string[]> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const only = arg('only') ? new RegExp(arg('only') as string, 'i') : null;
  const databases = (arg('databases') ?? 'PGlite,PostgreSQL').split(',');
  const profile = arg('profile');
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const measured: Measured[] = [];
  const checks: string[] = [];
  const check = (what: string, database: string, value: string, target: string, ok: boolean) =>
    checks.push(tableRow([what, database, value, target, met(ok)]));
  const share = (m: Row, of: Row) => `${((100 * m.perSecond) / of.perSecond).toFixed(1)} %`;
  /** `m`'s throughput at least `least` of `of`'s. */
  const atLeast = (what: string, database: string, m: Row, of: Row, least: number) =>
    check(what, database, share(m, of), `≥ ${100 * least} %`, m.perSecond >= least * of.perSecond);
  const atMost = (what: string, database: string, value: number, unit: string, most: number) =>
    check(what, database, `${value.toFixed(1)} ${unit}`, `≤ ${most} ${unit}`, value <= most);
  const notes: string[] = [];
  const bare = await startBareHono();
  const bareLoad: Load = { name: 'bare Hono', expect: 200, request: () => ({ method: 'GET', path: '/' }) };
  const setups = (
    [
      ['PGlite', 1],
      ['PostgreSQL', 1],
      ['PostgreSQL, 2 workers', 2],
    ] as const
  ).filter(([database]) => databases.includes(database.split(',')[0] as string));
  try {
    for (const [database, workers] of setups) {
      await withServer(database, { workers, nodeArgs }, async (baseUrl, pgDb) => {
        if (pgDb && notes.length === 0)
          notes.push(`${pgDb.version} on this machine, a pool of 10 connections per process.`);
        const all = await loads(baseUrl);
        // With several workers, only what workers are for: scoring and reading results.
        const chosen = all.filter(
          (l) =>
            l.name === 'GET /api/health' ||
            ((!only || only.test(l.name)) && (workers === 1 || /submit|recommendations/.test(l.name))),
        );
        const here = new Map<string, Measured>();
        // Bare Hono right before health: this machine's speed drifts by a third.
        const beside = await underLoad(bare.baseUrl, bareLoad, '—');
        for (const load of chosen) here.set(load.name, await underLoad(baseUrl, load, database));
        measured.push(beside, ...here.values());
        const at = (start: string) => [...here.values()].find((m) => m.name.startsWith(start));
        const health = at('GET /api/health') as Measured;
        const submit = at('POST /api/medicare/submit');
        const plans = at('GET /api/admin/plans');
        if (workers === 1) {
          const bareRate = Math.round(beside.perSecond);
          atLeast(`health, of bare Hono (${bareRate} req/s just before)`, database, health, beside, 0.5);
          for (const [load, what, least] of [
            ['GET /api/medication-lookup', 'medication lookup', 0.5],
            ['GET /api/medicare/recommendations', 'recommendations read', 0.3],
          ] as const) {
            const m = at(load);
            if (m) atLeast(`${what}, of health`, database, m, health, least);
          }
          const budget = pgDb ? 150 : 400;
          if (submit) atMost('submit p95', database, submit.p95, 'ms', budget);
          if (submit && pgDb)
            check(
              'submit throughput',
              database,
              `${Math.round(submit.perSecond)} req/s`,
              '≥ 100 req/s',
              submit.perSecond >= 100,
            );
        }
        if (plans && pgDb) atMost('admin plan list p95', database, plans.p95, 'ms', 50);
        for (const name of workers > 1
          ? ['POST /api/medicare/submit', 'GET /api/medicare/recommendations']
          : []) {
          const one = measured.find((m) => m.database === 'PostgreSQL' && m.name.startsWith(name));
          const many = at(name);
          const ratio = one && many ? many.perSecond / one.perSecond : 0;
          if (one && many)
            check(`${name}, 2 workers over 1`, 'PostgreSQL', `${ratio.toFixed(2)}×`, '≥ 1.6×', ratio >= 1.6);
        }
      });
    }
  } finally {
    bare.stop();
  }
  const failures = measured.reduce((s, m) => s + m.failures, 0);
  return section(
    '## Concurrent throughput',
    `${measuredOn()}. The real server process on a fresh database of each kind with the demo data; autocannon with ${CLIENTS} clients from this process over keep-alive connections, each request with the cookies and \`Accept-Encoding\` a browser sends, ${QUICK ? 3 : 5} s a run, the median of ${QUICK ? 1 : 3} rounds. "Of health" compares with \`GET /api/health\` on the same server; "bare Hono" is a Hono server of one JSON route on the same Node, measured right before each server. The load tool shares the machine's cores with the server (and with PostgreSQL).`,
    table(
      'request | database | req/s | p50 ms | p95 ms | p99 ms | failed',
      measured.map(
        (m) =>
          `| ${m.name} | ${m.database} | ${Math.round(m.perSecond)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.failures} |`,
      ),
    ),
    `Targets of issue 21, at ${CLIENTS} clients:`,
    table('what | database | measured | target | met', checks),
    [
      ...bullets(notes),
      `- Failed answers (an unexpected status, a connection error or a timeout) over every run: ${failures}.`,
    ],
  );
}

/**
 * design.md §9: while 16 cookieless clients flood one share link's PDF and results, another
 * person's p95 stays within 2× its quiet figure (tests/reliability/share-flood-check.ts drives it).
 */
async function benchShareFlood(): Promise<string[]> {
  const options = { floodClients: 16, quietMs: QUICK ? 3000 : 10_000, floodMs: QUICK ? 5000 : 20_000 };
  const rows: string[] = [];
  for (const database of ['PGlite', 'PostgreSQL']) {
    const result = await withServer(database, {}, (baseUrl) => runShareFlood(baseUrl, options));
    const answers = Object.entries(result.flood.statuses).map(([status, n]) => `${count(n)} × ${status}`);
    if (result.p95Ratio > 2) missed.push(`share flood, ${database}`);
    rows.push(
      `| ${database} | ${result.quiet.p95.toFixed(1)} | ${result.during.p95.toFixed(1)} | ${result.p95Ratio.toFixed(2)}× | ≤ 2× | ${met(result.p95Ratio <= 2)} | ${result.healthDuring.p95.toFixed(1)} / ${result.healthDuring.max.toFixed(1)} | ${count(result.flood.perSecond)} | ${answers.join(', ')} | ${result.otherFailures + result.healthFailures} |`,
    );
  }
  return section(
    '## Share links under a flood',
    `${measuredOn()}. ${options.floodClients} clients without any cookie ask for one share link's PDF summary and its results in turn, as fast as they are answered, for ${options.floodMs / 1000} s; meanwhile another person reads their own results and the plan years one after another (20 ms apart) and a monitor asks for \`/api/health\` every 50 ms. "Quiet" is the other person alone for ${options.quietMs / 1000} s just before. Of the flood's answers, the link's budgets are 200s, the rest 429 (a second late once already refused) or 503 (too many waiting for a turn).`,
    table(
      'database | another person p95 ms, quiet | during the flood | ratio | budget | met | health p95 / max ms during | flood answers / s | flood answers | failed answers to others',
      rows,
    ),
  );
}

const STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
/** ZIPs per state besides Oklahoma's 765 (about 42,000 nationally). */
const ZIPS_PER_STATE = 840;
const COUNTIES_PER_STATE = 63;
/** Syllables for county names and the long tail of surnames. */
const HEADS =
  'Ab Al Ash Bal Bar Bel Ber Bla Bri Bur Cal Car Cas Cor Dal Dar Del Dun El Fair Fal Far Gar Gil Gold Hal Har Hol Kel Kin Lan Lin Mar Mel Mor Nor Pen Ral Red Ros'.split(
    ' ',
  );
const MIDDLES =
  'a an ar ber bo da de dle e en er ford gar i ing ken la ler li lo man mer mon ne ni o ra ri ro ry sen ter to va ve wa win'.split(
    ' ',
  );
const TAILS =
  'berg bury by dale ez field gan ham holm ins ley lin man mont ner quist rick ski son stead ston ter ton well wood worth'.split(
    ' ',
  );
const ORGANIZATION_KINDS =
  "Family Care Clinic, Family Pharmacy, Medical Supply, Rural Health Clinic, Urgent Care, Regional Medical Center, Heart Associates, Orthopedic Associates, Eye Associates, Digestive Health, Women's Health, Dermatology, Home Health, Physical Therapy".split(
    ', ',
  );

const textArray = (values: readonly string[]) =>
  sql`(${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[])`;
const uniform = (g: string, stream: number) =>
  sql.raw(`((hashint8extended(${g}, ${stream}) & 2147483647)::float8 / 2147483648)`);
/** County `k` of the nation ("Harmanton"): made-up, unique across states. */
function countyName(k: number): string {
  return `${HEADS[k % HEADS.length]}${MIDDLES[Math.floor(k / HEADS.length) % MIDDLES.length]}${TAILS[(k * 13) % TAILS.length]}`;
}

/** ZIP centroids for 49 more states, each a box of the map with half its ZIPs around a central metro; answers the count. */
async function loadNationalZips(db: Db): Promise<number> {
  const counties = STATES.flatMap((_, s) =>
    Array.from({ length: COUNTIES_PER_STATE }, (_, c) => countyName(s * COUNTIES_PER_STATE + c)),
  );
  const result = await db.execute(sql`
    insert into zip_coordinates (zip_code, latitude, longitude, city, state, county)
    select lpad((1000 + z * 2)::text, 5, '0'),
      (26 + (s / 10) * 4.6 + 2.3 + (case when ${uniform('z', 1)} < 0.5 then 0.4 else 2.2 end) * (${uniform('z', 2)} - 0.5))::numeric(10, 8),
      (-123 + (s % 10) * 5.5 + 2.75 + (case when ${uniform('z', 1)} < 0.5 then 0.5 else 2.6 end) * (${uniform('z', 3)} - 0.5))::numeric(11, 8),
      ${textArray(STATES)}[s + 1] || ' Town ' || (z % ${ZIPS_PER_STATE}),
      ${textArray(STATES)}[s + 1],
      (${textArray(counties)})[s * ${COUNTIES_PER_STATE} + 1 + (z % ${COUNTIES_PER_STATE})]
    from generate_series(0, ${STATES.length * ZIPS_PER_STATE - 1}) z,
      lateral (select z / ${ZIPS_PER_STATE} as s) st
    on conflict (zip_code) do nothing`);
  return (result as unknown as { rowCount: number }).rowCount ?? 0;
}

/**
 * `total` NPPES-like providers in 500,000-row INSERT … SELECTs: 78 % individuals (faker surnames for
 * 40 %, "Smith" ≈ 1 %, composed surnames for the rest), 22 % organizations; ZIPs skewed to dense metros.
 */
async function loadNationalProviders(db: Db, total: number): Promise<void> {
  const person = en.person as unknown as {
    last_name: { generic: string[] };
    first_name: { female: string[]; male: string[] };
  };
  // The word lists as statement constants, not per-row columns.
  const lists = {
    lastNames: person.last_name.generic,
    firstNames: [...person.first_name.female, ...person.first_name.male],
    orgKinds: ORGANIZATION_KINDS,
    // The sample directory's individual specialties, as weighted there.
    specialties: INDIVIDUAL_SPECIALTIES.flatMap(({ code, weight }) =>
      Array<string>(weight).fill(TAXONOMY_SPECIALTIES[code] ?? code),
    ),
    legal: [' LLC', ' LLC', ' PLLC', ' Inc', ''],
    heads: HEADS,
    middles: MIDDLES,
    tails: TAILS,
  };
  const from = (list: keyof typeof lists, stream: number, skew = 1) =>
    sql`${textArray(lists[list])}[1 + floor(${lists[list].length} * power(${uniform('g', stream)}, ${skew}))::int]`;
  await db.execute(sql`create temporary table bench_zips on commit drop as
    select row_number() over (order by hashtext(zip_code))::int as i, zip_code, city, state, county
    from zip_coordinates`);
  await db.execute(sql`create unique index on bench_zips (i)`);
  const [zips] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bench_zips`);
  for (let start = 1; start <= total; start += 500_000) {
    const end = Math.min(total, start + 499_999);
    await db.execute(sql`
      insert into providers (npi, sample, provider_type, last_name_or_org_name, first_name, middle_name,
        title, primary_specialty, physical_address1, city, state, zip_code, county, phone,
        primary_location, active_date)
      select '1' || lpad(g::text, 9, '0'), true, case when ind then 'Individual' else 'Organization' end,
        case when not ind then z.city || ' ' || ${from('orgKinds', 13)} || ${from('legal', 14)}
          when ${uniform('g', 4)} < 0.4 then ${from('lastNames', 5, 1.6)}
          else ${from('heads', 6, 1.4)} || ${from('middles', 7, 1.2)} || ${from('tails', 8, 1.3)}
        end,
        case when ind then ${from('firstNames', 9, 1.5)} end,
        case when ind and ${uniform('g', 10)} < 0.5 then chr(65 + (g % 26)::int) end,
        case when ind then (array['MD', 'DO', 'NP', 'PA-C'])[1 + (g % 4)::int] end,
        ${from('specialties', 11)},
        (100 + g % 15000) || ' Main St', z.city, z.state, z.zip_code, z.county,
        '(555) 555-01' || lpad((g % 100)::text, 2, '0'), 'Y', '2015-01-01'
      from generate_series(${start}::bigint, ${end}::bigint) g
        cross join lateral (select ${uniform('g', 1)} < 0.78 as ind,
          1 + floor(${zips?.n ?? 0} * power(${uniform('g', 2)}, 2))::int as zi) r
        join bench_zips z on z.i = r.zi`);
    console.log(`providers: ${count(end)} of ${count(total)}`);
  }
}

const SERVES_OKLAHOMA_COUNTY = sql`service_area && array['OK', 'OK|oklahoma']::text[]`;
/** Each seeded plan's column, but for those a copy sets itself. */
const PLAN_COPY_COLUMNS = Object.values(getTableColumns(medicarePlans))
  .map((column) => column.name)
  .filter((name) => !['id', 'created_at', 'updated_at'].includes(name));
const PLAN_COPY_VALUES: Record<string, string> = {
  plan_id: 'c.plan_id',
  plan_name: "t.plan_name || ' ' || c.plan_id",
  region: 'c.region',
  county: 'c.counties[1]',
  counties: 'c.counties',
  service_area: 'c.service_area',
  is_active: 'true',
};
const prefixed = (columns: string, table: string) => columns.replace(/(^|, )/g, `$1${table}.`);

/**
 * Grows `year` to `target` active plans, up to national Landscape size (6,000 plans, ~23 counties each):
 * copies of the seeded plans (formularies and networks) serving a run of one state's counties, with a
 * premium row per county. `countyPlans` serve Oklahoma County; Oklahoma copies also get their
 * template's Part D rows.
 */
async function copyPlans(db: Db, target: number, year: number, countyPlans: number) {
  const templates = await queryRows<{ id: number; plan_id: string }>(
    db,
    sql`select id, plan_id from medicare_plans
      where is_active and plan_year = ${year} and contract_category is distinct from 'PDP' order by id`,
  );
  const okCounties = (
    await queryRows<{ county: string }>(
      db,
      sql`select distinct county from zip_coordinates where state = 'OK' and county is not null order by county`,
    )
  ).map((r) => r.county);
  const serving = await db.$count(
    medicarePlans,
    sql`is_active and plan_year = ${year} and ${SERVES_OKLAHOMA_COUNTY}`,
  );
  const random = prng(2026);
  let okToAdd = Math.max(0, countyPlans - serving);
  const copies = Array.from({ length: Math.max(0, target - templates.length) }, (_, j) => {
    const template = templates[j % templates.length] as (typeof templates)[number];
    const ok = okToAdd-- > 0;
    const state = ok ? -1 : Math.floor(random() * 49);
    const start = Math.floor(random() * (ok ? okCounties.length : COUNTIES_PER_STATE));
    const length = 1 + Math.floor(random() * (ok ? 20 : 45));
    const run = Array.from({ length }, (_, i) => start + i);
    const counties = ok
      ? ['Oklahoma', ...run.map((k) => okCounties[k % okCounties.length] as string)]
      : run.map((k) => countyName(state * COUNTIES_PER_STATE + (k % COUNTIES_PER_STATE)));
    const code = ok ? 'OK' : (STATES[state] as string);
    const listed = [...new Set(counties)].sort();
    return {
      plan_id: `R${1000 + Math.floor(j / 50)}-${String((j % 50) + 1).padStart(3, '0')}`,
      template: template.id,
      template_plan: template.plan_id,
      region: stateNameOf(code),
      counties: listed,
      service_area: stateArea(code, listed),
      ok,
    };
  });
  const list = sql`jsonb_to_recordset(${JSON.stringify(copies)}::jsonb)
    as c(plan_id text, template int, template_plan text, region text, counties text[], service_area text[], ok boolean)`;
  await db.execute(sql`insert into medicare_plans (${sql.raw(PLAN_COPY_COLUMNS.join(', '))})
    select ${sql.raw(PLAN_COPY_COLUMNS.map((name) => PLAN_COPY_VALUES[name] ?? `t.${name}`).join(', '))}
    from ${list} join medicare_plans t on t.id = c.template`);
  for (const [table, columns] of Object.entries({
    plan_formulary: 'medication_name, tier, prior_authorization, quantity_limit, step_therapy',
    plan_networks: 'provider_id, sample',
  }))
    await db.execute(sql`insert into ${sql.raw(`${table} (plan_id, ${columns})`)}
      select p.id, ${sql.raw(prefixed(columns, 'x'))}
      from ${list} join medicare_plans p on p.plan_id = c.plan_id and p.plan_year = ${year}
        join ${sql.raw(table)} x on x.plan_id = c.template`);
  await db.execute(sql`
    insert into plan_premiums (plan_id, state, county, contract_year, part_c_premium, part_d_premium,
      part_d_premium_extra_help, sample, source_file)
    select p.plan_id, split_part(p.service_area[1], '|', 1), pc.name, p.plan_year, p.monthly_premium, 0, 0, true,
      'bench-national'
    from medicare_plans p, unnest(p.counties) as pc(name)
    where p.plan_year = ${year} and p.plan_id like 'R%'`);
  // The Oklahoma copies' Part D rows: their template's in the year's current release.
  for (const [table, columns] of Object.entries({
    partd_plans:
      'contract_id, plan_number, segment_id, contract_name, plan_name, formulary_id, premium, deductible, snp, suppressed, county_codes',
    partd_costs: 'coverage_level, tier, days_supply, shares, specialty_tier, deductible_applies',
    partd_insulin_costs: 'tier, days_supply, copays',
    partd_pricing: 'ndc, days_supply, unit_cost',
    partd_pharmacies:
      'npi, zip_code, retail, mail, preferred_retail, preferred_mail, in_area, floor_price, fees',
  }))
    await db.execute(sql`insert into ${sql.raw(`${table} (release_id, plan_key, ${columns})`)}
      select x.release_id, c.plan_id, ${sql.raw(prefixed(columns, 'x'))}
      from ${list} join ${sql.raw(table)} x on x.plan_key = c.template_plan
      where c.ok and x.release_id = ${currentPartDRelease(year)}`);
  const [totals] = await queryRows<{ plans: number; rows: number; serving: number }>(
    db,
    sql`select count(*)::int as plans, coalesce(sum(cardinality(counties)), 0)::int as rows,
        count(*) filter (where ${SERVES_OKLAHOMA_COUNTY})::int as serving
      from medicare_plans where is_active and plan_year = ${year}`,
  );
  return totals;
}

/**
 * 600 typeahead queries from a sample of the directory (about 8,000 rows' worth of pages, whatever its
 * size): prefixes, whole last names, "first last", fragments, specialties; every other five near a ZIP.
 */
async function typeaheadQueries(db: Db, providerCount: number) {
  const percent = Math.min(100, (8_000 / Math.max(1, providerCount)) * 100);
  const sample = await queryRows<
    Record<'last' | 'zip', string> & Record<'first' | 'specialty', string | null>
  >(
    db,
    sql`select last_name_or_org_name as last, first_name as first, primary_specialty as specialty,
        coalesce(zip_code, '73102') as zip
      from providers tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (42) limit 3000`,
  );
  const random = prng(42);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const out: { kind: string; input: ProviderSearchInput }[] = [];
  for (let i = 0; out.length < 600; i++) {
    const p = pick(sample);
    const shapes: Array<[string, string]> = [
      ['2-letter prefix', p.last.slice(0, 2)],
      ['3–4-letter prefix', p.last.slice(0, 3 + (i % 2))],
      ['whole last name', p.last.split(' ')[0] ?? p.last],
      p.first ? ['"first last"', `${p.first} ${p.last}`] : ['first-name prefix', p.last.slice(0, 3)],
      ['first-name prefix', (p.first ?? p.last).slice(0, 3)],
      ['fragment', p.last.slice(1, 4)],
      ['specialty', (p.specialty ?? p.last).slice(0, 2 + (i % 4))],
    ];
    const [kind, q] = shapes[i % shapes.length] as [string, string];
    if (q.trim().length < 2) continue;
    const near = Math.floor(i / shapes.length) % 2 === 1;
    out.push({
      kind: `${kind}${near ? ', near a ZIP' : ''}`,
      input: near ? { q, userZip: p.zip, radius: pick([5, 10, 20, 50]) } : { q },
    });
  }
  return out;
}

/**
 * design.md §9's national budgets on PostgreSQL: seed, national ZIPs, an NPPES-sized directory and a
 * Landscape-sized catalogue made in SQL; then searchProvidersSql and submit/read in process.
 * BENCH_NATIONAL_PROVIDERS (8,000,000), BENCH_NATIONAL_PLANS (6,000); BENCH_NATIONAL_DB keeps a database to reuse.
 */
async function benchNational(): Promise<string[]> {
  const providerCount = Number(process.env.BENCH_NATIONAL_PROVIDERS ?? (QUICK ? 200_000 : 8_000_000));
  const planCount = Number(process.env.BENCH_NATIONAL_PLANS ?? 6_000);
  const year = 2026;
  const rows: Row[] = [];
  const notes: string[] = [];
  let version = '';
  await onPostgres(async (db, target) => {
    version = target.version;
    const step = async (label: string, run: () => Promise<string>) => {
      const started = performance.now();
      const note = await run();
      console.log(`${label}: ${seconds(performance.now() - started)}`);
      await db.execute(
        sql`insert into bench_national_loads (note) values (${`${note}: ${seconds(performance.now() - started)}.`})`,
      );
    };
    if (target.fresh) {
      await db.execute(sql`create table bench_national_loads (id serial primary key, note text not null)`);
      await step('seed', async () => {
        await seed(db, false);
        return 'Seed (the sample catalogue, reference data and Part D sample, no sample doctors)';
      });
      await step(
        'zips',
        async () =>
          `ZIP centroids: ${count(await loadNationalZips(db))} generated for 49 more states besides Oklahoma's`,
      );
    }
    if ((await db.$count(providers)) === 0)
      await step('providers', async () => {
        await loadWithIndexesAfter(db, 'providers', async (tx) => {
          await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
          await tx.execute(sql`set local synchronous_commit = off`);
          await loadNationalProviders(tx as unknown as Db, providerCount);
        });
        await db.execute(sql`vacuum analyze providers`);
        return `Providers: ${count(providerCount)} generated by INSERT … SELECT in chunks of 500,000, secondary indexes built after the load (loadWithIndexesAfter), then VACUUM ANALYZE`;
      });
    if ((await db.$count(medicarePlans, sql`is_active and plan_year = ${year}`)) < planCount)
      await step('plans', async () => {
        const totals = await db.transaction((tx) => copyPlans(tx as unknown as Db, planCount, year, 120));
        await db.execute(sql`analyze`);
        return `Plans: ${count(totals?.plans ?? 0)} active ${year} plans serving ${count(totals?.rows ?? 0)} plan-county pairs (each with a Landscape premium row), ${totals?.serving} of them serving Oklahoma County, OK; copies of the seeded plans with their formularies`;
      });
    notes.push(
      ...(await queryRows<{ note: string }>(db, sql`select note from bench_national_loads order by id`)).map(
        (r) => r.note,
      ),
    );
    const [size] = await queryRows<{ size: string; providers: number; zips: number }>(
      db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size,
        (select count(*) from providers)::int as providers, (select count(*) from zip_coordinates)::int as zips`,
    );
    notes.push(
      `Measured on ${count(size?.providers ?? 0)} providers over ${count(size?.zips ?? 0)} ZIPs; database ${size?.size}.`,
    );

    const queries = await typeaheadQueries(db, size?.providers ?? 0);
    const geo = new ZipGeo(db);
    const byKind = new Map<string, number[]>();
    rows.push(
      await measure(
        `provider typeahead (SQL), ${count(size?.providers ?? 0)} providers`,
        queries.length,
        async (i) => {
          const q = queries[i] as (typeof queries)[number];
          const start = performance.now();
          await searchProvidersSql(db, geo, q.input);
          byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), performance.now() - start]);
        },
        25,
      ),
    );
    // Each kind's p95 (warm-up included): where to look first when the budget is missed.
    notes.push(
      `Typeahead p95 by kind of query: ${[...byKind]
        .sort()
        .map(([kind, times]) => `${kind} ${percentile(times, 95).toFixed(1)} ms`)
        .join('; ')}.`,
    );
    const { submitAndRead } = await benchApp(db);
    const submission = await benchSubmission(db, { planYear: year });
    const eligible = await db.$count(
      medicarePlans,
      sql`is_active and plan_year = ${year} and ${SERVES_OKLAHOMA_COUNTY}`,
    );
    rows.push(
      ...(await submitAndRead(`Oklahoma County: ${eligible} plans, 10 drugs, 5 doctors`, submission, 250)),
    );
  }, process.env.BENCH_NATIONAL_DB);
  return section(
    '# Benchmarks at national scale (PostgreSQL)',
    "Written by `npm run bench:national` (scripts/bench.ts, entry `national`); do not edit by hand. Budgets are design.md §9's national ones.",
    `${measuredOn()}, ${version} on the same machine (pool of 10, in-process app, no network).`,
    latencyTable(rows, false),
    bullets(notes),
  );
}

/**
 * A state-wide Part D import under 2 minutes on PGlite and PostgreSQL, reading a national-size pricing
 * file (5,200 plans, ~55 million lines, 2 GB) and keeping the state. BENCH_PARTD_KEEP_PLANS=all also
 * imports the nation on PostgreSQL (under 30 minutes).
 */
async function benchPartDImport(): Promise<string[]> {
  const nationalPlans = QUICK ? 300 : 5200;
  const scaled = (n: number) => (QUICK ? n / 10 : n);
  const otherPlanKey = (k: number) =>
    `S${String(1000 + Math.floor(k / 3)).padStart(4, '0')}|${String((k % 3) + 1).padStart(3, '0')}|000`;
  const loadBefore = os.loadavg();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-partd-bench-'));
  const folder = path.join(dir, 'PPUF_2026Q4');
  const results: string[] = [];
  const notes: string[] = [];
  let serverVersion = 'PostgreSQL not reached';
  const file = (prefix: string) =>
    path.join(folder, fs.readdirSync(folder).find((f) => f.startsWith(prefix)) ?? prefix);
  /** One import, timed, with peak memory and load average (the machine is shared). */
  const timeImport = async (database: string, db: Db, budgetSeconds: number | null) => {
    let peak = process.memoryUsage().rss;
    const before = os.loadavg()[0] ?? 0;
    let peakLoad = before;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
      peakLoad = Math.max(peakLoad, os.loadavg()[0] ?? 0);
    }, 200);
    const started = performance.now();
    const result = await importPartD(db, folder, { onProgress: (line) => console.log(`  ${line}`) }).finally(
      () => clearInterval(timer),
    );
    const secs = (performance.now() - started) / 1000;
    if (!result.ok) throw new Error(`the import failed: ${result.message}`);
    const kept = result.counts.pricing ?? 0;
    if (budgetSeconds !== null && secs > budgetSeconds) missed.push(`Part D import, ${database}`);
    results.push(
      `| ${database} | ${secs.toFixed(1)} | ${count(kept)} | ${count(Math.round(kept / secs))} | ${Math.round(peak / 2 ** 20)} | ${before.toFixed(2)} / ${peakLoad.toFixed(2)} / ${(os.loadavg()[0] ?? 0).toFixed(2)} | ${budgetSeconds === null ? '— (no budget)' : `${met(secs <= budgetSeconds)} (${budgetSeconds / 60} min)`} |`,
    );
  };
  try {
    fs.mkdirSync(folder);
    await writePartDSample(folder);
    // National pricing: the state's plans with 10,500 NDCs, the other plans with 3,500.
    const started = performance.now();
    const planLines = fs.readFileSync(file('plan information'), 'utf8').split('\r\n');
    const planKeys = planLines.slice(1).filter((l) => l !== '');
    const statePlans = [...new Set(planKeys.map((l) => l.split('|').slice(0, 3).join('|')))];
    let lines = 0;
    const otherPlans = nationalPlans - statePlans.length;
    async function* pricing() {
      yield 'CONTRACT_ID|PLAN_ID|SEGMENT_ID|NDC|DAYS_SUPPLY|UNIT_COST\r\n';
      for (const [key, ndcs] of [
        ...statePlans.map((k) => [k, scaled(10_500)] as const),
        ...Array.from({ length: otherPlans }, (_, k) => [otherPlanKey(k), scaled(3_500)] as const),
      ]) {
        const chunk: string[] = [];
        for (let n = 0; n < ndcs; n++) {
          const cost = ((n % 997) / 97 + 0.01).toFixed(5);
          for (const days of [30, 60, 90])
            chunk.push(`${key}|8${String(n).padStart(10, '0')}|${days}|${cost}\r\n`);
        }
        lines += chunk.length;
        yield chunk.join('');
      }
    }
    await pipeline(Readable.from(pricing()), fs.createWriteStream(file('pricing file')));
    notes.push(
      `Pricing file: ${count(lines)} lines, ${(fs.statSync(file('pricing file')).size / 1e9).toFixed(2)} GB, written in ${seconds(performance.now() - started)}; the other tables are the sample's.`,
    );
    await onPGlite((db) => timeImport('PGlite (data directory on disk)', db, 120));
    try {
      const imported = (label: string, budget: number | null) =>
        onPostgres((db, target) => {
          serverVersion = target.version;
          return timeImport(label, db, budget);
        });
      await imported('PostgreSQL', 120);
      if (process.env.BENCH_PARTD_KEEP_PLANS === 'all') {
        // Every other plan listed as the state's (copies of its first plan): the nation.
        const first = (planLines[1] ?? '').split('|');
        const extra = Array.from({ length: otherPlans }, (_, k) =>
          [...otherPlanKey(k).split('|'), ...first.slice(3)].join('|'),
        );
        fs.writeFileSync(
          file('plan information'),
          [planLines[0], ...extra, ...planLines.slice(1)].join('\r\n'),
        );
        await imported('PostgreSQL, the nation (every line kept)', 1800);
      }
    } catch (error) {
      notes.push(`PostgreSQL skipped: ${(error as Error).message}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  return section(
    '# Benchmark: the Part D import, a state and the nation',
    'Written by `npm run bench:partd-import` (scripts/bench.ts, entry `partd-import`); do not edit by hand. Budgets (issues 17 and 18, design.md §9): a state-wide import under 2 minutes, the nation under 30 minutes. `BENCH_PARTD_KEEP_PLANS=all` also imports the whole national file on PostgreSQL (every line kept). PostgreSQL writes pricing and pharmacy rows with COPY, PGlite in JSON chunks (docs/import-partd.md).',
    `Last run: ${new Date().toISOString().slice(0, 16)}Z on ${machine()}, ${serverVersion}. The machine is shared: load average (1, 5, 15 min) ${loads(loadBefore)} before the benchmark, ${loads(os.loadavg())} after.`,
    table(
      'database | seconds | pricing rows kept | rows kept per second | peak RSS (MB) | load average before / peak / after | within budget',
      results,
    ),
    bullets(notes),
  );
}

const BENCHES: Record<string, { file: string; byDefault: boolean; run: () => Promise<string[]> }> = {
  latency: { file: 'docs/benchmarks.md', byDefault: true, run: benchLatency },
  analytics: { file: 'docs/benchmarks.md', byDefault: true, run: benchUserAnalytics },
  concurrent: { file: 'docs/benchmarks.md', byDefault: true, run: benchConcurrent },
  'share-flood': { file: 'docs/benchmarks.md', byDefault: true, run: benchShareFlood },
  bundle: { file: 'docs/benchmarks.md', byDefault: true, run: benchBundle },
  national: { file: 'docs/benchmarks-national.md', byDefault: false, run: benchNational },
  'partd-import': { file: 'docs/benchmarks-partd-import.md', byDefault: false, run: benchPartDImport },
};

const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
for (const name of named.length > 0 ? named : Object.keys(BENCHES).filter((n) => BENCHES[n]?.byDefault)) {
  const bench = BENCHES[name];
  if (!bench) throw new Error(`no bench named ${name}: ${Object.keys(BENCHES).join(', ')}`);
  const section = await bench.run();
  console.log(section.join('\n'));
  if (!QUICK && !process.argv.some((a) => /^--(only|databases|profile)=/.test(a)))
    writeSection(bench.file, section);
}
if (missed.length > 0) {
  console.error(`Budget missed: ${missed.join(', ')}`);
  process.exitCode = 1;
}
