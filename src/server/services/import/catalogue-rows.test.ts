import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { PLAN_ID_FORMAT, PLAN_NOT_FOUND } from '../../../shared/admin-plan-contracts.ts';
import {
  TIER_MESSAGE,
  UNKNOWN_MEDICATION,
  UNKNOWN_PROVIDER,
} from '../../../shared/plan-catalogue-contracts.ts';
import { medicarePlans, planFormulary, planNetworks, providers } from '../../db/schema.ts';
import { DATA_DIR } from '../../db/seed/reference-data.ts';
import {
  applyFormularyEntries,
  applyNetworkEntries,
  type FormularyImportEntry,
  parseFlag,
  parseFormularyRows,
  parseNetworkRows,
  parseTier,
} from './catalogue-rows.ts';

const FIXTURES = path.resolve(DATA_DIR, '../tests/fixtures/import');
const fixtureRows = (name: string): Record<string, string>[] =>
  parse(fs.readFileSync(path.join(FIXTURES, name)), { columns: true, bom: true, skip_empty_lines: true });

/** The NPIs of network.csv; the tests add these doctors to the directory themselves. */
const NPI = { a: '1999900016', b: '1999900024', c: '1999900032' } as const;

describe('formulary rows', () => {
  it.each([
    ['Y', true],
    ['yes', true],
    ['TRUE', true],
    ['1', true],
    [' y ', true],
    ['N', false],
    ['no', false],
    ['False', false],
    ['0', false],
    ['', false],
  ])('flag %j → %s', (text, expected) => {
    expect(parseFlag(text)).toBe(expected);
  });

  it.each(['maybe', '2', 'x'])('flag %j is not understood', (text) => {
    expect(parseFlag(text)).toBeUndefined();
  });

  it.each([
    ['1', 1],
    ['6', 6],
    [' 3 ', 3],
    ['Tier 2', 2],
    ['tier4', 4],
    ['0', undefined],
    ['7', undefined],
    ['2.5', undefined],
    ['', undefined],
    ['two', undefined],
  ])('tier %j → %j', (text, expected) => {
    expect(parseTier(text)).toBe(expected);
  });

  it('reads the fixture with its spreadsheet row numbers', () => {
    expect(parseFormularyRows(fixtureRows('formulary.csv'))).toEqual({
      entries: [
        {
          row: 2,
          planId: 'H3706-001',
          medicationName: 'Atorvastatin',
          tier: 1,
          priorAuthorization: false,
          quantityLimit: false,
          stepTherapy: false,
        },
        {
          row: 3,
          planId: 'H3706-001',
          medicationName: 'ezetimibe',
          tier: 3,
          priorAuthorization: true,
          quantityLimit: false,
          stepTherapy: false,
        },
        {
          row: 4,
          planId: 'h3706-009',
          medicationName: 'Rosuvastatin',
          tier: 2,
          priorAuthorization: false,
          quantityLimit: true,
          stepTherapy: false,
        },
        {
          row: 5,
          planId: 'H5619-005',
          medicationName: 'Simvastatin',
          tier: 1,
          priorAuthorization: false,
          quantityLimit: false,
          stepTherapy: true,
        },
        {
          row: 6,
          planId: 'H5619-012',
          medicationName: 'Pravastatin',
          tier: 1,
          priorAuthorization: false,
          quantityLimit: false,
          stepTherapy: false,
        },
      ],
      rowErrors: [],
    });
  });

  it('accepts our field names as headers, and a formulary id for the plan', () => {
    const { entries } = parseFormularyRows([
      { formularyId: 'H1-001', medicationName: 'Lisinopril', tier: '2', PA: 'Y', QL: '', ST: 'n' },
    ]);
    expect(entries).toEqual([
      {
        row: 2,
        planId: 'H1-001',
        medicationName: 'Lisinopril',
        tier: 2,
        priorAuthorization: true,
        quantityLimit: false,
        stepTherapy: false,
      },
    ]);
  });

  it('reports each bad row with every problem, skips blank rows and refuses a repeated plan and drug', () => {
    const header = {
      planId: '',
      drugName: '',
      tier: '',
      priorAuthorization: '',
      quantityLimit: '',
      stepTherapy: '',
    };
    const result = parseFormularyRows([
      { ...header, planId: 'H1-001', drugName: 'Lisinopril', tier: '9', stepTherapy: 'maybe' }, // 2
      { ...header }, // 3: blank
      { ...header, planId: 'H1 001', drugName: '', tier: '1' }, // 4
      { ...header, planId: 'H1-001', drugName: 'Metformin', tier: '1' }, // 5
      { ...header, planId: 'h1-001', drugName: 'METFORMIN', tier: '2' }, // 6: same plan and drug
      { ...header, planId: '', drugName: 'x'.repeat(201), tier: '1', quantityLimit: 'sometimes' }, // 7
    ]);
    expect(result.entries.map((e) => e.row)).toEqual([5]);
    expect(result.rowErrors).toEqual([
      {
        row: 2,
        planId: 'H1-001',
        errors: [
          { field: 'tier', message: TIER_MESSAGE },
          { field: 'stepTherapy', message: 'Step therapy must be Y or N' },
        ],
      },
      {
        row: 4,
        errors: [
          { field: 'planId', message: PLAN_ID_FORMAT },
          { field: 'drugName', message: 'Drug name is required' },
        ],
      },
      {
        row: 6,
        planId: 'h1-001',
        errors: [
          {
            field: 'drugName',
            message: 'This drug for plan h1-001 appears more than once in this file (rows 5 and 6)',
          },
        ],
      },
      {
        row: 7,
        errors: [
          { field: 'planId', message: 'Plan ID is required' },
          { field: 'drugName', message: 'Must be at most 200 characters' },
          { field: 'quantityLimit', message: 'Quantity limit must be Y or N' },
        ],
      },
    ]);
  });

  it('names the required columns a file lacks, on the header row', () => {
    expect(parseFormularyRows([{ 'Plan ID': 'H1-001', Drug: 'Lisinopril' }])).toEqual({
      entries: [],
      rowErrors: [{ row: 1, errors: [{ field: 'tier', message: 'The file has no "tier" column' }] }],
    });
  });
});

