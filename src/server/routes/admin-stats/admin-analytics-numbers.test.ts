import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CraftedSubmission,
  insertCarrierPlans,
  insertSubmissions,
  times,
} from '../../../../tests/setup/analytics-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { UserAnalytics } from '../../../shared/user-analytics-contracts.ts';

/**
 * 18 submissions from 2026-10-01 to 2026-10-14 (a Thursday to a Wednesday), two just outside,
 * and every expected figure worked out by hand in the comments.
 */
describe.each(TEST_DATABASE_KINDS)('user analytics numbers on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  const get = async (query: string): Promise<UserAnalytics> => {
    const res = await t.request(`/api/admin/analytics/users${query}`, { cookies });
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.adminCookie();
    const plan = await insertCarrierPlans(t);
    const tulsa = { county: 'Tulsa', radius: 10 };
    const outside: Omit<CraftedSubmission, 'at'> = {
      county: 'Tulsa',
      medications: ['Outside'],
      scores: [[plan.cedar, '99.00', '1.00']],
    };
    const submissions: CraftedSubmission[] = [
      // Just outside the range on both sides: never counted.
      { ...outside, at: '2026-09-30T23:59:59.999Z' },
      { ...outside, at: '2026-10-15T00:00:00.000Z' },
      // Tulsa ×6, radius 10. Rank 1: Acme (higher score).
      {
        ...tulsa,
        at: '2026-10-01T00:00:00.000Z',
        medications: ['Metformin', 'Lisinopril'],
        scores: [
          [plan.acme, '80.00', '1000.00'],
          [plan.beacon, '75.00', '900.00'],
        ],
      },
      // Rank 1: Beacon (same score, lower yearly cost).
      {
        ...tulsa,
        at: '2026-10-02T12:00:00.000Z',
        medications: ['metformin'],
        scores: [
          [plan.acme, '70.00', '2000.00'],
          [plan.beacon, '70.00', '1500.00'],
        ],
      },
      // Rank 1: Acme (same score and cost; planId Z9000-001 before Z9000-003).
      {
        ...tulsa,
        at: '2026-10-04T23:59:59.000Z',
        medications: ['METFORMIN', 'Eliquis'],
        scores: [
          [plan.cedar, '60.00', '1000.00'],
          [plan.acme, '60.00', '1000.00'],
        ],
      },
      // Rank 1: Cedar (the score wins over a lower cost).
      {
        ...tulsa,
        at: '2026-10-05T00:00:00.000Z',
        medications: ['Metformin'],
        scores: [
          [plan.cedar, '90.00', '5000.00'],
          [plan.acme, '50.00', '100.00'],
        ],
      },
      {
        ...tulsa,
        at: '2026-10-06T10:00:00.000Z',
        specialties: ['Cardiology', 'cardiology', 'Family Medicine'],
      },
      { ...tulsa, at: '2026-10-14T23:59:59.999Z' },
      // Oklahoma ×5 (exactly the threshold: named), default radius 20, one Eliquis each.
      ...times(5, { county: 'Oklahoma', at: '2026-10-07T09:00:00.000Z', medications: ['Eliquis'] }),
      // Cleveland ×4 (below the threshold) and one custom county: "Other".
      ...times(4, {
        county: 'Cleveland',
        radius: 50,
        at: '2026-10-12T09:00:00.000Z',
        specialties: ['Family Medicine'],
      }),
      { county: 'Custom A', radius: 5, at: '2026-10-13T09:00:00.000Z', specialties: ['', null, 'Unknown'] },
      // No county ×2: "Not given".
      ...times(2, { county: null, at: '2026-10-03T09:00:00.000Z', specialties: ['Cardiology'] }),
    ];
    await insertSubmissions(t, submissions);
  });
  afterAll(() => t.close());

  it('counts the range with both ends included, per day with zero days, and never names a small county', async () => {
    const a = await get('?from=2026-10-01&to=2026-10-14');
    expect(a.range).toEqual({ from: '2026-10-01', to: '2026-10-14', bucket: 'day' });
    expect(a.totalSubmissions).toBe(18);
    // Oct 1: Tulsa; 2: Tulsa; 3: two without county; 4: Tulsa; 5, 6: Tulsa; 7: Oklahoma ×5;
    // 8–11: none; 12: Cleveland ×4; 13: Custom A; 14: Tulsa (23:59:59.999).
    expect(a.submissionsOverTime.map((b) => b.count)).toEqual([1, 1, 2, 1, 1, 1, 5, 0, 0, 0, 0, 4, 1, 1]);
    expect(a.submissionsOverTime[0]?.period).toBe('2026-10-01');
    expect(a.submissionsOverTime.at(-1)?.period).toBe('2026-10-14');
    // Tulsa 6 and Oklahoma 5 (≥ 5) are named; Cleveland 4 + Custom A 1 = Other 5; 6+5+2+5 = 18.
    expect(a.topCounties).toEqual([
      { county: 'Tulsa', count: 6 },
      { county: 'Oklahoma', count: 5 },
      { county: 'Not given', count: 2 },
      { county: 'Other', count: 5 },
    ]);
    expect(JSON.stringify(a)).not.toMatch(/Cleveland|Custom A/);
  });

  it('ranks drugs and specialties without case, in their most common spelling, and averages per submission', async () => {
    const a = await get('?from=2026-10-01&to=2026-10-14');
    // Eliquis: Oklahoma ×5 + Oct 4 = 6. Metformin / metformin / METFORMIN / Metformin = 4.
    expect(a.topMedications).toEqual([
      { name: 'Eliquis', count: 6 },
      { name: 'Metformin', count: 4 },
      { name: 'Lisinopril', count: 1 },
    ]);
    // Family Medicine: Tulsa 1 + Cleveland 4 = 5; Cardiology: Tulsa 2 + no-county 2 = 4;
    // "", a missing specialty and "Unknown" are the spec's one fallback, "Unknown": 3.
    expect(a.topSpecialties).toEqual([
      { specialty: 'Family Medicine', count: 5 },
      { specialty: 'Cardiology', count: 4 },
      { specialty: 'Unknown', count: 3 },
    ]);
    // Drug entries 2+1+2+1+5 = 11 over 18 = 0.611…; doctors 3+4+3+2 = 12 over 18 = 0.666….
    expect(a.averageMedications).toBe(0.61);
    expect(a.averageDoctors).toBe(0.67);
    // Tulsa 10 ×6; Oklahoma 20 ×5 and no-county 20 ×2; Cleveland 50 ×4; Custom A 5.
    expect(a.radiusDistribution).toEqual([
      { radius: 5, count: 1 },
      { radius: 10, count: 6 },
      { radius: 20, count: 7 },
      { radius: 50, count: 4 },
    ]);
  });

  it('counts the carrier of each rank-1 plan: score, then yearly cost, then planId', async () => {
    const a = await get('?from=2026-10-01&to=2026-10-14');
    // Four of the 18 have a ranking: Acme (score), Beacon (cost), Acme (planId), Cedar (score).
    expect(a.topRecommendationCarriers).toEqual([
      { carrier: 'Acme Health', count: 2, share: 50 },
      { carrier: 'Beacon Care', count: 1, share: 25 },
      { carrier: 'Cedar Mutual', count: 1, share: 25 },
    ]);
  });

  it('groups weeks from Monday, the first one starting before the range', async () => {
    const a = await get('?from=2026-10-01&to=2026-10-14&bucket=week');
    expect(a.range.bucket).toBe('week');
    // Sep 28 week: Oct 1, 2, 4 Tulsa + 2 no-county = 5; Oct 5 week: Tulsa 2 + Oklahoma 5 = 7;
    // Oct 12 week: Cleveland 4 + Custom A + Tulsa = 6.
    expect(a.submissionsOverTime).toEqual([
      { period: '2026-09-28', count: 5 },
      { period: '2026-10-05', count: 7 },
      { period: '2026-10-12', count: 6 },
    ]);
  });

  it('defaults to the 90 days ending today (the server clock, 2026-11-02) and takes one day', async () => {
    const a = await get('');
    expect(a.range).toEqual({ from: '2026-08-05', to: '2026-11-02', bucket: 'day' });
    expect(a.submissionsOverTime).toHaveLength(90);
    expect(a.totalSubmissions).toBe(20);
    const oneDay = await get('?from=2026-10-07&to=2026-10-07');
    expect(oneDay.totalSubmissions).toBe(5);
    expect(oneDay.topCounties).toEqual([{ county: 'Oklahoma', count: 5 }]);
  });

  it('answers an empty period with zeros and empty lists', async () => {
    const a = await get('?from=2020-01-01&to=2020-01-03&bucket=day');
    expect(a).toEqual({
      range: { from: '2020-01-01', to: '2020-01-03', bucket: 'day' },
      totalSubmissions: 0,
      submissionsOverTime: [
        { period: '2020-01-01', count: 0 },
        { period: '2020-01-02', count: 0 },
        { period: '2020-01-03', count: 0 },
      ],
      topCounties: [],
      topMedications: [],
      topSpecialties: [],
      averageMedications: 0,
      averageDoctors: 0,
      topRecommendationCarriers: [],
      radiusDistribution: [],
    });
  });

  it('keeps ten named counties and ten drugs, the rest under "Other" or left out', async () => {
    // County 01 ×15 … County 11 ×5, and Tiny ×1, on 2025-06-02.
    const counties = Array.from({ length: 11 }, (_, i) =>
      times(15 - i, { county: `County ${String(i + 1).padStart(2, '0')}`, at: '2025-06-02T10:00:00Z' }),
    ).flat();
    await insertSubmissions(t, [
      ...counties,
      {
        county: 'Tiny',
        at: '2025-06-02T11:00:00Z',
        medications: 'ABCDEFGHIJK'.split('').map((c) => `Drug ${c}`),
      },
      { county: 'Tiny', at: '2025-06-02T11:00:00Z', medications: ['Drug K', 'Drug K', 'Drug J'] },
    ]);
    const a = await get('?from=2025-06-02&to=2025-06-02');
    expect(a.totalSubmissions).toBe(112);
    // County 11 has 5 but is eleventh; with Tiny's 2 it makes Other 7. 15+14+…+6 = 105; 105+7 = 112.
    expect(a.topCounties).toHaveLength(11);
    expect(a.topCounties.slice(0, 10).map((c) => c.count)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(a.topCounties[9]).toEqual({ county: 'County 10', count: 6 });
    expect(a.topCounties[10]).toEqual({ county: 'Other', count: 7 });
    // K 3, J 2, then A…H (1 each, by name); Drug I is the eleventh and left out.
    expect(a.topMedications.map((m) => `${m.name}:${m.count}`)).toEqual([
      'Drug K:3',
      'Drug J:2',
      ...'ABCDEFGH'.split('').map((c) => `Drug ${c}:1`),
    ]);
  });
});
