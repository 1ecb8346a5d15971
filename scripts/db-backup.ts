/**
 * `npm run db:backup [-- <file>]`: dumps the embedded database (CLEARPLAN_DATA_DIR) to a gzipped
 * tar, by default backups/clearplan-<time>.tar.gz. Stop the server first (the data directory is
 * locked while it runs). With DATABASE_URL, use PostgreSQL's pg_dump instead.
 */
import path from 'node:path';
import { BackupError, backupDataDir } from '../src/server/db/backup.ts';
import { runWithEnv } from './run-with-database.ts';

await runWithEnv(async (env) => {
  if (env.databaseUrl) throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump.');
  const file =
    process.argv[2] ??
    path.join('backups', `clearplan-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
  const { bytes } = await backupDataDir(env.dataDir, file);
  console.log(`Backed up ${env.dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
});
