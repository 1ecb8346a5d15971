/**
 * The user analytics benchmark (issue 7: "fast on 100,000 submissions"), called once from
 * scripts/bench.ts. It builds its own embedded database on a temporary data directory (migrated
 * and seeded with the 51 catalogue plans, no provider directory), adds 100,000 submissions in SQL,
 * and times the analytics service over the last 90 days and the last year. Target: p95 ≤ 300 ms.
 *
 * The submissions look like the finder's: counties weighted towards the populous ones (by their
 * ZIP count) with a few custom and missing ones, 0–8 drugs from the drug catalogue (popular drugs
 * more often, some typed in lower case), 0–5 doctors with real specialty names, the radius
 * presets, and dates over the last two years with more recent submissions, inserted oldest first
 * as the finder fills the table (so a range reads the pages a real table's would). A submission
 * stores a plan_scores row for every eligible plan, stamped with the same transaction time; here
 * each keeps its ten best (what rank 1 needs), with a reasoning JSON of a typical size, so
 * 1,000,000 plan_scores rows in all. Its rank-1 carrier and list lengths are then filled in by
 * the backfill of drizzle/0008, the statement that filled them for earlier submissions. The rollup
 * the analytics read (drizzle/0033) is then filled by that migration's backfill, with its triggers
 * off during the bulk load: run inside 10,000-row statements they took the build from about 130 s
 * to 275 s and left each rollup row with hundreds of dead versions, which one submission per
 * transaction never does; services/admin/user-analytics.test.ts checks that the backfill and the
 * triggers give the same rollup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../src/server/db/client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../src/server/db/migrate.ts';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { PUBLISHED_ACCOUNTS } from '../src/server/published-secrets.ts';
import { userAnalytics } from '../src/server/services/admin/user-analytics.ts';
import { TAXONOMY_SPECIALTIES } from '../src/server/services/providers/npi.ts';
import { CURRENT_PLAN_YEAR_NUMBER } from '../src/shared/constants.ts';
import { addDays, utcDay } from '../src/shared/user-analytics-contracts.ts';

export const SUBMISSIONS = 100_000;
/** The drugs most often prescribed to Medicare enrollees come first, so they are entered most. */
const COMMON_DRUGS = [
  'Atorvastatin',
  'Levothyroxine',
  'Lisinopril',
  'Metformin',
  'Amlodipine',
  'Metoprolol Succinate ER',
  'Omeprazole',
  'Losartan',
  'Rosuvastatin',
  'Eliquis',
  'Simvastatin',
  'Gabapentin',
  'Hydrochlorothiazide',
  'Tamsulosin',
  'Furosemide',
  'Pantoprazole',
  'Sertraline',
  'Jardiance',
  'Xarelto',
  'Trulicity',
  'Ozempic',
  'Januvia',
  'Farxiga',
  'Donepezil',
  'Clopidogrel',
];
const BATCH = 10_000;
const SCORES_PER_SUBMISSION = 10;
const RUNS = 20;

export type UserAnalyticsRange = { label: string; runs: number; p50: number; p95: number };
/** p50/p95 are the slower range's (the year); `ranges` has both. */
export type UserAnalyticsBench = { rows: number; p50: number; p95: number; ranges: UserAnalyticsRange[] };

