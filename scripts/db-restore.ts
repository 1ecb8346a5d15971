/**
 * `npm run db:restore -- <file>`: replaces the embedded database (CLEARPLAN_DATA_DIR) with a
 * backup made by `npm run db:backup`. Stop the server first. The current data directory is kept
 * beside it, renamed `<dir>.before-restore-<time>`; delete it once the restored data looks right.
 */
import { BackupError, restoreDataDir } from '../src/server/db/backup.ts';
import { runWithEnv } from './run-with-database.ts';

await runWithEnv(async (env) => {
  if (env.databaseUrl)
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.');
  const file = process.argv[2];
  if (!file) throw new BackupError('Name the backup file: npm run db:restore -- <file>');
  const { previous, plans } = await restoreDataDir(env.dataDir, file);
  console.log(`Restored ${file} into ${env.dataDir} (${plans} plans).`);
  if (previous) console.log(`The previous data directory is kept at ${previous}.`);
});
