/**
 * The short versions of the reliability checks (issue 8, items 10, 12 and 13) against a real server
 * process on one seeded PGlite data directory, one after another: concurrency, soak, SIGTERM
 * mid-write, SIGKILL loop, upload abuse (security finding 7), a flood of share-link reads (security
 * finding 5). `npm run test:stress` runs the long ones (*.stress.ts, both databases)
 * and docs/reliability.md has their figures. Item 11 is admin-plans-concurrency.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectStoredAsAcknowledged, runConcurrencyCheck } from './concurrency-check.ts';
import { IMPORT_ROWS, runCrashLoop, runSigtermCheck, SIGTERM_EXIT_BUDGET_MS } from './crash-check.ts';
import { seededPgliteDirectory, type ThrowawayDatabase } from './reliability-databases.ts';
import { type Exit, killRunningServers, type ServerProcess, startServer } from './server-process.ts';
import { runShareFlood } from './share-flood-check.ts';
import { runSoak } from './soak-check.ts';
import { writeStressReport } from './stress-report.ts';
import { runUploadAbuseCheck } from './upload-abuse-check.ts';

const CLEAN_EXIT = { code: 0, signal: null };
/**
 * Each check's own time limit stops only a hang. What a check measures it bounds itself (a refusal
 * within 2 s, an exit within 8 s); its wall time as a whole is a few processor-bound server starts
 * and loads, which on two cores shared with other tiers took several times their idle time (the
 * crash loop and the upload check ran past 120 s at a load of 25 with nothing wrong).
 */
const HANG_LIMIT_MS = 600_000;

