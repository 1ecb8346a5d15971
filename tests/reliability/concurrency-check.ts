/**
 * Concurrency (issue 8, item 10): many clients submit unique profiles to a real server at once;
 * afterwards the stored submissions must be exactly the ones acknowledged with 201.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  ApiClient,
  type LatencySummary,
  NoReply,
  runClients,
  summarize,
  syntheticProfile,
} from './load-client.ts';
import { storedSubmissionIds, type ThrowawayDatabase } from './reliability-databases.ts';
import { type Exit, startServer } from './server-process.ts';

export type ConcurrencyResult = {
  database: string;
  /** Server processes behind the port (WORKERS). */
  workers: number;
  clients: number;
  seconds: number;
  acknowledged: number;
  /** Ids acknowledged more than once. */
  duplicateIds: number;
  stored: number;
  /** Acknowledged but not stored, and stored but never acknowledged. */
  lost: number;
  unacknowledgedStored: number;
  statuses: Record<string, number>;
  serverErrors: number;
  noReply: number;
  latencyMs: LatencySummary;
  submissionsPerSecond: number;
  serverExit: Exit;
};

export async function runConcurrencyCheck(
  database: ThrowawayDatabase,
  options: { clients: number; durationMs: number; workers?: number },
): Promise<ConcurrencyResult> {
  const tag = randomBytes(4).toString('hex');
  const workers = options.workers ?? 1;
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, workers });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const ids: string[] = [];
  let noReply = 0;
  let sequence = 0;
  let elapsedMs = 0;
  let serverExit: Exit = { code: null, signal: null };
  try {
    const clients = Array.from({ length: options.clients }, () => new ApiClient(server.baseUrl));
    // One after another: the gate counts an attempt until its answer (security finding 1), so 50
    // passes from one address at the same instant find more than its 10 in flight, and with two
    // workers' pools they are. What is measured starts after.
    for (const client of clients) await client.passGate();
    // At most one submission every 5 ms per client: the loop ends by count as well as by time.
    const maxIterations = Math.ceil(options.durationMs / 5);
    ({ elapsedMs } = await runClients(options.clients, options.durationMs, maxIterations, async (c) => {
      const client = clients[c] as ApiClient;
      try {
        const reply = await client.request('/api/medicare/submit', {
          json: syntheticProfile(tag, sequence++),
        });
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        if (reply.status === 201) {
          latencies.push(reply.ms);
          ids.push((reply.body as { userId: string }).userId);
        }
      } catch (error) {
        if (!(error instanceof NoReply)) throw error;
        noReply++;
      }
    }));
  } finally {
    serverExit = await server.stop('SIGTERM');
  }
  const stored = await storedSubmissionIds(database, tag);
  const storedSet = new Set(stored);
  const ackSet = new Set(ids);
  return {
    database: database.label,
    workers,
    clients: options.clients,
    seconds: Math.round(elapsedMs / 100) / 10,
    acknowledged: ids.length,
    duplicateIds: ids.length - ackSet.size,
    stored: stored.length,
    lost: [...ackSet].filter((id) => !storedSet.has(id)).length,
    unacknowledgedStored: stored.filter((id) => !ackSet.has(id)).length,
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((n, [, count]) => n + count, 0),
    noReply,
    latencyMs: summarize(latencies),
    submissionsPerSecond: Math.round((ids.length / (elapsedMs / 1000)) * 10) / 10,
    serverExit,
  };
}

/**
 * Item 10's verdict, for the short and the long run alike: more answers than clients, no 5xx, no
 * request without a reply, and the stored submissions exactly the acknowledged ones; a clean exit.
 */
export function expectStoredAsAcknowledged(result: ConcurrencyResult, clients: number): void {
  const report = JSON.stringify(result);
  expect(result.acknowledged, report).toBeGreaterThan(clients);
  expect(result.serverErrors, report).toBe(0);
  expect(result.noReply, report).toBe(0);
  expect(result.duplicateIds, report).toBe(0);
  expect(result.lost, report).toBe(0);
  expect(result.unacknowledgedStored, report).toBe(0);
  expect(result.stored, report).toBe(result.acknowledged);
  expect(result.serverExit, report).toEqual({ code: 0, signal: null });
}
