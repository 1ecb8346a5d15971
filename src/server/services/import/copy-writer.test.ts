/**
 * The large-table writer on a real database: COPY text on PostgreSQL, JSON chunks on PGlite, the
 * same rows either way, the first row of a repeated key kept, and a failing transaction that ends
 * its COPY so the rollback can run.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { queryRows } from '../../db/client.ts';
import type { ColumnTypes } from './bulk-insert.ts';
import { CopyWriter, copyValue, escapeCopyText, openTableWriter, writeAll } from './copy-writer.ts';

const COLUMNS: ColumnTypes = { id: 'int', label: 'text', doc: 'jsonb', amount: 'numeric', flag: 'boolean' };

/** Values COPY's text format must escape or tell apart, each in its own row. */
const AWKWARD_LABELS = [
  'tab\there',
  'line\nbreak',
  'carriage\rreturn\r\n',
  'back\\slash',
  '\\N',
  '\\.',
  '',
  'pipe|and;semicolon',
  'café ✓ 𝄞',
  ' leading and trailing ',
  '"quoted"',
  'nul-free \\t literal',
];

const rowsToWrite = () =>
  AWKWARD_LABELS.map((label, i) => ({
    id: i + 1,
    label,
    doc: i === 6 ? null : { label, nested: { list: [1, 'two\tthree', null], backslash: '\\' } },
    amount: i % 3 === 0 ? null : (i * 1.25).toFixed(2),
    flag: i % 2 === 0,
  }));

describe('COPY text', () => {
  it('escapes backslash, tab, newline and carriage return, and nothing else', () => {
    expect(escapeCopyText('a\tb\nc\rd\\e|f')).toBe('a\\tb\\nc\\rd\\\\e|f');
    expect(escapeCopyText('\\N')).toBe('\\\\N');
  });

  it('writes NULL, booleans, numbers and JSON as the JSON chunks do', () => {
    expect(copyValue(null, 'text')).toBe('\\N');
    expect(copyValue(undefined, 'int')).toBe('\\N');
    expect(copyValue(Number.NaN, 'numeric')).toBe('\\N');
    expect(copyValue('', 'text')).toBe('');
    expect(copyValue(true, 'boolean')).toBe('t');
    expect(copyValue(false, 'boolean')).toBe('f');
    expect(copyValue(0.00001, 'numeric')).toBe('0.00001');
    expect(copyValue({ a: 'x\ty' }, 'jsonb')).toBe('{"a":"x\\\\ty"}');
    expect(() => copyValue(['a'], 'text[]')).toThrow(TypeError);
  });
});

describe.each(TEST_DATABASE_KINDS)('the large-table writer on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(
      sql`create table copy_writer_probe (id int primary key, label text, doc jsonb, amount numeric, flag boolean)`,
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const stored = () =>
    queryRows<Record<string, unknown>>(
      database.db,
      sql`select id, label, doc, amount, flag from copy_writer_probe order by id`,
    );
  const empty = async () => {
    await database.db.execute(sql`delete from copy_writer_probe`);
  };

  it('stores every awkward value as it was given, and a repeated key keeps its first row', async () => {
    await empty();
    const rows = rowsToWrite();
    await database.db.transaction(async (tx) => {
      const writer = await openTableWriter(tx, 'copy_writer_probe', COLUMNS, ['id']);
      expect(writer instanceof CopyWriter).toBe(kind === 'PostgreSQL');
      await writeAll(writer, async () => {
        for (const row of rows) await writer.add(row);
        // Later rows of keys already written: dropped.
        await writer.add({ ...rows[0], label: 'second of id 1', flag: true });
        await writer.add({ ...rows[4], doc: null });
      });
    });
    const back = await stored();
    expect(back).toEqual(rows);
    // The JSON column round-trips, tabs and backslashes inside strings included.
    expect(back[0]?.doc).toEqual({
      label: 'tab\there',
      nested: { list: [1, 'two\tthree', null], backslash: '\\' },
    });
  });

  it('writes a chunk-crossing number of rows, sorted or not, the first of each key', async () => {
    await empty();
    const count = 30_000;
    await database.db.transaction(async (tx) => {
      const writer = await openTableWriter(tx, 'copy_writer_probe', COLUMNS, ['id']);
      await writeAll(writer, async () => {
        // Descending ids, then every id again: the second pass is all repeats.
        for (let i = count; i >= 1; i--) await writer.add({ id: i, label: `first ${i}`, flag: true });
        for (let i = 1; i <= count; i++) await writer.add({ id: i, label: `again ${i}`, flag: false });
      });
    });
    const [summary] = await queryRows<{ n: number; firsts: number }>(
      database.db,
      sql`select count(*)::int as n, count(*) filter (where label like 'first %' and flag)::int as firsts
          from copy_writer_probe`,
    );
    expect(summary).toEqual({ n: count, firsts: count });
  });

  it('a transaction that fails while its COPY is open rolls back, and the database answers afterwards', async () => {
    await empty();
    const failing = database.db.transaction(async (tx) => {
      const writer = await openTableWriter(tx, 'copy_writer_probe', COLUMNS, ['id']);
      await writeAll(writer, async () => {
        for (let i = 1; i <= 20_000; i++) await writer.add({ id: i, label: 'x'.repeat(40) });
        throw new Error('the file could not be read');
      });
    });
    await expect(failing).rejects.toThrow('the file could not be read');
    expect(await stored()).toEqual([]);
    // Every connection of the pool is usable (none is left inside a COPY).
    for (let i = 0; i < 6; i++)
      expect(await queryRows(database.db, sql`select ${i}::int as i`)).toEqual([{ i }]);
  });

  it('a value the column refuses fails the transaction with the database error', async () => {
    await empty();
    const refused = database.db.transaction(async (tx) => {
      const writer = await openTableWriter(tx, 'copy_writer_probe', COLUMNS, ['id']);
      await writeAll(writer, async () => {
        await writer.add({ id: 1, amount: '12.50' });
        await writer.add({ id: 2, amount: 'not a number' });
      });
    });
    // Drizzle wraps the JSON chunk's error (its cause); COPY's is the database's own.
    const error = await refused.then(
      () => null,
      (e: Error) => (e.cause instanceof Error ? e.cause : e),
    );
    expect(error?.message).toMatch(/invalid input syntax for type numeric/);
    expect(await stored()).toEqual([]);
    expect(await queryRows(database.db, sql`select 1::int as one`)).toEqual([{ one: 1 }]);
  });
});
