/**
 * Both roads on the seeded demo data alone (no plan added by the test): Original Medicare's drug
 * plan is one of the sample stand-alone drug plans (data/drug-plans.json), labelled sample, and
 * the cheapest of them for the person's drugs — premiums plus drugs, each PDP priced here with the
 * engine on its own — with and without Extra Help.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { roundCents } from '../../../engine/cost-share.ts';
import { recommendPlans } from '../../../engine/recommend.ts';
import { type RoadsComparison, roadsComparisonSchema } from '../../../shared/roads-contracts.ts';
import { medicareUsers, planPremiums } from '../../db/schema.ts';
import { readJson } from '../../db/seed/reference-data.ts';
import { loadEngineInputs } from '../../results/plan-loader.ts';
import { toProfile } from '../../results/profile.ts';

const drugPlanIds = readJson<Array<{ planId: string }>>('drug-plans.json').map((p) => p.planId);

describe.each(TEST_DATABASE_KINDS)('both roads with the sample drug plans, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Submits the person (Atorvastatin 20 mg and Eliquis 5 mg, Oklahoma City) and compares the roads. */
  async function roadsFor(answers: Record<string, unknown> = {}) {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission({ answers }) });
    expect(res.status).toBe(201);
    const { userId } = (await res.json()) as { userId: string };
    const roads = await t.request(`/api/medicare/recommendations/${userId}/roads`, {
      cookies,
      json: { sex: 'female', tobacco: false },
    });
    const json = await roads.json();
    expect(roads.status, JSON.stringify(json)).toBe(200);
    return { userId, body: roadsComparisonSchema.parse(json) as RoadsComparison };
  }

  /** Every PDP serving the person, priced by the engine one at a time: premiums and drugs for the months counted. */
  async function pricedDrugPlans(userId: string) {
    const [row] = await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, userId));
    if (!row) throw new Error('the submission is stored');
    const profile = toProfile(row);
    const served = await t.caches.plans.eligible({ state: 'OK', county: row.county }, profile.planYear);
    const pdpRows = served.rows.filter((r) => r.planType === 'PDP');
    const { plans, context } = await loadEngineInputs(
      t.database.db,
      t.caches,
      profile,
      pdpRows,
      served.withFormulary,
    );
    return plans.map((plan) => {
      const [result] = recommendPlans(profile, [plan], context, { allPlans: true });
      if (!result) throw new Error(`${plan.planId} was not priced`);
      return {
        planId: plan.planId,
        priced: Boolean(plan.partD),
        premiums: result.cost.premiums,
        drugs: result.cost.drugs,
        total: roundCents(result.cost.premiums + result.cost.drugs),
      };
    });
  }

  it('picks a sample drug plan, labelled sample, the cheapest of them for the person’s drugs', async () => {
    const { userId, body } = await roadsFor();
    const drugPlan = body.original.drugPlan;
    if (!drugPlan) throw new Error('no drug plan on file for the person');
    expect(drugPlanIds).toContain(drugPlan.planId);
    expect(drugPlan.sample).toBe(true);
    expect(drugPlan.drugs).toBeGreaterThan(0);
    expect(body.original.drugsWithoutPlan).toBe(0);

    const priced = await pricedDrugPlans(userId);
    // The five sample PDPs serve every county, and each is priced from the sample Part D release.
    expect(priced.map((p) => p.planId).sort()).toEqual([...drugPlanIds].sort());
    for (const p of priced) expect(p.priced, p.planId).toBe(true);
    const cheapest = Math.min(...priced.map((p) => p.total));
    const chosen = priced.find((p) => p.planId === drugPlan.planId);
    expect(chosen?.total).toBe(cheapest);
    expect(drugPlan.premiums).toBe(chosen?.premiums);
    expect(drugPlan.drugs).toBe(chosen?.drugs);
    // The drug plan's figures are in the road's total (the rest: Part B and the Medigap plan).
    const medigap = body.original.medigap;
    if (!medigap) throw new Error('no Medigap rate for the person');
    expect(body.original.total.typical).toBe(
      roundCents(
        body.original.partBPremiums +
          medigap.premiums +
          medigap.medical.typical +
          drugPlan.premiums +
          drugPlan.drugs,
      ),
    );
  });

  it('with full Extra Help, counts the premium the sample Landscape file leaves the person', async () => {
    const { userId, body } = await roadsFor({ extraHelp: 'full', medicaidOrExtraHelp: true });
    const drugPlan = body.original.drugPlan;
    if (!drugPlan) throw new Error('no drug plan on file for the person');
    expect(drugPlanIds).toContain(drugPlan.planId);
    expect(drugPlan.sample).toBe(true);
    expect(body.original.drugsWithoutPlan).toBe(0);

    const priced = await pricedDrugPlans(userId);
    const chosen = priced.find((p) => p.planId === drugPlan.planId);
    expect(chosen?.total).toBe(Math.min(...priced.map((p) => p.total)));
    // The premium counted is the Landscape file's "with full Extra Help" figure for the county.
    const [premium] = await t.database.db
      .select({ extraHelp: planPremiums.partDPremiumExtraHelp })
      .from(planPremiums)
      .where(and(eq(planPremiums.planId, drugPlan.planId), eq(planPremiums.county, 'Oklahoma')));
    expect(premium?.extraHelp).not.toBeNull();
    expect(drugPlan.premiums).toBe(roundCents(body.months * Number(premium?.extraHelp)));
  });

  it('leaves the drug plans out of the Medicare Advantage road', async () => {
    const { body } = await roadsFor();
    const ma = body.advantage;
    if (!ma) throw new Error('no Medicare Advantage plan priced');
    expect(drugPlanIds).not.toContain(ma.planId);
  });
});
