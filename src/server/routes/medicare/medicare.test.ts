import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import {
  createTestApp,
  historyKeyHashOf,
  TEST_EDITOR,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { compareResults } from '../../../engine/ranking.ts';
import { planDetailSchema } from '../../../shared/api-responses.ts';
import { medicarePlanPageUrl } from '../../../shared/medicare-links.ts';
import { queryRows } from '../../db/client.ts';
import {
  auditLog,
  medicarePlans,
  medicareUsers,
  medicationLookup,
  planFormulary,
  planScores,
} from '../../db/schema.ts';

const validSubmission = () => sampleSubmission();

describe.each(TEST_DATABASE_KINDS)('consumer medicare APIs on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let craftedPlanId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    const db = t.database.db;
    // Fixed prices so the arithmetic below holds whatever the catalogue's estimates are.
    await db
      .update(medicationLookup)
      .set({ estimatedUnitPrice: '0.1000' })
      .where(eq(medicationLookup.name, 'Atorvastatin'));
    await db
      .update(medicationLookup)
      .set({ estimatedUnitPrice: '10.0000' })
      .where(eq(medicationLookup.name, 'Eliquis'));
    const [plan] = await db
      .insert(medicarePlans)
      .values({
        planId: 'H9999-001',
        planYear: 2026,
        carrier: 'Crafted Health',
        planName: 'Crafted Classic (HMO)',
        planType: 'HMO',
        monthlyPremium: '10.00',
        partBPremiumReduction: '0.00',
        moopInNetwork: '3900.00',
        medicalDeductible: '0.00',
        rxDeductible: '0.00',
        hasRxCoverage: true,
        starRating: '4.0',
        counties: ['Oklahoma'],
        serviceArea: ['OK|oklahoma'],
        copayStructure: {
          pcpCopayIn: '$5',
          specialistCopayIn: '$40',
          labsIn: '$0',
          xraysIn: '$15',
          urgentCare: '$50',
        },
        benefits: { dental: '$1,000 a year' },
        prescriptionTiers: { tier1Retail: '$0', tier3Retail: '$47', deductibleTiers: '3,4,5' },
        notes: 'Sample data for tests.',
      })
      .returning({ id: medicarePlans.id });
    craftedPlanId = plan?.id ?? 0;
    await db.insert(planFormulary).values([
      { planId: craftedPlanId, medicationName: 'Atorvastatin', tier: 1 },
      { planId: craftedPlanId, medicationName: 'Eliquis', tier: 3 },
    ]);
    // A real plan, as an import writes it (no sample note): its Enroll goes to Medicare.gov.
    await db.insert(medicarePlans).values({
      planId: 'H9999-003',
      planYear: 2026,
      carrier: 'Crafted Health',
      planName: 'Crafted Real Choice (HMO)',
      planType: 'HMO',
      monthlyPremium: '95.00',
      counties: ['Oklahoma'],
      serviceArea: ['OK|oklahoma'],
    });
    // A plan in Tulsa County only: not eligible for an Oklahoma County profile.
    await db.insert(medicarePlans).values({
      planId: 'H9999-002',
      planYear: 2026,
      carrier: 'Crafted Health',
      planName: 'Crafted Tulsa (HMO)',
      planType: 'HMO',
      counties: ['Tulsa'],
      serviceArea: ['OK|tulsa'],
    });
  });
  afterAll(() => t.close());

  const submit = (body: unknown) => t.request('/api/medicare/submit', { json: body, cookies });

  it('stores a submission with one score per eligible plan and answers its id', async () => {
    const res = await submit(validSubmission());
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const db = t.database.db;
    const [user] = await db.select().from(medicareUsers).where(eq(medicareUsers.id, userId));
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Quillfeather',
      county: 'Oklahoma',
      doctorSearchRadius: 20,
      doctors: [],
    });
    expect(user?.medications).toHaveLength(2);
    const scores = await db.select().from(planScores).where(eq(planScores.userId, userId));
    const eligible = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicarePlans)
      .where(
        // Special Needs Plans only for those who may join them (ADR 0012): this person gave no qualifier.
        // Stand-alone drug plans (the seed's sample PDPs) are not Medicare Advantage: never ranked.
        sql`${medicarePlans.isActive} and ${medicarePlans.planType} not ilike '%SNP%' and ${medicarePlans.planType} <> 'PDP' and (${medicarePlans.counties} is null or cardinality(${medicarePlans.counties}) = 0 or 'Oklahoma' = any(${medicarePlans.counties}))`,
      );
    expect(scores).toHaveLength(eligible[0]?.n ?? -1);
    expect(scores.some((s) => s.planId === craftedPlanId)).toBe(true);
    // rank follows the results order (engine/ranking.ts) on the stored values.
    const planRows = new Map((await db.select().from(medicarePlans)).map((p) => [p.id, p]));
    const rankable = (s: (typeof scores)[number]) => {
      const plan = planRows.get(s.planId);
      return {
        s,
        score: Number(s.totalScore),
        cost: { total: Number(s.estimatedAnnualCost) },
        medicationsCovered: s.medicationsCovered ?? 0,
        doctorsInNetwork: s.doctorsInNetwork ?? 0,
        stars: plan?.starRating === null || plan?.starRating === undefined ? 3.5 : Number(plan.starRating),
        drugCoverage: plan?.hasRxCoverage ? 1 : 0,
        plan: { planId: String(plan?.planId) },
      };
    };
    const inOrder = scores.map(rankable).sort(compareResults);
    expect(inOrder.map(({ s }) => s.rank)).toEqual(inOrder.map((_, i) => i + 1));

    // The crafted plan, by hand: premiums 12 × $10 = $120; Atorvastatin tier 1 $0; Eliquis 60 × $10 = $600 a fill
    // at a $47 copay × 12 = $564; visits 4 × $5 + 2 × $40 + 2 × $0 + $15 + $50 = $165. Total $849.
    const crafted = scores.find((s) => s.planId === craftedPlanId);
    expect(crafted?.estimatedAnnualCost).toBe('849.00');
    expect(crafted?.medicationsCovered).toBe(2);
    expect(crafted?.totalMedications).toBe(2);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'submission.create'));
    expect(audit.at(-1)).toMatchObject({
      actor: `device:${historyKeyHashOf(cookies).slice(0, 12)}`,
      entityType: 'medicare_user',
      entityId: userId,
      clientAddress: expect.any(String),
      details: { eligiblePlans: scores.length },
    });
    expect(JSON.stringify(audit)).not.toContain('Quillfeather');
  });

  it('stores a submission, its scores and its audit row together, or none of them', async () => {
    const db = t.database.db;
    const count = async () => {
      const [row] = await queryRows<{ users: number; scores: number; audits: number }>(
        db,
        sql`select (select count(*)::int from medicare_users) as users,
          (select count(*)::int from plan_scores) as scores,
          (select count(*)::int from audit_log where action = 'submission.create') as audits`,
      );
      return row;
    };
    const before = await count();
    // The audit row cannot be written: the submission and its scores must not be either.
    await db.execute(
      sql`alter table audit_log add constraint test_refuse_create check (action <> 'submission.create') not valid`,
    );
    try {
      const refused = await submit(validSubmission());
      expect(refused.status).toBe(500);
      expect(await count()).toEqual(before);
    } finally {
      await db.execute(sql`alter table audit_log drop constraint test_refuse_create`);
    }
    const stored = await submit(validSubmission());
    expect(stored.status).toBe(201);
    const after = await count();
    expect(after?.users).toBe((before?.users ?? 0) + 1);
    expect(after?.audits).toBe((before?.audits ?? 0) + 1);
    expect(after?.scores).toBeGreaterThan(before?.scores ?? 0);
  });

  it('answers submissions sent together, each stored once, a refused one holding up none of the others', async () => {
    // On PGlite they take turns (services/platform/turns.ts): a turn that fails must still hand on.
    const db = t.database.db;
    const sent = Array.from({ length: 6 }, (_, i) =>
      sampleSubmission({
        lastName: `Together ${i}`,
        ...(i === 2 ? { answers: { currentPlanId: 'H0000-999' } } : {}),
      }),
    );
    const answers = await Promise.all(sent.map((body) => submit(body)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 400, 201, 201, 201]);
    const ids = await Promise.all(
      answers
        .filter((res) => res.status === 201)
        .map(async (res) => ((await res.json()) as { userId: string }).userId),
    );
    const stored = await db
      .select({ id: medicareUsers.id, lastName: medicareUsers.lastName })
      .from(medicareUsers)
      .where(sql`${medicareUsers.lastName} like 'Together %'`);
    expect(stored.map((u) => u.lastName).sort()).toEqual([
      'Together 0',
      'Together 1',
      'Together 3',
      'Together 4',
      'Together 5',
    ]);
    expect(new Set(stored.map((u) => u.id))).toEqual(new Set(ids));
  });

  it('compresses stored plan reasons with lz4 where the database was built with it', async () => {
    const db = t.database.db;
    const [setting] = await queryRows<{ lz4: boolean }>(
      db,
      sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
    );
    const [column] = await queryRows<{ compression: string }>(
      db,
      sql`select attcompression::text as compression from pg_attribute
        where attrelid = 'plan_scores'::regclass and attname = 'reasoning'`,
    );
    expect(column?.compression).toBe(setting?.lz4 ? 'l' : '');
    expect((await submit(validSubmission())).status).toBe(201);
    const methods = await queryRows<{ method: string }>(
      db,
      sql`select distinct pg_column_compression(reasoning) as method from plan_scores
        where pg_column_compression(reasoning) is not null`,
    );
    expect(methods.map((m) => m.method)).toEqual([setting?.lz4 ? 'lz4' : 'pglz']);
  });

  it('round-trips: the saved record and every ranked plan in the spec shape', async () => {
    const { userId } = await (await submit(validSubmission())).json();
    const record = await (await t.request(`/api/medicare/user/${userId}`, { cookies })).json();
    expect(record).toMatchObject({
      id: userId,
      firstName: 'Ada',
      lastName: 'Quillfeather',
      birthDate: '1953-04-12',
      zipCode: '73102',
      county: 'Oklahoma',
      doctorSearchRadius: 20,
      medications: validSubmission().medications,
      doctors: [],
    });
    const res = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.planYear).toBe(2026);
    const stored = await t.database.db.select().from(planScores).where(eq(planScores.userId, userId));
    expect(body.totalEligiblePlans).toBe(stored.length);
    // Every ranked plan, so the page sorts and filters over all of them (ADR 0012).
    expect(body.plans.length).toBe(stored.length);
    expect(body.plans.length).toBeGreaterThan(10);
    expect(body.plans.map((p: { rank: number }) => p.rank)).toEqual(
      body.plans.map((_: unknown, i: number) => i + 1),
    );
    // The plans come in the stored rank order.
    const byRank = [...stored].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const planIds = new Map((await t.database.db.select().from(medicarePlans)).map((p) => [p.id, p.planId]));
    expect(body.plans.map((p: { planId: string }) => p.planId)).toEqual(
      byRank.map((s) => planIds.get(s.planId)),
    );
    for (let i = 1; i < body.plans.length; i++)
      expect(body.plans[i - 1].score).toBeGreaterThanOrEqual(body.plans[i].score);
    for (const p of body.plans) {
      expect(p.planId).not.toBe('H9999-002');
      expect(p.estimatedAnnualCost).toBeCloseTo(
        p.costBreakdown.premiums +
          p.costBreakdown.drugs +
          p.costBreakdown.medical -
          p.costBreakdown.partBGiveback,
        2,
      );

      expect(p.estimatedAnnualDrugCost).toBe(p.costBreakdown.drugs);
      expect(p.totalMedications).toBe(2);
      // The first ten come explained; the rest are explained on their plan page.
      expect(p.explained).toBe(p.rank <= 10);
      expect(p.drugs).toHaveLength(p.explained ? 2 : 0);
      // The card's figure; with a Part B giveback, what is paid before it first (yearly-cost.ts).
      if (p.explained)
        expect(p.reasoning[0]).toMatch(
          p.costBreakdown.partBGiveback > 0 ? /^You pay \$[\d,]+ in the year: / : /^Estimated yearly cost \$/,
        );
      else expect(p.reasoning).toEqual([]);
      expect(p.type).toBe('Medicare Advantage');
      expect(typeof p.monthlyPremium).toBe('number');
      expect(p.enrollmentUrl).toMatch(/^https:\/\//);
      // A real plan's Enroll goes to its own page on Medicare.gov's Plan Finder for the plan year.
      if (!p.isSampleData) expect(p.enrollmentUrl).toBe(medicarePlanPageUrl(p.planId, body.planYear));
      else expect(p.enrollmentUrl).not.toContain('#/plan-details/');
    }
    expect(body.plans.some((p: { isSampleData: boolean }) => !p.isSampleData)).toBe(true);
    const crafted = body.plans.find((p: { planId: string }) => p.planId === 'H9999-001');
    if (crafted) {
      expect(crafted).toMatchObject({
        estimatedAnnualCost: 849,
        costBreakdown: { premiums: 120, drugs: 564, medical: 165, partBGiveback: 0 },
      });
      expect(crafted.benefits).toEqual(['Dental: $1,000 a year']);
      expect(crafted.isSampleData).toBe(true);
    }
    const reads = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(reads.map((r) => r.action).sort()).toEqual([
      'recommendations.read',
      'submission.create',
      'submission.read',
    ]);
  });

  it('lists plans by the rank stored with the submission, and keeps that rank when a plan ahead is deleted', async () => {
    const { userId } = await (await submit(validSubmission())).json();
    const read = async () =>
      (await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json()) as {
        plans: { planId: string; rank: number }[];
      };
    const before = (await read()).plans;
    const [first, second] = before;
    if (!first || !second) throw new Error('expected two plans');
    // The stored rank is the order, even against the scores (here swapped by hand).
    const db = t.database.db;
    const idOf = async (planId: string) =>
      (await db.select().from(medicarePlans).where(eq(medicarePlans.planId, planId)))[0]?.id ?? -1;
    const setRank = async (planId: string, rank: number) =>
      db
        .update(planScores)
        .set({ rank })
        .where(sql`${planScores.userId} = ${userId} and ${planScores.planId} = ${await idOf(planId)}`);
    await setRank(first.planId, 2);
    await setRank(second.planId, 1);
    expect((await read()).plans.slice(0, 2)).toMatchObject([
      { planId: second.planId, rank: 1 },
      { planId: first.planId, rank: 2 },
    ]);
    // The plan ranked first is gone from the catalogue: the list starts at #2, and the next plan
    // beyond the ten moves into view with its own rank.
    await db
      .delete(planScores)
      .where(sql`${planScores.userId} = ${userId} and ${planScores.planId} = ${await idOf(second.planId)}`);
    const after = (await read()).plans;
    expect(after[0]).toMatchObject({ planId: first.planId, rank: 2 });
    expect(after.map((p) => p.rank)).toEqual([...after.map((p) => p.rank)].sort((a, b) => a - b));
    if (before.length === 10) expect(after.at(-1)?.rank).toBe(11);
  });

  it('answers 404 with the same body for a malformed and an unknown id', async () => {
    const bodies = new Set<string>();
    for (const id of ['abc', '00000000-0000-4000-8000-000000000000', '1', "1' or '1'='1", 'x'.repeat(200)]) {
      for (const path of ['/api/medicare/user/', '/api/medicare/recommendations/']) {
        const res = await t.request(`${path}${encodeURIComponent(id)}`, { cookies });
        expect(res.status).toBe(404);
        bodies.add(await res.text());
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ error: 'We could not find those results.', code: 'NOT_FOUND' }),
    ]);
  });

  it('gives one plan with everything the detail page shows, or 404', async () => {
    const res = await t.request('/api/medicare/plan/H3706-021', { cookies });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      planId: 'H3706-021',
      planYear: 2026,
      carrier: 'GlobalHealth',
      planType: 'HMO-POS',
      monthlyPremium: 10,
      moopInNetwork: 3900,
      moopOutNetwork: 10000,
      // Every seeded plan is sample data (ADR 0014): figures of an earlier year are not verified.
      isSampleData: true,
      eligibilityNote: null,
    });
    // Its tier table from the sample Part D files, at each pharmacy kind (issue 36): the plan's
    // tier 1 is $0 at a preferred pharmacy, and the sample's standard pharmacies charge $5 more
    // (docs/sample-data.md, cost sharing); its $0 mail-order tier 1 stays $0 for 90 days.
    const detail = planDetailSchema.parse(
      await (await t.request('/api/medicare/plan/H3706-021', { cookies })).json(),
    );
    expect(detail.tierCosts?.sample).toBe(true);
    expect(detail.tierCosts?.tiers[0]).toEqual({
      tier: 1,
      preferred: { kind: 'copay', amount: 0 },
      standard: { kind: 'copay', amount: 5 },
      mail: { kind: 'copay', amount: 0 },
    });
    // Which of its parts are sample data (issue 36): the seed's plan, its sample Part D files and
    // its generated network.
    expect(detail.dataParts).toEqual({ details: 'sample', drugs: 'sample', network: 'sample' });
    const real = await (await t.request('/api/medicare/plan/H9999-003?year=2026', { cookies })).json();
    expect(real).toMatchObject({ planId: 'H9999-003', planYear: 2026, isSampleData: false });
    expect(real.dataParts.details).toBe('catalogue');
    expect((await t.request('/api/medicare/plan/H9999-003?year=2027', { cookies })).status).toBe(404);
    expect((await t.request('/api/medicare/plan/H9999-003?year=next', { cookies })).status).toBe(400);
    expect((await t.request('/api/medicare/plan/H0000-404', { cookies })).status).toBe(404);
  });

  it('refuses bad submissions with the spec §5 messages and stores nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(medicareUsers))[0]?.n;
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '   ' }, 'lastName', 'Last name is required'],
      [{ birthDate: '' }, 'birthDate', 'Birth date is required'],
      [{ birthDate: '1953-02-30' }, 'birthDate', 'Please enter a valid birth date'],
      [{ zipCode: '7310' }, 'zipCode', 'ZIP code must be 5 digits'],
      [{ county: '' }, 'county', 'County is required'],
      [{ doctorSearchRadius: 0 }, 'doctorSearchRadius', 'Radius must be at least 1 mile'],
      [{ doctorSearchRadius: 201 }, 'doctorSearchRadius', 'Radius cannot exceed 200 miles'],
      [
        { medications: [] },
        'medications',
        'Please either check the opt-out checkbox or provide at least one entry',
      ],
      // Entries with blank names are dropped, so this is an empty list.
      [
        { medications: [{ name: ' ', dosage: '1', quantity: '1', frequency: 'monthly' }] },
        'medications',
        'Please either check the opt-out checkbox or provide at least one entry',
      ],
      [
        { medications: [{ name: 'Eliquis', dosage: '', quantity: '30', frequency: 'monthly' }] },
        'medications.0.dosage',
        'Dosage is required',
      ],
      [
        { medications: [{ name: 'Eliquis', dosage: '5 mg', quantity: '', frequency: 'monthly' }] },
        'medications.0.quantity',
        'Quantity is required',
      ],
      [
        { medications: [{ name: 'Eliquis', dosage: '5 mg', quantity: '3a', frequency: 'monthly' }] },
        'medications.0.quantity',
        'Quantity must be a whole number',
      ],
      // Above the hard maximum: refused; above the usual but below it: accepted and flagged (below).
      [
        {
          medications: [{ name: 'Eliquis', dosage: '5 mg tablet', quantity: '10001', frequency: 'monthly' }],
        },
        'medications.0.quantity',
        'Quantity must be between 1 and 10000',
      ],
      [
        { medications: [{ name: 'Eliquis', dosage: '5 mg', quantity: '30', frequency: '' }] },
        'medications.0.frequency',
        'Frequency is required',
      ],
      [
        { noDoctors: false, doctors: [] },
        'doctors',
        'Please either check the opt-out checkbox or provide at least one entry',
      ],
      [
        { noDoctors: false, doctors: [{ name: 'Dr. Lee', specialty: '' }] },
        'doctors.0.specialty',
        'Specialty is required',
      ],
      [{ extra: 'field' }, '', 'Unrecognized key: "extra"'],
    ];
    for (const [override, path, message] of cases) {
      const res = await submit({ ...validSubmission(), ...override });
      expect(res.status, JSON.stringify(override)).toBe(400);
      const body = await res.json();
      expect(body.issues, JSON.stringify(override)).toContainEqual({ path, message });
    }
    for (const junk of [null, [], 'text', 42, { firstName: { $gt: '' } }]) {
      expect((await submit(junk)).status).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('accepts a quantity above the usual monthly supply and flags it on the drug, never silently', async () => {
    const res = await submit({
      ...validSubmission(),
      medications: [
        { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
        { name: 'Eliquis', dosage: '5 mg tablet', quantity: '900', frequency: 'monthly' },
      ],
    });
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    const body = await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json();
    const explained = body.plans.filter((p: { explained: boolean }) => p.explained);
    expect(explained.length).toBeGreaterThan(0);
    for (const plan of explained) {
      const [atorvastatin, eliquis] = plan.drugs;
      expect(atorvastatin.quantityAboveUsual).toBeUndefined();
      expect(eliquis.quantityAboveUsual).toEqual({ quantity: 900, form: 'tablet', usualMax: 240 });
    }
  });

  it('accepts opt-outs: no medications and no doctors', async () => {
    const res = await submit({
      ...validSubmission(),
      noMedications: true,
      medications: [{ name: 'Ignored', dosage: 'x', quantity: '1', frequency: 'monthly' }],
    });
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    const record = await (await t.request(`/api/medicare/user/${userId}`, { cookies })).json();
    expect(record.medications).toEqual([]);
  });

  it('searches history ranked by last-name prefix, first-name prefix, full name, birth date, newest first', async () => {
    const db = t.database.db;
    const base = {
      planYear: 2026,
      zipCode: '73102',
      county: 'Oklahoma',
      medications: [],
      doctors: [],
      historyKeyHash: historyKeyHashOf(cookies),
    };
    // Another browser's submission matches too, and is never listed here (ADR 0011).
    await db.insert(medicareUsers).values({
      ...base,
      firstName: 'Other',
      lastName: 'Brixworth',
      birthDate: '1952-01-02',
      historyKeyHash: 'f'.repeat(64),
    });
    await db.insert(medicareUsers).values([
      {
        ...base,
        firstName: 'Zed',
        lastName: 'Brixley',
        birthDate: '1950-01-01',
        createdAt: new Date('2026-01-01'),
      },
      {
        ...base,
        firstName: 'Brixton',
        lastName: 'Able',
        birthDate: '1951-01-01',
        createdAt: new Date('2026-01-02'),
      },
      {
        ...base,
        firstName: 'Ann',
        lastName: 'Ubrixmore',
        birthDate: '1952-01-01',
        createdAt: new Date('2026-01-03'),
      },
      {
        ...base,
        firstName: 'Old',
        lastName: 'Brixley',
        birthDate: '1949-01-01',
        createdAt: new Date('2025-06-01'),
      },
    ]);
    const search = (q: string) => t.request('/api/medicare/users/search', { cookies, json: { q } });
    const res = await search('brix');
    const names = (await res.json()).map(
      (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`,
    );
    expect(names).toEqual(['Zed Brixley', 'Old Brixley', 'Brixton Able', 'Ann Ubrixmore']);
    const byDate = await (await search('1952-01')).json();
    expect(byDate.map((u: { lastName: string }) => u.lastName)).toEqual(['Ubrixmore']);
    const short = await search('b');
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('Type at least 2 characters to search.');
    const searches = await db.select().from(auditLog).where(eq(auditLog.action, 'history.search'));
    expect(searches.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(searches)).not.toMatch(/brix|1952/i);
    // The audit row names the records the search disclosed, by id.
    const ids = searches.map((row) => (row.details as { recordIds: string[] }).recordIds);
    expect(ids).toContainEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('shows the scoring analysis to signed-in admins, for the reference profile or one submission', async () => {
    expect((await t.request('/api/admin/scoring-analysis', { cookies })).status).toBe(401);
    const editor = await t.adminCookie(TEST_EDITOR);
    const reference = await (await t.request('/api/admin/scoring-analysis', { cookies: editor })).json();
    const { analysis } = reference;
    expect(analysis.profile.kind).toBe('reference');
    expect(analysis.totalPlans).toBe(analysis.plans.length);
    expect(analysis.topResultsCount).toBe(Math.min(10, analysis.totalPlans));
    expect(analysis.plans.map((p: { currentRank: number }) => p.currentRank)).toEqual(
      analysis.plans.map((_: unknown, i: number) => i + 1),
    );
    const sumOfCarriers = Object.values(analysis.carrierDistribution as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(sumOfCarriers).toBe(analysis.topResultsCount);
    const first = analysis.plans[0];
    // The engine's score components (issue 36 item 14), adding up to the score.
    expect(first.components.cost).toBeGreaterThan(0);
    expect(first.components.stars).toBeGreaterThan(0);
    const sum = Object.values(first.components as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(Math.round(sum * 100) / 100).toBe(first.finalScore);
    expect(first.rawData).toHaveProperty('monthlyPremium');
    expect(analysis.plans.some((p: { planId: string }) => p.planId === 'H9999-002')).toBe(false);

    const { userId } = await (await submit(validSubmission())).json();
    const own = (
      await (await t.request(`/api/admin/scoring-analysis?userId=${userId}`, { cookies: editor })).json()
    ).analysis;
    expect(own.profile).toMatchObject({ kind: 'submission', userId });
    const stored = await t.database.db.select().from(planScores).where(eq(planScores.userId, userId));
    expect(own.totalPlans).toBe(stored.length);
    expect((await t.request('/api/admin/scoring-analysis?userId=nope', { cookies: editor })).status).toBe(
      404,
    );
  });
});
