// Large imports write rows in chunks of one JSON parameter (`jsonb_to_recordset`): fast on PGlite and
// node-postgres, and never near the 65,535 parameter limit.
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';

export type ColumnTypes = Record<string, string>;

/** "name type, name type" → ColumnTypes. */
export const columnTypes = (spec: string): ColumnTypes =>
  Object.fromEntries(spec.split(', ').map((column) => column.split(' ')));

export const BULK_CHUNK_ROWS = 5000;

export async function bulkInsert(
  db: DbExecutor,
  table: string,
  columns: ColumnTypes,
  rows: readonly Record<string, unknown>[],
  options: { onConflictDoNothing?: boolean } = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const record = sql.raw(names.map((n) => `"${n}" ${columns[n]}`).join(', '));
  let written = 0;
  for (let i = 0; i < rows.length; i += BULK_CHUNK_ROWS) {
    const chunk = rows.slice(i, i + BULK_CHUNK_ROWS);
    await queryRows(
      db,
      sql`insert into ${sql.raw(`"${table}"`)} (${list})
        select ${list} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${record})
        ${options.onConflictDoNothing ? sql`on conflict do nothing` : sql``}`,
    );
    written += chunk.length;
  }
  return written;
}

export interface RowWriter {
  add(row: Record<string, unknown>): Promise<void>;
  finish(): Promise<number>;
  /** Gives up what is not written yet (the caller's transaction is rolling back). */
  abort(): Promise<void>;
}

export class BulkWriter implements RowWriter {
  private pending: Record<string, unknown>[] = [];
  written = 0;

  constructor(
    private readonly db: DbExecutor,
    private readonly table: string,
    private readonly columns: ColumnTypes,
    private readonly options: { onConflictDoNothing?: boolean } = {},
  ) {}

  async add(row: Record<string, unknown>): Promise<void> {
    this.pending.push(row);
    if (this.pending.length >= BULK_CHUNK_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    const rows = this.pending;
    this.pending = [];
    this.written += await bulkInsert(this.db, this.table, this.columns, rows, this.options);
  }

  async finish(): Promise<number> {
    await this.flush();
    return this.written;
  }

  async abort(): Promise<void> {
    this.pending = [];
  }
}
