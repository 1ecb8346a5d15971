/**
 * Opens the database: embedded PGlite (default) or PostgreSQL when a URL is given (ADR 0002).
 * Both are driven through the same Drizzle schema and the same SQL migrations.
 */
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
/** The database handle every service takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside db.transaction() use only this (design.md §2: PGlite deadlocks otherwise). */
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
      /** Server settings for this instance (`-c name=value`), e.g. a test's smaller shared_buffers. */
      settings?: Record<string, string>;
    };

/**
 * PGlite's WebAssembly, compiled once per process and given to every embedded database it opens
 * (one for the server; one per test file in a test worker), instead of compiled again by each. The
 * compiled code then lives as long as the process: a test worker that opened and dropped a database
 * per file made and freed that code over and over, which cost a compile per file and once crashed
 * the worker inside V8's bookkeeping of freed WebAssembly code (Node 24.22.3).
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
 * PGlite keeps up to max_wal_size (1 GB) of recycled write-ahead-log segments, and a dump carries
 * them all: a seeded test database dumped 649 MB, of which the data is under 100 MB. A small WAL
 * limit plus a CHECKPOINT before the dump keeps the two segments PostgreSQL must keep: 32 MB of
 * 16 MB segments on a restored directory (whatever its segment size), 2 MB on a new one, made with
 * 1 MB segments: the seeded test database dumps about 100 MB instead of 130, and every test file
 * that loads it pays for each byte.
 */
const SMALL_WAL_PARAMS = ['-c', 'max_wal_size=32MB', '-c', 'min_wal_size=32MB'];
const SMALL_NEW_WAL_PARAMS = ['-c', 'max_wal_size=2MB', '-c', 'min_wal_size=2MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A named prepared statement (queryRowsPlanned) keeps one generic plan per
      // connection. PostgreSQL's default plans the first five calls anew and then keeps planning
      // whenever the generic plan's estimate is worse, which for our statements is always: their
      // lists come in as one JSON parameter (jsonArray) that no plan can see into, yet planning
      // them again was 1–2.5 ms of every submission's database time (issue 21). Unnamed
      // statements are planned for their values as before.
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

/**
 * Whether the database is the embedded one (PGlite): one connection, one process. A query outside
 * a running transaction would wait for it to end there.
 */
export function isEmbedded(db: DbExecutor): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows as a named prepared statement, named by its own text: PostgreSQL parses and plans it
 * once per connection (then its generic plan) instead of on every call, which was a third of the
 * database's time for a submission's reads (issue 21). Only for statements whose text is the same
 * on every call (lists as one JSON parameter: jsonArray), or a connection would keep one statement
 * per text. PGlite runs it as queryRows does.
 */
export async function queryRowsPlanned<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `planned_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 24)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as unknown as { rows: T[] }).rows;
}
