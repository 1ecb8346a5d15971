/**
 * The user analytics answer from the daily rollup (drizzle/0033) must equal, value for value, what
 * the same figures computed straight from medicare_users give (tests/setup/user-analytics-live.ts).
 * Varied submissions — drug names in mixed case, with spaces or blank, missing counties and
 * specialties, lists that are not arrays, times on both sides of UTC midnight — are written the
 * ways the product writes them (insert, the rank-1 carrier stored after, owner deletes, retention,
 * updates of owner columns and of figures, one transaction doing several), and both answers are
 * compared over many ranges and both bucket sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CraftedSubmission,
  insertCarrierPlans,
  insertSubmissions,
  topCarrierOf,
} from '../../../../tests/setup/analytics-fixtures.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { liveUserAnalytics } from '../../../../tests/setup/user-analytics-live.ts';
import { addDays, utcDay } from '../../../shared/calendar-day.ts';
import type { AnalyticsRange } from '../../../shared/user-analytics-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { medicareUsers } from '../../db/schema.ts';
import { deleteExpiredSubmissions } from '../../results/retention.ts';
import { forgetHistoryKey } from '../../results/submissions.ts';
import { rangeParts, userAnalytics } from './user-analytics.ts';

const FIRST_DAY = '2026-10-01';
const DAYS = 40;
const COUNTIES = [
  'Oklahoma',
  'Tulsa',
  'Cleveland',
  'Canadian',
  'Comanche',
  'Payne',
  'Rogers',
  'Creek',
  'Wagoner',
  'Muskogee',
  'Garfield',
  'Pottawatomie',
  'Grady',
  'Le Flore',
];
const DRUGS = [
  'Metformin',
  'metformin',
  'METFORMIN',
  ' Metformin ',
  'Eliquis',
  'eliquis',
  'Ozempic',
  'Lasix',
  '',
];
const SPECIALTIES = [
  'Cardiology',
  'cardiology',
  'Family Medicine',
  ' Family Medicine',
  '',
  '  ',
  'Unknown',
  null,
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

/** An instant on day `d` of the period: often right at a UTC midnight, on either side of it. */
function instant(r: ReturnType<typeof random>, d: number): string {
  const day = addDays(FIRST_DAY, d);
  const at = r.int(4);
  if (at === 0) return `${day}T00:00:00.000Z`;
  if (at === 1) return `${day}T23:59:59.999Z`;
  return new Date(Date.parse(`${day}T00:00:00Z`) + r.int(86_400_000)).toISOString();
}

