import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../tests/setup/test-database.ts';
import { loadWithIndexesAfter } from './bulk-load.ts';
import { queryRows } from './client.ts';

/** A table of its own with a primary key, a unique constraint, and two plain indexes (one partial). */
const TABLE = 'bulk_load_probe';

const indexes = async (db: TestDatabase['db']) =>
  queryRows<{ name: string; definition: string }>(
    db,
    sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ${TABLE} ORDER BY indexname`,
  );

const count = async (db: TestDatabase['db']) =>
  Number((await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bulk_load_probe`))[0]?.n);

describe.each(TEST_DATABASE_KINDS)('loading an empty table with its indexes built after (%s)', (kind) => {
  let database: TestDatabase;
  let before: { name: string; definition: string }[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`CREATE TABLE bulk_load_probe (
      id int PRIMARY KEY, code text UNIQUE, name text NOT NULL, sample boolean NOT NULL DEFAULT false)`);
    await database.db.execute(sql`CREATE INDEX bulk_load_probe_name_idx ON bulk_load_probe (lower(name))`);
    await database.db.execute(
      sql`CREATE INDEX bulk_load_probe_sample_idx ON bulk_load_probe (id) WHERE sample`,
    );
    before = await indexes(database.db);
  });
  afterAll(() => database.close());

  it('drops only the indexes no constraint uses while it loads, and builds them again as they were', async () => {
    const during = await loadWithIndexesAfter(database.db, TABLE, async (tx) => {
      await tx.execute(sql`INSERT INTO bulk_load_probe (id, code, name, sample)
        SELECT g, 'c' || g, 'Name ' || g, g % 2 = 0 FROM generate_series(1, 2000) g`);
      return indexes(tx);
    });
    expect(before.map((i) => i.name)).toEqual([
      'bulk_load_probe_code_key',
      'bulk_load_probe_name_idx',
      'bulk_load_probe_pkey',
      'bulk_load_probe_sample_idx',
    ]);
    expect(during.map((i) => i.name)).toEqual(['bulk_load_probe_code_key', 'bulk_load_probe_pkey']);
    expect(await indexes(database.db)).toEqual(before);
    expect(await count(database.db)).toBe(2000);
  });

  it('keeps the constraints working during the load: a duplicate key fails it', async () => {
    await database.db.execute(sql`DELETE FROM bulk_load_probe`);
    await expect(
      loadWithIndexesAfter(database.db, TABLE, (tx) =>
        tx.execute(sql`INSERT INTO bulk_load_probe (id, code, name) VALUES (1, 'a', 'A'), (1, 'b', 'B')`),
      ),
    ).rejects.toThrow();
  });

  it('when the load fails, leaves the table as it was and every index in place', async () => {
    await expect(
      loadWithIndexesAfter(database.db, TABLE, async (tx) => {
        await tx.execute(sql`INSERT INTO bulk_load_probe (id, code, name) VALUES (1, 'a', 'A')`);
        throw new Error('the file ended early');
      }),
    ).rejects.toThrow('the file ended early');
    expect(await count(database.db)).toBe(0);
    expect(await indexes(database.db)).toEqual(before);
  });

  it('on a table that has rows already, loads with every index kept', async () => {
    await database.db.execute(sql`INSERT INTO bulk_load_probe (id, code, name) VALUES (1, 'a', 'A')`);
    const during = await loadWithIndexesAfter(database.db, TABLE, async (tx) => {
      await tx.execute(sql`INSERT INTO bulk_load_probe (id, code, name) VALUES (2, 'b', 'B')`);
      return indexes(tx);
    });
    expect(during).toEqual(before);
    expect(await count(database.db)).toBe(2);
  });
});
