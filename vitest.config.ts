import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BOTH_DATABASE_FILES } from './tests/setup/both-databases.ts';

/**
 * The test tiers (docs/testing.md), each a Vitest project, run side by side by `npm test`
 * (scripts/run-tests.ts):
 * - unit: the engine and shared rules (node) and the client (jsdom): no database, no server.
 * - api: the app and its services on a seeded database per file (tests/setup). TEST_DATABASES
 *   picks PGlite or PostgreSQL, so the two run in separate processes; with TEST_DATABASES=postgres
 *   only the files of tests/setup/both-databases.ts are run again.
 * - process: real server processes (start, signals, crashes, load), from the seeded snapshot.
 *
 * The unit, client and api files of a worker share its modules (isolate: false): loading them and
 * a jsdom once per worker instead of once per file took the three tiers from about 500 s to about
 * 200 s here. It holds because no module keeps state between calls (what an app keeps is in its
 * Caches) and every test cleans up after itself (tests/setup); each tier also passes isolated
 * (`npx vitest run --isolate`).
 */
const PROCESS_TESTS = ['src/server/main.test.ts', 'scripts/start.test.ts', 'tests/reliability/**/*.test.ts'];
const API_TESTS = ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'];

const postgresOnly = process.env.TEST_DATABASES?.trim().toLowerCase() === 'postgres';
const setupFiles = ['tests/setup/fail-on-console-error.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          setupFiles,
          isolate: false,
          // Property tests of the ranking take 1–2 s alone; npm test runs this tier beside the browser
          // journeys, which keep both cores busy, and one ran past the default 5 s there.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: [...setupFiles, 'tests/setup/client.ts'],
          isolate: false,
          // Whole pages rendered in jsdom and driven like a user: seconds each alone, and npm test runs
          // this tier beside the browser journeys, which keep both cores busy.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // On PostgreSQL alone, the files whose code takes a different path by engine (one list,
          // checked by tests/architecture/both-databases.test.ts); the others run on PGlite only.
          include: postgresOnly ? Object.keys(BOTH_DATABASE_FILES) : API_TESTS,
          exclude: PROCESS_TESTS,
          setupFiles,
          isolate: false,
          globalSetup: ['tests/setup/global-database.ts'],
          // Whole imports and submissions on a real database; in CI beside the browser tier on the
          // same two cores they ran 2–3 times slower than alone (a 7 s import took 33 s).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'process',
          environment: 'node',
          include: PROCESS_TESTS,
          setupFiles,
          globalSetup: ['tests/setup/global-database.ts'],
          // One server process at a time: their figures (latency, memory, exit time) are measured.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
