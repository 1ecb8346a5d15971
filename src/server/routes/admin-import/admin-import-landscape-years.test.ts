/**
 * Issue 18: the Landscape file of one plan year imported beside another's (each plan row, its
 * Landscape details and its premiums per county belong to the file's Contract Year; an import
 * never touches another year), read through the admin plan API with ?year=.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { medicarePlans, planPremiums } from '../../db/schema.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures');
const FILE_2026 = path.join(FIXTURES, 'import/cms-landscape-2026.csv');
const FILE_2027 = path.join(FIXTURES, 'landscape/CY2027_Landscape_sample.csv');

describe.each(TEST_DATABASE_KINDS)('Landscape files of two plan years on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const importFile = (file: string) =>
    importToEnd(t, admin, 'landscape-file', fs.readFileSync(file, 'utf8'), {
      fileName: path.basename(file),
      query: { mode: 'upsert' },
    });
  const readPlan = async (planId: string, year: number) => {
    const res = await t.request(`/api/admin/plans/${planId}?year=${year}`, { cookies: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const details = async (planId: string, year: number) =>
    (
      await t.database.db
        .select({
          contractCategory: medicarePlans.contractCategory,
          partCPremium: medicarePlans.partCPremium,
          partDPremium: medicarePlans.partDPremium,
          starRatingState: medicarePlans.starRatingState,
          partCStarRating: medicarePlans.partCStarRating,
          partDStarRating: medicarePlans.partDStarRating,
          partDStarRatingState: medicarePlans.partDStarRatingState,
          snpType: medicarePlans.snpType,
          dsnpIntegrationStatus: medicarePlans.dsnpIntegrationStatus,
          csnpConditionTypes: medicarePlans.csnpConditionTypes,
          zeroDollarCostSharing: medicarePlans.zeroDollarCostSharing,
        })
        .from(medicarePlans)
        .where(and(eq(medicarePlans.planId, planId), eq(medicarePlans.planYear, year)))
    )[0];
  const premiums = (planId: string, year: number) =>
    t.database.db
      .select({
        county: planPremiums.county,
        partC: planPremiums.partCPremium,
        partD: planPremiums.partDPremium,
      })
      .from(planPremiums)
      .where(and(eq(planPremiums.planId, planId), eq(planPremiums.contractYear, year)))
      .orderBy(planPremiums.county);

  it('imports the 2027 file beside the 2026 one; each year reads its own plan, details and premiums', async () => {
    expect((await importFile(FILE_2026)).status).toBe('completed');
    const plan2026 = await readPlan('H7001-001', 2026);
    const dsnp2026 = await details('H7003-010', 2026);
    const premiums2026 = await premiums('H7001-001', 2026);
    expect(dsnp2026).toMatchObject({
      contractCategory: 'SNP',
      snpType: 'D-SNP',
      dsnpIntegrationStatus: 'HIDE',
    });

    expect((await importFile(FILE_2027)).status).toBe('completed');
    // 2026 is untouched by the 2027 file.
    expect(await readPlan('H7001-001', 2026)).toEqual(plan2026);
    expect(await details('H7003-010', 2026)).toEqual(dsnp2026);
    expect(await premiums('H7001-001', 2026)).toEqual(premiums2026);

    expect(await readPlan('H7001-001', 2027)).toMatchObject({ planYear: 2027, monthlyPremium: '0.00' });
    // The plan keeps the premium of most of its counties; Tulsa's $12.00 stays per county.
    expect(await premiums('H7001-001', 2027)).toEqual([
      { county: 'Cleveland', partC: '0.00', partD: '0.00' },
      { county: 'Oklahoma', partC: '0.00', partD: '0.00' },
      { county: 'Tulsa', partC: '12.00', partD: '0.00' },
    ]);
    expect(await details('H7001-001', 2027)).toMatchObject({
      contractCategory: 'MA-PD',
      partCStarRating: '4.5',
      partDStarRating: '4.0',
    });
    expect(await details('H7003-010', 2027)).toEqual({
      contractCategory: 'SNP',
      partCPremium: '0.00',
      partDPremium: '38.40',
      starRatingState: 'too-new',
      partCStarRating: null,
      partDStarRating: null,
      partDStarRatingState: 'not-enough-data',
      snpType: 'D-SNP',
      dsnpIntegrationStatus: 'HIDE',
      csnpConditionTypes: null,
      zeroDollarCostSharing: true,
    });
    expect(await details('H7010-002', 2027)).toMatchObject({
      csnpConditionTypes: 'Diabetes Mellitus; Chronic Heart Failure',
      partCPremium: '9.50',
      partDPremium: '30.20',
    });
    // The stand-alone drug plan is a plan of its year, with its category.
    expect(await readPlan('S7005-001', 2027)).toMatchObject({ planType: 'PDP', monthlyPremium: '21.10' });
    expect(await details('S7005-001', 2027)).toMatchObject({ contractCategory: 'PDP', partCPremium: null });
    // A plan of both years names them when no year is given.
    expect((await t.request('/api/admin/plans/H7001-001', { cookies: admin })).status).toBe(400);
  });
});