describe('network rows', () => {
  it('reads the fixture', () => {
    expect(parseNetworkRows(fixtureRows('network.csv'))).toEqual({
      entries: [
        { row: 2, planId: 'H3706-001', npi: NPI.a },
        { row: 3, planId: 'H3706-001', npi: NPI.b },
        { row: 4, planId: 'H5619-005', npi: NPI.a },
        { row: 5, planId: 'H3706-009', npi: NPI.c },
      ],
      rowErrors: [],
    });
  });

  it('checks the NPI, the plan ID and repeats', () => {
    const result = parseNetworkRows([
      { 'Plan ID': 'H1-001', NPI: '1999900017' }, // 2: wrong check digit
      { 'Plan ID': 'H1-001', NPI: '199990001' }, // 3: nine digits
      { 'Plan ID': 'H1-001', NPI: NPI.a }, // 4
      { 'Plan ID': 'H1-001', NPI: ` ${NPI.a}` }, // 5: repeat
      { 'Plan ID': '=cmd', NPI: '' }, // 6
    ]);
    const badNpi = 'NPI must be 10 digits with a valid check digit';
    expect(result.entries).toEqual([{ row: 4, planId: 'H1-001', npi: NPI.a }]);
    expect(result.rowErrors).toEqual([
      { row: 2, planId: 'H1-001', errors: [{ field: 'npi', message: badNpi }] },
      { row: 3, planId: 'H1-001', errors: [{ field: 'npi', message: badNpi }] },
      {
        row: 5,
        planId: 'H1-001',
        errors: [
          {
            field: 'npi',
            message: 'This NPI for plan H1-001 appears more than once in this file (rows 4 and 5)',
          },
        ],
      },
      {
        row: 6,
        errors: [
          { field: 'planId', message: PLAN_ID_FORMAT },
          { field: 'npi', message: 'NPI is required' },
        ],
      },
    ]);
  });

  it('names the columns a file lacks', () => {
    expect(parseNetworkRows([{ plan: 'H1-001' }]).rowErrors).toEqual([
      {
        row: 1,
        errors: [
          { field: 'planId', message: 'The file has no "planId" column' },
          { field: 'npi', message: 'The file has no "npi" column' },
        ],
      },
    ]);
  });
});

