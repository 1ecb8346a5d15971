import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from './client.ts';

/** `write` for each run of `size` rows, in turn. */
export async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Loads an empty table with its secondary indexes built once at the end (a sorted build is far cheaper
 * than row-by-row inserts: 736,000 sample network rows on PGlite's first start). Constraint indexes stay,
 * the others are re-created from `pg_indexes.indexdef`. One savepoint: `load` must write through the
 * executor it is given so a failure restores the indexes. A table with rows loads as is.
 */
export async function loadWithIndexesAfter<T>(
  db: DbExecutor,
  table: string,
  load: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [existing] = await queryRows<{ one: number }>(
      tx,
      sql`SELECT 1 AS one FROM ${sql.identifier(table)} LIMIT 1`,
    );
    if (existing) return load(tx);
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`SELECT i.indexname AS name, i.indexdef AS definition
        FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = ${table}
          AND NOT EXISTS (
            SELECT 1 FROM pg_constraint c
            WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
          )
        ORDER BY i.indexname`,
    );
    for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
    const result = await load(tx);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    return result;
  });
}
