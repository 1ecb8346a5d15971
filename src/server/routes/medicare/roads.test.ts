/**
 * Both roads for a stored result (issue 19): Medicare Advantage against Original Medicare with
 * the seed's sample Medigap rates and a stand-alone drug plan, through the real app. The figures
 * add up as the engine's (engine/roads.test.ts has the arithmetic); tobacco use and sex move the
 * Medigap premium; only the browser that made the result may ask; nothing of the answers is stored.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { type RoadsComparison, roadsComparisonSchema } from '../../../shared/roads-contracts.ts';
import { auditLog, providers } from '../../db/schema.ts';
import { ageAt } from '../../results/roads.ts';
import { insertPlan } from '../../testing/admin-plans-helpers.ts';

const cents = (n: number) => Math.round(n * 100) / 100;

describe.each(TEST_DATABASE_KINDS)('both roads for a result, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let userId: string;
  let stored: RecommendationsResponse;

  const roads = (body: unknown, as = cookies, id = userId) =>
    t.request(`/api/medicare/recommendations/${id}/roads`, { cookies: as, json: body });
  const compare = async (body: unknown): Promise<RoadsComparison> => {
    const res = await roads(body);
    const json = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    return roadsComparisonSchema.parse(json);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    // A stand-alone drug plan for the whole state, in the year of the test catalogue's plans (a
    // plan of another year would make the finder offer that year).
    await insertPlan(t, {
      planId: 'S5884-101',
      planYear: 2026,
      carrier: 'Sample Drug Plans',
      planName: 'Sample Basic Rx (PDP)',
      planType: 'PDP',
      contractCategory: 'PDP',
      monthlyPremium: '24.50',
      prescriptionTiers: {
        tier1Retail: '$0',
        tier2Retail: '$5',
        tier3Retail: '$45',
        tier4Retail: '40%',
        tier5Retail: '25%',
        deductibleTiers: '3,4,5',
      },
      rxDeductible: '615.00',
    });
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(res.status).toBe(201);
    userId = ((await res.json()) as { userId: string }).userId;
    stored = (await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies })
    ).json()) as RecommendationsResponse;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('prices both roads for the person, and the figures add up', async () => {
    const body = await compare({ sex: 'female', tobacco: false });
    expect(body.planYear).toBe(stored.planYear);
    // Born 1953-04-12: the age on the first day of the months counted (ageAt's table: roads.test.ts
    // in services).
    expect(body.age).toBe(ageAt('1953-04-12', body.planYear, 13 - body.months));
    expect([72, 73]).toContain(body.age);
    const partB = cents(body.months * body.partBMonthlyPremium);

    const ma = body.advantage;
    if (!ma) throw new Error('no Medicare Advantage plan priced');
    expect(ma.partBPremiums).toBe(partB);
    expect(ma.total.typical).toBe(cents(partB + ma.premiums + ma.drugs + ma.medical.typical - ma.giveback));
    // The cheapest Medicare Advantage plan, by the results' own yearly cost.
    const cheapestShown = Math.min(...stored.plans.map((p) => p.estimatedAnnualCost));
    expect(ma.total.typical).toBeLessThanOrEqual(cents(partB + cheapestShown));
    expect(ma.total.bad).toBeGreaterThanOrEqual(ma.total.typical);
    // The test catalogue's plans are the seed's sample plans; the inserted drug plan is not.
    expect(ma.sample).toBe(true);

    const og = body.original;
    expect(og.drugPlan?.planId).toBe('S5884-101');
    expect(og.drugPlan?.drugs).toBeGreaterThan(0);
    expect(og.drugPlan?.sample).toBe(false);
    const medigap = og.medigap;
    if (!medigap) throw new Error('no Medigap rate for the person');
    // The seed's rates are sample rates, and say so.
    expect(medigap.sample).toBe(true);
    expect(og.total.typical).toBe(
      cents(
        partB +
          medigap.premiums +
          medigap.medical.typical +
          (og.drugPlan?.premiums ?? 0) +
          (og.drugPlan?.drugs ?? 0),
      ),
    );
    expect(og.total.bad).toBeGreaterThanOrEqual(og.total.typical);
    // The answer carries each letter's whole-road total and each drug plan's, the engine's figures.
    expect(medigap.total).toEqual(og.total);
    for (const other of og.otherMedigap)
      expect(other.total.typical).toBe(
        cents(
          og.total.typical -
            medigap.premiums -
            medigap.medical.typical +
            other.premiums +
            other.medical.typical,
        ),
      );
    expect(og.drugPlan?.total).toBe(cents((og.drugPlan?.premiums ?? 0) + (og.drugPlan?.drugs ?? 0)));
    // Every other letter offered costs at least as much in the typical year.
    for (const other of og.otherMedigap)
      expect(other.premiums + other.medical.typical).toBeGreaterThanOrEqual(
        medigap.premiums + medigap.medical.typical,
      );
    // Original Medicare alone leaves more in a bad year than the Medigap plan does.
    expect(og.withoutMedigap.bad).toBeGreaterThan(medigap.medical.bad);
    expect(body.facts.some((f) => /6 months/.test(f))).toBe(true);
  });

  it('tobacco use raises the Medigap premium the person is quoted', async () => {
    const without = await compare({ sex: 'female', tobacco: false });
    const withTobacco = await compare({ sex: 'female', tobacco: true });
    const letter = without.original.medigap?.letter;
    const same = [withTobacco.original.medigap, ...withTobacco.original.otherMedigap].find(
      (m) => m?.letter === letter && m?.carrier === without.original.medigap?.carrier,
    );
    expect(same?.monthlyPremium).toBeGreaterThan(
      without.original.medigap?.monthlyPremium ?? Number.POSITIVE_INFINITY,
    );
  });

  it('offers Plans C, F and high-deductible F only to people first eligible before 2020', async () => {
    const letters = (c: RoadsComparison) =>
      [c.original.medigap, ...c.original.otherMedigap].map((m) => m?.letter);
    // Born 1953: eligible in 2018, may buy them (the seed's sample rates include C and F).
    expect(letters(await compare({ sex: 'female', tobacco: false }))).toEqual(
      expect.arrayContaining(['C', 'F']),
    );
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({ birthDate: '1960-06-15' }),
    });
    const younger = ((await res.json()) as { userId: string }).userId;
    const theirs = await roads({ sex: 'female', tobacco: false }, cookies, younger);
    const comparison = roadsComparisonSchema.parse(await theirs.json());
    expect(comparison.original.medigap).not.toBeNull();
    for (const letter of letters(comparison)) expect(['C', 'F', 'HDF']).not.toContain(letter);
    expect(comparison.before2020Plans).toBe(false);
    // Had Medicare before 2020 (through a disability): the same person may buy them.
    const disabled = roadsComparisonSchema.parse(
      await (
        await roads({ sex: 'female', tobacco: false, medicareBefore2020: true }, cookies, younger)
      ).json(),
    );
    expect(disabled.before2020Plans).toBe(true);
    expect(letters(disabled)).toEqual(expect.arrayContaining(['C', 'F']));
  });

  it('adds the income-related amounts of the band asked for, on both roads', async () => {
    const plain = await compare({ sex: 'female', tobacco: false });
    expect(plain.income).toMatchObject({ band: 0, partB: 0, partD: 0 });
    const banded = await compare({ sex: 'female', tobacco: false, incomeBand: 2 });
    // Band 2 in 2026 (2024 income $137,001 to $171,000 single): $202.90 more for Part B each month,
    // $37.50 more for drug coverage; both roads here have drug coverage.
    expect(banded.income).toMatchObject({ band: 2, partB: 202.9, partD: 37.5 });
    expect(banded.income.label).toMatch(/^\$137,001 to \$171,000/);
    const added = cents(banded.months * (202.9 + 37.5));
    expect(banded.original.incomeAdjustments).toBe(added);
    expect(banded.original.total.typical).toBe(cents(plain.original.total.typical + added));
    expect(banded.advantage?.incomeAdjustments).toBe(added);
    expect(banded.advantage?.total.typical).toBeGreaterThanOrEqual(plain.advantage?.total.typical ?? 0);
    const bad = await roads({ sex: 'female', tobacco: false, incomeBand: 6 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/Income band must be a whole number from 0 to 5/);
  });

  it('shows the person’s doctors on each road, as the results show them for the Medicare Advantage plan', async () => {
    const [directory] = await t.database.db.select({ id: providers.id }).from(providers).limit(1);
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({
        noDoctors: false,
        doctors: [
          { name: 'Dr. Typed By Hand', specialty: 'Cardiology' },
          ...(directory
            ? [{ name: 'From the directory', specialty: 'Family Medicine', providerId: directory.id }]
            : []),
        ],
      }),
    });
    expect(res.status).toBe(201);
    const withDoctors = ((await res.json()) as { userId: string }).userId;
    const body = roadsComparisonSchema.parse(
      await (await roads({ sex: 'female', tobacco: false }, cookies, withDoctors)).json(),
    );
    const read = (await (
      await t.request(`/api/medicare/recommendations/${withDoctors}`, { cookies })
    ).json()) as RecommendationsResponse;
    const plan = read.plans.find((p) => p.planId === body.advantage?.planId);
    if (!plan) throw new Error('the Medicare Advantage plan shown is not in the results');
    // Typed by hand: not in our directory, so never "in network" on any road.
    expect(body.doctors[0]).toEqual({
      name: 'Dr. Typed By Hand',
      specialty: 'Cardiology',
      advantage: 'not-found',
    });
    expect(body.doctors).toHaveLength(plan.doctors.length);
    body.doctors.forEach((doctor, i) => {
      const shown = plan.doctors[i];
      expect(doctor.name).toBe(shown?.name);
      const expected = !shown?.matched
        ? 'not-found'
        : shown.notVerified
          ? 'unknown'
          : shown.inNetwork
            ? 'in'
            : 'out';
      expect(doctor.advantage).toBe(expected);
    });
  });

  it('lists the drug plans priced for the person, cheapest first', async () => {
    const body = await compare({ sex: 'male', tobacco: false });
    const { drugPlan, drugPlans } = body.original;
    expect(drugPlans[0]).toEqual(drugPlan);
    expect(drugPlan).toMatchObject({ monthlyPremium: 24.5, drugDeductible: 615 });
    const totals = drugPlans.map((d) => d.premiums + d.drugs);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('refuses bad answers in words, and answers someone else’s result as the read does', async () => {
    const bad = await roads({ sex: 'other', tobacco: 'no' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/female or male|Tobacco/);
    const stranger = await t.gateCookie();
    const theirs = await roads({ sex: 'male', tobacco: false }, stranger);
    const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies: stranger });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await read.json());
  });

  it('stores nothing of the answers: the audit row names the plan year only', async () => {
    await compare({ sex: 'male', tobacco: true });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recommendations.roads'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row.details)).not.toMatch(/male|tobacco|true/);
      expect(row.details).toEqual({ planYear: stored.planYear });
    }
  });
});
