/** `npm run db:migrate`: applies the committed migrations in drizzle/ to the configured database. */
import { runWithDatabase } from './run-with-database.ts';

await runWithDatabase(async (database) => {
  console.log(`Migrations applied to ${database.description}.`);
});
