/**
 * `npm run db:seed`: (re)loads reference data, starter plans and the admin; safe to re-run.
 * `--next-year-sample` adds next year's sample plans (as a non-production first start does).
 */
import { parseArgs } from 'node:util';
import { seedDatabase } from '../src/server/db/seed/seed.ts';
import { runWithDatabase } from './run-with-database.ts';

const { values } = parseArgs({ options: { 'next-year-sample': { type: 'boolean', default: false } } });

await runWithDatabase(async (database, env) => {
  const report = await seedDatabase(database.db, {
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    demoProviders: env.nodeEnv !== 'production',
    nextYearSample: values['next-year-sample'] === true,
  });
  console.log(`Seeded ${database.description}:`, report);
});
