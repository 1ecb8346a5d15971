/**
 * Item 12 in full: 50 SIGKILLs at random moments on one PGlite data directory, every fifth during a
 * 5,000-plan import, each followed by a restart that must succeed and keep every acknowledged
 * submission; imports all or nothing. Then SIGTERM mid-write on PGlite and on PostgreSQL.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_ROWS, runCrashLoop, runSigtermCheck, SIGTERM_EXIT_BUDGET_MS } from './crash-check.ts';
import { seededPgliteDirectory, type ThrowawayDatabase, throwawayPostgres } from './reliability-databases.ts';
import { setting } from './stress-profile.ts';
import { writeStressReport } from './stress-report.ts';

const KILLS = setting('CLEARPLAN_CRASH_KILLS', 3, 50);
const CLEAN_EXIT = { code: 0, signal: null };

describe('crash consistency on PGlite', () => {
  let database: ThrowawayDatabase | undefined;
  afterAll(() => database?.remove());

  it(`restarts after ${KILLS} SIGKILLs mid-write and mid-import, losing nothing acknowledged`, async () => {
    database = await seededPgliteDirectory();
    const result = await runCrashLoop(database, {
      kills: KILLS,
      importEvery: 5,
      maxKillDelayMs: 3_000,
      importKillWindowMs: 2_500,
    }).catch((error: Error) => {
      // Shown at once (Vitest prints failures only at the end of the whole run).
      writeStressReport('crash-loop-error', { message: error.message }, error.message.slice(0, 3000));
      throw error;
    });
    const imports = result.rounds.filter((r) => r.mode === 'import');
    const restarts = result.rounds.map((r) => r.restartMs);
    writeStressReport(
      'crash-loop',
      result,
      `${result.rounds.length} kills, ${result.acknowledged} acknowledged, ${result.lost} lost, ` +
        `${result.storedUnacknowledged} stored without a reply, imports ${result.importCounts.join('/')}, ` +
        `restart ${Math.min(...restarts)}–${Math.max(...restarts)} ms`,
    );
    const report = JSON.stringify(result);
    expect(result.failedRestart, report).toBeNull();
    expect(result.rounds, report).toHaveLength(KILLS);
    expect(
      result.rounds.every((r) => r.lost === 0),
      report,
    ).toBe(true);
    expect(result.lost, report).toBe(0);
    expect(result.serverErrors, report).toBe(0);
    expect(
      result.importCounts.every((n) => n === 0 || n === IMPORT_ROWS),
      report,
    ).toBe(true);
    for (const round of imports) {
      expect(round.importStatus, report).toBe(round.importedPlans === IMPORT_ROWS ? 'completed' : 'failed');
    }
    expect(result.finalExit, report).toEqual(CLEAN_EXIT);
  });
});

describe.each(['PGlite', 'PostgreSQL'] as const)('SIGTERM mid-write on %s', (label) => {
  let database: ThrowawayDatabase | undefined;
  afterAll(() => database?.remove());

  it('finishes in-flight requests, exits 0 and keeps every acknowledged submission, 5 times', async () => {
    database = label === 'PGlite' ? await seededPgliteDirectory() : await throwawayPostgres();
    const results = [];
    for (let i = 0; i < 5; i++) {
      results.push(await runSigtermCheck(database, { clients: 8, termAfterMs: 1_000 + i * 700 }));
    }
    writeStressReport(
      `sigterm-${label.toLowerCase()}`,
      results,
      results
        .map((r) => `exit ${r.exit.code}, ${r.acknowledged} acknowledged, ${r.lost} lost, ${r.stopMs} ms`)
        .join('; '),
    );
    for (const result of results) {
      const report = JSON.stringify(result);
      expect(result.exit, report).toEqual(CLEAN_EXIT);
      expect(result.stopMs, report).toBeLessThan(SIGTERM_EXIT_BUDGET_MS);
      expect(result.acknowledged, report).toBeGreaterThan(0);
      expect(result.lost, report).toBe(0);
      expect(result.serverErrors, report).toBe(0);
    }
  });
});
