/** `npm run db:seed`: (re)loads reference data, starter plans and the configured admin; safe to re-run. */
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { runWithDatabase } from './run-with-database.ts';

await runWithDatabase(async (database, env) => {
  const report = await seedDatabase(database.db, {
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    demoProviders: env.nodeEnv !== 'production',
  });
  console.log(`Seeded ${database.description}:`, report);
});
