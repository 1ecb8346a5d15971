import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { AdminPlanRecord } from '../../../shared/admin-plan-contracts.ts';
import { IMPORT_MESSAGES, type ImportPreview } from '../../../shared/import-contracts.ts';
import { UNKNOWN_PROVIDER } from '../../../shared/plan-catalogue-contracts.ts';
import { medicarePlans, planFormulary, planNetworks, providers } from '../../db/schema.ts';
import {
  csv,
  postJson,
  runBody,
  runToEnd,
  uploadOk,
  writeCounts,
} from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';
import { historyRows } from '../../testing/admin-plans-helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import');
const fixture = (name: string) => ({ name, content: fs.readFileSync(path.join(FIXTURES, name), 'utf8') });
const NPIS = ['1999900016', '1999900024', '1999900032'];

describe.each(TEST_DATABASE_KINDS)('landscape, formulary and network imports on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    await t.database.db
      .insert(providers)
      .values(NPIS.map((npi) => ({ npi, lastNameOrOrgName: `Import Test ${npi}`, state: 'OK' })))
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  const validate = async (jobId: number, body: unknown) => {
    const res = await postJson(t, admin, `/api/admin/import/jobs/${jobId}/validate`, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ImportPreview;
  };
  const plan = async (planId: string) =>
    (await (await t.request(`/api/admin/plans/${planId}`, { cookies: admin })).json()) as AdminPlanRecord;

  // The Landscape file's job (POST /api/admin/import/landscape-file), as the Import screen sends it.
  const landscapeJob = (query: Record<string, string>) =>
    importToEnd(t, admin, 'landscape-file', fixture('cms-landscape-2026.csv').content, {
      fileName: 'cms-landscape-2026.csv',
      query,
    });

  it('CMS Landscape: the chosen state’s plans, created with history, then upserted unchanged', async () => {
    // The stand-alone drug plan (PDP) is kept since issue 18 (the finder leaves it out: eligibility.ts).
    const job = await landscapeJob({ state: 'ok', mode: 'create' });
    expect(job).toMatchObject({ kind: 'landscape-file', status: 'completed' });
    expect(job.medicareFileSummary).toMatchObject({
      rowsRead: 11,
      states: [{ state: 'OK', rows: 10, plans: 5 }],
      created: 5,
      updated: 0,
    });
    for (const planId of ['H7001-001', 'H7001-002-1', 'H7002-005', 'H7003-010', 'S7005-001'])
      expect((await plan(planId)).planId).toBe(planId);
    expect(await plan('H7001-001')).toMatchObject({
      carrier: 'Prairie Health',
      planType: 'HMO',
      monthlyPremium: '0.00',
      moopInNetwork: '3900.00',
      starRating: 4.5,
      counties: ['Cleveland', 'Le Flore', 'Oklahoma', 'Tulsa'],
    });
    expect(await historyRows(t, 'H7003-010')).toHaveLength(1);
    // "Not Applicable" Part D deductible stays empty, not the create default.
    expect(await plan('H7002-005')).toMatchObject({ hasRxCoverage: false, rxDeductible: null });

    // The same file again: create mode refuses the plans (on their first rows); upsert changes nothing.
    const refused = await landscapeJob({ state: 'OK', mode: 'create' });
    expect(refused.status).toBe('failed');
    expect(refused.errors?.fileProblems?.map((p) => [p.line, p.field, p.message])).toEqual([
      [2, 'planId', IMPORT_MESSAGES.planExists],
      [5, 'planId', IMPORT_MESSAGES.planExists],
      [7, 'planId', IMPORT_MESSAGES.planExists],
      [9, 'planId', IMPORT_MESSAGES.planExists],
      [10, 'planId', IMPORT_MESSAGES.planExists],
    ]);
    const upsert = await landscapeJob({ state: 'OK', mode: 'upsert' });
    expect(upsert.medicareFileSummary).toMatchObject({ created: 0, updated: 0 });
    expect(await historyRows(t, 'H7003-010')).toHaveLength(1);
  });

  it('CMS Landscape: another state’s rows only', async () => {
    const texas = await landscapeJob({ state: 'TX', mode: 'create' });
    expect(texas.medicareFileSummary).toMatchObject({ states: [{ state: 'TX', plans: 1 }], created: 1 });
    expect(await plan('H7004-003')).toMatchObject({ region: 'Texas' });
  });

  it('formulary: entries added or changed in one transaction, with a job summary', async () => {
    const uploaded = await uploadOk(t, admin, fixture('formulary.csv'), 'formulary');
    const sheet = uploaded.sheets[0]?.name ?? '';
    expect(uploaded.suggestedMapping[sheet]).toMatchObject({
      'Plan ID': 'planId',
      'Drug Name': 'drugName',
      Tier: 'tier',
    });
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview).toMatchObject({ totalRows: 5, validRows: 5, rowErrors: [] });
    const job = await runToEnd(t, admin, uploaded);
    expect(job).toMatchObject({
      kind: 'formulary',
      mode: null,
      status: 'completed',
      recordsTotal: 5,
      recordsProcessed: 5,
    });
    const [row] = await t.database.db
      .select({ id: medicarePlans.id })
      .from(medicarePlans)
      .where(eq(medicarePlans.planId, 'H3706-009'));
    const [entry] = await t.database.db
      .select()
      .from(planFormulary)
      .where(and(eq(planFormulary.planId, row?.id ?? 0), eq(planFormulary.medicationName, 'Rosuvastatin')));
    expect(entry).toMatchObject({
      tier: 2,
      priorAuthorization: false,
      quantityLimit: true,
      stepTherapy: false,
    });
  });

  it('network: doctors added by NPI; an unknown NPI is a row error found by the preview, and nothing is written', async () => {
    const bad = csv([
      ['planId', 'npi'],
      ['H3706-001', '1999900016'],
      ['H3706-001', '1234567893'],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'network.csv', content: bad }, 'network');
    const preview = await validate(uploaded.job.id, runBody(uploaded));
    expect(preview.rowErrors).toEqual([
      { row: 3, planId: 'H3706-001', errors: [{ field: 'npi', message: UNKNOWN_PROVIDER }] },
    ]);
    const before = await writeCounts(t);
    expect(
      (await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, runBody(uploaded))).status,
    ).toBe(400);
    expect(await writeCounts(t)).toEqual(before);

    const good = await uploadOk(t, admin, fixture('network.csv'), 'network');
    const job = await runToEnd(t, admin, good);
    expect(job).toMatchObject({ kind: 'network', status: 'completed' });
    const ids = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(inArray(providers.npi, NPIS));
    const links = await t.database.db
      .select()
      .from(planNetworks)
      .where(
        inArray(
          planNetworks.providerId,
          ids.map((r) => r.id),
        ),
      );
    expect(links.length).toBeGreaterThanOrEqual(4);
  });
});
