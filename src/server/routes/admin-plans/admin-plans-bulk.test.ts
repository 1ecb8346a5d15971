import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { auditLog, medicarePlans, planFormulary, planNetworks, planScores } from '../../db/schema.ts';
import { client, historyRows, insertPlan, planRow } from '../../testing/admin-plans-helpers.ts';

const submission = {
  firstName: 'Bulk',
  lastName: 'Testperson',
  birthDate: '1954-06-01',
  zipCode: '73102',
  county: 'Oklahoma',
  doctorSearchRadius: 20,
  noMedications: false,
  medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
  noDoctors: true,
  doctors: [],
};

describe.each(TEST_DATABASE_KINDS)('admin plan bulk actions and their effect on consumers, on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let consumer: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
    consumer = await t.gateCookie();
  });
  afterAll(() => t.close());

  const bulk = (body: unknown) => admin.patch('/api/admin/plans/bulk', body);
  const submit = async (): Promise<string> => {
    const res = await t.request('/api/medicare/submit', { json: submission, cookies: consumer });
    expect(res.status).toBe(201);
    return (await res.json()).userId;
  };
  const recommendations = (userId: string) =>
    t.request(`/api/medicare/recommendations/${userId}`, { cookies: consumer });
  const scoredPlanIds = async (userId: string) =>
    (
      await t.database.db
        .select({ planId: medicarePlans.planId })
        .from(planScores)
        .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
        .where(eq(planScores.userId, userId))
    ).map((r) => r.planId);

  it('deactivates and activates, once per plan, recording only the plans that changed', async () => {
    const a = await insertPlan(t);
    const b = await insertPlan(t);
    const c = await insertPlan(t, { isActive: false });
    const res = await bulk({ action: 'deactivate', planIds: [a.planId, b.planId, c.planId, a.planId] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ updated: 3, changed: 2 });
    for (const p of [a, b, c]) expect((await planRow(t, p.planId))?.isActive).toBe(false);
    // c was already inactive: untouched, no history.
    expect(await planRow(t, c.planId)).toEqual(c);
    expect((await planRow(t, a.planId))?.updatedAt.getTime()).toBeGreaterThan(a.updatedAt.getTime());
    expect(await historyRows(t, c.planId)).toEqual([]);
    const [history] = await historyRows(t, a.planId);
    expect(history).toMatchObject({
      action: 'bulk_deactivate',
      planId: a.id,
      changes: { isActive: { before: true, after: false } },
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'plan.bulk_deactivate'));
    expect(audit.map((r) => r.details)).toEqual([{ count: 3, changed: 2 }]);

    const on = await bulk({ action: 'activate', planIds: [a.planId, c.planId], data: {} });
    expect(await on.json()).toEqual({ updated: 2, changed: 2 });
    expect((await planRow(t, a.planId))?.isActive).toBe(true);
    expect((await planRow(t, c.planId))?.isActive).toBe(true);
    expect((await planRow(t, b.planId))?.isActive).toBe(false);
  });

  it('changes nothing when any plan ID is unknown, and lists the unknown ones', async () => {
    const a = await insertPlan(t);
    const b = await insertPlan(t);
    const auditBefore = (await t.database.db.select().from(auditLog)).length;
    for (const action of ['deactivate', 'delete']) {
      const res = await bulk({ action, planIds: [a.planId, 'H0000-404', b.planId, 'H0000-405'] });
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body.error).toBe('2 selected plans were not found: H0000-404, H0000-405. Nothing was changed.');
      expect(body.issues).toEqual([
        { path: 'planIds.1', message: 'No plan with ID H0000-404' },
        { path: 'planIds.3', message: 'No plan with ID H0000-405' },
      ]);
    }
    expect(await planRow(t, a.planId)).toEqual(a);
    expect(await planRow(t, b.planId)).toEqual(b);
    expect(await historyRows(t, a.planId)).toEqual([]);
    expect((await t.database.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it('deletes in one go, with the plans’ formularies, networks and stored scores', async () => {
    const userId = await submit();
    const [first, second] = await t.database.db
      .select({ id: medicarePlans.id, planId: medicarePlans.planId })
      .from(medicarePlans)
      .where(
        sql`exists (select 1 from ${planFormulary} where ${planFormulary.planId} = ${medicarePlans.id})
          and exists (select 1 from ${planNetworks} where ${planNetworks.planId} = ${medicarePlans.id})
          and exists (select 1 from ${planScores} where ${planScores.planId} = ${medicarePlans.id}
            and ${planScores.userId} = ${userId})`,
      )
      .orderBy(medicarePlans.planId)
      .limit(2);
    if (!first || !second) throw new Error('the seed should give plans with formulary and network rows');
    const res = await bulk({ action: 'delete', planIds: [first.planId, second.planId] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    const rowIds = [first.id, second.id];
    const db = t.database.db;
    expect(await db.select().from(medicarePlans).where(inArray(medicarePlans.id, rowIds))).toEqual([]);
    expect(await db.select().from(planFormulary).where(inArray(planFormulary.planId, rowIds))).toEqual([]);
    expect(await db.select().from(planNetworks).where(inArray(planNetworks.planId, rowIds))).toEqual([]);
    expect(await db.select().from(planScores).where(inArray(planScores.planId, rowIds))).toEqual([]);
    const history = await historyRows(t, first.planId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'bulk_delete', planId: null });
    expect(history[0]?.changes).toMatchObject({ planId: { before: first.planId, after: null } });
    // The earlier submission still answers, without the deleted plans.
    const recs = await recommendations(userId);
    expect(recs.status).toBe(200);
    const body = await recs.json();
    expect(body.plans.length).toBeGreaterThan(0);
    expect(body.plans.map((p: { planId: string }) => p.planId)).not.toContain(first.planId);
  });

  it('deleting a plan leaves earlier submissions answering 200, ranked without it', async () => {
    const userId = await submit();
    const before = await (await recommendations(userId)).json();
    const top = before.plans[0].planId as string;
    expect(before.plans.length).toBeGreaterThan(1);

    expect((await admin.del(`/api/admin/plans/${top}`)).status).toBe(200);

    const res = await recommendations(userId);
    expect(res.status).toBe(200);
    const after = await res.json();
    const ids = after.plans.map((p: { planId: string }) => p.planId);
    expect(ids).not.toContain(top);
    expect(ids.slice(0, before.plans.length - 1)).toEqual(
      before.plans.slice(1).map((p: { planId: string }) => p.planId),
    );
    // Each plan keeps the rank the submission gave it (the stored rank is trusted, issue 14): the
    // list now starts at #2, and no other plan claims the deleted plan's place.
    const ranks = after.plans.map((p: { rank: number }) => p.rank);
    expect(ranks.slice(0, before.plans.length - 1)).toEqual(
      before.plans.slice(1).map((p: { rank: number }) => p.rank),
    );
    expect(ranks[0]).toBe(2);
    expect(after.totalEligiblePlans).toBe(before.totalEligiblePlans - 1);
    expect((await t.request(`/api/medicare/user/${userId}`, { cookies: consumer })).status).toBe(200);
    expect((await t.request(`/api/medicare/plan/${top}`, { cookies: consumer })).status).toBe(404);
    const analysis = await admin.get(`/api/admin/scoring-analysis?userId=${userId}`);
    expect(analysis.status).toBe(200);
    const plans = (await analysis.json()).analysis.plans.map((p: { planId: string }) => p.planId);
    expect(plans).not.toContain(top);
  });

  it('new submissions see every admin change at once (the plan cache follows updated_at)', async () => {
    const warm = await submit();
    const eligible = await scoredPlanIds(warm);
    const [target, moved] = eligible.sort();
    if (!target || !moved) throw new Error('expected eligible plans');

    await admin.put(`/api/admin/plans/${target}`, { isActive: false });
    expect(await scoredPlanIds(await submit())).not.toContain(target);

    await admin.put(`/api/admin/plans/${moved}`, { counties: ['Tulsa'] });
    const afterMove = await scoredPlanIds(await submit());
    expect(afterMove).not.toContain(moved);

    expect((await bulk({ action: 'activate', planIds: [target] })).status).toBe(200);
    const reactivated = await scoredPlanIds(await submit());
    expect(reactivated).toContain(target);
    expect(reactivated).not.toContain(moved);

    expect((await bulk({ action: 'deactivate', planIds: [target] })).status).toBe(200);
    expect(await scoredPlanIds(await submit())).not.toContain(target);
  });

  it('refuses a bad request body with a message and changes nothing', async () => {
    const plan = await insertPlan(t);
    const cases: [unknown, string][] = [
      [{ action: 'explode', planIds: [plan.planId] }, 'Action must be activate, deactivate or delete'],
      [{ action: 'delete', planIds: [] }, 'Select at least one plan'],
      [{ action: 'delete' }, 'planIds must be a list of plan IDs'],
      [{ action: 'delete', planIds: plan.planId }, 'planIds must be a list of plan IDs'],
      [{ action: 'delete', planIds: [plan.planId, ''] }, 'Plan ID is required'],
      [
        { action: 'delete', planIds: Array.from({ length: 1001 }, () => plan.planId) },
        'At most 1000 plans at a time',
      ],
      [{ action: 'delete', planIds: [plan.planId], everything: true }, 'Unrecognized key: "everything"'],
      [{ action: 'delete', planIds: [plan.planId], data: 'all' }, 'data must be an object'],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await planRow(t, plan.planId)).toEqual(plan);
  });

  it('handles the largest selection, 1,000 plans, in one transaction', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      planId: `H6${String(i).padStart(3, '0')}-999`,
      planYear: 2026,
      carrier: 'Thousand Co',
      planName: `Thousand ${i}`,
      planType: 'PPO',
      region: 'Oklahoma',
      serviceArea: ['OK'],
    }));
    await t.database.db.insert(medicarePlans).values(rows);
    const planIds = rows.map((r) => r.planId);
    expect(await (await bulk({ action: 'deactivate', planIds })).json()).toEqual({
      updated: 1000,
      changed: 1000,
    });
    const count = async (where = sql`true`) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(medicarePlans)
          .where(and(like(medicarePlans.planId, 'H6%-999'), where))
      )[0]?.n;
    expect(await count(eq(medicarePlans.isActive, false))).toBe(1000);
    expect(await (await bulk({ action: 'delete', planIds })).json()).toEqual({ deleted: 1000 });
    expect(await count()).toBe(0);
  });
});
