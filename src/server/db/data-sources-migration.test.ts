/**
 * drizzle/0023 lists, for a database made before datasets were recorded, what it already held:
 * its Part D releases, Landscape premiums by file, RxTerms file, sample plans by year, doctors
 * (sample or NPPES), and completed plan, formulary and network imports. Run on the seeded test
 * database with its recorded datasets cleared, the backfill finds the same datasets the seed
 * recorded; on both databases. drizzle/0029 does the same for the sample Medigap rates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { queryRows } from './client.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

const INSERTS = fs
  .readFileSync(path.join(MIGRATIONS_FOLDER, '0023_data-sources.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n)*\s*INSERT/i.test(statement));

type Row = { kind: string; plan_year: number | null; source_name: string; sample: boolean; rows: number };

describe.each(TEST_DATABASE_KINDS)('migration 0023 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  // Medigap rates came after 0023 (0028); 0029 records their sample datasets (tested below).
  const datasets = () =>
    queryRows<Row>(
      t.database.db,
      sql`SELECT kind, plan_year, source_name, sample, rows FROM data_sources WHERE kind <> 'medigap'
          ORDER BY kind, plan_year, source_name`,
    );
  const medigapDatasets = () =>
    queryRows<Row>(
      t.database.db,
      sql`SELECT kind, plan_year, source_name, sample, rows FROM data_sources WHERE kind = 'medigap'
          ORDER BY plan_year`,
    );

  it('finds the datasets a database already held, as the seed recorded them', async () => {
    expect(INSERTS).toHaveLength(6);
    const recorded = await datasets();
    expect(recorded.map((r) => r.kind).sort()).toEqual(['landscape', 'nppes', 'partd', 'plans', 'rxterms']);
    await t.database.db.execute(sql`DELETE FROM data_sources WHERE kind <> 'medigap'`);
    for (const statement of INSERTS) await t.database.db.execute(sql.raw(statement));
    expect(await datasets()).toEqual(recorded);
  });

  it('0029 finds the sample Medigap rates a database seeded before they were recorded holds, once', async () => {
    const recorded = await medigapDatasets();
    expect(recorded.map((r) => [r.plan_year, r.sample, r.rows])).toEqual([
      [2026, true, 384],
      [2027, true, 384],
    ]);
    const backfill = fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, '0029_medigap-sample-datasets.sql'),
      'utf8',
    );
    await t.database.db.execute(sql.raw(backfill));
    expect(await medigapDatasets()).toEqual(recorded);
    await t.database.db.execute(sql`DELETE FROM data_sources WHERE kind = 'medigap'`);
    await t.database.db.execute(sql.raw(backfill));
    expect(await medigapDatasets()).toEqual(recorded);
  });
});
