import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../tests/setup/test-database.ts';
import { queryRows, queryRowsPlanned } from './client.ts';
import { jsonArray } from './sql-text.ts';

/**
 * Statements planned once per connection (issue 21): the same rows as a one-off statement, and on
 * PostgreSQL one prepared statement per text, whatever the values.
 */
describe.each(TEST_DATABASE_KINDS)('prepared raw statements on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const numbers = (values: number[]) =>
    sql`select n, n * 2 as twice from unnest(${jsonArray(values, 'int')}) as t(n) order by n`;

  it('gives what queryRows gives, for any values, under one name per text', async () => {
    await database.db.transaction(async (tx) => {
      // A transaction holds one connection, so its prepared statements can be listed.
      expect(await queryRowsPlanned(tx, numbers([3, 1, 2]))).toEqual(await queryRows(tx, numbers([3, 1, 2])));
      expect(await queryRowsPlanned(tx, numbers([7]))).toEqual([{ n: 7, twice: 14 }]);
      expect(await queryRowsPlanned(tx, numbers([]))).toEqual([]);
      if (kind !== 'PostgreSQL') return;
      const prepared = await queryRows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where statement like '%as twice from unnest%'`,
      );
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^planned_[\w-]{24}$/);
    });
  });
});
