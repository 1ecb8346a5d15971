import { type SQL, sql } from 'drizzle-orm';

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A submission id; anything else is simply not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A list as one JSON parameter, unpacked into a PostgreSQL array: `col = any(${jsonArray(ids, 'int')})`.
 * PGlite converts array parameters slowly (~10 ms for a few hundred numbers), JSON text in no time.
 */
export function jsonArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  const json = sql`${JSON.stringify(values)}::jsonb`;
  return type === 'int'
    ? sql`array(select (jsonb_array_elements_text(${json}))::int)`
    : sql`array(select jsonb_array_elements_text(${json}))`;
}

/** An upsert's `set` taking each named column from the row that conflicted: `{ city: excluded.city }`. */
export function excludedColumns<T, K extends keyof T & string>(table: T, keys: readonly K[]): Record<K, SQL> {
  const name = (key: K) => (table[key] as { name: string }).name;
  return Object.fromEntries(keys.map((key) => [key, sql`excluded.${sql.identifier(name(key))}`])) as Record<
    K,
    SQL
  >;
}
