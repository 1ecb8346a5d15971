/** A cached table's version (schema.ts referenceVersions), bumped when a change to it commits. */
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRowsPlanned } from './client.ts';

export type ReferenceTable = 'medicare_plans' | 'data_sources' | 'carriers' | 'medication_lookup';

/** Null inside a transaction that changed the table itself (its version moves only at commit). */
export async function referenceVersion(db: DbExecutor, table: ReferenceTable): Promise<string | null> {
  const [row] = await queryRowsPlanned<{ version: string | number | null; pending: boolean }>(
    db,
    sql`select (select version from reference_versions where name = ${table}) as version,
      exists (select 1 from reference_changes where txid = txid_current_if_assigned() and name = ${table}) as pending`,
  );
  if (row?.pending) return null;
  return String(row?.version ?? 0);
}
