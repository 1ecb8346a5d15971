/**
 * `npm run retention`: deletes, once, every submission whose retention date has passed (ADR 0020),
 * as the server's hourly job does, and prints how many. Safe while the server runs on PostgreSQL
 * (one DELETE statement); PGlite's data directory is locked by a running server.
 */
import { deleteExpiredSubmissions } from '../src/server/results/retention.ts';
import { runWithDatabase } from './run-with-database.ts';

await runWithDatabase(async (database) => {
  const deleted = await deleteExpiredSubmissions(database.db, new Date());
  console.log(
    `Retention: deleted ${deleted} submission${deleted === 1 ? '' : 's'} past their retention date in ${database.description}.`,
  );
});
