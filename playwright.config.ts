import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_EDITOR, PLAN_YEARS_E2E_DATE } from './tests/e2e/support';

/**
 * Browser journeys against the built app (`npm run test:e2e` builds first) on a random port with a
 * fresh data directory (design.md §10). The config is evaluated again in each worker process;
 * `??=` makes the workers inherit the port and directory the main process chose.
 */
process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'clearplan-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
/** Everything the server prints, for the teardown that looks for PHI and secrets in it. */
process.env.E2E_SERVER_LOG ??= `${dataDir}-server.log`;
const serverLog = process.env.E2E_SERVER_LOG;
const baseURL = `http://127.0.0.1:${port}`;
/**
 * A second server for the plan-year journey (plan-years.spec.ts): the demo with the sample 2027
 * plans, on a date in open enrollment, so the finder offers two years. The main server keeps one
 * year, so no other journey sees a second.
 */
process.env.E2E_YEARS_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'clearplan-e2e-years-'));
const yearsDataDir = process.env.E2E_YEARS_DATA_DIR;
const yearsPort = port + 1;
const YEARS_BASE_URL = `http://127.0.0.1:${yearsPort}`;
/** The date the plan-year server offers years for: inside open enrollment for 2027 (support.ts). */
const YEARS_ENROLLMENT_DATE = PLAN_YEARS_E2E_DATE;

// Only the main process owns the directory; it exits after the web server has been stopped.
if (!process.env.TEST_WORKER_INDEX) {
  process.once('exit', () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(yearsDataDir, { recursive: true, force: true });
    rmSync(serverLog, { force: true });
  });
}

/** Debian's chromium, headless; never download browsers (design.md §2). */
const DEBIAN_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /plan-years\.spec\.ts/,
      // After every journey: the server's log holds no PHI, password or token (server-log.teardown.ts).
      teardown: 'server log',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: DEBIAN_CHROMIUM,
      },
    },
    {
      name: 'plan years',
      testMatch: /plan-years\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: YEARS_BASE_URL,
        launchOptions: DEBIAN_CHROMIUM,
      },
    },
    { name: 'server log', testMatch: /server-log\.teardown\.ts/ },
  ],
  // Each server seeds its own demo database first (about 40 s alone); the two seed at once while the
  // api and unit tiers share the same two cores in CI, so a start gets up to five minutes.
  webServer: [
    {
      // The demo data first, then one real doctor from an NPPES file (no network data: "not verified",
      // ADR 0014), then an editor account (the seed makes only the demo admin), for the role journeys.
      command: `npx tsx scripts/db-seed.ts > /dev/null && npx tsx scripts/import-nppes.ts tests/fixtures/nppes/e2e-real-doctor.csv > /dev/null && printf '%s\\n' '${E2E_EDITOR.password}' | npx tsx scripts/admin-create.ts ${E2E_EDITOR.email} --role editor && npx tsx src/server/main.ts 2>&1 | tee '${serverLog}'`,
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
      },
    },
    {
      command:
        'npx tsx scripts/db-seed.ts --next-year-sample > /dev/null && npx tsx src/server/main.ts > /dev/null 2>&1',
      url: `${YEARS_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        PORT: String(yearsPort),
        HOST: '127.0.0.1',
        CLEARPLAN_DATA_DIR: yearsDataDir,
        NODE_ENV: 'test',
        SUBMIT_LIMIT_PER_10_MIN: '1000',
        CLEARPLAN_ENROLLMENT_DATE: YEARS_ENROLLMENT_DATE,
      },
    },
  ],
});
