/**
 * The plan page's "A pharmacy near you" (issue 17) through the real app on the sample Part D
 * release: one plan of a stored result priced at a pharmacy picked afterwards costs what a
 * submission that had picked it stores for that plan; a pharmacy outside the plan's network says
 * so; the result itself never changes; only the browser that made the result may ask, and bad
 * input, a plan the result lacks and a plan priced with ClearPlan's estimate are refused in words.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../../../../tests/setup/route-inventory.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { PharmacySearchResult } from '../../../shared/lookup-contracts.ts';
import { PHARMACY_COST_MESSAGES, pharmacyCostPath } from '../../../shared/pharmacy-cost-contracts.ts';
import { pharmacyCostSchema } from '../../../shared/pharmacy-cost-response.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Mail order with Extra Help: the person of the browser journey. */
const ANSWERS = { pharmacy: 'mail', extraHelp: 'full', medicaidOrExtraHelp: true };

describe.each(TEST_DATABASE_KINDS)('the drug cost at a pharmacy near the person, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let userId: string;
  let stored: RecommendationsResponse;

  const submit = async (answers: Record<string, unknown>) => {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission({ answers }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const read = async (id: string, as = cookies) =>
    (await (
      await t.request(`/api/medicare/recommendations/${id}`, { cookies: as })
    ).json()) as RecommendationsResponse;
  const priceAt = (planId: string, body: unknown, as = cookies, id = userId) =>
    t.request(pharmacyCostPath(id, planId), { cookies: as, json: body });
  const search = async (q?: string) =>
    (await (
      await t.request('/api/pharmacies/search', {
        cookies,
        json: q ? { zipCode: '73102', q } : { zipCode: '73102' },
      })
    ).json()) as PharmacySearchResult[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    userId = await submit(ANSWERS);
    stored = await read(userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('costs what a submission that picked the pharmacy stores for the plan, and changes nothing stored', async () => {
    const [walmart] = await search('walmart');
    if (!walmart) throw new Error('no Walmart near 73102 in the sample release');
    const picked = await read(await submit({ ...ANSWERS, pharmacyNpi: walmart.npi }));
    const priced = picked.plans.slice(0, 10).filter((p) => p.drugPricing?.specificPharmacy);
    // Walmart is a preferred pharmacy of most sample plans: the case the person meets.
    expect(priced.some((p) => p.drugPricing?.specificPharmacy?.preferred)).toBe(true);

    for (const plan of priced) {
      const res = await priceAt(plan.planId, { npi: walmart.npi });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(pharmacyCostSchema.parse(body)).toEqual(body);
      expect(body).toEqual({
        planId: plan.planId,
        pharmacy: plan.drugPricing?.specificPharmacy,
        annualDrugCost: plan.drugPricing?.byPharmacy.specific,
      });
      expect(body.pharmacy).toMatchObject({ npi: walmart.npi, name: walmart.name });
    }
    // The result the person chose by mail order is as it was: every plan, rank, cost and note.
    expect(await read(userId)).toEqual(stored);
  });

  it("says when the pharmacy is not in the plan's network: every fill at full price, more than at any network pharmacy", async () => {
    const plan = stored.plans[0];
    if (!plan?.drugPricing) throw new Error('the first plan has no drug pricing');
    const [outside] = await queryRows<{ npi: string }>(
      t.database.db,
      sql`select x.npi from partd_pharmacies x join partd_releases r on r.id = x.release_id
        where r.current and x.retail and not exists (
          select 1 from partd_pharmacies y
          where y.release_id = x.release_id and y.plan_key = ${plan.planId} and y.npi = x.npi and y.retail)
        order by x.npi limit 1`,
    );
    if (!outside) throw new Error(`every pharmacy of the release is in ${plan.planId}'s network`);
    const res = await priceAt(plan.planId, { npi: outside.npi });
    expect(res.status).toBe(200);
    const body = pharmacyCostSchema.parse(await res.json());
    expect(body.pharmacy).toMatchObject({ npi: outside.npi, inNetwork: false, preferred: false });
    const { preferred, standard, mail } = plan.drugPricing.byPharmacy;
    expect(body.annualDrugCost).toBeGreaterThan(Math.max(preferred ?? 0, standard ?? 0, mail ?? 0));
  });

  it("answers someone else's result exactly as the recommendations read does, and a browser without a key too", async () => {
    const plan = stored.plans[0]?.planId ?? '';
    const [pharmacy] = await search();
    const stranger = await t.gateCookie();
    const read404 = await t.request(`/api/medicare/recommendations/${userId}`, { cookies: stranger });
    const refused = await priceAt(plan, { npi: pharmacy?.npi }, stranger);
    const notFound = await read404.text();
    expect(read404.status).toBe(404);
    expect({ status: refused.status, body: await refused.text() }).toEqual({ status: 404, body: notFound });
    // A browser without a history key, and an id that is no result at all, get the same answer.
    const keyless = cookies.replace(/clearplan_history=[^;]+/, 'clearplan_history=short');
    const none = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await priceAt(plan, { npi: pharmacy?.npi }, keyless),
      await priceAt(plan, { npi: pharmacy?.npi }, cookies, none),
      await priceAt(plan, { npi: pharmacy?.npi }, cookies, 'not-an-id'),
    ])
      expect({ status: res.status, body: await res.text() }).toEqual({ status: 404, body: notFound });
  });

  it('refuses a malformed NPI with 400 and its words, changing nothing and auditing nothing', async () => {
    const plan = stored.plans[0]?.planId ?? '';
    const before = await dbFingerprint(t);
    const audits = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'recommendations.pharmacy-cost'), eq(auditLog.entityId, userId)))
      ).length;
    const auditedBefore = await audits();
    for (const body of [
      {},
      { npi: '123' },
      { npi: '12345678901' },
      { npi: 'abcdefghij' },
      { npi: 1234567890 },
      { npi: '1234567890', extra: 1 },
    ]) {
      const res = await priceAt(plan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string; code: string };
      expect(answer.code).toBe('VALIDATION');
      expect(answer.error).toMatch(/^Choose a pharmacy from the list$|Unrecognized key/);
    }
    expect(await dbFingerprint(t)).toEqual(before);
    expect(await audits()).toBe(auditedBefore);
  });

  it('refuses with 404 a plan that is not in the result, and a pharmacy that is in no network', async () => {
    const [pharmacy] = await search();
    if (!pharmacy) throw new Error('no pharmacy near 73102');
    const [elsewhere] = await queryRows<{ plan_id: string }>(
      t.database.db,
      sql`select plan_id from medicare_plans p
        where not exists (select 1 from plan_scores s where s.user_id = ${userId}::uuid and s.plan_id = p.id)
        order by plan_id limit 1`,
    );
    for (const planId of ['H0000-000', elsewhere?.plan_id ?? 'H0000-001']) {
      const res = await priceAt(planId, { npi: pharmacy.npi });
      expect(res.status, planId).toBe(404);
      expect(await res.json()).toEqual({ error: PHARMACY_COST_MESSAGES.planNotInResults, code: 'NOT_FOUND' });
    }
    const unknown = await priceAt(stored.plans[0]?.planId ?? '', { npi: '0000000000' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: PHARMACY_COST_MESSAGES.pharmacyUnknown,
      code: 'NOT_FOUND',
    });
  });

  it("refuses with 409 a plan whose drug costs are ClearPlan's estimate, the same at every pharmacy", async () => {
    const [pharmacy] = await search();
    if (!pharmacy) throw new Error('no pharmacy near 73102');
    const [estimated] = await queryRows<{ plan_id: string }>(
      t.database.db,
      sql`select p.plan_id from plan_scores s join medicare_plans p on p.id = s.plan_id
        where s.user_id = ${userId}::uuid and (not p.has_rx_coverage or not exists (
          select 1 from partd_plans x join partd_releases r on r.id = x.release_id
          where r.current and x.plan_key = p.plan_id))
        order by s.rank limit 1`,
    );
    if (!estimated) throw new Error('every plan of the result is priced from Part D files');
    const res = await priceAt(estimated.plan_id, { npi: pharmacy.npi });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: PHARMACY_COST_MESSAGES.estimateOnly, code: 'CONFLICT' });
  });

  it('audits what it disclosed: the result and the plan, never the pharmacy', async () => {
    const plan = stored.plans[0]?.planId ?? '';
    const [pharmacy] = await search();
    if (!pharmacy) throw new Error('no pharmacy near 73102');
    expect((await priceAt(plan, { npi: pharmacy.npi })).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recommendations.pharmacy-cost'), eq(auditLog.entityId, userId)));
    const last = rows.at(-1);
    expect(last).toMatchObject({ entityType: 'medicare_user', details: { planId: plan } });
    expect(JSON.stringify(rows)).not.toContain(pharmacy.npi);
    expect(t.logs.join('\n')).not.toContain(pharmacy.npi);
  });
});
