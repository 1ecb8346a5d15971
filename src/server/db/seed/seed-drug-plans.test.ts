/**
 * The sample stand-alone drug plans (PDP, data/drug-plans.json) in the demo database: seeded for
 * 2026 (and 2027 with the next year's sample) through the same paths as the other sample plans —
 * their premiums from the sample Landscape file, their formularies, costs and pharmacies from the
 * sample Part D release — and never ranked by the finder among Medicare Advantage plans.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { TEST_ADMIN } from '../../../../tests/setup/test-database-config.ts';
import { SAMPLE_DATA_PREFIX } from '../../../shared/recommendation-contracts.ts';
import { type DbExecutor, queryRows } from '../client.ts';
import { medicarePlans, planPremiums, planScores } from '../schema.ts';
import { LANDSCAPE_SAMPLE_FILE } from './landscape-sample.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample, SAMPLE_PLAN_YEAR } from './next-year-sample.ts';
import { readJson } from './reference-data.ts';
import { seedDatabase } from './seed.ts';

type DrugPlanJson = { planId: string; monthlyPremium: string; rxDeductible: string; planType: string };
const drugPlans = readJson<DrugPlanJson[]>('drug-plans.json');
const drugPlanIds = drugPlans.map((p) => p.planId);

/**
 * What a person with full Extra Help pays a month, by the sample Landscape file's rules
 * (landscape-sample.ts; low-income premium subsidy $38.44): a PDP with the $615 deductible is all
 * basic premium; another's basic premium is 64 % of its premium, the rest supplemental.
 */
const EXTRA_HELP: Record<string, string> = {
  'S7311-001': '0.00', // $0.60, all basic, under $38.44
  'S7357-001': '0.00', // $12.90, all basic, under $38.44
  'S7326-001': '8.93', // $24.80: basic $15.87 (covered), supplemental $8.93
  'S7338-001': '16.63', // $46.20: basic $29.57 (covered), supplemental $16.63
  'S7342-001': '51.16', // $89.60: basic $57.34 − $38.44 = $18.90, + supplemental $32.26
};

/** The current Part D release of a year and its rows for the sample PDPs. */
async function partDOf(db: DbExecutor, year: number) {
  return queryRows<{
    sample: boolean;
    plan_key: string;
    premium: string;
    deductible: string;
    county_codes: string[] | string;
    formulary_rows: number | string;
    cost_rows: number | string;
    pharmacy_rows: number | string;
  }>(
    db,
    sql`select r.sample, p.plan_key, p.premium::text as premium, p.deductible::text as deductible,
        p.county_codes,
        (select count(*) from partd_formulary f where f.release_id = r.id and f.formulary_id = p.formulary_id)
          as formulary_rows,
        (select count(*) from partd_costs c where c.release_id = r.id and c.plan_key = p.plan_key) as cost_rows,
        (select count(*) from partd_pharmacies ph where ph.release_id = r.id and ph.plan_key = p.plan_key)
          as pharmacy_rows
      from partd_releases r join partd_plans p on p.release_id = r.id
      where r.current and r.contract_year = ${year}
        and p.plan_key in (${sql.join(
          drugPlanIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by p.plan_key`,
  );
}

const emptyArray = (value: string[] | string) => (Array.isArray(value) ? value.length === 0 : value === '{}');

