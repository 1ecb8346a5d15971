import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from './client.ts';

/**
 * Loads an empty table with its secondary indexes built once at the end instead of row by row.
 *
 * PostgreSQL builds a B-tree or GIN index from a sorted pass in a fraction of the time that the
 * same rows cost one insert at a time (on PGlite, the demo's first start: 736,000 sample network
 * rows into four indexes). The indexes dropped are the ones no constraint uses (a primary key or a
 * unique constraint stays, so conflicts are still caught); each is re-created from its own
 * definition as the database reports it (`pg_indexes.indexdef`), so nothing here repeats the schema.
 *
 * It all happens in one transaction (a savepoint inside the caller's), and `load` must write through
 * the executor it is given: if the load fails, the rollback restores the indexes with the table.
 * When the table already has rows, the load runs as is: rebuilding an index over rows that were
 * there before would cost more than it saves.
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
    return rebuildingIndexes(tx, table, load);
  });
}

async function rebuildingIndexes<T>(
  tx: DbExecutor,
  table: string,
  load: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
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
}
