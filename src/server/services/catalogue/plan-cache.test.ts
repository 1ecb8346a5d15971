import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { servesCounty } from '../../../engine/recommend.ts';
import { regionArea } from '../../../shared/service-area.ts';
import { medicarePlans, planFormulary } from '../../db/schema.ts';
import { PlanCache } from './plan-cache.ts';

/**
 * The plan cache reads and keeps one county and plan year at a time (docs/benchmarks-national.md):
 * what it hands out must be exactly what the engine's rule picks from the whole catalogue, it
 * keeps no more counties than its bound, and any plan write is seen on the next call.
 */
describe.each(TEST_DATABASE_KINDS)('plan cache per county and plan year (%s)', (kind) => {
  let database: TestDatabase;
  const year = 2026;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const inOklahoma = (county: string | null) => ({ state: 'OK', county });

  /** The old way: every active plan of the year, filtered by the engine's rule. */
  async function fromWholeCatalogue(county: string | null) {
    const all = await database.db.select().from(medicarePlans).where(eq(medicarePlans.isActive, true));
    return all
      .filter((p) => p.planYear === year && servesCounty(p, 'OK', county))
      .map((p) => p.planId)
      .sort();
  }

  /** A write as recordPlanChange makes it: updated_at moves on. */
  async function touch(planId: string, set: Partial<typeof medicarePlans.$inferInsert>) {
    await database.db
      .update(medicarePlans)
      .set({ ...set, updatedAt: sql`now() + interval '1 second'` })
      .where(eq(medicarePlans.planId, planId));
  }

  it('hands out what the engine would pick from the whole catalogue, for every county, statewide and none', async () => {
    const cache = new PlanCache(database.db);
    const counties = ['Oklahoma', 'Tulsa', 'Cimarron', 'Texas', '  oklahoma ', 'Nowhere', null];
    for (const county of counties) {
      const { rows } = await cache.eligible(inOklahoma(county), year);
      expect(rows.map((r) => r.planId).sort(), String(county)).toEqual(await fromWholeCatalogue(county));
    }
    // The seed has both plans that list counties and statewide ones, so both branches are used.
    expect((await cache.eligible(inOklahoma('Oklahoma'), year)).rows.length).toBeGreaterThan(
      (await cache.eligible(inOklahoma(null), year)).rows.length,
    );
    expect((await cache.eligible(inOklahoma(null), year)).rows.length).toBeGreaterThan(0);
    expect((await cache.eligible(inOklahoma('Oklahoma'), 1999)).rows).toEqual([]);
  });

  it('knows which of the county’s plans have a formulary on file', async () => {
    const cache = new PlanCache(database.db);
    const { rows, withFormulary } = await cache.eligible(inOklahoma('Tulsa'), year);
    const ids = rows.map((r) => r.id);
    const withRows = await database.db
      .selectDistinct({ id: planFormulary.planId })
      .from(planFormulary)
      .where(sql`${planFormulary.planId} = any(${`{${ids.join(',')}}`}::int[])`);
    expect([...withFormulary].sort((a, b) => a - b)).toEqual(withRows.map((r) => r.id).sort((a, b) => a - b));
    expect(withFormulary.size).toBeGreaterThan(0);
  });

  it('keeps the rows of a county until the catalogue changes, and only as many counties as its bound', async () => {
    const cache = new PlanCache(database.db, 2);
    const first = await cache.eligible(inOklahoma('Oklahoma'), year);
    expect(await cache.eligible(inOklahoma('Oklahoma'), year)).toBe(first);
    await cache.eligible(inOklahoma('Tulsa'), year);
    // Oklahoma was used again after Tulsa was read: Cleveland pushes out Tulsa, the least recent.
    expect(await cache.eligible(inOklahoma('OKLAHOMA'), year)).toBe(first);
    const tulsa = await cache.eligible(inOklahoma('Tulsa'), year);
    await cache.eligible(inOklahoma('Oklahoma'), year);
    await cache.eligible(inOklahoma('Cleveland'), year);
    expect(cache.keptCounties).toBe(2);
    expect(await cache.eligible(inOklahoma('Oklahoma'), year)).toBe(first);
    const again = await cache.eligible(inOklahoma('Tulsa'), year);
    expect(again).not.toBe(tulsa);
    expect(again.rows.map((r) => r.planId)).toEqual(tulsa.rows.map((r) => r.planId));
  });

  it('sees a plan write on the next call: a plan leaving a county, one deactivated, a new year', async () => {
    const cache = new PlanCache(database.db);
    const before = await cache.eligible(inOklahoma('Oklahoma'), year);
    const listing = before.rows.find((r) => (r.counties ?? []).length > 1);
    const other = before.rows.find((r) => r !== listing);
    if (!listing || !other) throw new Error('the seed has no plan listing several counties');
    const counties = (listing.counties ?? []).filter((c) => c !== 'Oklahoma');
    // As the plan API writes it: the service area follows the counties (ADR 0016).
    await touch(listing.planId, { counties, serviceArea: regionArea(listing.region, counties) });
    await touch(other.planId, { isActive: false });
    const after = await cache.eligible(inOklahoma('Oklahoma'), year);
    expect(after.rows.map((r) => r.planId)).not.toContain(listing.planId);
    expect(after.rows.map((r) => r.planId)).not.toContain(other.planId);
    expect(after.rows).toHaveLength(before.rows.length - 2);
    expect(after.rows.map((r) => r.planId).sort()).toEqual(await fromWholeCatalogue('Oklahoma'));

    expect(await cache.yearsWithPlans()).not.toContain(2027);
    await database.db.insert(medicarePlans).values({
      planId: 'H7999-001',
      planYear: 2027,
      carrier: 'Cache Test Health',
      planName: 'Cache Test Plan (HMO)',
      planType: 'HMO',
      monthlyPremium: '0.00',
      counties: ['Oklahoma'],
      serviceArea: ['OK|oklahoma'],
    });
    expect(await cache.yearsWithPlans()).toContain(2027);
    expect((await cache.eligible(inOklahoma('Oklahoma'), 2027)).rows.map((r) => r.planId)).toEqual([
      'H7999-001',
    ]);
    expect((await cache.eligible(inOklahoma('Tulsa'), 2027)).rows).toEqual([]);
  });

  it('answers a view taken with now() from its one version, and the next view sees a later write', async () => {
    const cache = new PlanCache(database.db);
    const view = await cache.now();
    const years = await view.yearsWithPlans();
    const before = await view.eligible(inOklahoma('Tulsa'), year);
    expect(before).toBe(await cache.eligible(inOklahoma('Tulsa'), year));
    const leaving = before.rows[0];
    if (!leaving) throw new Error('the seed has no plan in Tulsa');
    await touch(leaving.planId, { isActive: false });
    // The view stays with what it was taken at: the years and plans of one submission agree.
    expect(await view.eligible(inOklahoma('Tulsa'), year)).toBe(before);
    expect(await view.yearsWithPlans()).toEqual(years);
    const next = await cache.now();
    expect((await next.eligible(inOklahoma('Tulsa'), year)).rows.map((r) => r.planId)).not.toContain(
      leaving.planId,
    );
    expect((await next.eligible(inOklahoma('Tulsa'), year)).rows.map((r) => r.planId).sort()).toEqual(
      await fromWholeCatalogue('Tulsa'),
    );
  });
});
