import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as importCommand } from '../../../../../scripts/import.ts';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../../tests/setup/test-database.ts';
import { queryRows } from '../../../db/client.ts';
import { dataSources, medicarePlans, planNetworks, providers } from '../../../db/schema.ts';
import { parseMappingCsv } from './plan-matching.ts';
import { importPlanNetDirectory } from './plan-net-import.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const EXPORT = path.join(FIXTURES, 'prairie-health-2027');
const REFERENCE = path.join(FIXTURES, 'plannet-reference');
const BUNDLE = path.join(FIXTURES, 'plannet-bundle.json');
const MAPPING = parseMappingCsv(fs.readFileSync(path.join(FIXTURES, 'prairie-health-mapping.csv'), 'utf8'));

// The fixture's practitioners (fixtures/prairie-health-2027/Practitioner.ndjson).
const NPI = {
  obrien: '1987000019',
  nguyen: '1987000027',
  patel: '1987000035',
  mcdonald: '1987000043',
  lee: '1987000050',
  hale: '1987000068',
  brooks: '1987000076',
  ortiz: '1987000084',
};
const STALE_NPI = '1987000092'; // a real doctor in last year's feed, not in this export

describe.each(TEST_DATABASE_KINDS)('Plan-Net network import on %s', (kind) => {
  let database: TestDatabase;
  /** Row ids of the test catalogue: "H9001-001 2027" → id. */
  const plan: Record<string, number> = {};
  let sampleProviderId = 0;
  let staleProviderId = 0;

  /** Each test plan's network rows as "NPI" (real) or "NPI sample". */
  async function networks(): Promise<Record<string, string[]>> {
    const rows = await queryRows<{ plan_id: string; plan_year: number; npi: string; sample: boolean }>(
      database.db,
      sql`select m.plan_id, m.plan_year, p.npi, n.sample from plan_networks n
          join medicare_plans m on m.id = n.plan_id join providers p on p.id = n.provider_id
          where m.plan_id like 'H9001-%' or m.plan_id like 'H9002-%'
          order by m.plan_id, m.plan_year, p.npi`,
    );
    const out: Record<string, string[]> = {};
    for (const row of rows) {
      const key = `${row.plan_id} ${row.plan_year}`;
      out[key] = [...(out[key] ?? []), row.sample ? `${row.npi} sample` : row.npi];
    }
    return out;
  }
  const provider = async (npi: string) => {
    const [row] = await database.db.select().from(providers).where(eq(providers.npi, npi));
    return row;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const rows = await db
      .insert(medicarePlans)
      .values(
        [
          ['H9001-001', 2026],
          ['H9001-001', 2027],
          ['H9001-002', 2027],
          ['H9002-003-1', 2027],
          ['H9001-005', 2027],
          ['H9001-009', 2027], // not in the export
          // The Da Vinci-shaped fixtures' plans (plannet-reference, plannet-bundle.json).
          ['H9003-001', 2027],
          ['H9003-002', 2027],
          ['H9003-003', 2027],
        ].map(([planId, planYear]) => ({
          planId: planId as string,
          planYear: planYear as number,
          carrier: 'Prairie Health',
          planName: `Prairie Health ${planId}`,
          planType: 'HMO',
          serviceArea: ['OK'],
        })),
      )
      .returning();
    for (const row of rows) plan[`${row.planId} ${row.planYear}`] = row.id;

    // A real doctor from NPPES whose record is richer than the directory's.
    await db.insert(providers).values({
      npi: NPI.brooks,
      lastNameOrOrgName: 'Brooks',
      firstName: 'Evan',
      title: 'M.D.',
      physicalAddress1: '500 NE 10th St',
      city: 'Oklahoma City',
      state: 'OK',
      zipCode: '73104',
      county: 'Oklahoma',
      providerType: 'Individual',
      primarySpecialty: 'Family Medicine',
      activeDate: '2008-03-01',
      sample: false,
    });
    // A made-up provider that happens to carry a real NPI of the export, with a generated row.
    const [ortiz] = await db
      .insert(providers)
      .values({ npi: NPI.ortiz, lastNameOrOrgName: 'Sampleton', firstName: 'Generated', sample: true })
      .returning();
    const [stale] = await db
      .insert(providers)
      .values({ npi: STALE_NPI, lastNameOrOrgName: 'Stale', providerType: 'Individual', sample: false })
      .returning();
    const [seededSample] = await queryRows<{ id: number }>(
      db,
      sql`select id from providers where sample order by id limit 1`,
    );
    sampleProviderId = Number(seededSample?.id);
    staleProviderId = Number(stale?.id);
    await db.insert(planNetworks).values([
      // Last year's real network, and rows other plans and years hold.
      { planId: plan['H9001-001 2027'] as number, providerId: staleProviderId, sample: false },
      { planId: plan['H9001-001 2026'] as number, providerId: staleProviderId, sample: false },
      { planId: plan['H9001-009 2027'] as number, providerId: staleProviderId, sample: false },
      // The generator's rows: one of a sample provider, one of the provider the export makes real.
      { planId: plan['H9001-001 2027'] as number, providerId: sampleProviderId, sample: true },
      { planId: plan['H9002-003-1 2027'] as number, providerId: Number(ortiz?.id), sample: true },
    ]);
  });
  afterAll(() => database.close());

  it('replaces the 2027 networks of the plans the directory covers, and nothing else', async () => {
    const sampleNpi = (
      await database.db
        .select({ npi: providers.npi })
        .from(providers)
        .where(eq(providers.id, sampleProviderId))
    )[0]?.npi;
    const report = await importPlanNetDirectory(database.db, EXPORT, { planYear: 2027, mapping: MAPPING });
    const [source] = await database.db.select().from(dataSources).orderBy(desc(dataSources.id)).limit(1);
    expect(source).toMatchObject({
      kind: 'plan-net',
      planYear: 2027,
      sourceName: 'prairie-health-2027',
      sample: false,
      // The rows it gave the catalogue's plans (a directory that matched no plan keeps 0).
      rows: report.networkRows.written,
    });
    expect(report.networkRows.written).toBeGreaterThan(0);
    expect(report).toMatchObject({
      planYear: 2027,
      plansCovered: [
        { planId: 'H9001-001', networks: ['net-okc-hmo'], practitioners: 3 },
        { planId: 'H9001-002', networks: ['net-okc-hmo'], practitioners: 3 },
        { planId: 'H9001-005', networks: ['net-dsnp'], practitioners: 1 },
        { planId: 'H9002-003-1', networks: ['net-ok-ppo'], practitioners: 3 },
      ],
      plansNotInCatalogue: ['H9999-001'],
      insurancePlansOtherYear: ['ip-h9001-001-2026'],
      insurancePlansWithoutPlanId: [],
      unusedMappingRows: [],
      practitioners: { inCoveredNetworks: 6, inserted: 4, updated: 2 },
      networkRows: { removed: 1, written: 10 },
      roles: {
        read: 13,
        used: 6,
        outsideCoveredNetworks: 1, // role-hale-2026
        skipped: { inactive: 1, noPractitioner: 1, noNetwork: 1, noNpi: 1, danglingReference: 2 },
      },
      dangling: { count: 3 },
      malformed: { count: 2 },
    });
    expect(await networks()).toEqual({
      // The 2026 plan keeps last year's network; the 2027 one loses the stale doctor.
      'H9001-001 2026': [STALE_NPI],
      'H9001-001 2027': [NPI.obrien, NPI.nguyen, NPI.brooks, `${sampleNpi} sample`].sort(),
      'H9001-002 2027': [NPI.obrien, NPI.nguyen, NPI.brooks].sort(),
      // Ortiz's generated row became the directory's real one.
      'H9002-003-1 2027': [NPI.nguyen, NPI.mcdonald, NPI.ortiz],
      'H9001-005 2027': [NPI.lee],
      'H9001-009 2027': [STALE_NPI],
    });
  });

  it('writes practitioners as real providers: names, credential, address and county, specialty', async () => {
    expect(await provider(NPI.obrien)).toMatchObject({
      lastNameOrOrgName: "O'Brien",
      firstName: 'Mary',
      middleName: 'K',
      suffix: null,
      title: 'MD',
      physicalAddress1: '1000 N Lincoln Blvd',
      physicalAddress2: 'Ste 200',
      city: 'Oklahoma City',
      state: 'OK',
      zipCode: '73104',
      zipCodePlus4: '1234',
      county: 'Oklahoma',
      phone: '(405) 555-0101',
      providerType: 'Individual',
      primarySpecialty: 'Family Medicine',
      sample: false,
    });
    expect(await provider(NPI.nguyen)).toMatchObject({
      lastNameOrOrgName: 'Nguyen',
      firstName: 'Thanh',
      title: 'DO',
      city: 'Tulsa',
      county: 'Tulsa',
      primarySpecialty: 'Internal Medicine',
    });
    // Generational suffix apart from the credential; its only location is not in the export.
    expect(await provider(NPI.mcdonald)).toMatchObject({
      lastNameOrOrgName: 'McDonald',
      middleName: 'J',
      suffix: 'JR',
      title: 'MD',
      physicalAddress1: null,
      zipCode: null,
      primarySpecialty: 'Cardiology',
    });
    expect(await provider(NPI.patel)).toBeUndefined(); // only an inactive role
    expect(await provider(NPI.hale)).toBeUndefined(); // only in the 2026 network
  });

  it("keeps an NPPES provider's name, address and specialty, filling only what is empty", async () => {
    expect(await provider(NPI.brooks)).toMatchObject({
      lastNameOrOrgName: 'Brooks',
      title: 'M.D.',
      physicalAddress1: '500 NE 10th St', // not the directory's Tulsa office
      city: 'Oklahoma City',
      zipCode: '73104',
      phone: '(918) 555-0119', // was empty
      activeDate: '2008-03-01',
      sample: false,
    });
    // A made-up provider with the NPI takes the directory's record whole and becomes real.
    expect(await provider(NPI.ortiz)).toMatchObject({
      lastNameOrOrgName: 'Ortiz',
      firstName: 'Lucia',
      city: 'Oklahoma City',
      sample: false,
    });
  });

  it('is idempotent: importing the same export again changes no row', async () => {
    const before = await networks();
    const providersBefore = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, Object.values(NPI)));
    const report = await importPlanNetDirectory(database.db, EXPORT, { planYear: 2027, mapping: MAPPING });
    expect(report).toMatchObject({
      practitioners: { inCoveredNetworks: 6, inserted: 0, updated: 6 },
      networkRows: { removed: 10, written: 10 },
    });
    expect(await networks()).toEqual(before);
    const providersAfter = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, Object.values(NPI)));
    expect(providersAfter).toEqual(providersBefore);
  });

  it('without the mapping row leaves the D-SNP plan alone and says which InsurancePlan has no plan id', async () => {
    const report = await importPlanNetDirectory(database.db, EXPORT, { planYear: 2027 });
    expect(report.insurancePlansWithoutPlanId).toEqual(['ip-dsnp-2027']);
    expect(report.plansCovered.map((p) => p.planId)).toEqual(['H9001-001', 'H9001-002', 'H9002-003-1']);
    expect((await networks())['H9001-005 2027']).toEqual([NPI.lee]);
  });

  it('leaves everything as it was when the import fails part-way, then imports 2026 alone', async () => {
    const { db } = database;
    const before = await networks();
    const plan2026 = plan['H9001-001 2026'] as number;
    // A failure after the providers are written and the old rows deleted, in the same transaction.
    await db.execute(
      sql.raw(`create function plan_net_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger plan_net_test_fail before insert on plan_networks for each row
        when (new.plan_id = ${plan2026}) execute function plan_net_test_fail()`),
    );
    const error = await importPlanNetDirectory(db, EXPORT, { planYear: 2026 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).cause ?? error)).toMatch(/forced failure/);
    expect(await networks()).toEqual(before);
    expect(await provider(NPI.hale)).toBeUndefined();

    await db.execute(sql`drop trigger plan_net_test_fail on plan_networks`);
    await db.execute(sql`drop function plan_net_test_fail()`);
    const report = await importPlanNetDirectory(db, EXPORT, { planYear: 2026 });
    expect(report.plansCovered).toEqual([
      { planId: 'H9001-001', networks: ['net-okc-hmo-2026'], practitioners: 1 },
    ]);
    expect(await networks()).toEqual({ ...before, 'H9001-001 2026': [NPI.hale] });
    // Its specialty code is of no classification we list: the directory's display is kept.
    expect(await provider(NPI.hale)).toMatchObject({ primarySpecialty: 'Case Manager/Care Coordinator' });
  });

  it('never touches a sample provider or its rows', async () => {
    const [row] = await database.db
      .select()
      .from(planNetworks)
      .where(
        and(
          eq(planNetworks.providerId, sampleProviderId),
          eq(planNetworks.planId, plan['H9001-001 2027'] as number),
        ),
      );
    expect(row).toMatchObject({ sample: true });
    const [sampleProvider] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.id, sampleProviderId));
    expect(sampleProvider?.sample).toBe(true);
  });

  const cimarron = async () =>
    queryRows<{ plan_id: string; npi: string }>(
      database.db,
      sql`select m.plan_id, p.npi from plan_networks n
          join medicare_plans m on m.id = n.plan_id join providers p on p.id = n.provider_id
          where m.plan_id like 'H9003-%' and not n.sample order by m.plan_id, p.npi`,
    );

  it('imports a folder of FHIR resource files, lists the HIOS plan with its mapping line, warns', async () => {
    const report = await importPlanNetDirectory(database.db, REFERENCE, { planYear: 2027 });
    expect(report).toMatchObject({
      shape: 'FHIR resource files',
      plansCovered: [
        { planId: 'H9003-001', networks: ['plannet-network-cimarron-ppo'], practitioners: 2 },
        { planId: 'H9003-003', networks: ['plannet-network-cimarron-rural'], practitioners: 0 },
      ],
      insurancePlansWithoutPlanId: ['plannet-insuranceplan-HPID410000'],
      hiosInsurancePlans: [
        {
          insurancePlan: 'plannet-insuranceplan-HPID410000',
          hiosIds: ['HPID410000'],
          mappingLine: 'InsurancePlan/plannet-insuranceplan-HPID410000,<plan ID>',
        },
      ],
      unusedResources: { HealthcareService: 1, OrganizationAffiliation: 1 },
    });
    expect(report.warnings).toEqual([
      '1 PractitionerRole names a Practitioner or network that is not in the export, passed over (1 dangling reference in all).',
      '1 HealthcareService resource read and not used: networks are taken from PractitionerRole.',
      '1 OrganizationAffiliation resource read and not used: networks are taken from PractitionerRole.',
      // Never "covered" with no doctor and no word.
      'H9003-003: its networks (plannet-network-cimarron-rural) have no practitioner in the export; the plan now has no doctor from the directory.',
    ]);
    expect(await cimarron()).toEqual([
      { plan_id: 'H9003-001', npi: '1987001116' },
      { plan_id: 'H9003-001', npi: '1987001124' },
    ]);
  });

  it('imports a FHIR Bundle alike, and the HIOS plan through the mapping line it gave', async () => {
    const [line] = (await importPlanNetDirectory(database.db, BUNDLE, { planYear: 2027 })).hiosInsurancePlans;
    const mapping = parseMappingCsv(
      `source,plan_id\n${line?.mappingLine.replace('<plan ID>', 'H9003-002')}\n`,
    );
    const report = await importPlanNetDirectory(database.db, BUNDLE, { planYear: 2027, mapping });
    expect(report.shape).toBe('FHIR Bundles');
    expect(report.hiosInsurancePlans).toEqual([]);
    expect(report.plansCovered.map((p) => [p.planId, p.practitioners])).toEqual([
      ['H9003-001', 2],
      ['H9003-002', 2],
      ['H9003-003', 0],
    ]);
    expect(await cimarron()).toEqual([
      { plan_id: 'H9003-001', npi: '1987001116' },
      { plan_id: 'H9003-001', npi: '1987001124' },
      { plan_id: 'H9003-002', npi: '1987001108' },
      { plan_id: 'H9003-002', npi: '1987001116' },
    ]);
  });

  it('the command line (npm run import:plan-net) imports a Bundle, prints the HIOS mapping line and refuses a missing folder', async () => {
    const command = async (...argv: string[]) => {
      const out = { log: [] as string[], warn: [] as string[], error: [] as string[] };
      const code = await importCommand(
        ['plan-net', ...argv],
        { log: (l) => out.log.push(l), warn: (l) => out.warn.push(l), error: (l) => out.error.push(l) },
        (task) => task({ db: database.db, description: 'the test database' }),
      );
      return { code, ...out };
    };
    const imported = await command(BUNDLE, '--year', '2027');
    expect(imported.code).toBe(0);
    expect(imported.log[0]).toBe(`Importing the 2027 networks of ${BUNDLE} into the test database…`);
    expect(imported.log).toContainEqual(expect.stringMatching(/^Plan-Net import finished in [\d.]+ s:$/));
    expect(imported.warn).toContain(
      '  InsurancePlan/plannet-insuranceplan-HPID410000,<plan ID>    (HIOS HPID410000)',
    );
    expect(await cimarron()).toContainEqual({ plan_id: 'H9003-001', npi: '1987001116' });

    const missing = await command(path.join(os.tmpdir(), 'no-such-plan-net-export'), '--year', '2027');
    expect(missing.code).toBe(1);
    expect(missing.error[0]).toMatch(/^No such folder or file: .*no-such-plan-net-export\nUsage: /);
    const noYear = await command(BUNDLE);
    expect(noYear).toMatchObject({ code: 1, log: [] });
    expect(noYear.error[0]).toMatch(/^Give the plan year the networks are for: --year 2027\./);
  });

  it('fails an export without Practitioner resources, naming them, and changes nothing', async () => {
    const before = await networks();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-plan-net-'));
    try {
      fs.cpSync(EXPORT, folder, { recursive: true });
      fs.rmSync(path.join(folder, 'Practitioner.ndjson'));
      await expect(
        importPlanNetDirectory(database.db, folder, { planYear: 2027, mapping: MAPPING }),
      ).rejects.toThrow(
        `${path.basename(folder)} (NDJSON bulk export) has no Practitioner resources: a network import needs PractitionerRole, Practitioner, and InsurancePlan or Organization. Nothing was imported.`,
      );
      // Dangling roles over the threshold: 12 more roles naming people the export does not hold.
      fs.cpSync(EXPORT, folder, { recursive: true });
      const roles = fs.readFileSync(path.join(EXPORT, 'PractitionerRole.ndjson'), 'utf8');
      const ghost = roles.split('\n').find((l) => l.includes('"role-ghost-okc"')) ?? '';
      const ghosts = Array.from({ length: 12 }, (_, i) =>
        ghost.replaceAll('role-ghost-okc', `role-ghost-${i}`),
      );
      fs.writeFileSync(
        path.join(folder, 'PractitionerRole.ndjson'),
        `${roles.trimEnd()}\n${ghosts.join('\n')}\n`,
      );
      await expect(
        importPlanNetDirectory(database.db, folder, { planYear: 2027, mapping: MAPPING }),
      ).rejects.toThrow(
        `${path.basename(folder)}: 14 of 25 PractitionerRoles (56.0 %) name a Practitioner or network that is not in the export (first: PractitionerRole/role-lee-retired → Organization/net-retired-2024); more than 5 % fails the import. Nothing was imported.`,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
    expect(await networks()).toEqual(before);
  });
});
