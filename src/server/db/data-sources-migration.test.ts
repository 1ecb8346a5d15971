/**
 * drizzle/0023 lists, for a database made before datasets were recorded, what it already held:
 * its Part D releases, Landscape premiums by file, RxTerms file, sample plans by year, doctors
 * (sample or NPPES), and completed plan, formulary and network imports. Run on the seeded test
 * database with its recorded datasets cleared, the backfill finds the same datasets the seed
 * recorded; on both databases.
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

  const datasets = () =>
    queryRows<Row>(
      t.database.db,
      sql`SELECT kind, plan_year, source_name, sample, rows FROM data_sources
          ORDER BY kind, plan_year, source_name`,
    );

  it('finds the datasets a database already held, as the seed recorded them', async () => {
    expect(INSERTS).toHaveLength(6);
    const recorded = await datasets();
    expect(recorded.map((r) => r.kind).sort()).toEqual(['landscape', 'nppes', 'partd', 'plans', 'rxterms']);
    await t.database.db.execute(sql`DELETE FROM data_sources`);
    for (const statement of INSERTS) await t.database.db.execute(sql.raw(statement));
    expect(await datasets()).toEqual(recorded);
  });
});
