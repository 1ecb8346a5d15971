/** Applies drizzle/'s migrations on either driver (drizzle-kit's fails silently on PGlite with pg_trgm). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client.ts';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
