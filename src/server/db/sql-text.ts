/** Helpers for user text inside SQL patterns and ids in paths. */
import { type SQL, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so `%` and `_` in search text match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID (a submission id); anything else is simply not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A list as one JSON parameter, unpacked into a PostgreSQL array: `col = any(${jsonArray(ids, 'int')})`.
 * PGlite turns an array parameter into SQL slowly (about 10 ms for a few hundred numbers), a
 * JSON text in no time; PostgreSQL treats both alike.
 */
export function jsonArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  const json = sql`${JSON.stringify(values)}::jsonb`;
  return type === 'int'
    ? sql`array(select (jsonb_array_elements_text(${json}))::int)`
    : sql`array(select jsonb_array_elements_text(${json}))`;
}
