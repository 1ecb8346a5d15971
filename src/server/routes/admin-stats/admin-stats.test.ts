import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { medicarePlans } from '../../db/schema.ts';

describe.each(TEST_DATABASE_KINDS)('admin dashboard stats on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** The numbers by hand from every plan row. */
  const expected = async () => {
    const rows = await t.database.db.select().from(medicarePlans);
    return {
      totalPlans: rows.length,
      activePlans: rows.filter((r) => r.isActive).length,
      planTypes: new Set(rows.map((r) => r.planType)).size,
      carriers: new Set(rows.map((r) => r.carrier)).size,
    };
  };

  it('needs a session; any admin role may read it', async () => {
    expect((await t.request('/api/admin/stats', { cookies: await t.gateCookie() })).status).toBe(401);
    const res = await t.request('/api/admin/stats', { cookies: await t.adminCookie(TEST_EDITOR) });
    expect(res.status).toBe(200);
  });

  it('counts plans, active plans, plan types and carriers from the database, not the spec’s fixed numbers', async () => {
    const cookies = await t.adminCookie();
    const stats = async () => (await t.request('/api/admin/stats', { cookies })).json();
    const seeded = await stats();
    expect(seeded).toEqual(await expected());
    expect(seeded.totalPlans).toBeGreaterThan(7);

    const create = (body: Record<string, unknown>) =>
      t.request('/api/admin/plans', {
        json: {
          carrier: 'Stats Co',
          planName: 'Stats Plan',
          planType: 'Stats-PPO',
          region: 'Oklahoma',
          ...body,
        },
        cookies,
      });
    expect((await create({ planId: 'H5000-001', isActive: false })).status).toBe(201);
    expect((await create({ planId: 'H5000-002' })).status).toBe(201);
    const after = await stats();
    expect(after).toEqual({
      totalPlans: seeded.totalPlans + 2,
      activePlans: seeded.activePlans + 1,
      planTypes: seeded.planTypes + 1,
      carriers: seeded.carriers + 1,
    });
    expect(after).toEqual(await expected());
  });
});