describe('the server process under load, signals and crashes (short)', { timeout: HANG_LIMIT_MS }, () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await seededPgliteDirectory();
  }, 60_000);
  /** One server for the upload abuse and the share-link flood after it. */
  let server: ServerProcess | undefined;
  // A check that failed or ran out of time must not leave its server holding the directory's lock
  // (the next check's server would be refused): only the shared one may outlive its test.
  afterEach(() => killRunningServers(server));
  afterAll(async () => {
    await killRunningServers();
    await database?.remove();
  });

  it('stores exactly the submissions it acknowledged to 8 concurrent clients, without a 5xx', async () => {
    // 3 s of 8 clients submitting at once; 50 clients for 60 s under npm run test:stress.
    const result = await runConcurrencyCheck(database, { clients: 8, durationMs: 3_000 });
    expectStoredAsAcknowledged(result, 8);
  });

  it('serves 15 s of mixed traffic without a 5xx and without memory growth after the warm-up', async () => {
    const result = await runSoak(database, {
      durationMs: 15_000,
      warmupMs: 5_000,
      ratePerSecond: 20,
      sampleEveryMs: 500,
    });
    const report = JSON.stringify(result);
    expect(result.requests, report).toBeGreaterThan(100);
    expect(Object.keys(result.latencyMs), report).toHaveLength(10);
    expect(result.serverErrors, report).toBe(0);
    expect(result.noReply, report).toBe(0);
    expect(result.rss.growthPct, report).toBeLessThan(10);
    expect(result.serverExit, report).toEqual(CLEAN_EXIT);
  });

  it('on SIGTERM mid-write, finishes what it acknowledged, exits 0 and loses nothing', async () => {
    const result = await runSigtermCheck(database, { clients: 4, termAfterMs: 1_500 });
    const report = JSON.stringify(result);
    expect(result.acknowledged, report).toBeGreaterThan(0);
    expect(result.exit, report).toEqual(CLEAN_EXIT);
    expect(result.stopMs, report).toBeLessThan(SIGTERM_EXIT_BUDGET_MS);
    expect(result.lost, report).toBe(0);
    expect(result.serverErrors, report).toBe(0);
  });

  it('restarts after SIGKILLs mid-write and mid-import, keeping every acknowledged submission', async () => {
    // One kill mid-write, then one mid-import, each followed by a restart on the same directory
    // (three starts); 50 kills, every fifth mid-import, under npm run test:stress.
    const result = await runCrashLoop(database, {
      kills: 2,
      importEvery: 2,
      maxKillDelayMs: 1_500,
      importKillWindowMs: 2_500,
    });
    const report = JSON.stringify(result);
    expect(result.failedRestart, report).toBeNull();
    expect(
      result.rounds.map((r) => r.mode),
      report,
    ).toEqual(['submissions', 'import']);
    expect(result.acknowledged, report).toBeGreaterThan(0);
    expect(
      result.rounds.map((r) => r.lost),
      report,
    ).toEqual([0, 0]);
    expect(result.lost, report).toBe(0);
    expect(result.serverErrors, report).toBe(0);
    for (const count of result.importCounts) expect([0, IMPORT_ROWS], report).toContain(count);
    const importRound = result.rounds.find((r) => r.mode === 'import');
    expect(importRound?.importStatus, report).toBe(
      importRound?.importedPlans === IMPORT_ROWS ? 'completed' : 'failed',
    );
    expect(result.finalExit, report).toEqual(CLEAN_EXIT);
  });

  it('refuses abusive uploads within 2 s and within 100 MB of the idle server while consumer requests keep their pace', async () => {
    // The server of this and the next check, started for the uploads (its idle memory is theirs).
    server = await startServer({ dataDir: database.dataDir });
    const result = await runUploadAbuseCheck(server, database.admin);
    const report = JSON.stringify(result);
    writeStressReport(
      'upload-abuse',
      result,
      `${result.uploads.map((u) => `${u.file} ${u.status} in ${u.ms} ms (${u.cpuMs} ms of processor time), peak ${u.peakRssMb} MB`).join('; ')}; consumer p95 ${result.consumerDuring.p95} ms`,
    );
    const [million, sheets, csv, dense] = result.uploads;
    for (const upload of [million, sheets, csv]) {
      expect(upload?.status, report).toBe(400);
      // The server's own processor time for the refusal, which other work on the machine does not
      // stretch: at a load of 28 the million-row refusal took 2.3 s of wall time with nothing
      // wrong (the wall time stays in the report).
      expect(upload?.cpuMs, report).toBeLessThan(2_000);
      // Relative to the idle server: its baseline is the runtime's and PGlite's, not the upload's
      // (486 MB on Node 20, 598 MB on Node 24; the refusals peaked 55-89 MB and 58 MB above it).
      expect((upload?.peakRssMb ?? Number.POSITIVE_INFINITY) - result.idleRssMb, report).toBeLessThan(100);
    }
    expect(million?.error, report).toBe('At most 20,000 rows can be imported at once');
    expect(sheets?.error, report).toMatch(/more than 20 sheets/);
    expect(csv?.error, report).toBe('At most 20,000 rows can be imported at once');
    // Within every size limit but too big to hold: the worker's memory ceiling refuses it.
    expect(dense?.status, report).toBe(400);
    expect(dense?.error, report).toBe('This spreadsheet is too large to open safely');
    expect(result.consumerErrors, report).toBe(0);
    expect(result.consumerDuring.count, report).toBeGreaterThan(20);
    expect(result.consumerDuring.p95, report).toBeLessThan(250);
    expect(result.healthyAfter, report).toBe(true);
  });

  it('keeps answering health and another person while 16 cookie-less clients flood a share link', async () => {
    // The server the abusive uploads were sent to: after them and this flood, it still stops cleanly.
    if (!server) server = await startServer({ dataDir: database.dataDir });
    let result: Awaited<ReturnType<typeof runShareFlood>>;
    let exit: Exit;
    try {
      result = await runShareFlood(server.baseUrl, { floodClients: 16, quietMs: 2_000, floodMs: 4_000 });
    } finally {
      exit = await server.stop('SIGTERM');
      server = undefined;
    }
    const report = JSON.stringify({ ...result, exit });
    expect(exit, report).toEqual(CLEAN_EXIT);
    writeStressReport(
      'share-flood',
      result,
      `flood ${result.flood.perSecond}/s ${JSON.stringify(result.flood.statuses)}; another person p95 ${result.quiet.p95} → ${result.during.p95} ms (×${result.p95Ratio}); health p95 ${result.healthDuring.p95} ms`,
    );
    // The flood is refused: 429 once its budgets are spent, 503 while too many of its reads wait
    // for a turn. Nothing else, and never another 5xx.
    const { statuses } = result.flood;
    expect((statuses['429'] ?? 0) + (statuses['503'] ?? 0), report).toBeGreaterThan(0);
    expect(
      Object.keys(statuses).filter((s) => !['200', '429', '503'].includes(s)),
      report,
    ).toEqual([]);
    // Everyone else is answered, every time, within a bound no loaded 2-core machine comes near
    // (the finding: health timed out for minutes). The p95 ratio to the quiet figure is the
    // benchmark's budget (docs/benchmarks.md); on a shared CI machine it is only reported here.
    expect(result.otherFailures, report).toBe(0);
    expect(result.healthFailures, report).toBe(0);
    expect(result.during.count, report).toBeGreaterThanOrEqual(3);
    expect(result.healthDuring.count, report).toBeGreaterThanOrEqual(3);
    expect(result.during.max, report).toBeLessThan(15_000);
    expect(result.healthDuring.max, report).toBeLessThan(15_000);
    expect(result.healthAfterMs, report).not.toBeNull();
  });
});
