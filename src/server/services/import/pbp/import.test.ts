/**
 * The PBP import on a real database (the seeded 2026 catalogue plus 2027 rows of three of its
 * plans), from the fixtures in CMS's format: only the named year's rows change, plans are not
 * created, history is recorded, a second run changes nothing, a release that cannot be read
 * writes nothing, and the engine prices an imported plan from the imported copays.
 */

import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../../tests/setup/test-database.ts';
import { computeMedicalCost } from '../../../../engine/medical-cost.ts';
import type { EnginePlan } from '../../../../engine/types.ts';
import { dataSources, medicarePlans, planUpdateHistory } from '../../../db/schema.ts';
import { ImportFileError } from '../import-file-error.ts';
import { importPbpBenefits } from './import.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'pbp-2027');
const YEAR = 2027;
const OTHER_YEAR = 2026;
const IMPORTED = ['H3706-001', 'H5619-031', 'H5619-041'];

type PlanRow = typeof medicarePlans.$inferSelect;

/** The engine's view of a stored plan, as plan-loader.ts builds it (the fields medical cost reads). */
const enginePlan = (row: PlanRow): EnginePlan =>
  ({
    id: row.id,
    planId: row.planId,
    medicalDeductible: Number(row.medicalDeductible ?? 0),
    moopInNetwork: row.moopInNetwork === null ? null : Number(row.moopInNetwork),
    moopOutNetwork: row.moopOutNetwork === null ? null : Number(row.moopOutNetwork),
    copayStructure: row.copayStructure ?? {},
  }) as EnginePlan;

