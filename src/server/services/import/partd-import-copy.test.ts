/**
 * How the Part D importer writes its large tables (pricing, pharmacy networks): COPY on PostgreSQL,
 * JSON chunks on PGlite (copy-writer.ts). Either way a repeated key keeps its first row, a release
 * is written whole or not at all, and the two databases end with the same rows from the same files.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partDSampleFolder, readLines, writeLines } from '../../../../tests/setup/partd-folder.ts';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { CURRENT_PLAN_YEAR } from '../../../engine/plan-year.ts';
import { type DbExecutor, queryRows } from '../../db/client.ts';
import { partDPlanKey } from './partd/files.ts';
import { currentPartDRelease, importPartD } from './partd-import.ts';

const YEAR = CURRENT_PLAN_YEAR.year;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The sample release in a temporary folder, removed after the file's tests. */
async function sampleRelease() {
  const sample = await partDSampleFolder();
  dirs.push(sample.dir);
  return sample;
}

/** A cell of a pipe-delimited line, by the header's column name, set to `value`. */
function withCell(header: string, line: string, column: string, value: string): string {
  const cells = line.split('|');
  cells[header.split('|').indexOf(column)] = value;
  return cells.join('|');
}

/**
 * The sample release with repeats: the first pricing line again with other prices (next to it
 * and at the end of the file), the first pharmacy line again with another status, floor and fee.
 */
async function folderWithRepeats() {
  const sample = await sampleRelease();
  const pricing = readLines(sample.file('pricing'));
  const [priceHeader = '', firstPrice = ''] = pricing;
  const again = (cost: string) => withCell(priceHeader, firstPrice, 'UNIT_COST', cost);
  writeLines(sample.file('pricing'), [
    priceHeader,
    firstPrice,
    again('99.99999'),
    ...pricing.slice(2, -1),
    again('77.77777'),
    ...pricing.slice(-1),
  ]);
  const pharmacies = readLines(sample.file('pharmacy networks'));
  const [pharmacyHeader = '', firstPharmacy = ''] = pharmacies;
  let repeat = withCell(pharmacyHeader, firstPharmacy, 'PREFERRED_STATUS_RETAIL', 'N');
  repeat = withCell(pharmacyHeader, repeat, 'FLOOR_PRICE', '9.99');
  repeat = withCell(pharmacyHeader, repeat, 'BRAND_DISPENSING_FEE_30', '55.55');
  writeLines(sample.file('pharmacy networks'), [
    pharmacyHeader,
    firstPharmacy,
    ...pharmacies.slice(1, -1),
    repeat,
    ...pharmacies.slice(-1),
  ]);
  return { ...sample, firstPrice, firstPharmacy };
}

