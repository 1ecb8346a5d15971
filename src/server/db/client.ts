/** Opens the database: embedded PGlite (default) or PostgreSQL when a URL is given (ADR 0002). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** Inside db.transaction() use only this (design.md §2: PGlite deadlocks otherwise). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes (CHECKPOINT on PGlite) and closes the connection. */
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined means in memory (tests). loadDataDir restores a dumped data directory. */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      smallWal?: boolean;
      /** Server settings (`-c name=value`), e.g. a test's smaller shared_buffers. */
      settings?: Record<string, string>;
    };

/**
 * PGlite's WebAssembly, compiled once per process: compiling and freeing it per test file cost a compile
 * each and once crashed V8's bookkeeping of freed WebAssembly code (Node 24.22.3).
 */
let pgliteWasm: Promise<WebAssembly.Module> | undefined;
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  pgliteWasm ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    return WebAssembly.compile(await fs.promises.readFile(path.join(path.dirname(entry), 'pglite.wasm')));
  })();
  return pgliteWasm;
}

/**
 * PGlite keeps up to max_wal_size (1 GB) of recycled WAL, and a dump carries it all (649 MB for under
 * 100 MB of data). A small WAL limit plus a CHECKPOINT before the dump keeps only the required segments.
 */
const SMALL_WAL_PARAMS = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
const SMALL_NEW_WAL_PARAMS = ['-c', 'max_wal_size=2MB', '-c', 'min_wal_size=2MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Named prepared statements (queryRowsPlanned) keep one generic plan per connection: the default kept
      // replanning, as our JSON-list parameters hide their values, costing 1–2.5 ms per submission.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    pgliteWasmModule: await pgliteWasmModule(),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.smallWal && !options.loadDataDir ? { initDbStartParams: ['--wal-segsize=1'] } : {}),
    ...(options.smallWal || options.settings
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...(options.smallWal ? (options.loadDataDir ? SMALL_WAL_PARAMS : SMALL_NEW_WAL_PARAMS) : []),
            ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }
      : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (client.closed) return;
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

/** Embedded (PGlite): one connection, so a query outside a running transaction waits for it to end. */
export function isEmbedded(db: DbExecutor): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

/** Both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/** queryRows as a named prepared statement, planned once per connection: only for fixed text (jsonArray). */
export async function queryRowsPlanned<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `planned_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}
