import { defineConfig } from 'vitest/config';

/**
 * `npm run test:stress` (issue 8, items 10–13; docs/reliability.md): the long reliability checks,
 * one file at a time so they do not disturb each other's figures. Item 10 and 11 run on PostgreSQL
 * too: TEST_DATABASE_URL, or the local server at postgres://postgres@127.0.0.1:5432 (each run
 * creates and drops its own databases there). Figures go to .cache/stress/*.json.
 */
process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  test: {
    name: 'stress',
    environment: 'node',
    include: [
      'tests/reliability/**/*.stress.ts',
      'src/server/routes/admin-plans/admin-plans-concurrency.test.ts',
      // WORKERS=2 on an empty PostgreSQL database, seeded once by the primary (npm test: seeded).
      'src/server/main.test.ts',
      // Probes sized for npm test run at full size here (stress-profile.ts).
      'src/server/security/result-ids.test.ts',
      'src/server/security/fuzz.test.ts',
      'src/server/services/providers/nppes-import.test.ts',
    ],
    env: { CLEARPLAN_STRESS: '1' },
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    globalSetup: ['tests/setup/global-database.ts'],
    fileParallelism: false,
    testTimeout: 60 * 60_000,
    hookTimeout: 5 * 60_000,
  },
});
