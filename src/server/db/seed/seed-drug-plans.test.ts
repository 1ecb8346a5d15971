/**
 * The sample stand-alone drug plans (PDP, data/drug-plans.json) in the demo database: seeded for
 * 2026 (and 2027 with the next year's sample, checked in plan-years.test.ts on the database it
 * seeds with that sample) through the same paths as the other sample plans —
 * their premiums from the sample Landscape file, their formularies, costs and pharmacies from the
 * sample Part D release — and never ranked by the finder among Medicare Advantage plans.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drugPlanIds, drugPlans, emptyArray, partDOf } from '../../../../tests/setup/sample-drug-plans.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { SAMPLE_DATA_PREFIX } from '../../../shared/recommendation-contracts.ts';
import { medicarePlans, planPremiums, planScores } from '../schema.ts';
import { SAMPLE_PLAN_YEAR } from './next-year-sample.ts';
import { LANDSCAPE_SAMPLE_FILE } from './sample-files.ts';

/**
 * What a person with full Extra Help pays a month, by the sample Landscape file's rules
 * (data/sample/CY2026_Landscape_sample.zip; low-income premium subsidy $38.44): a PDP with the $615 deductible is all
 * basic premium; another's basic premium is 64 % of its premium, the rest supplemental.
 */
const EXTRA_HELP: Record<string, string> = {
  'S7311-001': '0.00', // $0.60, all basic, under $38.44
  'S7357-001': '0.00', // $12.90, all basic, under $38.44
  'S7326-001': '8.93', // $24.80: basic $15.87 (covered), supplemental $8.93
  'S7338-001': '16.63', // $46.20: basic $29.57 (covered), supplemental $16.63
  'S7342-001': '51.16', // $89.60: basic $57.34 − $38.44 = $18.90, + supplemental $32.26
};

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
});
