// Writes a large table with `COPY … FROM STDIN` in the import's transaction (the national Part D pricing
// file, 55M lines): rows go to a staging table, then move sorted by key keeping each key's first row
// (`DISTINCT ON`), so they append at the B-tree's right edge. PGlite has no COPY FROM STDIN: JSON chunks
// there (bulk-insert.ts).
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DbExecutor } from '../../db/client.ts';
import { BulkWriter, type ColumnTypes, type RowWriter } from './bulk-insert.ts';

/** Characters of COPY text sent per write: large enough that a write is not per row. */
const COPY_CHUNK_CHARS = 256 * 1024;

const ESCAPED = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function escapeCopyText(text: string): string {
  return text.replace(ESCAPED, (c) => ESCAPES[c] as string);
}

/**
 * What the JSON chunks write for the same value: null, undefined and non-finite numbers are `\N`; booleans
 * t/f; json and jsonb as JSON.
 */
export function copyValue(value: unknown, type: string): string {
  if (value === null || value === undefined) return '\\N';
  if (type === 'jsonb' || type === 'json') return escapeCopyText(JSON.stringify(value));
  switch (typeof value) {
    case 'string':
      return escapeCopyText(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : '\\N';
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 't' : 'f';
    default:
      throw new TypeError(`COPY text cannot hold a ${typeof value} in a ${type} column`);
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export class CopyWriter implements RowWriter {
  written = 0;
  private seq = 0;
  private pending = '';
  private failure: Error | null = null;
  private state: 'open' | 'finished' | 'aborted' = 'open';
  private readonly entries: [string, string][];

  private constructor(
    private readonly client: pg.ClientBase,
    private readonly table: string,
    columns: ColumnTypes,
    private readonly key: readonly string[],
    private readonly stage: string,
    private readonly stream: ReturnType<typeof copyFrom>,
  ) {
    this.entries = Object.entries(columns);
    // A server error ends the COPY: kept for the next add() or finish() to throw.
    stream.on('error', (error: Error) => {
      this.failure ??= error;
    });
  }

  static async open(
    client: pg.ClientBase,
    table: string,
    columns: ColumnTypes,
    key: readonly string[],
  ): Promise<CopyWriter> {
    const stage = quoted(`copy_stage_${table}_${randomBytes(4).toString('hex')}`);
    const definitions = Object.entries(columns).map(([name, type]) => `${quoted(name)} ${type}`);
    await client.query(`create temp table ${stage} (seq bigint, ${definitions.join(', ')}) on commit drop`);
    const names = Object.keys(columns).map(quoted).join(', ');
    const stream = client.query(copyFrom(`copy ${stage} (seq, ${names}) from stdin`));
    return new CopyWriter(client, table, columns, key, stage, stream);
  }

  async add(row: Record<string, unknown>): Promise<void> {
    if (this.failure) throw this.failure;
    let line = String(++this.seq);
    for (const [name, type] of this.entries) line += `\t${copyValue(row[name], type)}`;
    this.pending += `${line}\n`;
    if (this.pending.length >= COPY_CHUNK_CHARS) await this.send();
  }

  private async send(): Promise<void> {
    const chunk = this.pending;
    this.pending = '';
    // Wait while the connection's buffer is full: memory stays flat however large the file.
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async finish(): Promise<number> {
    if (this.state !== 'open') throw new Error(`The ${this.table} writer is ${this.state}.`);
    if (this.failure) throw this.failure;
    if (this.pending !== '') await this.send();
    const ended = once(this.stream, 'finish');
    this.stream.end();
    await ended;
    this.state = 'finished';
    const names = this.entries.map(([name]) => quoted(name)).join(', ');
    const key = this.key.map(quoted).join(', ');
    // The release is new: no row of it is in the table yet, so a conflict cannot be dropped silently.
    const result = await this.client.query(
      `insert into ${quoted(this.table)} (${names})
        select distinct on (${key}) ${names} from ${this.stage} order by ${key}, seq`,
    );
    await this.client.query(`drop table ${this.stage}`);
    this.written = result.rowCount ?? 0;
    return this.written;
  }

  /** Sends CopyFail: until the COPY ends the connection takes no other statement, not even the ROLLBACK. */
  async abort(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'aborted';
    if (this.failure || this.stream.destroyed) return;
    const closed = once(this.stream, 'close').catch(() => {});
    this.stream.destroy(new Error('The import stopped before the end of the file.'));
    await closed;
  }
}

/** The node-postgres connection of a transaction (Drizzle's `session.client`), or null. */
export function copyConnection(tx: DbExecutor): pg.ClientBase | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/**
 * COPY on PostgreSQL, JSON chunks with `on conflict do nothing` on PGlite; `key` is the primary key in order.
 * Finish or abort it before `tx` runs anything else: during a COPY the connection is the writer's.
 */
export async function openTableWriter(
  tx: DbExecutor,
  table: string,
  columns: ColumnTypes,
  key: readonly string[],
): Promise<RowWriter> {
  const client = copyConnection(tx);
  if (client) return CopyWriter.open(client, table, columns, key);
  return new BulkWriter(tx, table, columns, { onConflictDoNothing: true });
}

/** When `fill` throws, aborts the writer first so the rollback can run. */
export async function writeAll<T>(writer: RowWriter, fill: () => Promise<T>): Promise<T> {
  try {
    const result = await fill();
    await writer.finish();
    return result;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