export async function benchUserAnalytics(): Promise<UserAnalyticsBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-bench-analytics-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle.db, {
      adminEmail: PUBLISHED_ACCOUNTS.benchAdmin.email,
      adminPassword: PUBLISHED_ACCOUNTS.benchAdmin.password,
      demoProviders: false,
    });
    const started = performance.now();
    await addSubmissions(handle.db, SUBMISSIONS);
    console.log(
      `user analytics: ${SUBMISSIONS.toLocaleString('en-US')} submissions built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const today = utcDay(new Date());
    const ranges: UserAnalyticsRange[] = [];
    for (const [label, days] of [
      ['last 90 days', 90],
      ['last year', 365],
    ] as const) {
      const range = { from: addDays(today, -(days - 1)), to: today, bucket: 'day' as const };
      const first = await userAnalytics(handle.db, range);
      const times = await time(RUNS, () => userAnalytics(handle.db, range));
      ranges.push({
        label: `${label} (${first.totalSubmissions.toLocaleString('en-US')} submissions)`,
        runs: RUNS,
        ...times,
      });
      console.log(`user analytics, ${label}: p50 ${times.p50.toFixed(2)} ms, p95 ${times.p95.toFixed(2)} ms`);
    }
    const slowest = ranges.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    return { rows: SUBMISSIONS, p50: slowest.p50, p95: slowest.p95, ranges };
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The section scripts/bench.ts writes to docs/benchmarks.md. */
export function userAnalyticsReport(result: UserAnalyticsBench, budgetMs = 300): string[] {
  return [
    `## User analytics (${result.rows.toLocaleString('en-US')} submissions)`,
    '',
    `GET /api/admin/analytics/users's service (services/admin/user-analytics.ts, one SQL statement over the rollup of drizzle/0033: a row per day and per month for each county, radius, rank-1 carrier, drug spelling and specialty, filled by the migration's backfill), day buckets; ${SCORES_PER_SUBMISSION} plan_scores rows per submission, table in creation order. Target p95 ≤ ${budgetMs} ms.`,
    '',
    '| range | runs | p50 | p95 | target met |',
    '|---|---|---|---|---|',
    ...result.ranges.map(
      (r) =>
        `| ${r.label} | ${r.runs} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p95 <= budgetMs ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
}

async function time(runs: number, once: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.max(0, Math.ceil((p / 100) * times.length) - 1))] ?? Number.NaN;
  return { p50: at(50), p95: at(95) };
}

/** Adds `count` submissions and their ten best plan_scores rows, in batches, all in SQL. */
export async function addSubmissions(db: Db, count: number): Promise<void> {
  const specialties = JSON.stringify([...new Set(Object.values(TAXONOMY_SPECIALTIES))]);
  const common = JSON.stringify(COMMON_DRUGS);
  await setRollupTriggers(db, 'disable');
  await db.execute(sql`select setseed(0.42)`);
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
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
               -- Oldest first, as the finder fills the table, so the physical order follows created_at.
               now() - interval '730 days' * power(1 - (${done} + g - 0.5)::float8 / ${count}, 1.2) as created_at
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
  // PGlite has no autovacuum: the planner needs statistics for the new rows (the backfill's
  // per-submission probe of plan_scores too).
  await db.execute(sql`analyze plan_scores`);
  // Each submission's rank-1 carrier and list lengths, by the very statement that filled them for
  // earlier submissions (the submit transaction stores them the same way: submit-profile.ts).
  const started = performance.now();
  await db.execute(sql.raw(topCarrierBackfill()));
  console.log(
    `user analytics: top_carrier backfilled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The backfill left a dead version of every row: cleared as autovacuum would on PostgreSQL.
  await db.execute(sql`vacuum analyze medicare_users`);
  await setRollupTriggers(db, 'enable');
  const rollupStarted = performance.now();
  for (const statement of migrationStatements(
    '0033_user-analytics-rollups.sql',
    /^INSERT INTO "user_analytics_/m,
  ))
    await db.execute(sql.raw(statement));
  console.log(
    `user analytics: rollup backfilled in ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s`,
  );
  for (const table of ['user_analytics_days', 'user_analytics_day_values', 'user_analytics_month_values'])
    await db.execute(sql.raw(`analyze ${table}`));
}

async function setRollupTriggers(db: Db, state: 'enable' | 'disable'): Promise<void> {
  for (const trigger of ['medicare_users_analytics_rollup', 'medicare_users_analytics_rollup_update'])
    await db.execute(sql.raw(`alter table medicare_users ${state} trigger ${trigger}`));
}

/** The statements of a migration in drizzle/ that match `pattern`, in order. */
function migrationStatements(file: string, pattern: RegExp): string[] {
  const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
  const statements = migration.split('--> statement-breakpoint').filter((s) => pattern.test(s));
  if (statements.length === 0) throw new Error(`drizzle/${file} has no statement matching ${pattern}`);
  return statements;
}

/** The UPDATE of drizzle/0008_submission-top-carrier.sql that fills medicare_users.top_carrier. */
function topCarrierBackfill(): string {
  return migrationStatements('0008_submission-top-carrier.sql', /UPDATE "medicare_users"/)[0] as string;
}
