import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting } from '../../../../tests/reliability/stress-profile.ts';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { oklahomaZipCounties, providers } from '../../db/schema.ts';
import { DATA_DIR } from '../../db/seed/reference-data.ts';
import { ZipGeo } from '../catalogue/zip-geo.ts';
import { ImportFileError } from '../import/import-file-error.ts';
import { npiCheckDigit } from './npi.ts';
import {
  formatPhone,
  importNppes,
  type NppesImportReport,
  nppesDate,
  PROGRESS_EVERY,
  titleCase,
} from './nppes-import.ts';
import { ProviderDirectory } from './provider-directory.ts';

const FIXTURES = path.resolve(DATA_DIR, '../tests/fixtures/nppes');
const fixture = (name: string) => fs.createReadStream(path.join(FIXTURES, name));
const COLUMNS = fs
  .readFileSync(path.join(DATA_DIR, 'nppes-columns.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');
const npi = (first9: string) => first9 + npiCheckDigit(first9);

/** A CSV line in the real file's shape: every one of `header`'s columns, every field quoted. */
function csvLine(header: readonly string[], values: Record<string, string>): string {
  return `${header.map((column) => `"${(values[column] ?? '').replaceAll('"', '""')}"`).join(',')}\n`;
}
const headerLine = (header: readonly string[]) =>
  csvLine(header, Object.fromEntries(header.map((c) => [c, c])));
function okRow(npiValue: string, lastName: string): Record<string, string> {
  return {
    NPI: npiValue,
    'Entity Type Code': '1',
    'Provider Last Name (Legal Name)': lastName,
    'Provider First Name': 'TEST',
    'Provider Business Practice Location Address State Name': 'OK',
    'Provider Business Practice Location Address Postal Code': '73104',
    'Healthcare Provider Taxonomy Code_1': '207Q00000X',
    'Healthcare Provider Primary Taxonomy Switch_1': 'Y',
  };
}

/**
 * The fixture's rows (tests/fixtures/nppes/sample.csv; sample-gender-header.csv renames one header
 * cell): the real 330-column header (data/nppes-columns.txt), every field quoted as in the real
 * file, one row per case, NPIs 1900000xx/2900000xx with their check digit, all else made up.
 * Kept: 01 upper-case name with an apostrophe, 9-digit ZIP, slot-1 primary taxonomy; 02 Mc name,
 * suffix, primary taxonomy in the 2nd slot; 03 hyphenated name, ZIP 73099 in Canadian and
 * Oklahoma counties (Canadian has the share); 04 an organization; 07 deactivated, then reactivated;
 * 09 a specialization we do not list (→ Psychiatry & Neurology); 10 a code of no classification we
 * know (→ "Other (code)"); 13 an organization pharmacy. Skipped: 05 practises in Texas; 06
 * deactivated (only the NPI and the date). Rejected: 08 NPI fails the check digit; 11 an individual
 * without a last name; 12 a four-digit ZIP; and a row without an NPI.
 */
const KEPT = {
  obrien: npi('190000001'),
  mcdonald: npi('190000002'),
  smithJones: npi('190000003'),
  clinic: npi('290000004'),
  reactivated: npi('190000007'),
  delaCruz: npi('190000009'),
  nguyen: npi('190000010'),
  pharmacy: npi('290000013'),
};
const TEXAS = npi('190000005');
const DEACTIVATED = npi('190000006');

describe('NPPES value formatting', () => {
  it.each([
    ["O'BRIEN", 'person', "O'Brien"],
    ['SMITH-JONES', 'person', 'Smith-Jones'],
    ['MCDONALD', 'person', 'McDonald'],
    ['MACDONALD', 'person', 'Macdonald'],
    ['DO', 'person', 'Do'],
    ['DELA CRUZ', 'person', 'Dela Cruz'],
    ['McKenzie', 'person', 'McKenzie'],
    ['  MARY   ANN ', 'person', 'Mary Ann'],
    ['PRAIRIE FAMILY CARE CLINIC OF MUSKOGEE LLC', 'place', 'Prairie Family Care Clinic of Muskogee LLC'],
    ["WOMEN'S HEALTH OF TULSA PLLC", 'place', "Women's Health of Tulsa PLLC"],
    ['1000 NW 23RD ST', 'place', '1000 NW 23rd St'],
    ['PO BOX 12', 'place', 'PO Box 12'],
    ['MCALESTER', 'place', 'McAlester'],
  ] as const)('titleCase(%j, %s) = %j', (input, kind, expected) => {
    expect(titleCase(input, kind)).toBe(expected);
  });

  it.each([
    ['4055550123', '(405) 555-0123'],
    ['14055550123', '(405) 555-0123'],
    ['405-555-0123', '(405) 555-0123'],
    ['5550123', null],
    ['', null],
  ])('formatPhone(%j) = %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each([
    ['05/23/2006', '2006-05-23'],
    ['2006-05-23', '2006-05-23'],
    ['5/23/2006', null],
    ['', null],
  ])('nppesDate(%j) = %j', (input, expected) => {
    expect(nppesDate(input)).toBe(expected);
  });
});

