/** Helpers for user text inside SQL patterns and ids in paths. */

/** Escapes LIKE wildcards so `%` and `_` in search text match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed UUID (a submission id); anything else is simply not found. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
