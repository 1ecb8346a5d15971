import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { adminUsers, auditLog, planScores } from '../../db/schema.ts';
import { client, historyRows, insertPlan, nextPlanId } from '../../testing/admin-plans-helpers.ts';
import { ageUpdatedAt, formularyOf, updatedAtOf } from '../../testing/catalogue-helpers.ts';

const path = (planId: string, name?: string) =>
  `/api/admin/plans/${planId}/formulary${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;
const entry = (medicationName: string, tier: number, flags: Partial<Record<string, boolean>> = {}) => ({
  medicationName,
  tier,
  priorAuthorization: false,
  quantityLimit: false,
  stepTherapy: false,
  ...flags,
});

describe.each(TEST_DATABASE_KINDS)('plan formulary API on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let editor: ReturnType<typeof client>;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
    editor = client(t, await t.adminCookie(TEST_EDITOR));
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
    adminId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const newPlan = async () => (await insertPlan(t, { planId: nextPlanId('H6') })).planId;

  it('adds drugs, lists them by name, changes a tier and removes one, recording each change', async () => {
    const planId = await newPlan();
    expect(await (await admin.get(path(planId))).json()).toEqual({ entries: [] });
    await ageUpdatedAt(t, planId);

    const added = await admin.put(path(planId, 'Eliquis'), { tier: 3, priorAuthorization: true });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual(entry('Eliquis', 3, { priorAuthorization: true }));
    // The plan moved: the recommendation cache's version (count + max(updated_at)) changes.
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBeGreaterThan(2020);

    // Letter case of the path does not matter; the catalogue's spelling is stored.
    expect(
      await (await editor.put(path(planId, 'atorvastatin'), { tier: 1, quantityLimit: true })).json(),
    ).toEqual(entry('Atorvastatin', 1, { quantityLimit: true }));
    // A name with a slash travels encoded.
    expect((await admin.put(path(planId, 'Humulin 70/30'), { tier: 4, stepTherapy: true })).status).toBe(200);

    expect(await (await admin.get(path(planId))).json()).toEqual({
      entries: [
        entry('Atorvastatin', 1, { quantityLimit: true }),
        entry('Eliquis', 3, { priorAuthorization: true }),
        entry('Humulin 70/30', 4, { stepTherapy: true }),
      ],
    });

    await ageUpdatedAt(t, planId);
    const changed = await admin.put(path(planId, 'Eliquis'), { tier: 2 });
    expect(await changed.json()).toEqual(entry('Eliquis', 2));
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBeGreaterThan(2020);

    await ageUpdatedAt(t, planId);
    const removed = await admin.del(path(planId, 'Humulin 70/30'));
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: 1 });
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBeGreaterThan(2020);
    expect((await formularyOf(t, planId)).map((r) => [r.medicationName, r.tier])).toEqual([
      ['Atorvastatin', 1],
      ['Eliquis', 2],
    ]);

    const history = (await historyRows(t, planId)).sort((a, b) => a.id - b.id);
    expect(history.map((h) => h.action)).toEqual([
      'formulary_update',
      'formulary_update',
      'formulary_update',
      'formulary_update',
      'formulary_remove',
    ]);
    const restrictions = { priorAuthorization: false, quantityLimit: false, stepTherapy: false };
    expect(history[0]).toMatchObject({
      adminUserId: adminId,
      changes: { Eliquis: { before: null, after: { ...restrictions, tier: 3, priorAuthorization: true } } },
    });
    expect(history[3]?.changes).toEqual({
      Eliquis: {
        before: { ...restrictions, tier: 3, priorAuthorization: true },
        after: { ...restrictions, tier: 2 },
      },
    });
    expect(history[4]?.changes).toEqual({
      'Humulin 70/30': { before: { ...restrictions, tier: 4, stepTherapy: true }, after: null },
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, planId), eq(auditLog.entityType, 'medicare_plan')));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'plan.formulary.remove',
      'plan.formulary.update',
      'plan.formulary.update',
      'plan.formulary.update',
      'plan.formulary.update',
    ]);
    expect(audit.find((a) => a.action === 'plan.formulary.remove')).toMatchObject({
      actor: `admin:${adminId}`,
      details: { medication: 'Humulin 70/30' },
    });
  });

  it('writes nothing when a PUT changes nothing', async () => {
    const planId = await newPlan();
    await admin.put(path(planId, 'Eliquis'), { tier: 3 });
    await ageUpdatedAt(t, planId);
    const again = await admin.put(path(planId, 'Eliquis'), { tier: 3, priorAuthorization: false });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(entry('Eliquis', 3));
    expect((await historyRows(t, planId)).length).toBe(1);
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBe(2020);
  });

  it('refuses a drug outside the catalogue and bad tiers with 400, storing nothing', async () => {
    const planId = await newPlan();
    const unknown = await admin.put(path(planId, 'Notarealdrugamab'), { tier: 2 });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Unknown medication', code: 'VALIDATION' });
    for (const body of [{ tier: 0 }, { tier: 7 }, { tier: 2.5 }, { tier: '2' }, {}]) {
      const res = await admin.put(path(planId, 'Eliquis'), body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Tier must be a whole number from 1 to 6');
    }
    const extra = await admin.put(path(planId, 'Eliquis'), { tier: 1, covered: true });
    expect(extra.status).toBe(400);
    expect(await formularyOf(t, planId)).toEqual([]);
    expect(await historyRows(t, planId)).toEqual([]);
  });

  it('answers 404 for an unknown plan and for removing a drug that is not on the formulary', async () => {
    const missing = 'H6999-999';
    for (const res of [
      await admin.get(path(missing)),
      await admin.put(path(missing, 'Eliquis'), { tier: 1 }),
      await admin.del(path(missing, 'Eliquis')),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Plan not found', code: 'NOT_FOUND' });
    }
    const planId = await newPlan();
    const notOn = await admin.del(path(planId, 'Eliquis'));
    expect(notOn.status).toBe(404);
    expect((await notOn.json()).error).toBe("This drug is not on the plan's formulary");
  });

  it('a new consumer submission sees a drug the admin just put on the formulary', async () => {
    const plan = await insertPlan(t, {
      planId: nextPlanId('H6'),
      counties: ['Oklahoma'],
      hasRxCoverage: true,
      isActive: true,
      prescriptionTiers: { tier1Retail: '$0', tier2Retail: '$10' },
    });
    const planId = plan.planId;
    // A formulary on file that lists Atorvastatin only: Eliquis is not covered.
    await admin.put(path(planId, 'Atorvastatin'), { tier: 1 });
    const gate = await t.gateCookie();
    const submit = async () => {
      const res = await t.request('/api/medicare/submit', {
        cookies: gate,
        json: sampleSubmission(),
      });
      expect(res.status).toBe(201);
      const { userId } = await res.json();
      const [score] = await t.database.db
        .select()
        .from(planScores)
        .where(and(eq(planScores.userId, userId), eq(planScores.planId, plan.id)));
      return score;
    };

    expect(await submit()).toMatchObject({ medicationsCovered: 1, totalMedications: 2 });
    expect((await admin.put(path(planId, 'Eliquis'), { tier: 2 })).status).toBe(200);
    expect(await submit()).toMatchObject({ medicationsCovered: 2, totalMedications: 2 });
    expect((await admin.del(path(planId, 'Eliquis'))).status).toBe(200);
    expect(await submit()).toMatchObject({ medicationsCovered: 1, totalMedications: 2 });
  });
});