describe.each(TEST_DATABASE_KINDS)('applying formulary and network entries on %s', (kind) => {
  let database: TestDatabase;
  let planRowIds: Map<string, number>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const FIXTURE_PLANS = ['H3706-001', 'H3706-009', 'H5619-005', 'H5619-012'];
  const updatedAt = async () => {
    const rows = await database.db
      .select({ planId: medicarePlans.planId, updatedAt: medicarePlans.updatedAt })
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, FIXTURE_PLANS));
    return new Map(rows.map((r) => [r.planId, r.updatedAt.getTime()]));
  };
  const planRow = (planId: string) => planRowIds.get(planId) as number;

  beforeEach(async () => {
    const db = database.db;
    const rows = await db
      .select({ id: medicarePlans.id, planId: medicarePlans.planId })
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, FIXTURE_PLANS));
    planRowIds = new Map(rows.map((r) => [r.planId, r.id]));
    // The state the fixture is written against, whatever the seed's formulary holds.
    const set = (planId: string, medicationName: string, tier: number) =>
      db
        .insert(planFormulary)
        .values({ planId: planRow(planId), medicationName, tier })
        .onConflictDoUpdate({
          target: [planFormulary.planId, planFormulary.medicationName],
          set: { tier, priorAuthorization: false, quantityLimit: false, stepTherapy: false },
        });
    await set('H3706-001', 'Atorvastatin', 1); // same as the file: unchanged
    await set('H3706-001', 'Ezetimibe', 2); // the file says tier 3 with PA: updated
    await set('H5619-012', 'Pravastatin', 1); // same as the file: unchanged
    const drop = (planId: string, name: string) =>
      db
        .delete(planFormulary)
        .where(and(eq(planFormulary.planId, planRow(planId)), eq(planFormulary.medicationName, name)));
    await drop('H3706-009', 'Rosuvastatin'); // created
    await drop('H5619-005', 'Simvastatin'); // created

    await db
      .insert(providers)
      .values(
        Object.values(NPI).map((npi) => ({ npi, lastNameOrOrgName: `Import Test ${npi}`, state: 'OK' })),
      )
      .onConflictDoNothing();
    const ids = await db
      .select({ id: providers.id })
      .from(providers)
      .where(inArray(providers.npi, Object.values(NPI)));
    await db.delete(planNetworks).where(
      inArray(
        planNetworks.providerId,
        ids.map((r) => r.id),
      ),
    );
    const [c] = await db.select({ id: providers.id }).from(providers).where(eq(providers.npi, NPI.c));
    await db.insert(planNetworks).values({ planId: planRow('H3706-009'), providerId: c?.id as number }); // unchanged
  });

  it('adds and changes formulary entries, moving updated_at of the plans it changed only', async () => {
    const before = await updatedAt();
    const { entries } = parseFormularyRows(fixtureRows('formulary.csv'));
    const result = await database.db.transaction((tx) => applyFormularyEntries(tx, entries));
    expect(result).toEqual({ created: 2, updated: 1, rowErrors: [] });

    const after = await updatedAt();
    for (const planId of ['H3706-001', 'H3706-009', 'H5619-005']) {
      expect(after.get(planId), planId).toBeGreaterThan(before.get(planId) as number);
    }
    expect(after.get('H5619-012')).toBe(before.get('H5619-012'));

    const rows = await database.db
      .select({
        planId: planFormulary.planId,
        medicationName: planFormulary.medicationName,
        tier: planFormulary.tier,
        pa: planFormulary.priorAuthorization,
        ql: planFormulary.quantityLimit,
        st: planFormulary.stepTherapy,
      })
      .from(planFormulary)
      .where(
        sql`(${planFormulary.planId}, ${planFormulary.medicationName}) in ((${planRow('H3706-001')}, 'Ezetimibe'),
          (${planRow('H3706-009')}, 'Rosuvastatin'), (${planRow('H5619-005')}, 'Simvastatin'))`,
      )
      .orderBy(planFormulary.medicationName);
    // Names are stored as the catalogue spells them ("ezetimibe" in the file).
    expect(rows).toEqual([
      { planId: planRow('H3706-001'), medicationName: 'Ezetimibe', tier: 3, pa: true, ql: false, st: false },
      {
        planId: planRow('H3706-009'),
        medicationName: 'Rosuvastatin',
        tier: 2,
        pa: false,
        ql: true,
        st: false,
      },
      {
        planId: planRow('H5619-005'),
        medicationName: 'Simvastatin',
        tier: 1,
        pa: false,
        ql: false,
        st: true,
      },
    ]);

    const again = await database.db.transaction((tx) => applyFormularyEntries(tx, entries));
    expect(again).toEqual({ created: 0, updated: 0, rowErrors: [] });
    expect(await updatedAt()).toEqual(after);
  });

  it('refuses unknown plans and drugs and writes nothing', async () => {
    const before = await updatedAt();
    const entry = (row: number, planId: string, medicationName: string): FormularyImportEntry => ({
      row,
      planId,
      medicationName,
      tier: 4,
      priorAuthorization: false,
      quantityLimit: false,
      stepTherapy: false,
    });
    const result = await database.db.transaction((tx) =>
      applyFormularyEntries(tx, [
        entry(2, 'H3706-009', 'Rosuvastatin'),
        entry(3, 'H0000-999', 'Rosuvastatin'),
        entry(4, 'H3706-009', 'Not A Real Drug'),
        entry(7, 'H0000-999', 'Not A Real Drug'),
        entry(8, 'h3706-009', 'ROSUVASTATIN'),
        { ...entry(9, 'H3706-009', 'Atorvastatin'), tier: 9 },
      ]),
    );
    expect(result).toEqual({
      created: 0,
      updated: 0,
      rowErrors: [
        { row: 3, planId: 'H0000-999', errors: [{ field: 'planId', message: PLAN_NOT_FOUND }] },
        { row: 4, planId: 'H3706-009', errors: [{ field: 'drugName', message: UNKNOWN_MEDICATION }] },
        {
          row: 7,
          planId: 'H0000-999',
          errors: [
            { field: 'planId', message: PLAN_NOT_FOUND },
            { field: 'drugName', message: UNKNOWN_MEDICATION },
          ],
        },
        {
          row: 8,
          planId: 'h3706-009',
          errors: [
            {
              field: 'planId',
              message: 'This entry for plan h3706-009 appears more than once in this file (rows 2 and 8)',
            },
          ],
        },
        { row: 9, planId: 'H3706-009', errors: [{ field: 'tier', message: TIER_MESSAGE }] },
      ],
    });
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(planFormulary)
      .where(
        and(eq(planFormulary.planId, planRow('H3706-009')), eq(planFormulary.medicationName, 'Rosuvastatin')),
      );
    expect(stored?.n).toBe(0);
    expect(await updatedAt()).toEqual(before);
  });

  it('adds network doctors by NPI, moving updated_at of the plans it changed only', async () => {
    const before = await updatedAt();
    const { entries } = parseNetworkRows(fixtureRows('network.csv'));
    const result = await database.db.transaction((tx) => applyNetworkEntries(tx, entries));
    expect(result).toEqual({ created: 3, updated: 0, rowErrors: [] });

    const after = await updatedAt();
    for (const planId of ['H3706-001', 'H5619-005']) {
      expect(after.get(planId), planId).toBeGreaterThan(before.get(planId) as number);
    }
    expect(after.get('H3706-009')).toBe(before.get('H3706-009'));

    const rows = await database.db
      .select({ planId: planNetworks.planId, npi: providers.npi })
      .from(planNetworks)
      .innerJoin(providers, eq(providers.id, planNetworks.providerId))
      .where(inArray(providers.npi, Object.values(NPI)))
      .orderBy(planNetworks.planId, providers.npi);
    expect(rows).toEqual(
      [
        { planId: planRow('H3706-001'), npi: NPI.a },
        { planId: planRow('H3706-001'), npi: NPI.b },
        { planId: planRow('H3706-009'), npi: NPI.c },
        { planId: planRow('H5619-005'), npi: NPI.a },
      ].sort((x, y) => x.planId - y.planId || x.npi.localeCompare(y.npi)),
    );

    const again = await database.db.transaction((tx) => applyNetworkEntries(tx, entries));
    expect(again).toEqual({ created: 0, updated: 0, rowErrors: [] });
  });

  it('refuses unknown plans and NPIs and writes nothing', async () => {
    const before = await updatedAt();
    const result = await database.db.transaction((tx) =>
      applyNetworkEntries(tx, [
        { row: 2, planId: 'H3706-001', npi: NPI.a },
        { row: 3, planId: 'H0000-999', npi: NPI.a },
        { planId: 'H3706-001', npi: '2999900048' }, // no row: its position gives row 4
      ]),
    );
    expect(result).toEqual({
      created: 0,
      updated: 0,
      rowErrors: [
        { row: 3, planId: 'H0000-999', errors: [{ field: 'planId', message: PLAN_NOT_FOUND }] },
        { row: 4, planId: 'H3706-001', errors: [{ field: 'npi', message: UNKNOWN_PROVIDER }] },
      ],
    });
    const [stored] = await database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(planNetworks)
      .innerJoin(providers, eq(providers.id, planNetworks.providerId))
      .where(and(eq(planNetworks.planId, planRow('H3706-001')), eq(providers.npi, NPI.a)));
    expect(stored?.n).toBe(0);
    expect(await updatedAt()).toEqual(before);
  });

  it('does nothing for no entries', async () => {
    await expect(applyFormularyEntries(database.db, [])).resolves.toEqual({
      created: 0,
      updated: 0,
      rowErrors: [],
    });
    await expect(applyNetworkEntries(database.db, [])).resolves.toEqual({
      created: 0,
      updated: 0,
      rowErrors: [],
    });
  });
});
