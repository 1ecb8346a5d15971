/** Shared pieces of the admin plan API tests. */
import { eq } from 'drizzle-orm';
import { TEST_EDITOR, type TestApp } from '../../../tests/setup/test-app.ts';
import { regionArea } from '../../shared/service-area.ts';
import { adminUsers, medicarePlans, planUpdateHistory } from '../db/schema.ts';

type PlanInsert = typeof medicarePlans.$inferInsert;

export const createBody = (overrides: Record<string, unknown> = {}) => ({
  planId: 'H8000-001',
  carrier: 'Humana',
  planName: 'Test Gold Plus (HMO)',
  planType: 'HMO',
  monthlyPremium: '0.00',
  partBPremiumReduction: '0.00',
  moopInNetwork: '3900.00',
  region: 'Oklahoma',
  starRating: '4',
  hasRxCoverage: true,
  isActive: true,
  notes: 'Created by a test',
  ...overrides,
});

let sequence = 0;
/** A unique plan ID in a range the seed never uses. */
export const nextPlanId = (prefix = 'H7') =>
  `${prefix}${String(++sequence).padStart(3, '0')}-${String(sequence % 1000).padStart(3, '0')}`;

export async function insertPlan(t: TestApp, overrides: Partial<PlanInsert> = {}) {
  const values = {
    planId: nextPlanId(),
    planYear: 2026,
    carrier: 'Direct Test Health',
    planName: 'Direct Test Plan (HMO)',
    planType: 'HMO',
    monthlyPremium: '0.00',
    region: 'Oklahoma',
    ...overrides,
  };
  const serviceArea = overrides.serviceArea ?? regionArea(values.region ?? null, values.counties ?? null);
  const [row] = await t.database.db
    .insert(medicarePlans)
    .values({ ...values, serviceArea })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

export async function planRow(t: TestApp, planId: string) {
  const [row] = await t.database.db.select().from(medicarePlans).where(eq(medicarePlans.planId, planId));
  return row ?? null;
}

export async function historyRows(t: TestApp, planCode: string) {
  return t.database.db.select().from(planUpdateHistory).where(eq(planUpdateHistory.planCode, planCode));
}

/** Writes always carry a JSON body, as the browser's do. */
export function client(t: TestApp, cookies: string) {
  return {
    get: (path: string) => t.request(path, { cookies }),
    post: (path: string, json: unknown) => t.request(path, { method: 'POST', json, cookies }),
    put: (path: string, json: unknown) => t.request(path, { method: 'PUT', json, cookies }),
    patch: (path: string, json: unknown) => t.request(path, { method: 'PATCH', json, cookies }),
    del: (path: string) => t.request(path, { method: 'DELETE', json: {}, cookies }),
    raw: (path: string, method: string, body: string) =>
      t.request(path, { method, body, headers: { 'content-type': 'application/json' }, cookies }),
  };
}

/** Runs `check` as an admin whose role holds no permission (the test editor as "viewer", then back). */
export async function asAdminWithoutPermissions(t: TestApp, check: (cookies: string) => Promise<void>) {
  const setRole = (role: string) =>
    t.database.db.update(adminUsers).set({ role }).where(eq(adminUsers.email, TEST_EDITOR.email));
  await setRole('viewer');
  try {
    await check(await t.adminCookie(TEST_EDITOR));
  } finally {
    await setRole('editor');
  }
}
