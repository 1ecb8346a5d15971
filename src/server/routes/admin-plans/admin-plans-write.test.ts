import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { PLAN_ID_FORM_MESSAGE } from '../../../shared/plan-id.ts';
import { adminUsers, auditLog, medicarePlans } from '../../db/schema.ts';
import {
  client,
  createBody,
  historyRows,
  insertPlan,
  nextPlanId,
  planRow,
} from '../../testing/admin-plans-helpers.ts';

type Issue = { path: string; message: string };

describe.each(TEST_DATABASE_KINDS)('admin plan create, update, delete and history on %s', (kind) => {
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

  const planCount = async () =>
    (await t.database.db.select({ id: medicarePlans.id }).from(medicarePlans)).length;

  describe('create', () => {
    it('creates a plan from the required fields with the spec defaults, records history and audit', async () => {
      const res = await admin.post('/api/admin/plans', {
        planId: 'H8000-010',
        carrier: 'Humana',
        planName: 'Defaults Only (HMO)',
        planType: 'HMO',
        region: 'Oklahoma',
      });
      expect(res.status).toBe(201);
      const plan = await res.json();
      expect(plan).toMatchObject({
        planId: 'H8000-010',
        monthlyPremium: '0.00',
        partBPremiumReduction: '0.00',
        medicalDeductible: '0.00',
        rxDeductible: '0.00',
        moopInNetwork: null,
        moopOutNetwork: null,
        hasRxCoverage: true,
        isActive: true,
        starRating: null,
        notes: null,
        copayStructure: {},
        benefits: {},
        prescriptionTiers: {},
      });
      expect(plan.id).toEqual(expect.any(Number));
      const row = await planRow(t, 'H8000-010');
      expect(row?.monthlyPremium).toBe('0.00');
      expect(row?.isActive).toBe(true);
      expect(await (await admin.get('/api/admin/plans/H8000-010')).json()).toEqual(plan);

      const [history] = await historyRows(t, 'H8000-010');
      expect(history).toMatchObject({ action: 'create', adminUserId: adminId, planId: row?.id });
      expect(history?.changes).toMatchObject({
        planId: { before: null, after: 'H8000-010' },
        monthlyPremium: { before: null, after: '0.00' },
        isActive: { before: null, after: true },
      });
      // Empty fields are not "changes".
      expect(history?.changes).not.toHaveProperty('notes');
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'plan.create'), eq(auditLog.entityId, 'H8000-010')));
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actor).toBe(`admin:${adminId}`);
    });

    it('keeps money exact: "3900.00" in, "3900.00" out, and normalises 3900, "29.9" and 12.5', async () => {
      const res = await admin.post(
        '/api/admin/plans',
        createBody({
          planId: 'H8000-011',
          moopInNetwork: '3900.00',
          moopOutNetwork: 7500,
          monthlyPremium: '29.9',
          partBPremiumReduction: 12.5,
          medicalDeductible: '0',
          rxDeductible: '615.00',
        }),
      );
      expect(res.status).toBe(201);
      const expected = {
        moopInNetwork: '3900.00',
        moopOutNetwork: '7500.00',
        monthlyPremium: '29.90',
        partBPremiumReduction: '12.50',
        medicalDeductible: '0.00',
        rxDeductible: '615.00',
        starRating: 4,
      };
      expect(await res.json()).toMatchObject(expected);
      expect(await (await admin.get('/api/admin/plans/H8000-011')).json()).toMatchObject(expected);
      expect(await planRow(t, 'H8000-011')).toMatchObject({ moopInNetwork: '3900.00', starRating: '4.0' });
    });

    it('refuses missing required fields and bad amounts with the spec §5 messages, storing nothing', async () => {
      const before = await planCount();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ planId: '' }, 'planId', 'Plan ID is required'],
        [{ planId: undefined }, 'planId', 'Plan ID is required'],
        [{ carrier: '  ' }, 'carrier', 'Carrier is required'],
        [{ planName: '' }, 'planName', 'Plan name is required'],
        [{ planType: '' }, 'planType', 'Plan type is required'],
        [{ region: '' }, 'region', 'Region is required'],
        [{ region: undefined }, 'region', 'Region is required'],
        [{ monthlyPremium: 'abc' }, 'monthlyPremium', 'Must be a valid amount (e.g., 0.00)'],
        [{ monthlyPremium: '' }, 'monthlyPremium', 'Must be a valid amount (e.g., 0.00)'],
        [{ monthlyPremium: '1.234' }, 'monthlyPremium', 'Must be a valid amount (e.g., 0.00)'],
        [{ monthlyPremium: '$10' }, 'monthlyPremium', 'Must be a valid amount (e.g., 0.00)'],
        [{ monthlyPremium: null }, 'monthlyPremium', 'Must be a valid amount (e.g., 0.00)'],
        [{ monthlyPremium: '-5.00' }, 'monthlyPremium', 'Must be 0 or more'],
        [{ moopInNetwork: -1 }, 'moopInNetwork', 'Must be 0 or more'],
        [{ moopInNetwork: '123456789.00' }, 'moopInNetwork', 'Must be at most 99999999.99'],
        [{ starRating: 6 }, 'starRating', 'Star rating must be between 1 and 5'],
        [{ starRating: '0' }, 'starRating', 'Star rating must be between 1 and 5'],
        [{ planId: 'H1234/001' }, 'planId', PLAN_ID_FORM_MESSAGE],
        [{ planId: 'BADID' }, 'planId', PLAN_ID_FORM_MESSAGE],
        [{ planId: 'XYZ' }, 'planId', PLAN_ID_FORM_MESSAGE],
        [{ planId: 'X1234-001' }, 'planId', PLAN_ID_FORM_MESSAGE],
        [{ hasRxCoverage: 'yes' }, 'hasRxCoverage', 'Prescription coverage must be true or false'],
        [
          { enrollmentUrl: 'http://example.com' },
          'enrollmentUrl',
          'Enrollment link must be a web address starting with https://',
        ],
        [{ id: 5 }, 'id', 'id cannot be changed'],
        [{ createdAt: '2020-01-01' }, 'createdAt', 'createdAt cannot be changed'],
        [{ favouriteColour: 'blue' }, '', 'Unrecognized key: "favouriteColour"'],
      ];
      for (const [override, path, message] of cases) {
        const res = await admin.post('/api/admin/plans', createBody({ planId: nextPlanId(), ...override }));
        expect(res.status, JSON.stringify(override)).toBe(400);
        const body = await res.json();
        expect(body.code).toBe('VALIDATION');
        expect(body.issues, JSON.stringify(override)).toContainEqual({ path, message });
        expect(typeof body.error).toBe('string');
      }
      // Everything missing at once: one message per required field, the first as the error.
      const empty = await (await admin.post('/api/admin/plans', {})).json();
      expect(empty.issues.map((i: Issue) => i.message)).toEqual([
        'Plan ID is required',
        'Carrier is required',
        'Plan name is required',
        'Plan type is required',
        'Region is required',
      ]);
      expect(empty.error).toBe('Plan ID is required');
      expect(await planCount()).toBe(before);
    });

    it('answers 409 for a plan ID that exists, and leaves the existing plan alone', async () => {
      const existing = await planRow(t, 'H3706-001');
      const res = await admin.post(
        '/api/admin/plans',
        createBody({ planId: 'H3706-001', planName: 'Impostor' }),
      );
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: 'A plan with this ID already exists for this plan year',
        code: 'CONFLICT',
      });
      expect(await planRow(t, 'H3706-001')).toEqual(existing);
      expect(await historyRows(t, 'H3706-001')).toEqual([]);
    });
  });

  describe('update', () => {
    it('changes only the field sent (the inline table sends one) and keeps every other', async () => {
      const created = await (
        await admin.post('/api/admin/plans', createBody({ planId: 'H8000-020' }))
      ).json();
      const res = await editor.put('/api/admin/plans/H8000-020', { monthlyPremium: 12.5 });
      expect(res.status).toBe(200);
      const updated = await res.json();
      expect(updated).toEqual({ ...created, monthlyPremium: '12.50', updatedAt: updated.updatedAt });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

      const notes = await (await editor.put('/api/admin/plans/H8000-020', { notes: 'Second change' })).json();
      expect(notes).toEqual({ ...updated, notes: 'Second change', updatedAt: notes.updatedAt });
    });

    it('coerces numbers from strings or numbers; empty means null; "unrated" means no rating', async () => {
      await admin.post('/api/admin/plans', createBody({ planId: 'H8000-021', moopOutNetwork: '7500.00' }));
      const put = async (body: unknown) => (await admin.put('/api/admin/plans/H8000-021', body)).json();
      expect((await put({ moopInNetwork: '4500' })).moopInNetwork).toBe('4500.00');
      expect((await put({ moopInNetwork: 3900 })).moopInNetwork).toBe('3900.00');
      expect((await put({ moopOutNetwork: '' })).moopOutNetwork).toBeNull();
      expect((await put({ monthlyPremium: null })).monthlyPremium).toBeNull();
      expect((await put({ starRating: '4.5' })).starRating).toBe(4.5);
      expect((await put({ starRating: 'unrated' })).starRating).toBeNull();
      expect((await put({ starRating: 3 })).starRating).toBe(3);
      expect((await put({ starRating: '' })).starRating).toBeNull();
      expect((await put({ notes: '   ' })).notes).toBeNull();
      expect(await planRow(t, 'H8000-021')).toMatchObject({
        moopInNetwork: '3900.00',
        moopOutNetwork: null,
        starRating: null,
      });
      for (const [body, message] of [
        [{ moopInNetwork: '-1' }, 'Must be 0 or more'],
        [{ moopInNetwork: 'lots' }, 'Must be a valid amount (e.g., 0.00)'],
        [{ starRating: 5.5 }, 'Star rating must be between 1 and 5'],
        [{ starRating: 4.25 }, 'Star rating may have at most one decimal place'],
        [{ carrier: '' }, 'Carrier is required'],
        [{ region: null }, 'Region is required'],
      ] as const) {
        const res = await admin.put('/api/admin/plans/H8000-021', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).error).toBe(message);
      }
    });

    it('replaces the advanced editor’s nested objects as sent', async () => {
      await admin.post(
        '/api/admin/plans',
        createBody({
          planId: 'H8000-022',
          copayStructure: { pcpCopayIn: '$5', specialistCopayIn: '$40', er: '$110' },
          benefits: { dental: 'Preventive', persDevice: false },
        }),
      );
      const copayStructure = { pcpCopayIn: '$0', specialistCopayIn: '$35', urgentCare: '$40' };
      const benefits = { dental: '$1,500 a year', gym: 'SilverSneakers', persDevice: true };
      const prescriptionTiers = { tier1Retail: '$0', tier1Mail: '$0', tier4Retail: '40%' };
      const res = await admin.put('/api/admin/plans/H8000-022', {
        planName: 'Comprehensive (HMO)',
        moopOutNetwork: '7500.00',
        rxDeductible: '615.00',
        copayStructure,
        benefits,
        prescriptionTiers,
        hospitalNetwork: 'OU Health',
        preferredPharmacies: 'Walgreens',
        hasRxCoverage: false,
        isActive: false,
      });
      expect(res.status).toBe(200);
      const plan = await res.json();
      // "er" was not sent again, so it is gone: the object is replaced, not merged.
      expect(plan).toMatchObject({
        copayStructure,
        benefits,
        prescriptionTiers,
        planName: 'Comprehensive (HMO)',
        moopOutNetwork: '7500.00',
        rxDeductible: '615.00',
        hasRxCoverage: false,
        isActive: false,
      });
      expect((await planRow(t, 'H8000-022'))?.copayStructure).toEqual(copayStructure);
      const cleared = await (await admin.put('/api/admin/plans/H8000-022', { benefits: null })).json();
      expect(cleared.benefits).toEqual({});
      expect(cleared.copayStructure).toEqual(copayStructure);
      const bad = await admin.put('/api/admin/plans/H8000-022', { copayStructure: { pcpCopayIn: 5 } });
      expect(bad.status).toBe(400);
    });

    it('refuses unknown fields and the read-only id and timestamps, changing nothing', async () => {
      const plan = await insertPlan(t);
      const cases: [Record<string, unknown>, Issue][] = [
        [
          { notes: 'x', colour: 'blue' },
          { path: '', message: 'Unrecognized key: "colour"' },
        ],
        [{ id: 1 }, { path: 'id', message: 'id cannot be changed' }],
        [
          { notes: 'x', createdAt: plan.createdAt.toISOString() },
          { path: 'createdAt', message: 'createdAt cannot be changed' },
        ],
        [{ updatedAt: null }, { path: 'updatedAt', message: 'updatedAt cannot be changed' }],
      ];
      for (const [body, issue] of cases) {
        const res = await admin.put(`/api/admin/plans/${plan.planId}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect((await res.json()).issues).toContainEqual(issue);
      }
      expect(await planRow(t, plan.planId)).toEqual(plan);
      expect(await historyRows(t, plan.planId)).toEqual([]);
    });

    it('renames a plan ID, refusing one that is taken with 409', async () => {
      const plan = await insertPlan(t, { planId: 'H8000-030' });
      const taken = await admin.put('/api/admin/plans/H8000-030', { planId: 'H3706-001', notes: 'x' });
      expect(taken.status).toBe(409);
      expect((await taken.json()).error).toBe('A plan with this ID already exists for this plan year');
      expect(await planRow(t, 'H8000-030')).toEqual(plan);

      const renamed = await admin.put('/api/admin/plans/H8000-030', { planId: 'H8000-031' });
      expect(renamed.status).toBe(200);
      expect((await renamed.json()).id).toBe(plan.id);
      expect((await admin.get('/api/admin/plans/H8000-030')).status).toBe(404);
      const history = (await (await admin.get('/api/admin/plans/H8000-031/history')).json()).history;
      expect(history[0]).toMatchObject({
        planId: 'H8000-031',
        action: 'update',
        changes: { planId: { before: 'H8000-030', after: 'H8000-031' } },
      });
    });

    it("refuses a new plan ID not in CMS's form (the table's and the edit form's PUT), changing nothing", async () => {
      const plan = await insertPlan(t, { planId: 'H8000-032' });
      for (const planId of ['BADID', 'XYZ']) {
        const res = await admin.put('/api/admin/plans/H8000-032', { planId });
        expect(res.status).toBe(400);
        expect((await res.json()).issues).toEqual([{ path: 'planId', message: PLAN_ID_FORM_MESSAGE }]);
      }
      expect(await planRow(t, 'H8000-032')).toEqual(plan);
    });

    it('answers 404 for an unknown plan', async () => {
      const res = await admin.put('/api/admin/plans/H0000-404', { notes: 'x' });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Plan not found', code: 'NOT_FOUND' });
      expect((await admin.get('/api/admin/plans/H0000-404')).status).toBe(404);
    });
  });

  describe('history', () => {
    it('records each changed field with before and after, newest first, with the admin’s email', async () => {
      await admin.post('/api/admin/plans', createBody({ planId: 'H8000-040', monthlyPremium: '0.00' }));
      await editor.put('/api/admin/plans/H8000-040', { monthlyPremium: '25', notes: 'Created by a test' });
      await admin.put('/api/admin/plans/H8000-040', { starRating: 'unrated', isActive: false });
      // Values equal to the current ones are not a change: no history row, no new updated_at.
      const before = await planRow(t, 'H8000-040');
      const same = await admin.put('/api/admin/plans/H8000-040', { monthlyPremium: 25, isActive: false });
      expect(same.status).toBe(200);
      expect(await planRow(t, 'H8000-040')).toEqual(before);

      const res = await editor.get('/api/admin/plans/H8000-040/history');
      expect(res.status).toBe(200);
      const { history } = await res.json();
      expect(history.map((h: { action: string }) => h.action)).toEqual(['update', 'update', 'create']);
      expect(history[0]).toEqual({
        id: expect.any(Number),
        planId: 'H8000-040',
        action: 'update',
        changes: { starRating: { before: 4, after: null }, isActive: { before: true, after: false } },
        adminEmail: TEST_ADMIN.email,
        createdAt: expect.any(String),
      });
      // notes was sent unchanged, so only the premium is recorded.
      expect(history[1]).toMatchObject({
        changes: { monthlyPremium: { before: '0.00', after: '25.00' } },
        adminEmail: TEST_EDITOR.email,
      });
      expect(Object.keys(history[1].changes)).toEqual(['monthlyPremium']);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'plan.update'), eq(auditLog.entityId, 'H8000-040')))
        .orderBy(auditLog.id);
      expect(audit.map((a) => a.details)).toEqual([
        { fields: 'monthlyPremium' },
        { fields: 'starRating,isActive' },
      ]);
    });

    it('is 404 for a plan that never existed', async () => {
      expect((await admin.get('/api/admin/plans/H0000-404/history')).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('deletes a plan; its history stays under the plan ID with a snapshot', async () => {
      await admin.post('/api/admin/plans', createBody({ planId: 'H8000-050', moopInNetwork: '3900.00' }));
      const res = await admin.del('/api/admin/plans/H8000-050');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ deleted: 1 });
      expect(await planRow(t, 'H8000-050')).toBeNull();
      expect((await admin.get('/api/admin/plans/H8000-050')).status).toBe(404);
      expect((await admin.del('/api/admin/plans/H8000-050')).status).toBe(404);

      const { history } = await (await admin.get('/api/admin/plans/H8000-050/history')).json();
      expect(history.map((h: { action: string }) => h.action)).toEqual(['delete', 'create']);
      expect(history[0].changes).toMatchObject({
        planId: { before: 'H8000-050', after: null },
        moopInNetwork: { before: '3900.00', after: null },
      });
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'plan.delete'), eq(auditLog.entityId, 'H8000-050')));
      expect(audit).toHaveLength(1);

      // A new plan under the same ID starts its own history, after the deleted one's.
      await admin.post('/api/admin/plans', createBody({ planId: 'H8000-050' }));
      const again = (await (await admin.get('/api/admin/plans/H8000-050/history')).json()).history;
      expect(again.map((h: { action: string }) => h.action)).toEqual(['create', 'delete', 'create']);
    });
  });

  it('writes with the database clock, so updated_at always moves forward', async () => {
    const plan = await insertPlan(t);
    // The app's test clock is frozen; updated_at comes from the database, so it still moves on.
    const put = await (await admin.put(`/api/admin/plans/${plan.planId}`, { notes: 'later' })).json();
    expect(Date.parse(put.updatedAt)).toBeGreaterThan(plan.updatedAt.getTime());
  });
});