describe.each(TEST_DATABASE_KINDS)('the sample drug plans (PDP) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are in the demo database for 2026: statewide, with drug coverage, no MOOP, labelled sample data', async () => {
    expect(drugPlans.length).toBeGreaterThanOrEqual(4);
    const rows = await t.database.db
      .select()
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, drugPlanIds))
      .orderBy(medicarePlans.planId);
    expect(rows.map((r) => r.planId)).toEqual([...drugPlanIds].sort());
    for (const row of rows) {
      const source = drugPlans.find((p) => p.planId === row.planId);
      expect(row, row.planId).toMatchObject({
        planYear: SAMPLE_PLAN_YEAR,
        planType: 'PDP',
        hasRxCoverage: true,
        moopInNetwork: null,
        moopOutNetwork: null,
        monthlyPremium: source?.monthlyPremium,
        rxDeductible: source?.rxDeductible,
        region: 'Oklahoma',
        counties: null,
        serviceArea: ['OK'],
        isActive: true,
      });
      expect(row.planId).toMatch(/^S\d{4}-\d{3}$/);
      expect(row.notes?.startsWith(SAMPLE_DATA_PREFIX), row.planId).toBe(true);
    }
    // Premiums from $0-ish to about $90, deductibles from $0 to the standard $615.
    const premiums = rows.map((r) => Number(r.monthlyPremium));
    expect(Math.min(...premiums)).toBeLessThan(1);
    expect(Math.max(...premiums)).toBeGreaterThan(80);
    expect(new Set(rows.map((r) => r.rxDeductible))).toEqual(new Set(['0.00', '250.00', '480.00', '615.00']));
  });

  it('have their premiums from the sample Landscape file, per county, with Extra Help', async () => {
    const rows = await t.database.db
      .select()
      .from(planPremiums)
      .where(inArray(planPremiums.planId, drugPlanIds));
    for (const plan of drugPlans) {
      const own = rows.filter((r) => r.planId === plan.planId);
      // Statewide: a row for each of Oklahoma's 77 counties, as CMS lists a PDP.
      expect(own, plan.planId).toHaveLength(77);
      for (const r of own)
        expect(r, `${plan.planId} ${r.county}`).toMatchObject({
          contractYear: SAMPLE_PLAN_YEAR,
          state: 'OK',
          sample: true,
          sourceFile: LANDSCAPE_SAMPLE_FILE,
          // A PDP has no Part C: "Not Applicable" is no figure, not $0.
          partCPremium: null,
          partDPremium: plan.monthlyPremium,
          partDPremiumExtraHelp: EXTRA_HELP[plan.planId],
        });
    }
  });

  it('have formularies, costs and pharmacies from the sample Part D release, keyed by region, not county', async () => {
    const rows = await partDOf(t.database.db, SAMPLE_PLAN_YEAR);
    expect(rows.map((r) => r.plan_key)).toEqual([...drugPlanIds].sort());
    for (const r of rows) {
      const plan = drugPlans.find((p) => p.planId === r.plan_key);
      expect(r.sample, r.plan_key).toBe(true);
      expect(Number(r.premium)).toBe(Number(plan?.monthlyPremium));
      expect(Number(r.deductible)).toBe(Number(plan?.rxDeductible));
      expect(emptyArray(r.county_codes), r.plan_key).toBe(true);
      expect(Number(r.formulary_rows), r.plan_key).toBeGreaterThan(600);
      expect(Number(r.cost_rows), r.plan_key).toBeGreaterThan(0);
      expect(Number(r.pharmacy_rows), r.plan_key).toBeGreaterThan(30);
    }
  });

  it('are never among the finder’s ranked results', async () => {
    const cookies = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(res.status).toBe(201);
    const { userId } = (await res.json()) as { userId: string };
    // The drug plans serve the person's county: the finder had them and left them out.
    const served = await t.caches.plans.eligible({ state: 'OK', county: 'Oklahoma' }, SAMPLE_PLAN_YEAR);
    const pdpIds = new Set(served.rows.filter((r) => r.planType === 'PDP').map((r) => r.id));
    expect(pdpIds.size).toBe(drugPlans.length);
    const stored = await t.database.db
      .select({ planId: planScores.planId })
      .from(planScores)
      .where(eq(planScores.userId, userId));
    // Every plan the finder ranked for the person is stored; none of them is a drug plan.
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.filter((s) => pdpIds.has(s.planId))).toEqual([]);
    const results = (await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies })
    ).json()) as {
      plans: Array<{ planId: string; planType: string }>;
    };
    expect(results.plans.length).toBeGreaterThan(0);
    for (const plan of results.plans) {
      expect(plan.planType).not.toBe('PDP');
      expect(drugPlanIds).not.toContain(plan.planId);
    }
  });

  it('are renewed for 2027 with the next year’s sample, with the 2027 sample Part D release', async () => {
    const database = await openTestDatabase(kind);
    try {
      await seedDatabase(database.db, {
        adminEmail: TEST_ADMIN.email,
        adminPassword: TEST_ADMIN.password,
        nextYearSample: true,
      });
      const renewed = nextYearSample(
        readJson<Array<Omit<typeof medicarePlans.$inferInsert, 'planYear'>>>('drug-plans.json').map((p) => ({
          ...p,
          planYear: SAMPLE_PLAN_YEAR,
        })),
      );
      expect(renewed.length).toBeGreaterThanOrEqual(4);
      const rows = await database.db
        .select()
        .from(medicarePlans)
        .where(
          and(inArray(medicarePlans.planId, drugPlanIds), eq(medicarePlans.planYear, NEXT_SAMPLE_PLAN_YEAR)),
        )
        .orderBy(medicarePlans.planId);
      expect(rows.map((r) => [r.planId, r.monthlyPremium, r.planType])).toEqual(
        renewed
          .map((p) => [p.planId, p.monthlyPremium, 'PDP'])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
      for (const row of rows) {
        expect(row.notes?.startsWith(SAMPLE_DATA_PREFIX), row.planId).toBe(true);
        expect(row.serviceArea).toEqual(['OK']);
      }
      const partD = await partDOf(database.db, NEXT_SAMPLE_PLAN_YEAR);
      expect(partD.map((r) => r.plan_key)).toEqual(rows.map((r) => r.planId));
      for (const r of partD) {
        expect(r.sample).toBe(true);
        expect(Number(r.premium)).toBe(Number(rows.find((p) => p.planId === r.plan_key)?.monthlyPremium));
        expect(emptyArray(r.county_codes)).toBe(true);
        expect(Number(r.formulary_rows), r.plan_key).toBeGreaterThan(600);
      }
    } finally {
      await database.close();
    }
    // A second year of the demo (plans, a sample Part D release written and imported) on top of the
    // seeded database: about 10 s alone on PostgreSQL, over 60 s seen on CI's loaded cores.
  }, 180_000);
});
