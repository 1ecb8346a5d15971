/**
 * Issue 18 "Every dataset carries its source file, CMS release date and import time": the seed's
 * sample datasets and a real import are listed on the admin Data page's API with their provenance;
 * the consumer answers say "Plan data from Medicare, updated <date>" only once a Medicare file of
 * that year is imported, and a stored result keeps the data date it was made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { type DataSource, dataSourcesResponseSchema, type PlanData } from '../../../shared/data-sources.ts';
import { planDataLine } from '../../../shared/plan-data-line.ts';
import { medicarePlans } from '../../db/schema.ts';
import { importPlanNetDirectory } from '../../services/import/plan-net/plan-net-import.ts';
import { uploadOk } from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';

const LANDSCAPE_2026 = path.resolve(
  import.meta.dirname,
  '../../../../tests/fixtures/import/cms-landscape-2026.csv',
);
const PLAN_NET_EXPORT = path.resolve(
  import.meta.dirname,
  '../../services/import/plan-net/fixtures/prairie-health-2027',
);
const IN_OPEN_ENROLLMENT = new Date('2026-11-26T12:00:00');

describe.each(TEST_DATABASE_KINDS)('data sources and their provenance on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  let gate: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { enrollmentDate: IN_OPEN_ENROLLMENT });
    admin = await t.adminCookie();
    editor = await t.adminCookie(TEST_EDITOR);
    gate = await t.gateCookie();
  });
  afterAll(() => t.close());

  const sources = async (cookies = admin): Promise<DataSource[]> => {
    const res = await t.request('/api/admin/data-sources', { cookies });
    expect(res.status).toBe(200);
    return dataSourcesResponseSchema.parse(await res.json()).sources;
  };
  const planYears = async () =>
    (await (await t.request('/api/medicare/plan-years', { cookies: gate })).json()) as {
      years: { year: number; planData: PlanData }[];
    };

  it('lists what the seed loaded, each as sample data with its source file', async () => {
    const listed = await sources();
    const summary = listed.map((s) => [s.kind, s.planYear, s.sourceName, s.releaseLabel, s.sample]);
    expect(summary).toEqual(
      expect.arrayContaining([
        ['plans', 2026, 'ClearPlan sample plan catalogue (plans.json)', null, true],
        ['landscape', 2026, 'CY2026_Landscape_sample.csv', null, true],
        ['nppes', null, 'ClearPlan sample doctors (generated)', null, true],
        ['rxterms', null, 'RxTerms202611.txt', 'November 2026', true],
        ['partd', 2026, 'PPUF_2026Q4.zip', '2026 Q4 (sample)', true],
      ]),
    );
    expect(listed.every((s) => s.sample)).toBe(true);
    const plans = listed.find((s) => s.kind === 'plans');
    // 51 Medicare Advantage plans (data/plans.json) and 5 stand-alone drug plans (data/drug-plans.json).
    expect(plans?.rows).toBe(56);
    // Newest first.
    const times = listed.map((s) => Date.parse(s.importedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('is for signed-in admins and editors only', async () => {
    expect((await t.request('/api/admin/data-sources', { cookies: gate })).status).toBe(401);
    expect((await sources(editor)).length).toBeGreaterThan(0);
  });

  it('says the sample plans are sample data, and never "from Medicare" without a Medicare file', async () => {
    const data = (await planYears()).years.find((y) => y.year === 2026)?.planData;
    expect(data).toEqual({ planYear: 2026, medicareUpdatedOn: null, samplePlans: true });
    expect(planDataLine(data as PlanData)).toBe(
      '2026 plans shown here are sample data for demonstration, not real Medicare plans or prices.',
    );
  });

  it('lists a Plan-Net directory that matched no plan with 0 rows, and the consumer pages still say sample data', async () => {
    const report = await importPlanNetDirectory(t.database.db, PLAN_NET_EXPORT, { planYear: 2026 });
    expect(report.plansCovered).toEqual([]);
    const [newest] = await sources();
    expect(newest).toMatchObject({ kind: 'plan-net', planYear: 2026, sample: false, rows: 0 });
    // Surfaces: the finder's plan-year choice and the plan page (the results and PDF read the same planData).
    const data = (await planYears()).years.find((y) => y.year === 2026)?.planData;
    expect(data).toEqual({ planYear: 2026, medicareUpdatedOn: null, samplePlans: true });
    const [seeded] = await t.database.db
      .select({ planId: medicarePlans.planId })
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planYear, 2026), eq(medicarePlans.isActive, true)))
      .limit(1);
    const plan = await t.request(`/api/medicare/plan/${seeded?.planId}?year=2026`, { cookies: gate });
    expect(plan.status).toBe(200);
    expect((await plan.json()).planData).toEqual(data);
  });

  it('records a real Landscape import with its file and job, and the consumer pages then say "from Medicare"', async () => {
    const before = await t.request('/api/medicare/submit', {
      json: sampleSubmission({ planYear: 2026 }),
      cookies: gate,
    });
    expect(before.status).toBe(201);
    const earlier = (await before.json()).userId as string;

    const job = await importToEnd(t, admin, 'landscape-file', fs.readFileSync(LANDSCAPE_2026, 'utf8'), {
      fileName: 'CY2026_Landscape_202510.csv',
      query: { mode: 'upsert', planYear: '2026' },
    });
    expect(job.status).toBe('completed');

    const [newest] = await sources();
    expect(newest).toMatchObject({
      kind: 'landscape',
      planYear: 2026,
      sourceName: 'CY2026_Landscape_202510.csv',
      releaseLabel: 'October 2025',
      releaseDate: '2025-10',
      sample: false,
      importJobId: job.id,
    });
    expect(newest?.rows).toBe(job.recordsTotal);
    const importedOn = newest?.importedAt.slice(0, 10);

    const data = (await planYears()).years.find((y) => y.year === 2026)?.planData;
    expect(data).toEqual({ planYear: 2026, medicareUpdatedOn: importedOn, samplePlans: true });
    expect(planDataLine(data as PlanData)).toMatch(
      /^2026 plan data from Medicare, updated \w+ \d{1,2}, 20\d\d\./,
    );
    // 2027 has no Medicare file: still sample data.
    expect((await planYears()).years.find((y) => y.year === 2027)?.planData.medicareUpdatedOn ?? null).toBe(
      null,
    );

    // The plan page says the same of its year.
    const plan = await t.request('/api/medicare/plan/H7001-001?year=2026', { cookies: gate });
    expect(plan.status).toBe(200);
    expect((await plan.json()).planData).toEqual(data);

    // A result made before the import keeps the data it was made from; a new one has the new date.
    const old = await (await t.request(`/api/medicare/recommendations/${earlier}`, { cookies: gate })).json();
    expect(old.planData).toEqual({ planYear: 2026, medicareUpdatedOn: null, samplePlans: true });
    const after = await t.request('/api/medicare/submit', {
      json: sampleSubmission({ planYear: 2026 }),
      cookies: gate,
    });
    const fresh = await (
      await t.request(`/api/medicare/recommendations/${(await after.json()).userId}`, { cookies: gate })
    ).json();
    expect(fresh.planData).toEqual(data);
  });

  it('records nothing when an import fails', async () => {
    const count = (await sources()).length;
    const uploaded = await uploadOk(
      t,
      admin,
      { name: 'broken.csv', content: 'planId,npi\nH0000-000,1\n' },
      'network',
    );
    const res = await t.request(`/api/admin/import/jobs/${uploaded.job.id}/run`, {
      json: { sheet: uploaded.sheets[0]?.name, mapping: {}, mode: 'upsert', planYear: 2026 },
      cookies: admin,
    });
    expect(res.status).toBe(400);
    expect((await sources()).length).toBe(count);
  });
});
