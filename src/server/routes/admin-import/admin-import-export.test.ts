import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { AdminPlanRecord } from '../../../shared/admin-plan-contracts.ts';
import { type ImportPreview, TEMPLATE_COLUMNS } from '../../../shared/import-contracts.ts';
import {
  postJson,
  runBody,
  runToEnd,
  uploadOk,
  writeCounts,
  XLSX_TYPE,
} from '../../testing/admin-import-helpers.ts';
import { insertPlan } from '../../testing/admin-plans-helpers.ts';

describe.each(TEST_DATABASE_KINDS)('template, export and re-import on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    // Values that test the format: formula-looking text, quotes, commas and line breaks, an extra
    // nested key, a yes/no benefit, no premium, a provider id.
    await insertPlan(t, {
      planId: 'S9001-001',
      planName: '=HYPERLINK("http://evil.example","Click") Plan',
      monthlyPremium: null,
      starRating: '4.5',
      hospitalNetwork: '+1 555 0100',
      preferredPharmacies: '@SUM(A1)',
      notes: '-5 is not a formula, "quoted"\r\nsecond line',
      copayStructure: { pcpCopayIn: '$0', customKey: 'kept' },
      benefits: { persDevice: true, dental: 'Yes' },
      prescriptionTiers: { tier1Retail: '$0' },
      counties: ['Tulsa', 'Creek'],
      providerId: 1234,
      enrollmentUrl: 'https://example.com/enroll?a=1&b=2',
    });
    await insertPlan(t, { planId: 'S9001-002', counties: [], isActive: false, hasRxCoverage: false });
  });
  afterAll(() => t.close());

  /** Every plan as the admin API shows it, in planId order. */
  async function allPlans(): Promise<AdminPlanRecord[]> {
    const plans: AdminPlanRecord[] = [];
    for (let page = 1; ; page++) {
      const res = await t.request(`/api/admin/plans?limit=100&page=${page}&sortBy=planId&sortOrder=asc`, {
        cookies: admin,
      });
      const body = (await res.json()) as { plans: AdminPlanRecord[]; total: number };
      plans.push(...body.plans);
      if (plans.length >= body.total) return plans;
    }
  }

  async function download(path: string): Promise<ArrayBuffer> {
    const res = await t.request(path, { cookies: admin });
    expect(res.status, path).toBe(200);
    return res.arrayBuffer();
  }

  async function reimportChangesNothing(file: ArrayBuffer, name: string) {
    const before = await allPlans();
    const counts = await writeCounts(t);
    const uploaded = await uploadOk(t, admin, {
      name,
      content: file,
      type: name.endsWith('xlsx') ? XLSX_TYPE : 'text/csv',
    });
    const sheet = uploaded.sheets[0];
    expect(sheet?.rowCount).toBe(before.length);
    // Every column maps to itself, the extra nested key included.
    const mapping = uploaded.suggestedMapping[sheet?.name ?? ''] ?? {};
    expect(Object.entries(mapping).filter(([header, field]) => header !== field)).toEqual([]);
    expect(mapping['copay.customKey']).toBe('copay.customKey');
    const preview = (await (
      await postJson(
        t,
        admin,
        `/api/admin/import/jobs/${uploaded.job.id}/validate`,
        runBody(uploaded, { mode: 'upsert' }),
      )
    ).json()) as ImportPreview;
    expect(preview.rowErrors).toEqual([]);
    const job = await runToEnd(t, admin, uploaded, { mode: 'upsert' });
    expect(job).toMatchObject({ status: 'completed', summary: { created: 0, updated: 0 } });
    expect(await allPlans()).toEqual(before);
    expect(await writeCounts(t)).toEqual({ ...counts, audit: (counts?.audit ?? 0) + 1 });
  }

  it('the template: every field a column, one example row that imports as it is', async () => {
    const text = new TextDecoder().decode(await download('/api/admin/import/template?format=csv'));
    const [header, example, rest] = text.split('\r\n');
    expect(header?.split(',')).toEqual([...TEMPLATE_COLUMNS]);
    expect(TEMPLATE_COLUMNS).toEqual(
      expect.arrayContaining([
        'planId',
        'copay.pcpCopayIn',
        'benefit.dental',
        'tier.tier1Retail',
        'counties',
      ]),
    );
    expect(example).toContain('H9999-001');
    expect(rest).toBe('');
    const res = await t.request('/api/admin/import/template?format=xlsx', { cookies: admin });
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearplan-plan-template.xlsx"',
    );
    const bytes = await res.arrayBuffer();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('Plans');
    if (!sheet) throw new Error('no Plans sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...TEMPLATE_COLUMNS]);
    expect(sheet.getRow(2).getCell(TEMPLATE_COLUMNS.indexOf('moopInNetwork') + 1).value).toBe(3900);
    const uploaded = await uploadOk(t, admin, {
      name: 'template.xlsx',
      content: bytes,
      type: XLSX_TYPE,
    });
    const preview = (await (
      await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/validate`, runBody(uploaded))
    ).json()) as ImportPreview;
    expect(preview).toMatchObject({ totalRows: 1, validRows: 1, rowErrors: [] });
    expect((await t.request('/api/admin/import/template?format=pdf', { cookies: admin })).status).toBe(400);
  });

  it('exports every plan in the template columns, with the formula guard', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await download('/api/admin/import/export?format=csv'),
    );
    const lines = text.split('\r\n');
    expect(lines[0]?.startsWith(`\uFEFF${TEMPLATE_COLUMNS.slice(0, 3).join(',')}`)).toBe(true);
    expect(lines[0]).toContain('copay.customKey');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"") Plan"`);
    expect(text).toContain(',Tulsa; Creek,');
  });

  it('export → re-import (upsert) changes no plan: CSV', async () => {
    await reimportChangesNothing(await download('/api/admin/import/export?format=csv'), 'export.csv');
  });

  it('export → re-import (upsert) changes no plan: xlsx', async () => {
    await reimportChangesNothing(await download('/api/admin/import/export?format=xlsx'), 'export.xlsx');
  });

  it("the plan list's export is the same format and re-imports unchanged too", async () => {
    await reimportChangesNothing(await download('/api/admin/plans/export?format=xlsx'), 'list.xlsx');
  });
});
