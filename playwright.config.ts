import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MAIN_E2E_ENROLLMENT_DATE } from './tests/e2e/support';

/**
 * Browser journeys against the built app (`npm run test:e2e` builds first) on a random port with a
 * fresh data directory (design.md §10), restored from the seeded snapshot (tests/e2e/start-server.ts).
 * The config is evaluated again in each worker process; `??=` makes the workers inherit the port and
 * directory the main process chose.
 */
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'clearplan-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
/** Everything the server prints, for the teardown that looks for PHI and secrets in it. */
process.env.E2E_SERVER_LOG ??= `${dataDir}-server.log`;
const serverLog = process.env.E2E_SERVER_LOG;
const baseURL = `http://127.0.0.1:${port}`;

// Only the main process owns the directories (the data, the signed-in sessions, the axe states
// checked); it exits after the web server has been stopped.
if (!process.env.TEST_WORKER_INDEX) {
  process.once('exit', () => {
    for (const dir of [dataDir, `${dataDir}-sessions`, `${dataDir}-axe-states`])
      rmSync(dir, { recursive: true, force: true });
    rmSync(serverLog, { force: true });
  });
}

/**
 * Debian's chromium, headless; never download browsers (design.md §2). Its headless shell
 * (`chromium-headless-shell`, the same Blink, the headless browser Playwright itself defaults to)
 * when installed: without the full browser's window machinery the same 12 journeys took 104
 * core-seconds against 151 (docs/testing.md). The full browser where it is the only one.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DEBIAN_CHROMIUM = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-quic',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: 'list',
  // One limit for every journey, none of their own. Alone, with its two workers, the longest take
  // about 66 s (a table of every eligible plan with three axe runs; Extra Help by mail order with 30
  // cards): the browser tier keeps two cores busy by itself (npm test's processor times). CI runs
  // the api on PostgreSQL and unit tiers beside it, and limits tuned per journey (30, 60, 90, 120 s)
  // ran out one after another with nothing wrong. Speed is the bench's business, not these limits.
  timeout: 240_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    headless: true,
    // A trace records every step's snapshot and screenshots in every journey, passed or not: on
    // request only (E2E_TRACE=1 npx playwright test …) when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    // One sign-in per role for the run (support.ts `signedInAs`).
    { name: 'sessions', testMatch: /sessions\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['sessions'],
      // After every journey: the server's log holds no PHI, password or token (server-log.teardown.ts).
      teardown: 'server log',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: DEBIAN_CHROMIUM,
      },
    },
    { name: 'server log', testMatch: /server-log\.teardown\.ts/ },
  ],
  // The server starts on a copy of the seeded snapshot (a second or two; the first run on a tree
  // makes the snapshot, tens of seconds, beside the api and unit tiers in CI). The plan-year
  // journey starts a second server of its own (plan-years.spec.ts).
  webServer: {
    command: `npx tsx tests/e2e/start-server.ts 2>&1 | tee '${serverLog}'`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      CLEARPLAN_DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // The journeys open 127.0.0.1, so e-mailed links must too (PUBLIC_URL's default says localhost).
      PUBLIC_URL: baseURL,
      // Every journey submits from 127.0.0.1; the default budget (60 per 10 minutes) is for people.
      SUBMIT_LIMIT_PER_10_MIN: '1000',
      // The finder's plan year and start months on a fixed date, not on the day the suite runs:
      // 2026 plans as next year's, so every month of 2026 can start (support.ts).
      CLEARPLAN_ENROLLMENT_DATE: MAIN_E2E_ENROLLMENT_DATE,
    },
  },
});
