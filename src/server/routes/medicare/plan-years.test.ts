/**
 * Plan years side by side (issue 18): the sample 2027 plans beside the 2026 ones; the finder's
 * offer by date, a submission ranked over its year's plans only, plans read by year, and the admin
 * API refusing a plan ID that names two years without a year.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drugPlanIds, emptyArray, partDOf } from '../../../../tests/setup/sample-drug-plans.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import {
  createTestApp,
  createTestAppOn,
  TEST_ADMIN,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { SAMPLE_DATA_PREFIX } from '../../../shared/recommendation-contracts.ts';
import { medicarePlans, medicareUsers, planPremiums } from '../../db/schema.ts';
import { NEXT_SAMPLE_PLAN_YEAR, nextYearSample, SAMPLE_PLAN_YEAR } from '../../db/seed/next-year-sample.ts';
import { readJson } from '../../db/seed/reference-data.ts';
import { seedDatabase } from '../../db/seed/seed.ts';

const IN_OPEN_ENROLLMENT = new Date('2026-11-26T12:00:00');
const IN_SUMMER = new Date('2026-06-15T12:00:00');

describe.each(TEST_DATABASE_KINDS)('plan years side by side on %s', (kind) => {
  let t: TestApp;
  let summer: TestApp;
  let cookies: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { enrollmentDate: IN_OPEN_ENROLLMENT });
    // The demo's sample 2027 plans, with their formularies, networks and the 2027 sample Part D
    // release, beside the 2026 sample, seeded as the demo's first start seeds them.
    await seedDatabase(t.database.db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      nextYearSample: true,
    });
    cookies = await t.gateCookie();
    admin = await t.adminCookie();
    // The same database in summer: a second app with its own clock, as a server restarted in July
    // would see it. A second year of the demo (plans, 370,000 sample network rows, a Part D release)
    // on top of the seeded database is most of this file's cost, so it is made once.
    summer = createTestAppOn(t.database, { enrollmentDate: IN_SUMMER }, async () => {});
  }, 180_000);
  afterAll(async () => {
    await summer.close();
    await t.close();
  });

  const submit = (body: unknown, app = t, cookie = cookies) =>
    app.request('/api/medicare/submit', { json: body, cookies: cookie });
  const recommendations = async (userId: string) =>
    (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json();

  // The demo's first start seeds next year's sample too (seedDatabase's nextYearSample, above): the
  // drug plans are renewed for 2027 with it.
  it('renews the sample drug plans for 2027 with the next year’s sample, with the 2027 sample Part D release', async () => {
    const renewed = nextYearSample(
      readJson<Array<Omit<typeof medicarePlans.$inferInsert, 'planYear'>>>('drug-plans.json').map((p) => ({
        ...p,
        planYear: SAMPLE_PLAN_YEAR,
      })),
    );
    expect(renewed.length).toBeGreaterThanOrEqual(4);
    const rows = await t.database.db
      .select()
      .from(medicarePlans)
      .where(
        and(inArray(medicarePlans.planId, drugPlanIds), eq(medicarePlans.planYear, NEXT_SAMPLE_PLAN_YEAR)),
      )
      .orderBy(medicarePlans.planId);
    expect(rows.map((r) => [r.planId, r.monthlyPremium, r.planType])).toEqual(
      renewed
        .map((p) => [p.planId, p.monthlyPremium, 'PDP'])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    for (const row of rows) {
      expect(row.notes?.startsWith(SAMPLE_DATA_PREFIX), row.planId).toBe(true);
      expect(row.serviceArea).toEqual(['OK']);
    }
    const partD = await partDOf(t.database.db, NEXT_SAMPLE_PLAN_YEAR);
    expect(partD.map((r) => r.plan_key)).toEqual(rows.map((r) => r.planId));
    for (const r of partD) {
      expect(r.sample).toBe(true);
      expect(Number(r.premium)).toBe(Number(rows.find((p) => p.planId === r.plan_key)?.monthlyPremium));
      expect(emptyArray(r.county_codes)).toBe(true);
      expect(Number(r.formulary_rows), r.plan_key).toBeGreaterThan(600);
    }
  });

  it('offers next year by default and this year too in open enrollment; this year only in summer', async () => {
    expect(await (await t.request('/api/medicare/plan-years', { cookies })).json()).toEqual({
      defaultYear: 2027,
      years: [
        {
          year: 2027,
          label: '2027 plans, starting January 1, 2027',
          // The demo's plans and drug files are sample data: nothing here is "from Medicare".
          planData: { planYear: 2027, medicareUpdatedOn: null, samplePlans: true },
          startMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
          canStart: true,
        },
        {
          year: 2026,
          label: '2026 plans, this year',
          planData: { planYear: 2026, medicareUpdatedOn: null, samplePlans: true },
          // November 26: a 2026 plan chosen now starts on December 1, the first of next month.
          startMonths: [12],
          canStart: true,
        },
      ],
    });
    const summerCookies = await summer.gateCookie();
    expect(
      await (await summer.request('/api/medicare/plan-years', { cookies: summerCookies })).json(),
    ).toEqual({
      defaultYear: 2026,
      years: [
        {
          year: 2026,
          label: '2026 plans, this year',
          planData: { planYear: 2026, medicareUpdatedOn: null, samplePlans: true },
          // June 15: from July 1.
          startMonths: [7, 8, 9, 10, 11, 12],
          canStart: true,
        },
      ],
    });
    // Summer refuses next year's plans, which are not open yet, and stores nothing.
    const before = await summer.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicareUsers);
    const refused = await submit(sampleSubmission({ planYear: 2027 }), summer, summerCookies);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'Plans for 2027 are not offered now. Choose 2026.' });
    const after = await summer.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicareUsers);
    expect(after).toEqual(before);
  });

  it('ranks a submission over its own year’s plans only, and says which year', async () => {
    const next = await submit(sampleSubmission());
    expect(next.status).toBe(201);
    const nextId = (await next.json()).userId;
    const [stored] = await t.database.db
      .select({ planYear: medicareUsers.planYear })
      .from(medicareUsers)
      .where(eq(medicareUsers.id, nextId));
    expect(stored?.planYear).toBe(2027);
    const nextBody = await recommendations(nextId);
    expect(nextBody.planYear).toBe(2027);
    // 2027's Extra Help amounts are 2026's until confirmed: the results say so.
    expect(nextBody.planYearNotice).toBe(
      "Some Medicare amounts for 2027 (Extra Help copays) are last year's until this year's are confirmed.",
    );
    const thisYear = await submit(sampleSubmission({ planYear: 2026 }));
    const thisId = (await thisYear.json()).userId;
    const thisBody = await recommendations(thisId);
    expect(thisBody).toMatchObject({ planYear: 2026, planYearNotice: null });

    // Each result holds its year's rows: the premiums are that year's, and the 2026-only plans
    // (not renewed) appear only in 2026's.
    const rows = await t.database.db
      .select({
        planId: medicarePlans.planId,
        planYear: medicarePlans.planYear,
        premium: medicarePlans.monthlyPremium,
      })
      .from(medicarePlans)
      .where(sql`${medicarePlans.planId} like 'H%' and ${medicarePlans.isActive}`);
    const premium = (planId: string, year: number) =>
      Number(rows.find((r) => r.planId === planId && r.planYear === year)?.premium);
    for (const plan of nextBody.plans) expect(plan.monthlyPremium).toBe(premium(plan.planId, 2027));
    for (const plan of thisBody.plans) expect(plan.monthlyPremium).toBe(premium(plan.planId, 2026));
    const renewed = new Set(rows.filter((r) => r.planYear === NEXT_SAMPLE_PLAN_YEAR).map((r) => r.planId));
    expect(nextBody.plans.every((p: { planId: string }) => renewed.has(p.planId))).toBe(true);
    expect(thisBody.plans.some((p: { planId: string }) => !renewed.has(p.planId))).toBe(true);
    // H3706-001 is $0 in the 2026 sample and $26 in the 2027 one: both results show their own.
    const gh = (body: { plans: { planId: string; monthlyPremium: number }[] }) =>
      body.plans.find((p) => p.planId === 'H3706-001')?.monthlyPremium;
    expect([gh(thisBody), gh(nextBody)]).toEqual([0, 26]);
  });

  it('refuses a year the finder does not offer, naming the ones it does, and stores nothing', async () => {
    const res = await submit(sampleSubmission({ planYear: 2025 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Plans for 2025 are not offered now. Choose 2027 or 2026.',
      code: 'VALIDATION',
      issues: [{ path: 'planYear', message: 'Plans for 2025 are not offered now. Choose 2027 or 2026.' }],
    });
    expect((await submit(sampleSubmission({ planYear: 'next' }))).status).toBe(400);
  });

  it('reads one plan in the year asked for, the newest year when none is named', async () => {
    const read = async (query: string) =>
      (await t.request(`/api/medicare/plan/H3706-001${query}`, { cookies })).json();
    expect(await read('?year=2026')).toMatchObject({ planYear: 2026, monthlyPremium: 0 });
    expect(await read('?year=2027')).toMatchObject({ planYear: 2027, monthlyPremium: 26 });
    expect(await read('')).toMatchObject({ planYear: 2027 });
    expect((await t.request('/api/medicare/plan/H5619-050?year=2027', { cookies })).status).toBe(404);
  });

  it('admin: a plan ID on file for two years needs its year; a change to one year leaves the other', async () => {
    const ambiguous = await t.request('/api/admin/plans/H3706-018', { cookies: admin });
    expect(ambiguous.status).toBe(400);
    expect((await ambiguous.json()).error).toBe(
      'Plan H3706-018 is on file for 2026 and 2027: say which plan year.',
    );

    const changed = await t.request('/api/admin/plans/H3706-018?year=2027', {
      method: 'PUT',
      json: { monthlyPremium: '31.00' },
      cookies: admin,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      planId: 'H3706-018',
      planYear: 2027,
      monthlyPremium: '31.00',
    });
    const [y2026] = await t.database.db
      .select({ premium: medicarePlans.monthlyPremium })
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planId, 'H3706-018'), eq(medicarePlans.planYear, 2026)));
    expect(y2026?.premium).toBe('29.00');

    const list = await (
      await t.request('/api/admin/plans?planYear=2027&search=H3706&sortBy=planId&sortOrder=asc', {
        cookies: admin,
      })
    ).json();
    expect(list.plans.map((p: { planYear: number }) => p.planYear)).toEqual(list.plans.map(() => 2027));
    expect(list.total).toBeGreaterThan(0);

    // Bulk: a selection naming a plan on file for two years is refused without a year.
    const bulk = (body: unknown) =>
      t.request('/api/admin/plans/bulk', { method: 'PATCH', json: body, cookies: admin });
    const refused = await bulk({ action: 'deactivate', planIds: ['H3706-018'] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(
      'Plan H3706-018 is on file for 2026 and 2027: say which plan year. Nothing was changed.',
    );
    expect(
      await (await bulk({ action: 'deactivate', planIds: ['H3706-018'], planYear: 2027 })).json(),
    ).toEqual({
      updated: 1,
      changed: 1,
    });
    const active = await t.database.db
      .select({ year: medicarePlans.planYear, active: medicarePlans.isActive })
      .from(medicarePlans)
      .where(eq(medicarePlans.planId, 'H3706-018'))
      .orderBy(medicarePlans.planYear);
    expect(active).toEqual([
      { year: 2026, active: true },
      { year: 2027, active: false },
    ]);

    // Creating the same plan ID for a third year is allowed; for a year it has is a conflict.
    const base = {
      planId: 'H3706-018',
      carrier: 'GlobalHealth',
      planName: 'X (HMO)',
      planType: 'HMO',
      region: 'Oklahoma',
    };
    const taken = await t.request('/api/admin/plans', {
      method: 'POST',
      json: { ...base, planYear: 2026 },
      cookies: admin,
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe('A plan with this ID already exists for this plan year');
  });

  it('finds the plan a person has now by name, carrier or ID, as it is this year', async () => {
    const search = (body: unknown) => t.request('/api/medicare/plans/search', { json: body, cookies });
    const found = await (await search({ q: 'generations classic', planYear: 2027 })).json();
    expect(found).toEqual([
      {
        planId: 'H3706-001',
        planName: 'GlobalHealth Generations Classic (HMO)',
        carrier: 'GlobalHealth',
        planYear: 2026,
      },
      {
        planId: 'H3706-021',
        planName: 'GlobalHealth Generations Classic Choice (HMO-POS)',
        carrier: 'GlobalHealth',
        planYear: 2026,
      },
    ]);
    const byId = await (await search({ q: 'h5619-050', planYear: 2027 })).json();
    expect(byId.map((p: { planId: string }) => p.planId)).toEqual(['H5619-050']);
    // Stand-alone drug plans are the drug part of Original Medicare, not a plan to weigh against
    // Medicare Advantage plans: the search does not offer them (the seed has five, "… Rx … (PDP)").
    const rx = (await (await search({ q: 'Rx', planYear: 2027 })).json()) as { planId: string }[];
    expect(rx.filter((p) => p.planId.startsWith('S'))).toEqual([]);
    expect((await search({ q: 'g', planYear: 2027 })).status).toBe(400);
    expect((await search({ q: 'generations' })).status).toBe(400);
  });

  it('compares the current plan now and next year: what changes, and what the best plans save', async () => {
    const res = await submit(sampleSubmission({ answers: { currentPlanId: 'H3706-001' } }));
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    const comparison = await (
      await t.request(`/api/medicare/recommendations/${userId}/current-plan`, { cookies })
    ).json();
    expect(comparison).toMatchObject({
      planId: 'H3706-001',
      planName: 'GlobalHealth Generations Classic (HMO)',
      // A demo plan: the panel labels it sample data.
      isSampleData: true,
      planYear: 2027,
      now: { year: 2026, monthlyPremium: 0, moopInNetwork: 3900 },
      next: { year: 2027, monthlyPremium: 26, moopInNetwork: 3900 },
    });
    expect(comparison.changes[0]).toBe('The monthly premium goes from Free to $26.');
    // The same changes in the reader's language (issue 20).
    const spanish = await (
      await t.request(`/api/medicare/recommendations/${userId}/current-plan`, {
        cookies,
        headers: { 'accept-language': 'es' },
      })
    ).json();
    expect(spanish.changes[0]).toBe('La prima mensual pasa de Gratis a $26.');
    expect(spanish.changes).toHaveLength(comparison.changes.length);
    // Both years priced for the same two drugs.
    expect(comparison.now.drugs.map((d: { name: string }) => d.name)).toEqual(['Atorvastatin', 'Eliquis']);
    expect(comparison.next.drugs.map((d: { name: string }) => d.name)).toEqual(['Atorvastatin', 'Eliquis']);
    // The cheaper plans of the 2027 results, best first, with what each saves against it.
    const results = await recommendations(userId);
    const current = comparison.next.estimatedAnnualCost;
    expect(comparison.alternatives.length).toBeGreaterThan(0);
    for (const alt of comparison.alternatives) {
      const plan = results.plans.find((p: { planId: string }) => p.planId === alt.planId);
      expect(alt.estimatedAnnualCost).toBe(plan.estimatedAnnualCost);
      expect(alt.savings).toBeCloseTo(current - plan.estimatedAnnualCost, 2);
      expect(alt.savings).toBeGreaterThan(0);
    }
    const ranks = comparison.alternatives.map((a: { rank: number }) => a.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    // Another browser never reads it; results without a current plan have no comparison.
    const other = await t.gateCookie();
    expect(
      (await t.request(`/api/medicare/recommendations/${userId}/current-plan`, { cookies: other })).status,
    ).toBe(404);
    const plain = (await (await submit(sampleSubmission())).json()).userId;
    const none = await t.request(`/api/medicare/recommendations/${plain}/current-plan`, { cookies });
    expect(none.status).toBe(404);
    expect((await none.json()).error).toBe('These results do not name a current plan.');
  });

  it('says when the current plan is not offered next year', async () => {
    const { userId } = await (
      await submit(sampleSubmission({ answers: { currentPlanId: 'H5619-050' } }))
    ).json();
    const comparison = await (
      await t.request(`/api/medicare/recommendations/${userId}/current-plan`, { cookies })
    ).json();
    expect(comparison).toMatchObject({ planId: 'H5619-050', next: null, now: { year: 2026 } });
    expect(comparison.changes).toEqual([
      "This plan is not offered in 2027. Check the plan's Annual Notice of Change for the plan it moves you to.",
    ]);
  });

  it('refuses a current plan that is not on file, and stores nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(medicareUsers))[0]?.n;
    const before = await count();
    const res = await submit(sampleSubmission({ answers: { currentPlanId: 'H0000-999' } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Choose your current plan from the list',
      issues: [{ path: 'answers.currentPlanId', message: 'Choose your current plan from the list' }],
    });
    expect((await submit(sampleSubmission({ answers: { currentPlanId: 'not a plan!' } }))).status).toBe(400);
    // A sample drug plan on file for the year is not a current plan the finder can compare.
    const pdp = await submit(sampleSubmission({ answers: { currentPlanId: 'S7311-001' } }));
    expect(pdp.status).toBe(400);
    expect(JSON.stringify(await pdp.json())).toContain('Choose your current plan from the list');
    expect(await count()).toBe(before);
  });

  it('keeps each year’s premium rows with that year’s plan', async () => {
    const years = await t.database.db
      .selectDistinct({ year: planPremiums.contractYear })
      .from(planPremiums)
      .where(eq(planPremiums.planId, 'H3706-001'));
    // The snapshot's sample Landscape premiums are 2026's; the 2027 sample has none on file.
    expect(years).toEqual([{ year: 2026 }]);
  });
});
