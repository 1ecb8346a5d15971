/**
 * Item 10 in full: 50 concurrent clients submit unique profiles for 60 s to a real server on PGlite,
 * then on PostgreSQL, then on PostgreSQL with two worker processes behind the port (WORKERS=2,
 * cluster.ts); stored submissions must equal the 201 replies exactly, with no 5xx.
 */
import { afterAll, describe, it } from 'vitest';
import { expectStoredAsAcknowledged, runConcurrencyCheck } from './concurrency-check.ts';
import { seededPgliteDirectory, type ThrowawayDatabase, throwawayPostgres } from './reliability-databases.ts';
import { setting } from './stress-profile.ts';
import { writeStressReport } from './stress-report.ts';

const CLIENTS = setting('CLEARPLAN_CONCURRENCY_CLIENTS', 8, 50);
const SECONDS = setting('CLEARPLAN_CONCURRENCY_SECONDS', 5, 60);

const RUNS = [
  { label: 'PGlite', workers: 1, report: 'pglite' },
  { label: 'PostgreSQL', workers: 1, report: 'postgresql' },
  { label: 'PostgreSQL', workers: 2, report: 'postgresql-2-workers' },
] as const;

describe.each(RUNS.map((run) => [`${run.label}, ${run.workers} server process(es)`, run] as const))(
  `%s, under ${CLIENTS} concurrent submitting clients`,
  (_title, { label, workers, report }) => {
    let database: ThrowawayDatabase | undefined;
    afterAll(() => database?.remove());

    it(`stores exactly what it acknowledged to ${CLIENTS} clients over ${SECONDS} s, without a 5xx`, async () => {
      database = label === 'PGlite' ? await seededPgliteDirectory() : await throwawayPostgres();
      const result = await runConcurrencyCheck(database, {
        clients: CLIENTS,
        durationMs: SECONDS * 1000,
        workers,
      });
      const l = result.latencyMs;
      writeStressReport(
        `concurrency-${report}`,
        result,
        `${result.acknowledged} acknowledged, ${result.stored} stored, ${result.serverErrors} 5xx, ` +
          `${result.submissionsPerSecond}/s, p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms`,
      );
      expectStoredAsAcknowledged(result, CLIENTS);
    });
  },
);
