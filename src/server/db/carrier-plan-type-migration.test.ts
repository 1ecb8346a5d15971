/**
 * drizzle/0013 gives existing plans the catalogue's carrier and plan type (issue 16 "Admin": near
 * duplicates such as UnitedHealth / UnitedHealthcare and HMO CSNP / HMO C-SNP), keeping the old
 * spelling in *_as_imported: the SQL agrees with src/shared/carriers.ts and plan-types.ts, leaves
 * every other plan alone, and a second run changes nothing; on both databases.
 */
import fs from 'node:fs';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { normalizeCarrier } from '../../shared/carriers.ts';
import { normalizePlanType } from '../../shared/plan-types.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { medicarePlans } from './schema.ts';

/** The migration's data statements (the columns it adds are there already). */
const UPDATES = fs
  .readFileSync(path.join(MIGRATIONS_FOLDER, '0013_carrier-plan-type-lists.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n)*\s*UPDATE/i.test(statement));

const SPELLINGS: [carrier: string, planType: string][] = [
  ['UnitedHealth', 'HMO CSNP'],
  ['United Healthcare, Inc.', 'hmo c-snp'],
  ['UHC', 'HMO-POS'],
  ['Blue Cross and Blue Shield of Oklahoma', 'PPO DSNP'],
  ['Blue Cross & Blue Shield', 'Local PPO'],
  ['BCBSOK', 'hmo/pos'],
  ['humana', 'ma pd'],
  ['Global Health', 'HMO'],
  ['Acme Health', 'Medicare Savings Account'],
  ['UnitedHealthcare', 'HMO C-SNP'],
];

describe.each(TEST_DATABASE_KINDS)('migration 0013 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('normalises carriers and plan types as the shared modules do, keeping the old spelling', async () => {
    expect(UPDATES).toHaveLength(2);
    const db = t.database.db;
    await db.insert(medicarePlans).values(
      SPELLINGS.map(([carrier, planType], i) => ({
        planId: `MIG13-${String(i).padStart(3, '0')}`,
        planYear: 2026,
        carrier,
        planName: `Migration ${i}`,
        planType,
        serviceArea: ['OK'],
      })),
    );
    const run = async () => {
      for (const statement of UPDATES) await db.execute(sql.raw(statement));
    };
    const read = () =>
      db
        .select({
          planId: medicarePlans.planId,
          carrier: medicarePlans.carrier,
          carrierAsImported: medicarePlans.carrierAsImported,
          planType: medicarePlans.planType,
          planTypeAsImported: medicarePlans.planTypeAsImported,
        })
        .from(medicarePlans)
        .where(like(medicarePlans.planId, 'MIG13-%'))
        .orderBy(medicarePlans.planId);

    await run();
    const rows = await read();
    expect(rows).toEqual(
      SPELLINGS.map(([carrier, planType], i) => {
        const newCarrier = normalizeCarrier(carrier);
        const newType = normalizePlanType(planType);
        return {
          planId: `MIG13-${String(i).padStart(3, '0')}`,
          carrier: newCarrier,
          carrierAsImported: newCarrier === carrier ? null : carrier,
          planType: newType,
          planTypeAsImported: newType === planType ? null : planType,
        };
      }),
    );
    // Spot checks of what the table above computes.
    expect(rows[0]).toMatchObject({ carrier: 'UnitedHealthcare', planType: 'HMO C-SNP' });
    expect(rows[3]).toMatchObject({ carrier: 'Blue Cross Blue Shield of Oklahoma', planType: 'PPO D-SNP' });
    expect(rows[8]).toMatchObject({ carrier: 'Acme Health', carrierAsImported: null });

    await run();
    expect(await read()).toEqual(rows);
  });

  it('the seeded catalogue is already in the catalogue’s spelling', async () => {
    const plans = await t.database.db
      .select({ carrier: medicarePlans.carrier, planType: medicarePlans.planType })
      .from(medicarePlans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(normalizeCarrier(plan.carrier)).toBe(plan.carrier);
      expect(normalizePlanType(plan.planType)).toBe(plan.planType);
    }
  });
});
