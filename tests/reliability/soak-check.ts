/**
 * Soak (issue 8, item 13): mixed consumer and admin traffic at a moderate, fixed rate for a long
 * time, sampling the server's resident memory (/proc/<pid>/status) and its live JavaScript heap
 * (the size after each full GC, from Node's --trace-gc lines: no API route needed). After the
 * warm-up, memory must not grow by 10 % or more, and no request may get a 5xx.
 */
import { randomBytes } from 'node:crypto';
import { ApiClient, type LatencySummary, NoReply, summarize, syntheticProfile } from './load-client.ts';
import type { ThrowawayDatabase } from './reliability-databases.ts';
import { type Exit, residentKb, STRESS_ACCESS_PASSWORD, startServer } from './server-process.ts';

export type MemorySample = { atS: number; rssMb: number; heapMb: number | null };

export type SoakResult = {
  database: string;
  seconds: number;
  ratePerSecond: number;
  requests: number;
  statuses: Record<string, number>;
  serverErrors: number;
  noReply: number;
  latencyMs: Record<string, LatencySummary>;
  warmupS: number;
  samples: MemorySample[];
  /** Median of the first tenth after the warm-up, median of the last tenth, the highest after warm-up. */
  rss: { baselineMb: number; endMb: number; maxMb: number; growthPct: number };
  heap: { baselineMb: number; endMb: number; growthPct: number } | null;
  serverExit: Exit;
};

const SEARCHES = ['smith', 'john', 'card', 'fam', 'mar', 'lee', 'okla'];
const LIVE_HEAP = /Mark-Compact[^\n]*?-> ([\d.]+) \(/g;

/** The live heap after the latest full GC in the server's output, in MB. */
function lastLiveHeapMb(output: string): number | null {
  let last: number | null = null;
  for (const match of output.matchAll(LIVE_HEAP)) last = Number(match[1]);
  return last;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const round1 = (v: number) => Math.round(v * 10) / 10;

function growth(values: number[]): { baselineMb: number; endMb: number; growthPct: number } {
  const tenth = Math.max(3, Math.ceil(values.length / 10));
  const baselineMb = median(values.slice(0, tenth));
  const endMb = median(values.slice(-tenth));
  return {
    baselineMb: round1(baselineMb),
    endMb: round1(endMb),
    growthPct: round1(((endMb - baselineMb) / baselineMb) * 100),
  };
}

export async function runSoak(
  database: ThrowawayDatabase,
  options: { durationMs: number; warmupMs: number; ratePerSecond: number; sampleEveryMs: number },
): Promise<SoakResult> {
  const tag = randomBytes(4).toString('hex');
  const server = await startServer({
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    nodeArgs: ['--trace-gc'],
  });
  const statuses: Record<string, number> = {};
  const latencies: Record<string, number[]> = {};
  const samples: MemorySample[] = [];
  const submitted: string[] = [];
  let noReply = 0;
  let requests = 0;
  const started = performance.now();
  const sampler = setInterval(() => {
    const kb = residentKb(server.pid);
    if (kb !== null) {
      samples.push({
        atS: round1((performance.now() - started) / 1000),
        rssMb: round1(kb / 1024),
        heapMb: lastLiveHeapMb(server.output()),
      });
    }
  }, options.sampleEveryMs);

  let serverExit: Exit = { code: null, signal: null };
  try {
    const consumer = new ApiClient(server.baseUrl);
    await consumer.passGate();
    const admin = new ApiClient(server.baseUrl);
    await admin.signInAdmin(database.admin);

    /** The mix, taken in turn; the route pattern keys the latency figures. */
    const routes: [string, (n: number) => Promise<{ status: number; ms: number }>][] = [
      [
        'POST /api/access',
        () =>
          new ApiClient(server.baseUrl).request('/api/access', {
            json: { password: STRESS_ACCESS_PASSWORD },
          }),
      ],
      [
        'POST /api/providers/search',
        (n) =>
          consumer.request('/api/providers/search', {
            json: { q: SEARCHES[n % SEARCHES.length], userZip: '73102' },
          }),
      ],
      ['GET /api/medication-lookup', () => consumer.request('/api/medication-lookup')],
      ['GET /api/counties/by-zip/:zip', () => consumer.request('/api/counties/by-zip/73102')],
      ['GET /api/counties/all', () => consumer.request('/api/counties/all')],
      [
        'POST /api/medicare/submit',
        async (n) => {
          const reply = await consumer.request('/api/medicare/submit', { json: syntheticProfile(tag, n) });
          if (reply.status === 201) submitted.push((reply.body as { userId: string }).userId);
          return reply;
        },
      ],
      [
        'GET /api/medicare/recommendations/:userId',
        (n) =>
          consumer.request(
            `/api/medicare/recommendations/${submitted[n % Math.max(1, submitted.length)] ?? '6f1c2a4e-0000-4000-8000-000000000000'}`,
          ),
      ],
      [
        'POST /api/medicare/users/search',
        (n) => consumer.request('/api/medicare/users/search', { json: { q: `Client${n % 50}` } }),
      ],
      ['GET /api/admin/plans', (n) => admin.request(`/api/admin/plans?page=${1 + (n % 3)}&limit=25`)],
      ['GET /api/admin/stats', () => admin.request('/api/admin/stats')],
    ];
    const workers = 4;
    const intervalMs = (1000 * workers) / options.ratePerSecond;
    const maxPerWorker = Math.ceil((options.durationMs / intervalMs) * 1.1);
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        for (let i = 0; i < maxPerWorker; i++) {
          const due = started + w * (intervalMs / workers) + i * intervalMs;
          if (due - started >= options.durationMs) break;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const n = i * workers + w;
          const [route, call] = routes[n % routes.length] as (typeof routes)[number];
          requests++;
          try {
            const reply = await call(n);
            statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
            const list = latencies[route] ?? [];
            list.push(reply.ms);
            latencies[route] = list;
          } catch (error) {
            if (!(error instanceof NoReply)) throw error;
            noReply++;
          }
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    serverExit = await server.stop('SIGTERM');
  }

  const warmupS = options.warmupMs / 1000;
  const after = samples.filter((s) => s.atS >= warmupS);
  const rss = growth(after.map((s) => s.rssMb));
  const heaps = after.map((s) => s.heapMb).filter((h): h is number => h !== null);
  return {
    database: database.label,
    seconds: round1((performance.now() - started) / 1000),
    ratePerSecond: options.ratePerSecond,
    requests,
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((n, [, count]) => n + count, 0),
    noReply,
    latencyMs: Object.fromEntries(Object.entries(latencies).map(([route, ms]) => [route, summarize(ms)])),
    warmupS,
    samples,
    rss: { ...rss, maxMb: round1(Math.max(...after.map((s) => s.rssMb))) },
    heap: heaps.length >= 3 ? growth(heaps) : null,
    serverExit,
  };
}
