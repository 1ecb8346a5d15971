import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { utcDay } from '../../../shared/calendar-day.ts';
import type { UserAnalytics } from '../../../shared/user-analytics-contracts.ts';
import { medicarePlans, medicareUsers } from '../../db/schema.ts';

const PATH = '/api/admin/analytics/users';

const submission = sampleSubmission({
  medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
  noDoctors: false,
  doctors: [{ name: 'Lee, Dana', specialty: 'Cardiology' }],
});

describe.each(TEST_DATABASE_KINDS)('GET /api/admin/analytics/users on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.adminCookie();
  });
  afterAll(() => t.close());

  it('needs an admin session; the editor role (analytics:read) may read it', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { cookies: await t.gateCookie() })).status).toBe(401);
    expect((await t.request(PATH, { cookies: await t.adminCookie(TEST_EDITOR) })).status).toBe(200);
  });

  it.each([
    ['from=2026-1-5', 'from', 'Start date must be a date like 2026-01-31'],
    ['to=yesterday', 'to', 'End date must be a date like 2026-01-31'],
    ['from=2026-02-30', 'from', 'Start date is not a real calendar date'],
    ['bucket=month', 'bucket', 'Group by must be "day" or "week"'],
    ['from=2026-10-02&to=2026-10-01', 'from', 'The start date must be on or before the end date.'],
    // Today is 2026-11-02 on the test clock: a start after it with no end is after the end.
    ['from=2026-11-03', 'from', 'The start date must be on or before the end date.'],
    ['from=2023-11-01&to=2026-11-02', 'from', 'The date range can be at most 3 years.'],
    ['from=2019-01-01', 'from', 'The date range can be at most 3 years.'],
  ])('refuses %s with a clear 400', async (query, path, message) => {
    const res = await t.request(`${PATH}?${query}`, { cookies });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(message);
    expect(body.issues).toEqual([{ path, message }]);
  });

  it('takes exactly three years, and a blank field as not given', async () => {
    const res = await t.request(`${PATH}?from=2023-11-02&to=2026-11-02&bucket=week`, { cookies });
    expect(res.status).toBe(200);
    const blank: UserAnalytics = await (await t.request(`${PATH}?from=&to=&bucket=`, { cookies })).json();
    expect(blank.range).toEqual({ from: '2026-08-05', to: '2026-11-02', bucket: 'day' });
  });

  it('agrees with the results page on rank 1 and carries no PHI or ids', async () => {
    const gate = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', { json: submission, cookies: gate });
    expect(submitted.status).toBe(201);
    const { userId } = await submitted.json();
    const recommendations = await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies: gate })
    ).json();
    const first = recommendations.plans[0];
    expect(first).toBeDefined();

    // The database stamps the submission with its own clock: ask for the days around it.
    const now = Date.now();
    const from = utcDay(new Date(now - 86_400_000));
    const to = utcDay(new Date(now + 86_400_000));
    const res = await t.request(`${PATH}?from=${from}&to=${to}`, { cookies });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const a: UserAnalytics = JSON.parse(text);
    expect(a.totalSubmissions).toBe(1);
    expect(a.topRecommendationCarriers).toEqual([{ carrier: first.carrier, count: 1, share: 100 }]);
    expect(a.topMedications).toEqual([{ name: 'Atorvastatin', count: 1 }]);
    expect(a.topSpecialties).toEqual([{ specialty: 'Cardiology', count: 1 }]);
    expect(a.topCounties).toEqual([{ county: 'Other', count: 1 }]);
    for (const secret of ['Ada', 'Quillfeather', '1953-04-12', '73102', 'Lee, Dana', userId]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
  });

  it('stores the carrier the results page lists first and the list lengths with the submission; a renamed plan keeps it', async () => {
    const gate = await t.gateCookie();
    const profile = {
      ...submission,
      county: 'Tulsa',
      zipCode: '74103',
      doctorSearchRadius: 50,
      medications: [
        { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
        { name: 'Metformin', dosage: '500 mg tablet', quantity: '60', frequency: 'monthly' },
      ],
    };
    const submitted = await t.request('/api/medicare/submit', { json: profile, cookies: gate });
    expect(submitted.status).toBe(201);
    const { userId } = await submitted.json();
    const recommendations = await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies: gate })
    ).json();
    const first = recommendations.plans[0];
    expect(first.carrier).toEqual(expect.any(String));
    const db = t.database.db;
    const [stored] = await db
      .select({
        topCarrier: medicareUsers.topCarrier,
        medicationCount: medicareUsers.medicationCount,
        doctorCount: medicareUsers.doctorCount,
      })
      .from(medicareUsers)
      .where(eq(medicareUsers.id, userId));
    expect(stored).toEqual({ topCarrier: first.carrier, medicationCount: 2, doctorCount: 1 });

    // "How often the top recommendation is each carrier" is about what the person was shown.
    const [plan] = await db
      .update(medicarePlans)
      .set({ carrier: 'Renamed Carrier Co' })
      .where(eq(medicarePlans.planId, first.planId))
      .returning({ id: medicarePlans.id });
    expect(plan).toBeDefined();
    try {
      const now = Date.now();
      const from = utcDay(new Date(now - 86_400_000));
      const to = utcDay(new Date(now + 86_400_000));
      const a: UserAnalytics = await (await t.request(`${PATH}?from=${from}&to=${to}`, { cookies })).json();
      const carriers = a.topRecommendationCarriers.map((c) => c.carrier);
      expect(carriers).toContain(first.carrier);
      expect(carriers).not.toContain('Renamed Carrier Co');
    } finally {
      await db
        .update(medicarePlans)
        .set({ carrier: first.carrier })
        .where(eq(medicarePlans.planId, first.planId));
    }
  });
});