describe.each(TEST_DATABASE_KINDS)('NPPES import on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const providerCount = async () => {
    const [row] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(providers);
    return row?.n ?? 0;
  };

  it('imports the sample file: Oklahoma rows kept, the rest counted by why they were left out', async () => {
    const before = await providerCount();
    const report = await importNppes(database.db, fixture('sample.csv'), {
      sourceName: 'NPPES_Data_Dissemination_November_2026.csv',
    });
    const [source] = await database.db
      .execute(
        sql`select kind, plan_year, source_name, release_label, release_date, sample, rows from data_sources
          order by id desc limit 1`,
      )
      .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
    expect(source).toEqual({
      kind: 'nppes',
      plan_year: null,
      source_name: 'NPPES_Data_Dissemination_November_2026.csv',
      release_label: 'November 2026',
      release_date: '2026-11',
      sample: false,
      rows: 8,
    });
    expect(report).toEqual<NppesImportReport>({
      read: 14,
      kept: 8,
      inserted: 8,
      updated: 0,
      rejected: 4,
      rejectedReasons: { 'invalid NPI': 1, 'missing name': 1, 'invalid ZIP': 1, 'missing NPI': 1 },
      skippedOtherState: 1,
      skippedDeactivated: 1,
    });
    expect(await providerCount()).toBe(before + 8);
    const strays = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, [TEXAS, DEACTIVATED]));
    expect(strays).toEqual([]);
  });

  it('maps names to title case, taxonomies to specialties, splits the ZIP and fills the county', async () => {
    const rows = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, Object.values(KEPT)));
    const byNpi = new Map(rows.map((row) => [row.npi, row]));
    expect(byNpi.get(KEPT.obrien)).toMatchObject({
      providerType: 'Individual',
      lastNameOrOrgName: "O'Brien",
      firstName: 'Mary',
      middleName: 'K',
      suffix: null,
      title: 'M.D.',
      physicalAddress1: '1000 N Lincoln Blvd',
      physicalAddress2: 'Ste 200',
      city: 'Oklahoma City',
      state: 'OK',
      zipCode: '73104',
      zipCodePlus4: '1234',
      county: 'Oklahoma',
      phone: '(405) 555-0101',
      primarySpecialty: 'Family Medicine',
      secondarySpecialty: null,
      primaryLocation: 'Y',
      activeDate: '2006-05-23',
      statusEffectiveDate: '2024-07-08',
    });
    expect(byNpi.get(KEPT.mcdonald)).toMatchObject({
      lastNameOrOrgName: 'McDonald',
      middleName: 'Robert',
      suffix: 'Jr.',
      primarySpecialty: 'Cardiology', // the 2nd slot carries the primary switch
      secondarySpecialty: 'Internal Medicine',
      zipCode: '74104',
      zipCodePlus4: null,
      county: 'Tulsa',
    });
    // 73099 lies in Canadian and Oklahoma counties; Canadian holds the population share.
    expect(byNpi.get(KEPT.smithJones)).toMatchObject({
      lastNameOrOrgName: 'Smith-Jones',
      middleName: null,
      county: 'Canadian',
      primarySpecialty: 'Nurse Practitioner (Family)',
    });
    expect(byNpi.get(KEPT.clinic)).toMatchObject({
      providerType: 'Organization',
      lastNameOrOrgName: 'Prairie Family Care Clinic of Muskogee LLC',
      firstName: null,
      title: null,
      primarySpecialty: 'Primary Care Clinic',
      county: 'Muskogee',
      zipCodePlus4: '3344',
    });
    expect(byNpi.get(KEPT.reactivated)).toMatchObject({ lastNameOrOrgName: 'Lee', county: 'Cleveland' });
    expect(byNpi.get(KEPT.delaCruz)?.primarySpecialty).toBe('Psychiatry & Neurology');
    expect(byNpi.get(KEPT.nguyen)).toMatchObject({ primarySpecialty: 'Other (390200000X)', title: null });
    expect(byNpi.get(KEPT.pharmacy)).toMatchObject({
      lastNameOrOrgName: 'Route 66 Pharmacy Inc',
      primarySpecialty: 'Community/Retail Pharmacy',
      phone: '(580) 555-0113',
    });
  });

  it('finds an imported provider in the search as real (sample: false), a seeded one as sample (issue 36)', async () => {
    const geo = new ZipGeo(database.db);
    const directory = new ProviderDirectory(database.db);
    const clinics = await directory.search(geo, { q: 'Prairie Family Care Clinic' });
    expect(clinics.find((p) => p.npi === KEPT.clinic)).toMatchObject({ sample: false });
    const [seeded] = await database.db
      .select({ id: providers.id, name: providers.lastNameOrOrgName, first: providers.firstName })
      .from(providers)
      .where(sql`${providers.sample}`)
      .orderBy(providers.id)
      .limit(1);
    if (!seeded) throw new Error('no seeded sample provider');
    const found = await directory.search(geo, { q: `${seeded.name} ${seeded.first ?? ''}`.trim() });
    expect(found.find((p) => p.id === seeded.id)).toMatchObject({ sample: true });
  });

  it('updates on a second import of the same file and inserts nothing', async () => {
    const before = await providerCount();
    const report = await importNppes(database.db, fixture('sample.csv'));
    expect(report).toMatchObject({ read: 14, kept: 8, inserted: 0, updated: 8, rejected: 4 });
    expect(await providerCount()).toBe(before);
  });

  it('imports the older header that says "Provider Gender Code"', async () => {
    const report = await importNppes(database.db, fixture('sample-gender-header.csv'));
    expect(report).toMatchObject({ read: 14, kept: 8, updated: 8, rejected: 4 });
  });

  it('matches the state case-insensitively and keeps only that state', async () => {
    const progress: NppesImportReport[] = [];
    const report = await importNppes(database.db, fixture('sample.csv'), {
      state: 'tx',
      onProgress: (p) => progress.push(p),
    });
    expect(report).toMatchObject({ kept: 1, inserted: 1, skippedOtherState: 12, skippedDeactivated: 1 });
    expect(progress.at(-1)).toEqual(report);
    const [texan] = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, [TEXAS]));
    expect(texan).toMatchObject({ state: 'TX', city: 'Dallas', county: null, zipCode: '75201' });
  });

  it('rejects a header that lacks required columns before writing anything, naming them', async () => {
    const before = await providerCount();
    const header = COLUMNS.filter(
      (c) => c !== 'NPI Deactivation Date' && c !== 'Healthcare Provider Taxonomy Code_3',
    );
    const input = Readable.from([headerLine(header), csvLine(header, okRow(npi('170000001'), 'NEW'))]);
    const error = await importNppes(database.db, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toContain('NPI Deactivation Date');
    expect((error as Error).message).toContain('Healthcare Provider Taxonomy Code_3');
    expect(await providerCount()).toBe(before);
  });

  it('writes nothing when the file turns out malformed after several batches', async () => {
    const before = await providerCount();
    const lines = [headerLine(COLUMNS)];
    for (let i = 0; i < 1_200; i += 1)
      lines.push(csvLine(COLUMNS, okRow(npi(`171${String(i).padStart(6, '0')}`), 'BATCH')));
    lines.push('"1710000000","1","short row"\n');
    await expect(importNppes(database.db, Readable.from(lines))).rejects.toThrow(/Invalid Record Length/);
    expect(await providerCount()).toBe(before);
  });

  it('counts a repeated NPI as an update, and the later row wins', async () => {
    const repeated = npi('172000001');
    const input = Readable.from([
      headerLine(COLUMNS),
      csvLine(COLUMNS, okRow(repeated, 'FIRST')),
      csvLine(COLUMNS, okRow(repeated, 'SECOND')),
    ]);
    const report = await importNppes(database.db, input);
    expect(report).toMatchObject({ read: 2, kept: 2, inserted: 1, updated: 1 });
    const [row] = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, [repeated]));
    expect(row?.lastNameOrOrgName).toBe('Second');
  });

  it('takes counties from data/ when the database was never seeded', async () => {
    await database.db.delete(oklahomaZipCounties);
    const newcomer = npi('174000001');
    const input = Readable.from([headerLine(COLUMNS), csvLine(COLUMNS, okRow(newcomer, 'EARLY'))]);
    expect(await importNppes(database.db, input)).toMatchObject({ inserted: 1 });
    const [row] = await database.db
      .select()
      .from(providers)
      .where(inArray(providers.npi, [newcomer]));
    expect(row).toMatchObject({ zipCode: '73104', county: 'Oklahoma' });
  });

  // 50,000 rows (about 45 MB of CSV) in npm test; the full 200,000 (180 MB) under test:stress.
  const ROWS = setting('CLEARPLAN_NPPES_STREAM_ROWS', 50_000, 200_000);
  it(`streams a ${ROWS.toLocaleString('en-US')}-row file in constant memory`, async () => {
    // --expose-gc at run time, so heap samples measure live objects rather than garbage.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    // Row templates without the NPI (column 1), so building the CSV costs little.
    const withoutNpi = (state: string) => {
      const row = okRow('', 'STREAM');
      row['Provider Business Practice Location Address State Name'] = state;
      return csvLine(COLUMNS, row).slice('""'.length);
    };
    const oklahoma = withoutNpi('OK');
    const texas = withoutNpi('TX');
    let fileBytes = 0;
    function* chunks() {
      yield headerLine(COLUMNS);
      let chunk = '';
      for (let i = 0; i < ROWS; i += 1) {
        // 1 in 100 rows is in Oklahoma (2,000 upserts); the rest are parsed and skipped.
        chunk += `"${npi(`173${String(i).padStart(6, '0')}`)}"${i % 100 === 0 ? oklahoma : texas}`;
        if (i % 250 === 249) {
          fileBytes += chunk.length;
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let peak = 0;
    let samples = 0;
    const report = await importNppes(database.db, Readable.from(chunks()), {
      onProgress: () => {
        gc();
        samples += 1;
        peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
      },
    });
    expect(report).toMatchObject({
      read: ROWS,
      kept: ROWS / 100,
      skippedOtherState: ROWS * 0.99,
      rejected: 0,
    });
    expect(samples).toBeGreaterThanOrEqual(ROWS / PROGRESS_EVERY);
    // Holding the file, or its rows, would take at least its size; a third of it is far above
    // what streaming keeps (about 2 MB).
    expect(fileBytes).toBeGreaterThan(40 * 1024 * 1024);
    expect(peak).toBeLessThan(Math.min(64 * 1024 * 1024, fileBytes / 3));
  }, 60_000);
});
