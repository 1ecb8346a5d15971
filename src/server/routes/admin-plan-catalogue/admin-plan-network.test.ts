import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { auditLog, providers } from '../../db/schema.ts';
import { client, historyRows, insertPlan, nextPlanId } from '../../testing/admin-plans-helpers.ts';
import { ageUpdatedAt, networkOf, someProviders, updatedAtOf } from '../../testing/catalogue-helpers.ts';

type Provider = typeof providers.$inferSelect;
const path = (planId: string, providerId?: number | string) =>
  `/api/admin/plans/${planId}/network${providerId === undefined ? '' : `/${providerId}`}`;
const shown = (p: Provider) => ({
  id: p.id,
  name: `${p.lastNameOrOrgName}, ${p.firstName}`,
  specialty: p.primarySpecialty,
  city: p.city,
});
const byName = (a: { name: string }, b: { name: string }) =>
  a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;

describe.each(TEST_DATABASE_KINDS)('plan network API on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let editor: ReturnType<typeof client>;
  let doctors: Provider[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
    editor = client(t, await t.adminCookie(TEST_EDITOR));
    doctors = await someProviders(t, 3);
  });
  afterAll(() => t.close());

  const newPlan = async () => (await insertPlan(t, { planId: nextPlanId('H6') })).planId;
  const doctor = (i: number) => {
    const d = doctors[i];
    if (!d) throw new Error('not enough seeded providers');
    return d;
  };

  it('adds doctors, lists them by name as "Last, First", and removes one, recording each change', async () => {
    const planId = await newPlan();
    expect(await (await admin.get(path(planId))).json()).toEqual({ providers: [], total: 0 });

    await ageUpdatedAt(t, planId);
    const added = await admin.put(path(planId, doctor(0).id), {});
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual(shown(doctor(0)));
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBeGreaterThan(2020);
    expect((await editor.put(path(planId, doctor(1).id), {})).status).toBe(200);
    expect((await admin.put(path(planId, doctor(2).id), {})).status).toBe(200);

    const list = await (await admin.get(path(planId))).json();
    expect(list).toEqual({ providers: [0, 1, 2].map((i) => shown(doctor(i))).sort(byName), total: 3 });

    // The search narrows by name, ignoring letter case.
    const last = doctor(1).lastNameOrOrgName;
    const narrowed = await (
      await admin.get(`${path(planId)}?q=${encodeURIComponent(last.toUpperCase())}`)
    ).json();
    expect(narrowed.providers).toContainEqual(shown(doctor(1)));
    expect(narrowed.total).toBe(narrowed.providers.length);
    const none = await (await admin.get(`${path(planId)}?q=zzzqqq`)).json();
    expect(none).toEqual({ providers: [], total: 0 });

    await ageUpdatedAt(t, planId);
    const removed = await admin.del(path(planId, doctor(0).id));
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ deleted: 1 });
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBeGreaterThan(2020);
    expect(await networkOf(t, planId)).toEqual([doctor(1).id, doctor(2).id].sort((a, b) => a - b));

    const history = (await historyRows(t, planId)).sort((a, b) => a.id - b.id);
    expect(history.map((h) => h.action)).toEqual([
      'network_add',
      'network_add',
      'network_add',
      'network_remove',
    ]);
    expect(history[0]?.changes).toEqual({
      [`provider:${doctor(0).id}`]: { before: null, after: shown(doctor(0)).name },
    });
    expect(history[3]?.changes).toEqual({
      [`provider:${doctor(0).id}`]: { before: shown(doctor(0)).name, after: null },
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, planId), eq(auditLog.action, 'plan.network.remove')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ providerId: doctor(0).id });
  });

  it('adding a doctor already in the network changes nothing', async () => {
    const planId = await newPlan();
    await admin.put(path(planId, doctor(0).id), {});
    await ageUpdatedAt(t, planId);
    const again = await admin.put(path(planId, doctor(0).id), {});
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(shown(doctor(0)));
    expect(await historyRows(t, planId)).toHaveLength(1);
    expect((await updatedAtOf(t, planId)).getUTCFullYear()).toBe(2020);
  });

  it('names a doctor without a first name by the last name, and a missing specialty "Unknown"', async () => {
    const [row] = await t.database.db
      .insert(providers)
      .values({ lastNameOrOrgName: 'Mercy Clinic', city: 'Ada' })
      .returning();
    const planId = await newPlan();
    const res = await admin.put(path(planId, row?.id ?? 0), {});
    expect(await res.json()).toEqual({
      id: row?.id,
      name: 'Mercy Clinic',
      specialty: 'Unknown',
      city: 'Ada',
    });
  });

  it('answers 400 for an unknown or malformed doctor and 404 for an unknown plan or a doctor not in it', async () => {
    const planId = await newPlan();
    const unknown = await admin.put(path(planId, 2_000_000_000), {});
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Unknown provider', code: 'VALIDATION' });
    for (const id of ['abc', '0', '-4', '1.5']) {
      const res = await admin.put(path(planId, id), {});
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('Provider ID must be a whole number');
    }
    const notIn = await admin.del(path(planId, doctor(0).id));
    expect(notIn.status).toBe(404);
    expect((await notIn.json()).error).toBe("This doctor is not in the plan's network");

    const missing = 'H6999-998';
    for (const res of [
      await admin.get(path(missing)),
      await admin.put(path(missing, doctor(0).id), {}),
      await admin.del(path(missing, doctor(0).id)),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Plan not found');
    }
    expect(await networkOf(t, planId)).toEqual([]);
    expect(await historyRows(t, planId)).toEqual([]);
  });
});
