/**
 * Share links under a flood (security finding 5), part of `npm run bench` and runnable alone as
 * `npm run bench:share-flood` (which rewrites only its own section of docs/benchmarks.md). The
 * budget of design.md §9: while 16 clients without any cookie ask for one share link's PDF summary
 * and results as fast as they are answered, another person's p95 (reading their own results and
 * the plan years) stays within 2× its figure without the flood.
 *
 * The real server process (tests/reliability/share-flood-check.ts drives it) on a fresh database of
 * each kind, seeded with the demo data on its first start: embedded PGlite in a temporary data
 * directory, and a new PostgreSQL database on the local server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../tests/reliability/server-process.ts';
import { runShareFlood, type ShareFloodResult } from '../tests/reliability/share-flood-check.ts';
import { newPostgresDatabase, writeBenchSection } from './bench-concurrent.ts';

type Options = {
  floodClients: number;
  quietMs: number;
  floodMs: number;
  databases: Array<'PGlite' | 'PostgreSQL'>;
  postgresUrl: string;
};

const BUDGET_RATIO = 2;

/** Measures on each database and returns the markdown section for docs/benchmarks.md. */
export async function benchShareFlood(partial: Partial<Options> = {}): Promise<string[]> {
  const options: Options = {
    floodClients: 16,
    quietMs: 10_000,
    floodMs: 20_000,
    databases: ['PGlite', 'PostgreSQL'],
    postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    ...partial,
  };
  const rows: string[] = [];
  for (const database of options.databases) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-bench-flood-'));
    const pgDb = database === 'PostgreSQL' ? await newPostgresDatabase(options.postgresUrl) : null;
    try {
      // A first start seeds the demo data (a minute or two).
      const server = await startServer({ dataDir, databaseUrl: pgDb?.url, timeoutMs: 600_000 });
      let result: ShareFloodResult;
      try {
        result = await runShareFlood(server.baseUrl, options);
      } finally {
        await server.stop('SIGTERM');
      }
      console.log(`${database}: ${JSON.stringify(result)}`);
      const { statuses } = result.flood;
      const answers = Object.entries(statuses)
        .map(([status, n]) => `${n.toLocaleString('en-US')} × ${status}`)
        .join(', ');
      const met = result.p95Ratio <= BUDGET_RATIO;
      rows.push(
        `| ${database} | ${result.quiet.p95.toFixed(1)} | ${result.during.p95.toFixed(1)} | ${result.p95Ratio.toFixed(2)}× | ≤ ${BUDGET_RATIO}× | ${met ? 'yes' : '**no**'} | ${result.healthDuring.p95.toFixed(1)} / ${result.healthDuring.max.toFixed(1)} | ${result.flood.perSecond.toLocaleString('en-US')} | ${answers} | ${result.otherFailures + result.healthFailures} |`,
      );
    } finally {
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    '## Share links under a flood',
    '',
    `scripts/bench-share-flood.ts (security finding 5): the real server process on a fresh database of each kind with the demo data. ${options.floodClients} clients without any cookie ask for one share link's PDF summary and its results in turn, as fast as they are answered, for ${options.floodMs / 1000} s; meanwhile another person reads their own results and the plan years one after another (20 ms apart) and a monitor asks for \`/api/health\` every 50 ms. "Quiet" is the other person alone for ${options.quietMs / 1000} s just before. The load tool shares the machine's ${os.cpus().length} cores with the server.`,
    '',
    '| database | another person p95 ms, quiet | during the flood | ratio | budget | met | health p95 / max ms during | flood answers / s | flood answers | failed answers to others |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

/** `npm run bench:share-flood [-- --databases=PGlite]`: measures and rewrites this section. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const databases = process.argv.find((a) => a.startsWith('--databases='))?.slice('--databases='.length);
  const section = await benchShareFlood(
    databases ? { databases: databases.split(',') as Options['databases'] } : {},
  );
  console.log(section.join('\n'));
  writeBenchSection(section);
}