describe.each(TEST_DATABASE_KINDS)('user analytics from the daily rollup on %s', (kind) => {
  let t: TestApp;
  let plans: Awaited<ReturnType<typeof insertCarrierPlans>>;
  const r = random(20261127);

  const rangesToCompare = (): AnalyticsRange[] => {
    const ranges: AnalyticsRange[] = [
      { from: addDays(FIRST_DAY, -3), to: addDays(FIRST_DAY, DAYS + 3), bucket: 'day' },
      { from: addDays(FIRST_DAY, -3), to: addDays(FIRST_DAY, DAYS + 3), bucket: 'week' },
      { from: FIRST_DAY, to: FIRST_DAY, bucket: 'day' },
      { from: addDays(FIRST_DAY, 1), to: addDays(FIRST_DAY, 1), bucket: 'week' },
      // No submission at all.
      { from: '2025-01-01', to: '2025-02-01', bucket: 'day' },
      // Whole months (October, read from the month rows) with days on either side, or without.
      { from: '2026-10-01', to: '2026-10-31', bucket: 'day' },
      { from: '2026-09-15', to: '2026-11-30', bucket: 'week' },
      { from: '2026-09-30', to: '2026-11-01', bucket: 'day' },
      { from: '2026-10-02', to: '2026-10-30', bucket: 'day' },
      { from: '2026-10-31', to: '2026-11-01', bucket: 'day' },
    ];
    for (let i = 0; i < 12; i++) {
      const a = r.int(DAYS);
      const b = a + r.int(DAYS - a);
      ranges.push({ from: addDays(FIRST_DAY, a), to: addDays(FIRST_DAY, b), bucket: i % 2 ? 'week' : 'day' });
    }
    return ranges;
  };
  const expectSameAsLive = async () => {
    for (const range of rangesToCompare()) {
      const live = await liveUserAnalytics(t.database.db, range);
      expect({ range, answer: await userAnalytics(t.database.db, range) }).toEqual({ range, answer: live });
    }
    // Only counts above zero are kept, so the rollup never grows with what was deleted.
    const [empty] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from user_analytics_day_values where count <= 0)
                + (select count(*) from user_analytics_month_values where count <= 0)
                + (select count(*) from user_analytics_days where submissions <= 0))::int as n`,
    );
    expect(empty?.n).toBe(0);
  };
  const whole = (): AnalyticsRange => ({ from: FIRST_DAY, to: addDays(FIRST_DAY, DAYS), bucket: 'day' });

  beforeAll(async () => {
    t = await createTestApp(kind);
    plans = await insertCarrierPlans(t);
    const submissions: CraftedSubmission[] = [];
    for (let i = 0; i < 260; i++) {
      const countyRoll = r.next();
      const carrier = r.int(4);
      submissions.push({
        at: instant(r, r.int(DAYS)),
        county:
          countyRoll < 0.1
            ? null
            : countyRoll < 0.15
              ? `Custom ${r.int(6)}`
              : (COUNTIES[Math.floor(COUNTIES.length * r.next() ** 2)] as string),
        radius: r.pick([5, 10, 20, 20, 50, 100]),
        medications: Array.from({ length: r.int(5) }, () => r.pick(DRUGS)),
        specialties: Array.from({ length: r.int(4) }, () => r.pick(SPECIALTIES)),
        scores:
          carrier === 3
            ? []
            : [
                [[plans.acme, plans.beacon, plans.cedar][carrier] as number, '80.00', '1000.00'],
                [carrier === 2 ? plans.acme : plans.cedar, '10.00', '9000.00'],
              ],
      });
    }
    await insertSubmissions(t, submissions);
    // Hand-made or old records: lists that are not arrays or hold odd entries, no stored lengths.
    await t.database.db.execute(sql`
      insert into medicare_users (first_name, last_name, birth_date, zip_code, county, doctor_search_radius,
                                  medications, doctors, medication_count, doctor_count, plan_year, created_at)
      values
        ('Odd', 'Record', '1950-01-01', '73102', 'Tulsa', 30, '{}', '"none"', null, null, 2026,
         ${`${FIRST_DAY}T00:00:00Z`}),
        ('Odd', 'Record', '1950-01-01', '73102', null, 15,
         '["Metformin", 5, {"name": null}, {"name": 7}, {"name": "  "}, {"dosage": "1 mg"}]',
         '[{"specialty": "  "}, {"specialty": 3}, "Cardiology", {"specialty": "cardiology "}]', 6, null, 2026,
         ${`${addDays(FIRST_DAY, 2)}T23:59:59.999Z`})`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers exactly as the figures computed from the submissions, over many ranges', async () => {
    const answer = await userAnalytics(t.database.db, whole());
    // The data covers what the comparison is about: grouped and unnamed counties, folded
    // spellings, specialties without a name, carriers and submissions without one.
    expect(answer.totalSubmissions).toBe(262);
    expect(answer.topCounties.map((c) => c.county)).toEqual(expect.arrayContaining(['Not given', 'Other']));
    expect(answer.topMedications[0]?.name).toBe('Metformin');
    expect(answer.topSpecialties.map((s) => s.specialty)).toContain('Unknown');
    expect(answer.topRecommendationCarriers.map((c) => c.carrier).sort()).toEqual([
      'Acme Health',
      'Beacon Care',
      'Cedar Mutual',
    ]);
    await expectSameAsLive();
  });

  it('stays equal through owner deletes, retention, owner changes and changed figures', async () => {
    const db = t.database.db;
    const ids = (await db.select({ id: medicareUsers.id }).from(medicareUsers)).map((u) => u.id);
    const some = (n: number) =>
      Array.from({ length: n }, () => ids.splice(r.int(ids.length), 1)[0] as string);

    await db.delete(medicareUsers).where(inArray(medicareUsers.id, some(25)));
    await db
      .update(medicareUsers)
      .set({ retainUntil: new Date('2026-01-01T00:00:00Z') })
      .where(inArray(medicareUsers.id, some(20)));
    expect(await deleteExpiredSubmissions(db, new Date('2026-06-01T00:00:00Z'))).toBe(20);
    // Owner columns only: no figure moves.
    const owned = some(10);
    await db
      .update(medicareUsers)
      .set({ historyKeyHash: 'a'.repeat(64) })
      .where(inArray(medicareUsers.id, owned));
    expect(await forgetHistoryKey(db, 'a'.repeat(64))).toBe(10);
    // The rank-1 carrier stored again or cleared, a submission moved to another day, lists edited.
    await db
      .update(medicareUsers)
      .set({ topCarrier: 'Beacon Care' })
      .where(inArray(medicareUsers.id, some(8)));
    await db
      .update(medicareUsers)
      .set({ topCarrier: null })
      .where(inArray(medicareUsers.id, some(8)));
    await db
      .update(medicareUsers)
      .set({ createdAt: sql`${medicareUsers.createdAt} + interval '1 day'` })
      .where(inArray(medicareUsers.id, some(8)));
    await db
      .update(medicareUsers)
      .set({
        county: 'Kay',
        medications: [{ name: 'Lasix', dosage: '1 mg', quantity: '30', frequency: 'monthly' }],
        medicationCount: 1,
      })
      .where(inArray(medicareUsers.id, some(6)));

    expect((await userAnalytics(db, whole())).totalSubmissions).toBe(262 - 45);
    await expectSameAsLive();
  });

  it('counts what a transaction leaves at its end', async () => {
    const db = t.database.db;
    const at = new Date(`${addDays(FIRST_DAY, 5)}T12:00:00Z`);
    const person = {
      firstName: 'Crafted',
      lastName: 'Person',
      birthDate: '1950-01-01',
      zipCode: '73102',
      planYear: 2026,
      medications: [{ name: 'ozempic', dosage: '1 mg', quantity: '1', frequency: 'monthly' }],
      doctors: [{ name: 'Dr. Somebody', specialty: 'Cardiology', providerId: null }],
      medicationCount: 1,
      doctorCount: 1,
      createdAt: at,
    };
    const before = await userAnalytics(db, whole());
    await db.transaction(async (tx) => {
      const [kept, dropped] = await tx
        .insert(medicareUsers)
        .values([
          { ...person, county: 'Tulsa' },
          { ...person, county: 'Payne' },
        ])
        .returning({ id: medicareUsers.id });
      await tx
        .update(medicareUsers)
        .set({ topCarrier: 'Cedar Mutual', county: 'Creek' })
        .where(eq(medicareUsers.id, kept?.id as string));
      await tx.delete(medicareUsers).where(eq(medicareUsers.id, dropped?.id as string));
    });
    const after = await userAnalytics(db, whole());
    expect(after.totalSubmissions).toBe(before.totalSubmissions + 1);
    expect(after.topRecommendationCarriers.find((c) => c.carrier === 'Cedar Mutual')?.count).toBe(
      (before.topRecommendationCarriers.find((c) => c.carrier === 'Cedar Mutual')?.count ?? 0) + 1,
    );
    await expectSameAsLive();
  });

  it("gives the migration's backfill the same rollup as the triggers keep", async () => {
    const db = t.database.db;
    const read = () =>
      queryRows(
        db,
        sql`select json_build_object(
              'days', (select json_agg(d order by day) from user_analytics_days d),
              'values', (select json_agg(v order by day, kind, value) from user_analytics_day_values v),
              'months', (select json_agg(m order by month, kind, value) from user_analytics_month_values m)) as rollup`,
      );
    const kept = await read();
    const migration = fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, '0033_user-analytics-rollups.sql'),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter(
        (s) =>
          /^INSERT INTO "user_analytics_(day|month)/m.test(s) &&
          /FROM "(medicare_users|user_analytics_day_values)"/.test(s),
      );
    expect(backfill).toHaveLength(3);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from user_analytics_month_values`);
      await tx.execute(sql`delete from user_analytics_day_values`);
      await tx.execute(sql`delete from user_analytics_days`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await read()).toEqual(kept);
  });

  it('counts a submission made through the finder with the carrier it was shown first', async () => {
    const cookies = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({
        county: 'Oklahoma',
        doctors: [{ name: 'Dr. Lee', specialty: 'Cardiology' }],
        noDoctors: false,
      }),
    });
    expect(res.status).toBe(201);
    const today = utcDay(new Date());
    const range: AnalyticsRange = { from: addDays(today, -1), to: addDays(today, 1), bucket: 'day' };
    const answer = await userAnalytics(t.database.db, range);
    expect(answer.totalSubmissions).toBe(1);
    expect(answer.topRecommendationCarriers).toHaveLength(1);
    expect(answer.topMedications.map((m) => m.name).sort()).toEqual(['Atorvastatin', 'Eliquis']);
    expect(answer).toEqual(await liveUserAnalytics(t.database.db, range));
    // Stored with the submission from the engine's results: the carrier of its stored rank 1.
    const { userId } = (await res.json()) as { userId: string };
    const [stored] = await queryRows<{ kept: string | null; ranked: string | null }>(
      t.database.db,
      sql`select top_carrier as kept, ${topCarrierOf(sql`${userId}::uuid`)} as ranked
        from medicare_users where id = ${userId}::uuid`,
    );
    expect(stored?.kept).toBeTruthy();
    expect(stored?.kept).toBe(stored?.ranked);
    expect(answer.topRecommendationCarriers[0]?.carrier).toBe(stored?.kept);
  });

  it('empties the rollup when the submissions are truncated', async () => {
    await t.database.db.execute(sql`truncate medicare_users cascade`);
    const [left] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select ((select count(*) from user_analytics_days) + (select count(*) from user_analytics_day_values)
                + (select count(*) from user_analytics_month_values))::int as n`,
    );
    expect(left?.n).toBe(0);
    expect((await userAnalytics(t.database.db, whole())).totalSubmissions).toBe(0);
  });
});

describe('the parts of a range read from month and day rows', () => {
  it.each([
    // Whole months only.
    ['2026-10-01', '2026-10-31', ['2026-10-01', '2026-10-01'], []],
    ['2026-01-01', '2026-12-31', ['2026-01-01', '2026-12-01'], []],
    // Days before, whole months, days after; February of a leap year ends on the 29th.
    [
      '2023-11-28',
      '2024-03-02',
      ['2023-12-01', '2024-02-01'],
      [
        ['2023-11-28', '2023-11-30'],
        ['2024-03-01', '2024-03-02'],
      ],
    ],
    ['2026-01-31', '2026-03-31', ['2026-02-01', '2026-03-01'], [['2026-01-31', '2026-01-31']]],
    ['2026-02-01', '2026-03-30', ['2026-02-01', '2026-02-01'], [['2026-03-01', '2026-03-30']]],
    // No whole month: all days, even across a month's end.
    ['2026-10-02', '2026-10-31', null, [['2026-10-02', '2026-10-31']]],
    ['2026-10-31', '2026-11-01', null, [['2026-10-31', '2026-11-01']]],
    ['2026-12-15', '2027-01-30', null, [['2026-12-15', '2027-01-30']]],
    ['2026-05-05', '2026-05-05', null, [['2026-05-05', '2026-05-05']]],
  ] as const)('%s to %s', (from, to, months, days) => {
    expect(rangeParts({ from, to })).toEqual({ months, days });
  });
});
