/**
 * The carrier list admins maintain (issue 16 "editable by admins"): list with plan counts, add,
 * rename (its plans follow, with history), aliases (plans spelled that way join the carrier),
 * delete (refused while plans use it), the 409s for a spelling another carrier has, 400s that
 * change nothing, audit rows and who may do what.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../../../../tests/setup/route-inventory.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import {
  CARRIER_ALIAS_NEEDS_LETTER,
  CARRIER_NAME_REQUIRED,
  CARRIER_UPDATE_EMPTY,
  type CarrierRecord,
  carrierDeleteResponseSchema,
  carrierInUse,
  carrierListSchema,
  carrierSpellingTaken,
  carrierWriteResponseSchema,
} from '../../../shared/carrier-contracts.ts';
import { KNOWN_CARRIERS } from '../../../shared/carriers.ts';
import { auditLog, carriers, medicarePlans } from '../../db/schema.ts';
import {
  asAdminWithoutPermissions,
  client,
  historyRows,
  insertPlan,
  planRow,
} from '../../testing/admin-plans-helpers.ts';

describe.each(TEST_DATABASE_KINDS)('admin carrier list API on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
  });
  afterAll(() => t.close());

  const list = async () => {
    const res = await admin.get('/api/admin/carriers');
    expect(res.status).toBe(200);
    return carrierListSchema.parse(await res.json());
  };
  const create = async (body: unknown) => {
    const res = await admin.post('/api/admin/carriers', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return carrierWriteResponseSchema.parse(await res.json());
  };
  const audits = (entityId: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'carrier'), eq(auditLog.entityId, String(entityId))))
      .orderBy(auditLog.id);

  it('lists the seeded carriers with their aliases and how many plans each has; names plans hold off the list', async () => {
    const direct = await insertPlan(t, { carrier: 'Unlisted Mutual' });
    const body = await list();
    expect(body.carriers.map((c) => c.name).sort()).toEqual(KNOWN_CARRIERS.map((c) => c.name).sort());
    const humana = body.carriers.find((c) => c.name === 'Humana');
    expect(humana?.aliases).toEqual(['Humana Insurance', 'Humana Health Plan', 'Humana Medicare']);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicarePlans)
      .where(eq(medicarePlans.carrier, 'Humana'));
    expect(count?.n).toBeGreaterThan(0);
    expect(humana?.planCount).toBe(count?.n);
    expect(body.unlisted).toContainEqual({ name: 'Unlisted Mutual', planCount: 1 });
    await t.database.db.delete(medicarePlans).where(eq(medicarePlans.id, direct.id));
  });

  it('adds a carrier (spaces tidied, aliases once each), writes an audit row, and 409s on a spelling another carrier has', async () => {
    const { carrier, plansRenamed } = await create({
      name: '  Prairie   Mutual ',
      aliases: ['Prairie Mutual, Inc.', 'PRAIRIE MUTUAL', 'Prairie Senior', 'prairie  senior'],
    });
    expect(carrier).toMatchObject({ name: 'Prairie Mutual', aliases: ['Prairie Senior'], planCount: 0 });
    expect(plansRenamed).toBe(0);
    const [audit] = await audits(carrier.id);
    expect(audit).toMatchObject({ action: 'carrier.create', actor: expect.stringMatching(/^admin:\d+$/) });
    expect(audit?.details).toMatchObject({ name: 'Prairie Mutual', aliases: ['Prairie Senior'] });

    const before = await dbFingerprint(t);
    for (const [body, taken, owner] of [
      [{ name: 'prairie-mutual, Inc.' }, 'prairie-mutual, Inc.', 'Prairie Mutual'],
      [{ name: 'Plains Health', aliases: ['Prairie Senior'] }, 'Prairie Senior', 'Prairie Mutual'],
      [{ name: 'United Healthcare' }, 'United Healthcare', 'UnitedHealthcare'],
      [{ name: 'Plains Health', aliases: ['UHC'] }, 'UHC', 'UnitedHealthcare'],
    ] as const) {
      const res = await admin.post('/api/admin/carriers', body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'CONFLICT', error: carrierSpellingTaken(taken, owner) });
    }
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const before = await dbFingerprint(t);
    const cases: [unknown, string][] = [
      [{}, CARRIER_NAME_REQUIRED],
      [{ name: '   ' }, CARRIER_NAME_REQUIRED],
      [{ name: 'Ok Name', aliases: ['---'] }, CARRIER_ALIAS_NEEDS_LETTER],
      [{ name: 'Ok Name', aliases: 'not a list' }, 'Aliases must be a list'],
      [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
      [{ name: 'Tab\tName\u0007' }, 'Must not contain control characters'],
      [{ name: 'Ok Name', extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/carriers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(body)).toBe(message);
    }
    const [some] = (await list()).carriers;
    const empty = await admin.put(`/api/admin/carriers/${some?.id}`, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(CARRIER_UPDATE_EMPTY);
    const notJson = await admin.raw('/api/admin/carriers', 'POST', '{"name":');
    expect(notJson.status).toBe(400);
    for (const id of ['0', 'abc', '99999999999', '-1']) {
      expect((await admin.put(`/api/admin/carriers/${id}`, { name: 'Whatever' })).status, id).toBe(404);
    }
    expect((await admin.put('/api/admin/carriers/999999', { name: 'Whatever' })).status).toBe(404);
    expect((await admin.del('/api/admin/carriers/999999')).status).toBe(404);
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it('renaming a carrier renames its plans in one go, each with a history row', async () => {
    const { carrier } = await create({ name: 'Redbud Health', aliases: ['Redbud'] });
    const plans = [
      await insertPlan(t, { carrier: 'Redbud Health' }),
      await insertPlan(t, { carrier: 'Redbud Health', carrierAsImported: 'REDBUD' }),
    ];
    const res = await admin.put(`/api/admin/carriers/${carrier.id}`, { name: 'Redbud Health Plans' });
    expect(res.status).toBe(200);
    const body = carrierWriteResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ plansRenamed: 2, carrier: { name: 'Redbud Health Plans', planCount: 2 } });
    for (const plan of plans) {
      const row = await planRow(t, plan.planId);
      expect(row?.carrier).toBe('Redbud Health Plans');
      // A rename is the catalogue's name changing, not a file's spelling: carrier_as_imported stays.
      expect(row?.carrierAsImported).toBe(plan.carrierAsImported);
      expect(row?.updatedAt.getTime()).toBeGreaterThan(plan.updatedAt.getTime());
      const history = await historyRows(t, plan.planId);
      expect(history.map((h) => [h.action, h.changes])).toEqual([
        ['update', { carrier: { before: 'Redbud Health', after: 'Redbud Health Plans' } }],
      ]);
    }
    const [, audit] = await audits(carrier.id);
    expect(audit).toMatchObject({ action: 'carrier.update' });
    expect(audit?.details).toMatchObject({
      name: 'Redbud Health Plans',
      formerName: 'Redbud Health',
      plansRenamed: 2,
    });
    // The old name is no longer a spelling of the carrier: a plan filed under it now is its own carrier.
    const filtered = await admin.get('/api/admin/plans?carrier=Redbud%20Health%20Plans&limit=100');
    expect(((await filtered.json()) as { total: number }).total).toBe(2);
  });

  it('an alias added to a carrier brings the plans spelled that way under its name, keeping their spelling', async () => {
    const { carrier } = await create({ name: 'Cimarron Care' });
    const spelled = await insertPlan(t, { carrier: 'Cimarron Senior Plans' });
    const imported = await insertPlan(t, {
      carrier: 'cimarron senior plans',
      carrierAsImported: 'CIMARRON SR',
    });
    const other = await insertPlan(t, { carrier: 'Cimarron Valley' });
    const res = await admin.put(`/api/admin/carriers/${carrier.id}`, { aliases: ['Cimarron Senior Plans'] });
    expect(res.status).toBe(200);
    expect(carrierWriteResponseSchema.parse(await res.json())).toMatchObject({
      plansRenamed: 2,
      carrier: { name: 'Cimarron Care', aliases: ['Cimarron Senior Plans'], planCount: 2 },
    });
    expect(await planRow(t, spelled.planId)).toMatchObject({
      carrier: 'Cimarron Care',
      carrierAsImported: 'Cimarron Senior Plans',
    });
    expect(await planRow(t, imported.planId)).toMatchObject({
      carrier: 'Cimarron Care',
      carrierAsImported: 'CIMARRON SR',
    });
    expect(await planRow(t, other.planId)).toMatchObject({ carrier: 'Cimarron Valley' });
    const [history] = await historyRows(t, spelled.planId);
    // The history shows what the admin sees (the carrier), as an import's does, not the kept spelling.
    expect(history?.changes).toEqual({
      carrier: { before: 'Cimarron Senior Plans', after: 'Cimarron Care' },
    });
    // The options offer one name, and a filter by the alias finds the carrier's plans.
    const options = (await (await admin.get('/api/admin/plans/options')).json()) as { carriers: string[] };
    expect(options.carriers.filter((c) => c.toLowerCase().startsWith('cimarron'))).toEqual([
      'Cimarron Care',
      'Cimarron Valley',
    ]);
    const filtered = await admin.get('/api/admin/plans?carrier=Cimarron%20Senior%20Plans&limit=100');
    expect(((await filtered.json()) as { total: number }).total).toBe(2);
    // Saving the same aliases again changes nothing and writes nothing.
    const audited = (await audits(carrier.id)).length;
    const again = await admin.put(`/api/admin/carriers/${carrier.id}`, {
      aliases: ['Cimarron Senior Plans'],
    });
    expect(carrierWriteResponseSchema.parse(await again.json()).plansRenamed).toBe(0);
    expect((await audits(carrier.id)).length).toBe(audited);
  });

  it('a rename or alias another carrier already has is 409 and changes nothing', async () => {
    const { carrier } = await create({ name: 'Osage Plans', aliases: ['Osage'] });
    const before = await dbFingerprint(t);
    const cases: [unknown, string][] = [
      [{ name: 'Humana Inc.' }, carrierSpellingTaken('Humana Inc.', 'Humana')],
      [{ aliases: ['Osage', 'Kaiser Permanente'] }, carrierSpellingTaken('Kaiser Permanente', 'Kaiser')],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put(`/api/admin/carriers/${carrier.id}`, body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await dbFingerprint(t)).toEqual(before);
    // Its own spellings are fine: a name may become an alias and back.
    const swapped = await admin.put(`/api/admin/carriers/${carrier.id}`, {
      name: 'Osage',
      aliases: ['Osage Plans'],
    });
    expect(swapped.status).toBe(200);
  });

  it('deletes a carrier no plan uses, refuses one plans use with 409, audits the delete', async () => {
    const { carrier: used } = await create({ name: 'Wichita Mutual' });
    const plan = await insertPlan(t, { carrier: 'Wichita Mutual' });
    await insertPlan(t, { carrier: 'WICHITA MUTUAL' });
    const before = await dbFingerprint(t);
    const refused = await admin.del(`/api/admin/carriers/${used.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(carrierInUse('Wichita Mutual', 2));
    expect(await dbFingerprint(t)).toEqual(before);
    expect(await planRow(t, plan.planId)).toMatchObject({ carrier: 'Wichita Mutual' });

    const { carrier: unused } = await create({ name: 'Chisholm Trail Health' });
    const res = await admin.del(`/api/admin/carriers/${unused.id}`);
    expect(res.status).toBe(200);
    expect(carrierDeleteResponseSchema.parse(await res.json())).toEqual({ deleted: true, id: unused.id });
    expect(await t.database.db.select().from(carriers).where(eq(carriers.id, unused.id))).toEqual([]);
    const rows = await audits(unused.id);
    expect(rows.map((r) => r.action)).toEqual(['carrier.create', 'carrier.delete']);
    expect(rows[1]?.details).toEqual({ name: 'Chisholm Trail Health' });
    expect((await admin.del(`/api/admin/carriers/${unused.id}`)).status).toBe(404);
  });

  it('who may do what: an editor reads and writes (as with plans); a role without the permission gets 403; no sign-in 401', async () => {
    const editor = client(t, await t.adminCookie(TEST_EDITOR));
    expect((await editor.get('/api/admin/carriers')).status).toBe(200);
    const made = await editor.post('/api/admin/carriers', { name: 'Editor Made Health' });
    expect(made.status).toBe(201);
    const { carrier } = carrierWriteResponseSchema.parse(await made.json());

    await asAdminWithoutPermissions(t, async (viewer) => {
      const before = await dbFingerprint(t);
      for (const [method, path, body] of [
        ['GET', '/api/admin/carriers', undefined],
        ['POST', '/api/admin/carriers', { name: 'Not Allowed Health' }],
        ['PUT', `/api/admin/carriers/${carrier.id}`, { name: 'Not Allowed' }],
        ['DELETE', `/api/admin/carriers/${carrier.id}`, {}],
      ] as const) {
        const res = await t.request(path, { method, json: body, cookies: viewer });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect(await dbFingerprint(t)).toEqual(before);
    });
    const gateOnly = await t.gateCookie();
    expect((await t.request('/api/admin/carriers', { cookies: gateOnly })).status).toBe(401);
  });

  it('the list is sorted by name and counts plans whatever their letter case', async () => {
    const body = await list();
    const names = body.carriers.map((c: CarrierRecord) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const wichita = body.carriers.find((c) => c.name === 'Wichita Mutual');
    expect(wichita?.planCount).toBe(2);
    // Every audit row of this file names a carrier by id and carries no plan data beyond counts.
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ['carrier.create', 'carrier.update', 'carrier.delete']))
      .orderBy(desc(auditLog.id));
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.entityId).toMatch(/^\d+$/);
  });
});
