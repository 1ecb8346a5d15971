/**
 * The seeded sample drug plans (PDP) in the admin back office: they are plans of the catalogue, so
 * the plan table lists them and filters by their type, and an admin edits one through the same
 * form and API as any plan, its type and missing MOOP kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { AdminPlanRecord } from '../../../shared/admin-plan-contracts.ts';
import { readJson } from '../../db/seed/reference-data.ts';
import { client } from '../../testing/admin-plans-helpers.ts';

const drugPlanIds = readJson<Array<{ planId: string }>>('drug-plans.json').map((p) => p.planId);

describe.each(TEST_DATABASE_KINDS)('the sample drug plans in the admin plan screens, on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
  });
  afterAll(() => t.close());

  it('lists them, offers their type and filters by it', async () => {
    const options = (await (await admin.get('/api/admin/plans/options')).json()) as { planTypes: string[] };
    expect(options.planTypes).toContain('PDP');
    const res = await admin.get('/api/admin/plans?planType=PDP&limit=100');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { plans: Array<{ planId: string; planType: string }>; total: number };
    expect(body.total).toBe(drugPlanIds.length);
    expect(body.plans.map((p) => p.planId).sort()).toEqual([...drugPlanIds].sort());
    for (const plan of body.plans) expect(plan.planType).toBe('PDP');
  });

  it('saves the edit form of a seeded drug plan: its type and missing MOOP are accepted as they are', async () => {
    const [planId = ''] = drugPlanIds;
    const path = `/api/admin/plans/${planId}?planYear=2026`;
    const before = (await (await admin.get(path)).json()) as AdminPlanRecord;
    expect(before).toMatchObject({ planType: 'PDP', moopInNetwork: null, hasRxCoverage: true });
    // The fields of the edit form (plan-form-values.ts), as it sends them, with a new premium.
    const res = await admin.put(path, {
      planId: before.planId,
      planYear: before.planYear,
      carrier: before.carrier,
      planName: before.planName,
      planType: before.planType,
      monthlyPremium: '1.10',
      partBPremiumReduction: before.partBPremiumReduction,
      moopInNetwork: null,
      region: before.region,
      starRating: before.starRating,
      hasRxCoverage: before.hasRxCoverage,
      isActive: before.isActive,
      notes: before.notes,
    });
    const after = (await res.json()) as AdminPlanRecord;
    expect(res.status, JSON.stringify(after)).toBe(200);
    // The seeded plan had county premiums: the editor said the typed premium replaces them, and it did.
    expect(before.premiumSource).toMatchObject({ kind: 'county' });
    expect(after).toEqual({
      ...before,
      monthlyPremium: '1.10',
      premiumSource: { kind: 'plan' },
      updatedAt: after.updatedAt,
    });
  });
});
