/** PostgreSQL when DATABASE_URL is set, else PGlite in CLEARPLAN_DATA_DIR, locked to this process. */
import type { Env } from '../env.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

export type ConfiguredDatabase = DatabaseHandle & { description: string };

export async function openConfiguredDatabase(env: Env): Promise<ConfiguredDatabase> {
  if (env.databaseUrl) {
    const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl });
    return { ...handle, description: 'PostgreSQL (DATABASE_URL)' };
  }
  const lock = lockDataDir(env.dataDir);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
    return {
      ...handle,
      description: `embedded PGlite in ${env.dataDir}`,
      close: async () => {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openAndMigrate(env: Env): Promise<ConfiguredDatabase> {
  const handle = await openConfiguredDatabase(env);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