describe.each(TEST_DATABASE_KINDS)('the PBP benefits import on %s', (kind) => {
  let database: TestDatabase;
  const rowsOf = (year: number) =>
    database.db
      .select()
      .from(medicarePlans)
      .where(eq(medicarePlans.planYear, year))
      .orderBy(medicarePlans.planId);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    // This file's catalogue for 2027: three of the seeded 2026 plans, renewed as they were.
    await db.delete(medicarePlans).where(eq(medicarePlans.planYear, YEAR));
    const seeded = await db
      .select()
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planYear, OTHER_YEAR), inArray(medicarePlans.planId, IMPORTED)));
    expect(seeded).toHaveLength(3);
    await db.insert(medicarePlans).values(
      seeded.map(({ id: _id, createdAt: _c, updatedAt: _u, ...plan }) => ({
        ...plan,
        planYear: YEAR,
        copayStructure: {
          ...plan.copayStructure,
          pcpCopayIn: '$999',
          skilledNursingIn: '$0 per day, days 1-100',
        },
      })),
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('refuses a release whose file lacks a column, before writing anything', async () => {
    const before = await rowsOf(YEAR);
    const source = {
      name: 'broken',
      files: new Map([
        [
          'sectionA' as const,
          {
            name: 'pbp_Section_A.txt',
            kind: 'sectionA' as const,
            lines: async function* () {
              yield 'pbp_a_hnumber\tpbp_a_plan_identifier\tsegment_id';
              yield 'H3706\t001\t0';
            },
          },
        ],
      ]),
      ignored: [],
      close: async () => {},
    };
    await expect(importPbpBenefits(database.db, source, { planYear: YEAR })).rejects.toThrow(ImportFileError);
    expect(await rowsOf(YEAR)).toEqual(before);
  });

  it('updates only the named year’s plans, creates none, and reports the release’s other plans', async () => {
    const otherYearBefore = await rowsOf(OTHER_YEAR);
    const report = await importPbpBenefits(database.db, FIXTURES, { planYear: YEAR });
    expect(report).toMatchObject({
      planYear: YEAR,
      matched: 3,
      updated: 3,
      unchanged: 0,
      // H3706-009 has a 2026 row only; S5601-012 is a PDP the catalogue does not have.
      notInCatalogue: { count: 2, sample: ['H3706-009', 'S5601-012'] },
      notInRelease: { count: 0 },
      missingFiles: [],
      notStated: { count: 0 },
    });
    // The other year is untouched, to the updated_at.
    expect(await rowsOf(OTHER_YEAR)).toEqual(otherYearBefore);
    expect((await rowsOf(YEAR)).map((r) => r.planId)).toEqual(IMPORTED);
    // Its provenance, for the admin Data page and the consumer pages' data date.
    const [source] = await database.db.select().from(dataSources).orderBy(desc(dataSources.id)).limit(1);
    expect(source).toMatchObject({
      kind: 'pbp',
      planYear: YEAR,
      sourceName: 'pbp-2027',
      sample: false,
      rows: 3,
    });
  });

  it('stores the HMO’s copays, benefits and tiers as an admin would type them, keeping keys PBP does not give', async () => {
    const [hmo] = await database.db
      .select()
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planYear, YEAR), eq(medicarePlans.planId, 'H3706-001')));
    expect(hmo).toMatchObject({
      moopInNetwork: '3900.00',
      moopOutNetwork: null,
      medicalDeductible: '0.00',
      hasRxCoverage: true,
      rxDeductible: '0.00',
    });
    expect(hmo?.copayStructure).toMatchObject({
      pcpCopayIn: '$0',
      specialistCopayIn: '$40',
      er: '$100',
      urgentCare: '$40',
      labsIn: '$0',
      xraysIn: '$10',
      mriCtIn: '$175',
      outpatientSurgeryIn: '$250',
      ambulatorySurgeryIn: '$200',
      ambulanceGround: '$250',
      ambulanceAir: '20%',
      hospitalCopayIn: '$350 per day, days 1-5; $0 per day, days 6-90',
      pcpCopayOon: 'Not covered',
      // Not in the PBP files ClearPlan reads: the plan's own value stays.
      skilledNursingIn: '$0 per day, days 1-100',
    });
    expect(hmo?.benefits).toMatchObject({
      dental: '$1,500 per year for comprehensive dental',
      vision: '$0 routine eye exam; $150 per year for glasses or contacts',
      hearing: '$0 routine hearing exam; hearing aids from $299 per aid',
      otc: '$60 per quarter',
      gym: 'Fitness benefit',
      transportation: 'Not covered',
    });
    expect(hmo?.prescriptionTiers).toMatchObject({
      tier1Retail: '$0',
      tier2Retail: '$10',
      tier2Mail: '$30',
      tier3Retail: '$47',
      tier3Mail: '$141',
      tier4Retail: '40%',
      tier5Retail: '25%',
      tier6Retail: 'None (5-tier formulary)',
      selectInsulin: '$35',
      deductibleTiers: 'none',
    });
  });

  it('prices the imported HMO from the imported copays', async () => {
    const [hmo] = await database.db
      .select()
      .from(medicarePlans)
      .where(and(eq(medicarePlans.planYear, YEAR), eq(medicarePlans.planId, 'H3706-001')));
    // "some" care, all in network, no deductible: 2 labs × $0 + 1 X-ray × $10 + 1 urgent care × $40
    // + 4 PCP visits × $0 + 2 specialist visits × $40 = $130 (under the $3,900 MOOP). With the $999
    // PCP copay the row had before the import, it would have been 4 × $140 (the visit price cap) more.
    expect(computeMedicalCost(enginePlan(hmo as PlanRow), [], 'some')).toBe(130);
    // "ongoing" care includes a 5-day hospital stay: 5 × $350 = $1,750 of it.
    const ongoing = computeMedicalCost(enginePlan(hmo as PlanRow), [], 'ongoing');
    const withoutStay = computeMedicalCost(
      enginePlan({ ...(hmo as PlanRow), copayStructure: { ...hmo?.copayStructure, hospitalCopayIn: '$0' } }),
      [],
      'ongoing',
    );
    expect(ongoing - withoutStay).toBe(1750);
  });

  it('imports the PPO’s coinsurance and deductibles, and the plan without Part D', async () => {
    const rows = await rowsOf(YEAR);
    const ppo = rows.find((r) => r.planId === 'H5619-031');
    const noRx = rows.find((r) => r.planId === 'H5619-041');
    expect(ppo).toMatchObject({
      moopInNetwork: '7400.00',
      moopOutNetwork: '11300.00',
      medicalDeductible: '500.00',
      rxDeductible: '480.00',
      copayStructure: expect.objectContaining({
        pcpCopayIn: '$0',
        specialistCopayIn: '20%',
        urgentCare: 'Up to $50 ($0-$50)',
        outpatientSurgeryIn: 'Up to $350 ($0-$350)',
        hospitalCopayIn: '$425 per day, days 1-6',
      }),
      // mrx_alt_no_ded_tier "1100010": tiers 1, 2 and 6 are exempt from the $480 deductible.
      prescriptionTiers: expect.objectContaining({ tier6Retail: '$0', deductibleTiers: '3,4,5' }),
    });
    expect(noRx).toMatchObject({
      hasRxCoverage: false,
      rxDeductible: null,
      prescriptionTiers: expect.objectContaining({ tier1Retail: 'Not covered', deductibleTiers: 'none' }),
    });
  });

  it('records each change in the plans’ history, for this year’s rows only', async () => {
    const ids = (await rowsOf(YEAR)).map((r) => r.id);
    const history = await database.db
      .select()
      .from(planUpdateHistory)
      .where(inArray(planUpdateHistory.planId, ids));
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'update']);
    const hmo = history.find((h) => h.planCode === 'H3706-001');
    expect(hmo?.changes).toMatchObject({
      copayStructure: { before: expect.objectContaining({ pcpCopayIn: '$999' }) },
    });
    const otherYearIds = (await rowsOf(OTHER_YEAR)).map((r) => r.id);
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(planUpdateHistory)
      .where(inArray(planUpdateHistory.planId, otherYearIds));
    expect(n).toBe(0);
  });

  it('changes nothing when the same release is imported again', async () => {
    const before = await rowsOf(YEAR);
    const report = await importPbpBenefits(database.db, FIXTURES, { planYear: YEAR });
    expect(report).toMatchObject({ matched: 3, updated: 0, unchanged: 3 });
    expect(await rowsOf(YEAR)).toEqual(before);
  });

  it('finds no plans to update for a year the catalogue does not have', async () => {
    const report = await importPbpBenefits(database.db, FIXTURES, { planYear: 2031 });
    expect(report).toMatchObject({ matched: 0, updated: 0, notInCatalogue: { count: 5 } });
  });
});
