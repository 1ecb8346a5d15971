import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { TEST_ADMIN } from '../../../../tests/setup/test-database-config.ts';
import { upsertProviders } from '../../services/providers/nppes-import.ts';
import { queryRows } from '../client.ts';
import {
  adminUsers,
  medicarePlans,
  medicationLookup,
  oklahomaZipCounties,
  planNetworks,
  planPremiums,
  zipCoordinates,
} from '../schema.ts';
import { cataloguePlanIds, seedPlanCatalogue } from './plan-catalogue.ts';
import { loadCounties } from './reference-data.ts';
import { LANDSCAPE_SAMPLE_FILE } from './sample-files.ts';
import { seedDatabase } from './seed.ts';

describe.each(TEST_DATABASE_KINDS)('seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const count = async (
    table:
      | typeof zipCoordinates
      | typeof oklahomaZipCounties
      | typeof medicationLookup
      | typeof medicarePlans
      | typeof adminUsers,
  ) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    return row?.n ?? 0;
  };

  it('loads the Oklahoma reference data completely', async () => {
    expect(await count(oklahomaZipCounties)).toBe(1146);
    expect(await count(zipCoordinates)).toBe(765);
    const counties = await database.db
      .selectDistinct({ county: oklahomaZipCounties.county })
      .from(oklahomaZipCounties);
    expect(counties.map((c) => c.county).sort()).toEqual(
      loadCounties()
        .map((c) => c.name)
        .sort(),
    );
    expect(counties).toHaveLength(77);
    const coords = await database.db.select().from(zipCoordinates);
    for (const row of coords) {
      expect(row.zipCode).toMatch(/^7[34]\d{3}$/);
      expect(Number(row.latitude)).toBeGreaterThan(33.6);
      expect(Number(row.latitude)).toBeLessThan(37.01);
      expect(Number(row.longitude)).toBeGreaterThan(-103.01);
      expect(Number(row.longitude)).toBeLessThan(-94.4);
    }
    const twoCounty = await database.db
      .select({ county: oklahomaZipCounties.county })
      .from(oklahomaZipCounties)
      .where(eq(oklahomaZipCounties.zipCode, '73099'));
    expect(twoCounty.map((r) => r.county).sort()).toEqual(['Canadian', 'Oklahoma']);
  });

  it('is idempotent: running it again adds nothing and keeps the admin password', async () => {
    const before = await Promise.all([
      count(oklahomaZipCounties),
      count(zipCoordinates),
      count(medicationLookup),
      count(medicarePlans),
      count(adminUsers),
    ]);
    const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
    const report = await seedDatabase(database.db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: 'another-password-entirely',
    });
    expect(report).toMatchObject({
      plansAdded: 0,
      adminCreated: false,
      samplePremiumRows: 0,
      sampleMedigapRates: 0,
    });
    const after = await Promise.all([
      count(oklahomaZipCounties),
      count(zipCoordinates),
      count(medicationLookup),
      count(medicarePlans),
      count(adminUsers),
    ]);
    expect(after).toEqual(before);
    const [again] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
    expect(again?.hashedPassword).toBe(admin?.hashedPassword);
    expect(admin?.hashedPassword).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps money exact: 3900.00 in, 3900.00 out, and the verified GlobalHealth facts', async () => {
    const [plan] = await database.db
      .select()
      .from(medicarePlans)
      .where(eq(medicarePlans.planId, 'H3706-021'));
    expect(plan).toMatchObject({
      carrier: 'GlobalHealth',
      planType: 'HMO-POS',
      monthlyPremium: '10.00',
      moopInNetwork: '3900.00',
      moopOutNetwork: '10000.00',
      isActive: true,
      hasRxCoverage: true,
    });
    await database.db
      .update(medicarePlans)
      .set({ monthlyPremium: '29.90' })
      .where(eq(medicarePlans.planId, 'H3706-021'));
    const [updated] = await database.db
      .select()
      .from(medicarePlans)
      .where(eq(medicarePlans.planId, 'H3706-021'));
    expect(updated?.monthlyPremium).toBe('29.90');
  });

  it('loads the sample Landscape file\u2019s premiums for every seeded plan, per county and labelled sample', async () => {
    const rows = await database.db
      .select()
      .from(planPremiums)
      .orderBy(planPremiums.planId, planPremiums.county);
    expect(new Set(rows.map((r) => r.planId)).size).toBe(cataloguePlanIds().length);
    expect(
      rows.every((r) => r.sample && r.sourceFile === LANDSCAPE_SAMPLE_FILE && r.contractYear === 2026),
    ).toBe(true);
    // $29.00, all Part D: basic $18.56 within the sample's $38.44 subsidy, supplemental $10.44 left.
    expect(rows.find((r) => r.planId === 'H3706-018' && r.county === 'Tulsa')).toMatchObject({
      partCPremium: '0.00',
      partDPremium: '29.00',
      partDPremiumExtraHelp: '10.44',
    });
    // A plan offered statewide has a row for each of the 77 counties.
    const statewide = rows.filter((r) => r.planId === 'H5619-031');
    expect(statewide).toHaveLength(77);
  });

  it('never places a real NPI in a network: only the providers it generated (ADR 0014)', async () => {
    const { db } = database;
    const [counts] = await queryRows<{ real_in_sample: number | string; generated: number | string }>(
      db,
      sql`select
          (select count(*) from plan_networks n join providers p on p.id = n.provider_id
            where n.sample and not p.sample) as real_in_sample,
          (select count(*) from providers where sample) as generated`,
    );
    expect(Number(counts?.real_in_sample)).toBe(0);
    expect(Number(counts?.generated)).toBe(20_000);
    // A real doctor (an NPPES row) in a statewide plan's area, then the plan's network generated anew.
    await upsertProviders(db, [
      { npi: '1900000013', lastNameOrOrgName: "O'BRIEN", firstName: 'MARY', state: 'OK', county: 'Oklahoma' },
    ]);
    const [plan] = await db.select().from(medicarePlans).where(eq(medicarePlans.planId, 'H5619-031'));
    if (!plan) throw new Error('H5619-031 is seeded');
    await db.delete(planNetworks).where(eq(planNetworks.planId, plan.id));
    const report = await seedPlanCatalogue(db);
    expect(report.networkRows).toBeGreaterThan(1000);
    const real = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from plan_networks n join providers p on p.id = n.provider_id
        where p.npi = '1900000013'`,
    );
    expect(Number(real[0]?.n)).toBe(0);
  });

  it('gives submissions a random UUID id, not a sequence', async () => {
    const { medicareUsers } = await import('../schema.ts');
    const rows = await database.db
      .insert(medicareUsers)
      .values([
        {
          planYear: 2026,
          firstName: 'A',
          lastName: 'B',
          birthDate: '1950-01-01',
          zipCode: '73099',
          medications: [],
          doctors: [],
        },
        {
          planYear: 2026,
          firstName: 'C',
          lastName: 'D',
          birthDate: '1951-01-01',
          zipCode: '74012',
          medications: [],
          doctors: [],
        },
      ])
      .returning();
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.doctorSearchRadius).toBe(20);
      expect(row.isCustomCounty).toBe(false);
    }
  });
});
