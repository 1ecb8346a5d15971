/**
 * Item 13 in full: 20 minutes (CLEARPLAN_SOAK_SECONDS) of mixed traffic at 20 requests a second on
 * PGlite; after a warm-up of a tenth of the run (at most 2 minutes), memory must not grow by 10 %
 * or more, and no request may get a 5xx.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { seededPgliteDirectory, type ThrowawayDatabase } from './reliability-databases.ts';
import { runSoak } from './soak-check.ts';
import { setting } from './stress-profile.ts';
import { writeStressReport } from './stress-report.ts';

const SECONDS = setting('CLEARPLAN_SOAK_SECONDS', 15, 1200);
const RATE = setting('CLEARPLAN_SOAK_RATE', 20, 20);

describe('soak on PGlite', () => {
  let database: ThrowawayDatabase | undefined;
  afterAll(() => database?.remove());

  it(`serves ${SECONDS} s of mixed traffic without a 5xx and without memory growth`, async () => {
    database = await seededPgliteDirectory();
    const result = await runSoak(database, {
      durationMs: SECONDS * 1000,
      warmupMs: Math.min(120_000, SECONDS * 100),
      ratePerSecond: RATE,
      sampleEveryMs: SECONDS >= 300 ? 5_000 : 1_000,
    });
    const heap = result.heap ? `, live heap ${result.heap.baselineMb} → ${result.heap.endMb} MB` : '';
    writeStressReport(
      'soak',
      result,
      `${result.requests} requests in ${result.seconds} s, ${result.serverErrors} 5xx, ` +
        `RSS ${result.rss.baselineMb} → ${result.rss.endMb} MB (${result.rss.growthPct} %, max ${result.rss.maxMb})${heap}`,
    );
    const report = JSON.stringify({ ...result, samples: result.samples.length });
    expect(result.requests, report).toBeGreaterThan(SECONDS * RATE * 0.8);
    expect(result.serverErrors, report).toBe(0);
    expect(result.noReply, report).toBe(0);
    expect(result.rss.growthPct, report).toBeLessThan(10);
    expect(result.serverExit, report).toEqual({ code: 0, signal: null });
  });
});
