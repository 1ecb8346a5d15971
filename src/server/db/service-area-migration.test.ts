/**
 * drizzle/0025 gives every existing plan its service area (ADR 0016) from region and counties:
 * the region's state by name or code (none, or text naming no state: Oklahoma, the one state
 * ClearPlan covered), each county as `OK|tulsa`, no counties as the whole state; the SQL agrees
 * with src/shared/service-area.ts (regionArea), on both databases. drizzle/0026 gives each county
 * premium its plan's state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { regionArea } from '../../shared/service-area.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { medicarePlans, planPremiums } from './schema.ts';

/** A migration's backfill (the columns it adds are there already). */
const updatesOf = (file: string) =>
  fs
    .readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));
const BACKFILL = updatesOf('0025_service-area.sql');
const PREMIUM_BACKFILL = updatesOf('0026_plan-premiums-by-state.sql');

const OLD_ROWS: [region: string | null, counties: string[] | null, area: string[]][] = [
  ['Oklahoma', ['Tulsa', 'Creek'], ['OK|creek', 'OK|tulsa']],
  ['Oklahoma', null, ['OK']],
  ['Oklahoma', [], ['OK']],
  ['oklahoma ', [' Le Flore ', 'Le Flore'], ['OK|le flore']],
  ['Arkansas', ['Washington'], ['AR|washington']],
  ['TX', null, ['TX']],
  ['New  Mexico', ['Lea'], ['NM|lea']],
  [null, ['Cimarron'], ['OK|cimarron']],
  [null, null, ['OK']],
  ['Atlantis', ['Tulsa'], ['OK|tulsa']],
];

describe.each(TEST_DATABASE_KINDS)('migrations 0025 and 0026 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('the seed gives every plan the area its region and counties make, as the plan API would', async () => {
    const plans = await t.database.db
      .select({
        region: medicarePlans.region,
        counties: medicarePlans.counties,
        area: medicarePlans.serviceArea,
      })
      .from(medicarePlans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect([...plan.area].sort()).toEqual(regionArea(plan.region, plan.counties));
  });

  it('gives old rows the area of their region and counties, as the writers would', async () => {
    expect(BACKFILL).toHaveLength(1);
    const db = t.database.db;
    await db.insert(medicarePlans).values(
      OLD_ROWS.map(([region, counties], i) => ({
        planId: `MIG25-${String(i).padStart(3, '0')}`,
        planYear: 2026,
        carrier: 'Migration Health',
        planName: `Migration ${i}`,
        planType: 'HMO',
        region,
        counties,
        // What the column held before the backfill does not matter: it is made from the rest.
        serviceArea: ['ZZ'],
      })),
    );
    for (const statement of BACKFILL) await db.execute(sql.raw(statement));
    const rows = await db
      .select({ planId: medicarePlans.planId, area: medicarePlans.serviceArea })
      .from(medicarePlans)
      .where(like(medicarePlans.planId, 'MIG25-%'))
      .orderBy(medicarePlans.planId);
    expect(rows.map((r) => [...r.area].sort())).toEqual(OLD_ROWS.map(([, , area]) => area));
    // The same areas the plan API gives these regions and counties.
    expect(rows.map((r) => [...r.area].sort())).toEqual(
      OLD_ROWS.map(([region, counties]) => regionArea(region, counties)),
    );
  });

  it('gives every county premium the state of its plan', async () => {
    expect(PREMIUM_BACKFILL).toHaveLength(1);
    const db = t.database.db;
    await db.insert(medicarePlans).values({
      planId: 'MIG26-001',
      planYear: 2026,
      carrier: 'Migration Health',
      planName: 'Migration Arkansas',
      planType: 'HMO',
      region: 'Arkansas',
      counties: ['Washington'],
      serviceArea: ['AR|washington'],
    });
    await db.insert(planPremiums).values([
      { planId: 'MIG26-001', state: 'ZZ', county: 'Washington', contractYear: 2026, sourceFile: 'old.csv' },
      { planId: 'MIG26-001', state: 'ZZ', county: '', contractYear: 2026, sourceFile: 'old.csv' },
    ]);
    for (const statement of PREMIUM_BACKFILL) await db.execute(sql.raw(statement));
    const premiums = await db.select().from(planPremiums).where(eq(planPremiums.planId, 'MIG26-001'));
    expect(
      premiums
        .map(({ state, county }) => ({ state, county }))
        .sort((a, b) => a.county.localeCompare(b.county)),
    ).toEqual([
      { state: 'AR', county: '' },
      { state: 'AR', county: 'Washington' },
    ]);
    // The seeded sample premiums are all of Oklahoma's plans.
    const states = await db.selectDistinct({ state: planPremiums.state }).from(planPremiums);
    expect(states.map((r) => r.state).sort()).toEqual(['AR', 'OK']);
  });
});
