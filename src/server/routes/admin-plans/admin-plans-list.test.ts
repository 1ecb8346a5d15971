import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { medicarePlans } from '../../db/schema.ts';
import { client, insertPlan } from '../../testing/admin-plans-helpers.ts';

type Listed = { planId: string; [key: string]: unknown };
type ListBody = { plans: Listed[]; total: number; page: number; limit: number };

const CARRIER = 'Zephyr Test Health';
const ONLY_CRAFTED = `carrier=${encodeURIComponent(CARRIER)}`;

describe.each(TEST_DATABASE_KINDS)('admin plan list on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let totalPlans: number;

  const list = async (query = ''): Promise<ListBody> => {
    const res = await api.get(`/api/admin/plans${query ? `?${query}` : ''}`);
    expect(res.status, query).toBe(200);
    return res.json();
  };
  const ids = (body: ListBody) => body.plans.map((p) => p.planId);

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t, await t.adminCookie(TEST_EDITOR));
    // Four crafted plans, created after the seed, so the default order (newest first) is D, C, B, A.
    await insertPlan(t, {
      planId: 'S9001-001',
      planName: 'Alpha 100% Care (HMO)',
      carrier: CARRIER,
      planType: 'HMO',
      monthlyPremium: '20.00',
      starRating: '4.5',
      region: 'Oklahoma',
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
    await insertPlan(t, {
      planId: 'S9001-002',
      planName: 'beta_plan Classic (PPO)',
      carrier: CARRIER.toLowerCase(),
      planType: 'PPO',
      monthlyPremium: '100.00',
      starRating: null,
      region: 'Texas',
      isActive: false,
      createdAt: new Date('2027-01-02T00:00:00Z'),
    });
    await insertPlan(t, {
      planId: 'S9001-003',
      planName: 'Gamma 1000 Saver (HMO-POS)',
      carrier: CARRIER,
      planType: 'HMO-POS',
      monthlyPremium: '5.50',
      starRating: '3.0',
      region: 'oklahoma',
      createdAt: new Date('2027-01-03T00:00:00Z'),
    });
    await insertPlan(t, {
      planId: 'S9001-004',
      planName: 'delta Plan (PPO)',
      carrier: CARRIER,
      planType: 'PPO',
      monthlyPremium: null,
      starRating: '5.0',
      region: 'Oklahoma',
      createdAt: new Date('2027-01-04T00:00:00Z'),
    });
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(medicarePlans);
    totalPlans = count?.n ?? 0;
  });
  afterAll(() => t.close());

  it('defaults to page 1, 25 plans, newest first, with the total', async () => {
    const body = await list();
    expect(body.total).toBe(totalPlans);
    expect(body.total).toBeGreaterThan(25);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(25);
    expect(body.plans).toHaveLength(25);
    expect(ids(body).slice(0, 4)).toEqual(['S9001-004', 'S9001-003', 'S9001-002', 'S9001-001']);
    const created = body.plans.map((p) => Date.parse(p.createdAt as string));
    for (let i = 1; i < created.length; i++)
      expect(created[i - 1]).toBeGreaterThanOrEqual(created[i] as number);
  });

  it('ignores empty parameters, as the browser may send them', async () => {
    const empty = await list('page=&limit=&search=&carrier=&planType=&region=&sortBy=&sortOrder=&isActive=');
    expect(empty).toEqual(await list());
    expect(await list('search=%20%20')).toEqual(await list());
  });

  it('shows each plan as the admin record, money as exact decimal strings', async () => {
    const body = await list(`${ONLY_CRAFTED}&sortBy=planId&sortOrder=asc`);
    expect(body.plans[0]).toEqual({
      id: expect.any(Number),
      planId: 'S9001-001',
      planYear: 2026,
      carrier: CARRIER,
      planName: 'Alpha 100% Care (HMO)',
      planType: 'HMO',
      monthlyPremium: '20.00',
      partBPremiumReduction: null,
      moopInNetwork: null,
      moopOutNetwork: null,
      medicalDeductible: null,
      rxDeductible: null,
      hasRxCoverage: true,
      starRating: 4.5,
      hospitalNetwork: null,
      preferredPharmacies: null,
      copayStructure: {},
      benefits: {},
      prescriptionTiers: {},
      region: 'Oklahoma',
      county: null,
      counties: null,
      providerId: null,
      isActive: true,
      notes: null,
      enrollmentUrl: null,
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // No county premiums: consumers see the plan's own field (issue 36 item 13).
      premiumSource: { kind: 'plan' },
    });
    const one = await (await api.get('/api/admin/plans/S9001-001')).json();
    expect(one).toEqual(body.plans[0]);
  });

  it('searches plan ID, name and carrier, ignoring case, with % and _ matching themselves', async () => {
    expect(ids(await list('search=ZEPHYR%20test'))).toHaveLength(4);
    expect(ids(await list('search=s9001-00&sortBy=planId&sortOrder=asc'))).toEqual([
      'S9001-001',
      'S9001-002',
      'S9001-003',
      'S9001-004',
    ]);
    expect(ids(await list('search=GAMMA'))).toEqual(['S9001-003']);
    // Unescaped, "100%" would also match "Gamma 1000" and "_plan" would match "delta Plan".
    expect(ids(await list(`search=${encodeURIComponent('100%')}`))).toEqual(['S9001-001']);
    expect(ids(await list('search=_plan'))).toEqual(['S9001-002']);
    const none = await list('search=no-such-plan-anywhere');
    expect(none).toEqual({ plans: [], total: 0, page: 1, limit: 25 });
    const real = await list('search=globalhealth&limit=100');
    expect(real.total).toBeGreaterThan(0);
    for (const p of real.plans) expect(p.carrier).toBe('GlobalHealth');
  });

  it('filters by carrier, plan type, region and status, ignoring letter case, and combines them', async () => {
    expect((await list(`carrier=${encodeURIComponent(CARRIER.toUpperCase())}`)).total).toBe(4);
    expect(ids(await list(`${ONLY_CRAFTED}&planType=ppo&sortBy=planId&sortOrder=asc`))).toEqual([
      'S9001-002',
      'S9001-004',
    ]);
    expect(ids(await list(`${ONLY_CRAFTED}&region=OKLAHOMA&sortBy=planId&sortOrder=asc`))).toEqual([
      'S9001-001',
      'S9001-003',
      'S9001-004',
    ]);
    expect(ids(await list(`${ONLY_CRAFTED}&isActive=false`))).toEqual(['S9001-002']);
    expect((await list(`${ONLY_CRAFTED}&isActive=true`)).total).toBe(3);
    expect(
      (await list(`${ONLY_CRAFTED}&isActive=true&planType=PPO&region=Oklahoma`)).plans.map((p) => p.planId),
    ).toEqual(['S9001-004']);
    // A search and a filter together.
    expect(ids(await list(`search=delta&planType=HMO`))).toEqual([]);
    const active = await list('isActive=true&limit=100');
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*) filter (where ${medicarePlans.isActive})`.mapWith(Number) })
      .from(medicarePlans);
    expect(active.total).toBe(count?.n);
  });

  it('sorts by every allowed field, both ways, numbers as numbers and empty values last', async () => {
    const sorted = async (sortBy: string, sortOrder: string) =>
      ids(await list(`${ONLY_CRAFTED}&sortBy=${sortBy}&sortOrder=${sortOrder}`));
    // 5.50 < 20.00 < 100.00 (as text "100.00" would come first); no premium last either way.
    expect(await sorted('monthlyPremium', 'asc')).toEqual([
      'S9001-003',
      'S9001-001',
      'S9001-002',
      'S9001-004',
    ]);
    expect(await sorted('monthlyPremium', 'desc')).toEqual([
      'S9001-002',
      'S9001-001',
      'S9001-003',
      'S9001-004',
    ]);
    expect(await sorted('starRating', 'desc')).toEqual(['S9001-004', 'S9001-001', 'S9001-003', 'S9001-002']);
    expect(await sorted('starRating', 'asc')).toEqual(['S9001-003', 'S9001-001', 'S9001-004', 'S9001-002']);
    // Letter case is ignored: Alpha, beta, delta, Gamma.
    expect(await sorted('planName', 'asc')).toEqual(['S9001-001', 'S9001-002', 'S9001-004', 'S9001-003']);
    expect(await sorted('planName', 'desc')).toEqual(['S9001-003', 'S9001-004', 'S9001-002', 'S9001-001']);
    expect(await sorted('planId', 'desc')).toEqual(['S9001-004', 'S9001-003', 'S9001-002', 'S9001-001']);
    expect(await sorted('createdAt', 'asc')).toEqual(['S9001-001', 'S9001-002', 'S9001-003', 'S9001-004']);

    const byCarrier = await list('sortBy=carrier&sortOrder=asc&limit=100');
    const carriers = byCarrier.plans.map((p) => (p.carrier as string).toLowerCase());
    expect(carriers).toEqual([...carriers].sort());
    expect(new Set(carriers).size).toBeGreaterThan(2);

    // The most recently updated plan comes first by updatedAt desc.
    await api.put('/api/admin/plans/S9001-002', { notes: 'touched' });
    expect((await sorted('updatedAt', 'desc'))[0]).toBe('S9001-002');
    expect((await list('sortBy=updatedAt&sortOrder=desc')).plans[0]?.planId).toBe('S9001-002');
  });

  it('pages without overlap; past the end is an empty page with the total', async () => {
    const page = (n: number) => list(`${ONLY_CRAFTED}&sortBy=planId&sortOrder=asc&limit=2&page=${n}`);
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect(ids(one)).toEqual(['S9001-001', 'S9001-002']);
    expect(ids(two)).toEqual(['S9001-003', 'S9001-004']);
    expect(three).toEqual({ plans: [], total: 4, page: 3, limit: 2 });
    expect(one.total).toBe(4);
    // Across the whole catalogue too: every plan exactly once.
    const all: string[] = [];
    for (let n = 1; n <= Math.ceil(totalPlans / 25); n++) all.push(...ids(await list(`page=${n}`)));
    expect(all).toHaveLength(totalPlans);
    expect(new Set(all).size).toBe(totalPlans);
  });

  it('caps the page size at 100', async () => {
    for (let i = 0; i < 60; i++) await insertPlan(t, { carrier: 'Filler Co', planName: `Filler ${i}` });
    const big = await list('limit=1000');
    expect(big.limit).toBe(100);
    expect(big.plans).toHaveLength(100);
    expect(big.total).toBe(totalPlans + 60);
    expect((await list('limit=100')).plans).toHaveLength(100);
    expect((await list('limit=7')).plans).toHaveLength(7);
  });

  it('refuses parameters it cannot use, with a message', async () => {
    const cases: [string, string][] = [
      [
        'sortBy=id',
        'Sort by must be one of createdAt, planId, planName, carrier, monthlyPremium, starRating, updatedAt',
      ],
      ['sortOrder=up', 'Sort order must be asc or desc'],
      ['isActive=yes', 'isActive must be true or false'],
      ['page=0', 'Page must be at least 1'],
      ['limit=0', 'Limit must be at least 1'],
      ['limit=2.5', 'Limit must be a whole number'],
    ];
    for (const [query, message] of cases) {
      const res = await api.get(`/api/admin/plans?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error, query).toBe(message);
    }
  });
});
