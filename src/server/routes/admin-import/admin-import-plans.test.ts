import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { AdminPlanRecord } from '../../../shared/admin-plan-contracts.ts';
import {
  duplicatePlanIdMessage,
  IMPORT_MESSAGES,
  type ImportPreview,
} from '../../../shared/import-contracts.ts';
import { PLAN_ID_FORM_MESSAGE } from '../../../shared/plan-id.ts';
import { auditLog, importUploads } from '../../db/schema.ts';
import {
  csv,
  getJob,
  PLAN_HEADER,
  planRow,
  postJson,
  runBody,
  runToEnd,
  uploadOk,
  writeCounts,
  XLSX_TYPE,
  xlsx,
} from '../../testing/admin-import-helpers.ts';
import { historyRows, insertPlan } from '../../testing/admin-plans-helpers.ts';

type Issue = { path: string; message: string };

describe.each(TEST_DATABASE_KINDS)('plan import (CSV and xlsx) on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const plan = async (planId: string) => {
    const res = await t.request(`/api/admin/plans/${planId}`, { cookies: admin });
    return res.status === 200 ? ((await res.json()) as AdminPlanRecord) : null;
  };
  const validate = async (jobId: number, body: unknown) => {
    const res = await postJson(t, admin, `/api/admin/import/jobs/${jobId}/validate`, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ImportPreview;
  };

  it('CSV, create mode: validates, imports every row with history, one audit row, and ends the job', async () => {
    const body = csv([
      [
        'Plan ID',
        'Carrier',
        'Plan Name',
        'Plan Type',
        'Region',
        'Monthly Premium',
        'MOOP In-Network',
        'Star Rating',
        'Active',
        'Counties',
        'copay.pcpCopayIn',
        'benefit.persDevice',
        'tier.tier1Retail',
        'Notes',
      ],
      [
        'R1001-001',
        'Import Health',
        'Import Gold (HMO)',
        'HMO',
        'Oklahoma',
        '12.5',
        '3,900.00',
        '4.5',
        'yes',
        'Tulsa; Creek',
        '$5',
        'true',
        '$0',
        'Line one, "quoted"\r\nline two',
      ],
      [
        'R1001-002',
        'Import Health',
        'Import Silver (PPO)',
        'PPO',
        'Oklahoma',
        '',
        '3900',
        '',
        'no',
        '',
        '',
        '',
        '',
        "'=not a formula",
      ],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'import.csv', content: body });
    const mapping = uploaded.suggestedMapping.import ?? {};
    // "3,900.00" is not an amount the plan API takes: the preview says so for that row only.
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview).toMatchObject({ totalRows: 2, validRows: 1 });
    expect(preview.rowErrors).toEqual([
      {
        row: 2,
        planId: 'R1001-001',
        errors: [{ field: 'moopInNetwork', message: 'Must be a valid amount (e.g., 0.00)' }],
      },
    ]);
    expect((await getJob(t, admin, uploaded.job.id)).status).toBe('pending');

    // The same file with the amount fixed.
    const fixed = await uploadOk(t, admin, {
      name: 'import.csv',
      content: body.replace('"3,900.00"', '3900.00'),
    });
    expect(fixed.suggestedMapping.import).toEqual(mapping);
    const ok = await validate(fixed.job.id, runBody(fixed, { mode: 'create' }));
    expect(ok).toMatchObject({ totalRows: 2, validRows: 2, rowErrors: [] });
    expect(ok.sample[0]).toMatchObject({
      planId: 'R1001-001',
      monthlyPremium: '12.50',
      counties: 'Tulsa; Creek',
    });

    const before = await writeCounts(t);
    const job = await runToEnd(t, admin, fixed, { mode: 'create' });
    expect(job).toMatchObject({
      status: 'completed',
      mode: 'create',
      recordsTotal: 2,
      recordsProcessed: 2,
      errors: null,
      summary: { created: 2, updated: 0 },
    });
    expect(job.completedAt).not.toBeNull();
    expect(await plan('R1001-001')).toMatchObject({
      carrier: 'Import Health',
      monthlyPremium: '12.50',
      moopInNetwork: '3900.00',
      partBPremiumReduction: '0.00',
      starRating: 4.5,
      isActive: true,
      hasRxCoverage: true,
      counties: ['Tulsa', 'Creek'],
      copayStructure: { pcpCopayIn: '$5' },
      benefits: { persDevice: true },
      prescriptionTiers: { tier1Retail: '$0' },
      notes: 'Line one, "quoted"\r\nline two',
    });
    // Empty cells take the create defaults; the quote before "=" marks text, and is dropped.
    expect(await plan('R1001-002')).toMatchObject({
      monthlyPremium: '0.00',
      starRating: null,
      isActive: false,
      counties: null,
      copayStructure: {},
      notes: '=not a formula',
    });
    const after = await writeCounts(t);
    expect(after).toMatchObject({
      plans: (before?.plans ?? 0) + 2,
      history: (before?.history ?? 0) + 2,
      audit: (before?.audit ?? 0) + 1,
    });
    const [history] = await historyRows(t, 'R1001-001');
    expect(history).toMatchObject({ action: 'create' });
    expect(history?.changes).toMatchObject({ monthlyPremium: { before: null, after: '12.50' } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(job.id)));
    expect(audit).toMatchObject([
      { action: 'import.plans', entityType: 'import_job', details: { created: 2, updated: 0 } },
    ]);
    // The upload is gone with the job done.
    expect(await t.database.db.select().from(importUploads).where(eq(importUploads.jobId, job.id))).toEqual(
      [],
    );
    // A finished job cannot run or be validated again.
    for (const step of ['run', 'validate']) {
      const res = await postJson(t, admin, `/api/admin/import/jobs/${job.id}/${step}`, runBody(fixed));
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(IMPORT_MESSAGES.notPending);
    }
  });

  it('xlsx, upsert mode: updates by planId (history, updated_at moves), creates new ones, keeps unmapped fields', async () => {
    await insertPlan(t, {
      planId: 'R2001-001',
      carrier: 'Upsert Health',
      planName: 'Upsert Gold (HMO)',
      monthlyPremium: '20.00',
      notes: 'Kept: not in the file',
      copayStructure: { pcpCopayIn: '$5', er: '$100', labsIn: '$0' },
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    });
    const unchangedBefore = await insertPlan(t, {
      planId: 'R2001-003',
      carrier: 'Upsert Health',
      planName: 'Upsert Same (HMO)',
      monthlyPremium: '5.00',
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    });
    const workbook = await xlsx([
      [...PLAN_HEADER, 'starRating', 'isActive', 'copay.er', 'copay.labsIn'],
      ['R2001-001', 'Upsert Health', 'Upsert Gold (HMO)', 'HMO', 'Oklahoma', 25.5, 4, false, '$90', null],
      ['R2001-002', 'Upsert Health', 'Upsert New (PPO)', 'PPO', 'Oklahoma', 0, null, true, '$50', '$5'],
      ['R2001-003', 'Upsert Health', 'Upsert Same (HMO)', 'HMO', 'Oklahoma', 5, null, true, null, null],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'upsert.xlsx', content: workbook, type: XLSX_TYPE });
    // Create mode refuses the existing plans.
    const createPreview = await validate(uploaded.job.id, runBody(uploaded, { mode: 'create' }));
    expect(createPreview.rowErrors.map((e) => [e.row, e.errors[0]?.message])).toEqual([
      [2, IMPORT_MESSAGES.planExists],
      [4, IMPORT_MESSAGES.planExists],
    ]);
    const job = await runToEnd(t, admin, uploaded, { mode: 'upsert' });
    expect(job).toMatchObject({ status: 'completed', mode: 'upsert', summary: { created: 1, updated: 1 } });
    const updated = await plan('R2001-001');
    expect(updated).toMatchObject({
      monthlyPremium: '25.50',
      starRating: 4,
      isActive: false,
      notes: 'Kept: not in the file',
      // Mapped keys replaced or removed (empty cell); the others kept.
      copayStructure: { pcpCopayIn: '$5', er: '$90' },
    });
    expect(new Date(updated?.updatedAt ?? 0).getFullYear()).toBeGreaterThan(2020);
    const history = await historyRows(t, 'R2001-001');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'update' });
    expect(history[0]?.changes).toEqual({
      monthlyPremium: { before: '20.00', after: '25.50' },
      starRating: { before: null, after: 4 },
      isActive: { before: true, after: false },
      copayStructure: {
        before: { pcpCopayIn: '$5', er: '$100', labsIn: '$0' },
        after: { pcpCopayIn: '$5', er: '$90' },
      },
    });
    expect(await plan('R2001-002')).toMatchObject({
      planType: 'PPO',
      copayStructure: { er: '$50', labsIn: '$5' },
    });
    // A row that changes nothing writes nothing: same updated_at, no history.
    expect((await plan('R2001-003'))?.updatedAt).toBe(unchangedBefore.updatedAt.toISOString());
    expect(await historyRows(t, 'R2001-003')).toEqual([]);
  });

  it('refuses bad rows, duplicate planIds and formula cells with row errors, writing nothing', async () => {
    const body = csv([
      [...PLAN_HEADER, 'starRating', 'notes'],
      planRow('R3001-001', '-5'),
      ['R3001-002', '', 'No Carrier (HMO)', 'HMO', 'Oklahoma', '0', '7', ''],
      planRow('R3001-003'),
      [
        'R3001-004',
        'Formula Health',
        '=HYPERLINK("http://evil.example")',
        'HMO',
        'Oklahoma',
        '0',
        '',
        '@SUM(A1)',
      ],
      planRow('R3001-003', '11.00'),
      ['bad id!', 'X', 'Y', 'HMO', 'Oklahoma', '0', '', ''],
      planRow('R3001-007'),
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'bad.csv', content: body });
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview.totalRows).toBe(7);
    expect(preview.validRows).toBe(1);
    expect(preview.rowErrors).toEqual([
      { row: 2, planId: 'R3001-001', errors: [{ field: 'monthlyPremium', message: 'Must be 0 or more' }] },
      {
        row: 3,
        planId: 'R3001-002',
        errors: [
          { field: 'carrier', message: 'Carrier is required' },
          { field: 'starRating', message: 'Star rating must be between 1 and 5' },
        ],
      },
      {
        row: 4,
        planId: 'R3001-003',
        errors: [{ field: 'planId', message: duplicatePlanIdMessage('R3001-003', [4, 6]) }],
      },
      {
        row: 5,
        planId: 'R3001-004',
        errors: [
          { field: 'planName', message: IMPORT_MESSAGES.formula },
          { field: 'notes', message: IMPORT_MESSAGES.formula },
        ],
      },
      {
        row: 6,
        planId: 'R3001-003',
        errors: [
          {
            field: 'planId',
            message: 'Plan ID R3001-003 appears more than once in this file (rows 4 and 6)',
          },
        ],
      },
      {
        row: 7,
        planId: 'bad id!',
        errors: [{ field: 'planId', message: PLAN_ID_FORM_MESSAGE }],
      },
    ]);
    const before = await writeCounts(t);
    const res = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, runBody(uploaded));
    expect(res.status).toBe(400);
    const error = (await res.json()) as { error: string; issues: Issue[] };
    expect(error.error).toBe(IMPORT_MESSAGES.rowErrors);
    expect(error.issues).toContainEqual({
      path: 'rows.2.monthlyPremium',
      message: 'Row 2: Must be 0 or more',
    });
    expect(error.issues).toHaveLength(8);
    expect(await writeCounts(t)).toEqual(before);
    expect(await plan('R3001-007')).toBeNull();
    expect((await getJob(t, admin, uploaded.job.id)).status).toBe('pending');
  });

  it("refuses plan IDs not in CMS's form as row errors on their lines, naming the form", async () => {
    // Line 1 is the header: BADID is on line 3, XYZ on line 4.
    const body = csv([
      PLAN_HEADER,
      planRow('R3101-001'),
      planRow('BADID'),
      planRow('XYZ'),
      planRow('R3101-002-1'),
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'ids.csv', content: body });
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview.validRows).toBe(2);
    expect(preview.rowErrors).toEqual([
      { row: 3, planId: 'BADID', errors: [{ field: 'planId', message: PLAN_ID_FORM_MESSAGE }] },
      { row: 4, planId: 'XYZ', errors: [{ field: 'planId', message: PLAN_ID_FORM_MESSAGE }] },
    ]);
    expect(PLAN_ID_FORM_MESSAGE).toContain('H1234-001');
    const res = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, runBody(uploaded));
    expect(res.status).toBe(400);
    expect(await plan('R3101-001')).toBeNull();
  });

  it('refuses formula cells in an xlsx, whatever their cached result', async () => {
    const workbook = await xlsx([
      PLAN_HEADER,
      ['R4001-001', 'Formula Health', { formula: 'CONCAT("A","B")' }, 'HMO', 'Oklahoma', { formula: '1+1' }],
      ['R4001-002', 'Formula Health', '-Dash first', 'HMO', 'Oklahoma', 0],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'formula.xlsx', content: workbook, type: XLSX_TYPE });
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview.rowErrors).toEqual([
      {
        row: 2,
        planId: 'R4001-001',
        errors: [
          { field: 'planName', message: IMPORT_MESSAGES.formula },
          { field: 'monthlyPremium', message: IMPORT_MESSAGES.formula },
        ],
      },
      { row: 3, planId: 'R4001-002', errors: [{ field: 'planName', message: IMPORT_MESSAGES.formula }] },
    ]);
  });

  it('checks the mapping, the sheet and the job before anything else', async () => {
    const uploaded = await uploadOk(t, admin, {
      name: 'map.csv',
      content: csv([PLAN_HEADER, planRow('R5001-001')]),
    });
    const path = `/api/admin/import/jobs/${uploaded.job.id}/validate`;
    const expect400 = async (body: unknown, message: string) => {
      const res = await postJson(t, admin, path, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    };
    await expect400(runBody(uploaded, { sheet: 'Nope' }), IMPORT_MESSAGES.sheetNotFound);
    await expect400({ ...runBody(uploaded), mapping: { planId: 'shoeSize' } }, IMPORT_MESSAGES.unknownField);
    await expect400(
      { ...runBody(uploaded), mapping: { planId: 'planId', carrier: 'planId' } },
      IMPORT_MESSAGES.fieldMappedTwice,
    );
    await expect400({ ...runBody(uploaded), mode: 'merge' }, 'Mode must be create or upsert');
    await expect400({ ...runBody(uploaded), extra: 1 }, 'Unrecognized key: "extra"');
    expect(
      (await postJson(t, admin, '/api/admin/import/jobs/999999/validate', runBody(uploaded))).status,
    ).toBe(404);
    expect((await t.request('/api/admin/import/jobs/abc', { cookies: admin })).status).toBe(404);
    expect((await t.request('/api/admin/import/jobs/99999999999', { cookies: admin })).status).toBe(404);
    const bad = await t.request(path, {
      method: 'POST',
      body: '{nope',
      cookies: admin,
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    // Without a mapping nothing is imported: every row misses its required fields.
    const none = await validate(uploaded.job.id, { sheet: 'map', mapping: {} });
    expect(none.validRows).toBe(0);
    expect(none.rowErrors[0]?.errors[0]).toEqual({ field: 'planId', message: 'Plan ID is required' });
  });
});