/** Every table's row count, and the current release: what a failed import must leave as it was. */
async function snapshot(db: DbExecutor) {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*)::int from partd_releases) as releases,
        (select count(*)::int from partd_pricing) as pricing,
        (select count(*)::int from partd_pharmacies) as pharmacies,
        (select count(*)::int from partd_plans) as plans`,
  );
  return { counts, current: await currentPartDRelease(db, YEAR) };
}

/** A release's pricing and pharmacy rows as text, in key order: equal text is equal rows. */
async function releaseRows(db: DbExecutor, releaseId: number) {
  const [rows] = await queryRows<{ pricing: number; prices: string; pharmacies: number; network: string }>(
    db,
    sql`select
      (select count(*)::int from partd_pricing where release_id = ${releaseId}) as pricing,
      (select md5(string_agg(concat_ws('|', plan_key, ndc, days_supply, unit_cost), ','
          order by ndc collate "C", plan_key collate "C", days_supply))
        from partd_pricing where release_id = ${releaseId}) as prices,
      (select count(*)::int from partd_pharmacies where release_id = ${releaseId}) as pharmacies,
      (select md5(string_agg(concat_ws('|', plan_key, npi, zip_code, retail, mail, preferred_retail,
          preferred_mail, in_area, floor_price, fees::text), ',' order by plan_key collate "C", npi collate "C"))
        from partd_pharmacies where release_id = ${releaseId}) as network`,
  );
  return rows;
}

describe.each(TEST_DATABASE_KINDS)('the Part D importer’s large tables on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a repeated (plan, NDC, days supply) keeps its first price; a repeated (plan, pharmacy) its first row', async () => {
    const { folder, file, firstPrice, firstPharmacy } = await folderWithRepeats();
    const lines: string[] = [];
    const result = await importPartD(database.db, folder, { onProgress: (l) => lines.push(l) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // COPY on PostgreSQL, JSON chunks on PGlite.
    expect(lines).toContain(`Pricing: written ${kind === 'PostgreSQL' ? 'with COPY' : 'in JSON chunks'}`);

    const [contract, plan, segment, ndc, days, cost] = firstPrice.split('|');
    const prices = await queryRows<{ unit_cost: string }>(
      database.db,
      sql`select unit_cost from partd_pricing where release_id = ${result.releaseId}
          and plan_key = ${partDPlanKey(contract as string, plan as string, segment as string)} and ndc = ${ndc} and days_supply = ${Number(days)}`,
    );
    expect(prices).toEqual([{ unit_cost: Number(cost).toFixed(5) }]);
    // The file's lines were kept, repeats included; the table has one row per key.
    const rows = await releaseRows(database.db, result.releaseId);
    expect(result.counts.pricing).toBe((rows?.pricing ?? 0) + 2);

    const npi = firstPharmacy.split('|')[3] as string;
    const pharmacies = await queryRows<{ preferred_retail: boolean; floor_price: string; fees: unknown }>(
      database.db,
      sql`select preferred_retail, floor_price, fees from partd_pharmacies
          where release_id = ${result.releaseId}
            and plan_key = ${partDPlanKey(contract as string, plan as string, segment as string)} and npi = ${npi}`,
    );
    const [header = ''] = readLines(file('pharmacy networks'));
    const cell = (column: string) => firstPharmacy.split('|')[header.split('|').indexOf(column)] as string;
    expect(cell('PREFERRED_STATUS_RETAIL')).toBe('Y');
    expect(pharmacies).toMatchObject([
      {
        preferred_retail: true,
        floor_price: Number(cell('FLOOR_PRICE')).toFixed(2),
        fees: { brand: { 30: Number(cell('BRAND_DISPENSING_FEE_30')) } },
      },
    ]);
  });

  it('a problem in a later file rolls back the rows already written: nothing of the release is left', async () => {
    const { folder, file } = await sampleRelease();
    // Pricing is written in full first; the pharmacy network's last line then has a bad field count.
    const network = readLines(file('pharmacy networks'));
    network[network.length - 2] = `${network[network.length - 2]}|extra`;
    writeLines(file('pharmacy networks'), network);
    const before = await snapshot(database.db);
    const result = await importPartD(database.db, folder, { release: { contractYear: YEAR } });
    expect(result).toMatchObject({ ok: false, problemCount: 1 });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it('a file that cannot be read midway stops its COPY and rolls back, and the database answers after', async () => {
    const { folder, file } = await sampleRelease();
    // After 112,716 good lines, one longer than a text table's 1 MB limit: the read fails mid-file.
    fs.appendFileSync(file('pricing'), `\r\nH3706|001|000|${'1'.repeat(1_100_000)}|30|1.00\r\n`);
    const before = await snapshot(database.db);
    const result = await importPartD(database.db, folder, { release: { contractYear: YEAR } });
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/longer than 1 MB/) });
    expect(await snapshot(database.db)).toEqual(before);
  });
});

describe.runIf(TEST_DATABASE_KINDS.includes('PostgreSQL'))(
  'COPY on PostgreSQL and JSON chunks on PGlite',
  () => {
    const opened: TestDatabase[] = [];
    afterAll(async () => {
      for (const database of opened) await database.close();
    });

    it('write the same rows from the same files', async () => {
      const { folder } = await folderWithRepeats();
      const written = [];
      for (const kind of ['PGlite', 'PostgreSQL'] as const) {
        const database = await openTestDatabase(kind);
        opened.push(database);
        const result = await importPartD(database.db, folder, {});
        if (!result.ok) throw new Error(result.message);
        written.push(await releaseRows(database.db, result.releaseId));
      }
      expect(written[0]?.pricing).toBeGreaterThan(100_000);
      expect(written[0]?.pharmacies).toBeGreaterThan(1000);
      expect(written[1]).toEqual(written[0]);
      // Two whole release imports (about 15 s alone; 100 s seen on CI's loaded cores).
    }, 240_000);
  },
);
