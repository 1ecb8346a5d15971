/**
 * Crash consistency (issue 8, item 12): the server is killed (SIGKILL) at a random moment while
 * clients submit profiles, or while a 5,000-plan import runs, and restarted on the same PGlite data
 * directory. It must start again, keep every submission it acknowledged with 201, and have written
 * each import entirely or not at all. SIGTERM mid-write must shut down cleanly (exit 0) and keep
 * every acknowledged submission too.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { IMPORT_UPLOAD_PATH } from '../../src/shared/import-contracts.ts';
import { ApiClient, NoReply, type Reply, runClients, syntheticProfile } from './load-client.ts';
import { storedSubmissionIds, submissionIdsIn, type ThrowawayDatabase } from './reliability-databases.ts';
import { type Exit, type ServerProcess, startServer } from './server-process.ts';

export const IMPORT_ROWS = 5_000;

/** Import runs whose request was reset unread and sent again (see startPlanImport). */
let resetRuns = 0;
/**
 * SIGTERM to exit, with clients still sending: the in-flight requests, a CHECKPOINT and the close.
 * Well under main.ts's 10 s grace, so no request was cut off by the forced close. On a quiet machine
 * it takes about 0.2 s on PostgreSQL and 0.5 s on PGlite (3–4 s before main.ts swept idle
 * keep-alive connections during shutdown); under a busy CI machine PGlite's checkpoint can take
 * several seconds, hence the margin.
 */
export const SIGTERM_EXIT_BUDGET_MS = 8_000;

export type KillRound = {
  round: number;
  mode: 'submissions' | 'import';
  killAfterMs: number;
  acknowledged: number;
  restartMs: number;
  /** Acknowledged in this round but missing once the server was back. */
  lost: number;
  /** Import rounds: plans of the file found after the restart, and the job's status. */
  importedPlans?: number;
  importStatus?: string;
};

export type CrashLoopResult = {
  rounds: KillRound[];
  /** The output of a restart that failed, if one did (the loop stops there). */
  failedRestart: string | null;
  acknowledged: number;
  /** Acknowledged submissions missing from the database at the end. */
  lost: number;
  /** Stored but never acknowledged: committed while the reply was cut off by the kill (allowed). */
  storedUnacknowledged: number;
  serverErrors: number;
  /** Import run requests reset before the server read them, and sent again. */
  resetRuns: number;
  /** Every import's plan count at the end: each must be 0 or IMPORT_ROWS. */
  importCounts: number[];
  finalExit: Exit | null;
};

/** Uniform integer in [min, max], from Math.random: the kill moment varies from run to run. */
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function importCsv(prefix: string): string {
  const lines = ['planId,carrier,planName,planType,region,monthlyPremium'];
  for (let i = 0; i < IMPORT_ROWS; i++) {
    // CMS's form: the prefix (a contract letter and two digits), two more digits, and the plan number.
    const planId = `${prefix}${String(Math.floor(i / 1000)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')}`;
    lines.push(`${planId},Crash Test Health,Crash Test Plan ${i} (HMO),HMO,Oklahoma,${(i % 90) + 0.5}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads a 5,000-plan file and starts its import; resolves when the server answered 202. */
async function startPlanImport(server: ServerProcess, admin: ApiClient, prefix: string): Promise<number> {
  const form = new FormData();
  form.set('kind', 'plans');
  form.set('file', new File([importCsv(prefix)], 'crash-plans.csv', { type: 'text/csv' }));
  const cookie = admin.cookieHeader();
  const res = await fetch(`${server.baseUrl}${IMPORT_UPLOAD_PATH}`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: server.baseUrl },
  }).catch((error: Error) => {
    throw new Error(`upload: ${error.message}`, { cause: error.cause });
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const uploaded = (await res.json()) as {
    job: { id: number };
    sheets: { name: string }[];
    suggestedMapping: Record<string, Record<string, string | null>>;
  };
  const sheet = uploaded.sheets[0]?.name ?? '';
  const runIt = () =>
    admin.request(`/api/admin/import/jobs/${uploaded.job.id}/run`, {
      json: { sheet, mapping: uploaded.suggestedMapping[sheet] ?? {}, mode: 'create' },
    });
  let run: Reply;
  try {
    run = await runIt();
  } catch (error) {
    // A reused keep-alive connection can be reset before the request is read (seen right after
    // the upload, see docs/reliability.md). Sent again only if the job shows it never started.
    if (!(error instanceof NoReply)) throw error;
    const job = await admin.request(`/api/admin/import/jobs/${uploaded.job.id}`);
    if ((job.body as { job?: { status?: string } }).job?.status !== 'pending') throw error;
    resetRuns++;
    run = await runIt();
  }
  if (run.status !== 202) throw new Error(`import run answered ${run.status}: ${JSON.stringify(run.body)}`);
  return uploaded.job.id;
}

type Stream = { ids: string[]; serverErrors: number; done: Promise<unknown> };

/** Clients submitting until the server stops answering (or the bound is reached). */
function streamSubmissions(server: ServerProcess, tag: string, clients: number, maxMs: number): Stream {
  const stream: Stream = { ids: [], serverErrors: 0, done: Promise.resolve() };
  let gone = false;
  let sequence = 0;
  const api = Array.from({ length: clients }, () => new ApiClient(server.baseUrl));
  stream.done = (async () => {
    try {
      await Promise.all(api.map((c) => c.passGate()));
    } catch (error) {
      if (error instanceof NoReply) return;
      throw error;
    }
    await runClients(
      clients,
      maxMs,
      Math.ceil(maxMs / 5),
      async (c) => {
        try {
          const reply = await (api[c] as ApiClient).request('/api/medicare/submit', {
            json: syntheticProfile(tag, sequence++),
          });
          if (reply.status === 201) stream.ids.push((reply.body as { userId: string }).userId);
          else if (reply.status >= 500) stream.serverErrors++;
        } catch (error) {
          if (!(error instanceof NoReply)) throw error;
          gone = true;
        }
      },
      () => gone,
    );
  })();
  return stream;
}

/** Ids (of those given) that the running server cannot find. */
async function missingSubmissions(server: ServerProcess, ids: string[]): Promise<number> {
  const reader = new ApiClient(server.baseUrl);
  await reader.passGate();
  let missing = 0;
  for (const id of ids) {
    const reply = await reader.request(`/api/medicare/user/${id}`);
    if (reply.status !== 200) missing++;
  }
  return missing;
}

async function importState(admin: ApiClient, prefix: string, jobId: number) {
  const list = await admin.request(`/api/admin/plans?search=${prefix}&limit=1`);
  const job = await admin.request(`/api/admin/import/jobs/${jobId}`);
  return {
    plans: (list.body as { total: number }).total,
    status: (job.body as { job: { status: string } }).job.status,
  };
}

/**
 * `kills` rounds of start → traffic → SIGKILL at a random moment, on one data directory; every
 * `importEvery`-th round also runs a 5,000-plan import. Then a last start, SIGTERM, and the
 * database is read directly.
 */
export async function runCrashLoop(
  database: ThrowawayDatabase,
  options: { kills: number; importEvery: number; maxKillDelayMs: number; importKillWindowMs: number },
): Promise<CrashLoopResult> {
  const tag = randomBytes(4).toString('hex');
  resetRuns = 0;
  const rounds: KillRound[] = [];
  const imports: { prefix: string; jobId: number }[] = [];
  const acknowledged: string[] = [];
  let serverErrors = 0;
  let previous: { round: KillRound; ids: string[]; prefix?: string; jobId?: number } | null = null;
  let finalExit: Exit | null = null;

  for (let round = 0; round <= options.kills; round++) {
    const startedAt = performance.now();
    let server: ServerProcess;
    try {
      server = await startServer({ dataDir: database.dataDir });
    } catch (error) {
      return summary({ failedRestart: (error as Error).message });
    }
    const restartMs = Math.round(performance.now() - startedAt);
    let step = 'sign-in';
    try {
      const admin = new ApiClient(server.baseUrl);
      await admin.signInAdmin(database.admin);
      step = 'checks after the restart';
      if (previous) {
        previous.round.restartMs = restartMs;
        previous.round.lost = await missingSubmissions(server, previous.ids);
        if (previous.prefix && previous.jobId) {
          const state = await importState(admin, previous.prefix, previous.jobId);
          previous.round.importedPlans = state.plans;
          previous.round.importStatus = state.status;
        }
      }
      if (round === options.kills) {
        finalExit = await server.stop('SIGTERM');
        break;
      }

      const mode =
        options.importEvery > 0 && round % options.importEvery === options.importEvery - 1
          ? 'import'
          : 'submissions';
      const stream = streamSubmissions(server, tag, 4, 60_000);
      let prefix: string | undefined;
      let jobId: number | undefined;
      let killAfterMs: number;
      if (mode === 'import') {
        prefix = `E${String(round % 100).padStart(2, '0')}`;
        step = 'import start';
        jobId = await startPlanImport(server, admin, prefix);
        imports.push({ prefix, jobId });
        killAfterMs = between(0, options.importKillWindowMs);
      } else {
        killAfterMs = between(50, options.maxKillDelayMs);
      }
      await new Promise((r) => setTimeout(r, killAfterMs));
      await server.stop('SIGKILL');
      step = 'submission stream';
      await stream.done;
      serverErrors += stream.serverErrors;
      acknowledged.push(...stream.ids);
      const record: KillRound = {
        round,
        mode,
        killAfterMs,
        acknowledged: stream.ids.length,
        restartMs: 0,
        lost: 0,
      };
      rounds.push(record);
      previous = { round: record, ids: stream.ids, prefix, jobId };
    } catch (error) {
      // A round that cannot go on (a refused request, not a lost write): stop this server and report.
      await server.stop('SIGKILL');
      const cause = (error as Error).cause as Error | undefined;
      throw new Error(
        `crash round ${round} (${step}): ${(error as Error).message}${cause ? ` (${cause.message})` : ''}\n${server.output().slice(-4000)}`,
      );
    }
  }
  return summary({ failedRestart: null });

  async function summary(extra: { failedRestart: string | null }): Promise<CrashLoopResult> {
    const base = { rounds, acknowledged: acknowledged.length, serverErrors, finalExit, resetRuns, ...extra };
    if (extra.failedRestart) {
      return { ...base, lost: Number.NaN, storedUnacknowledged: Number.NaN, importCounts: [] };
    }
    const acked = new Set(acknowledged);
    // One open for both reads: each open of a PGlite directory is a database start in this process.
    const handle = await database.open();
    const importCounts: number[] = [];
    let stored: Set<string>;
    try {
      stored = new Set(await submissionIdsIn(handle, tag));
      for (const { prefix } of imports) {
        const [row] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from medicare_plans where plan_id like ${`${prefix}%`}`,
        );
        importCounts.push(row?.n ?? -1);
      }
    } finally {
      await handle.close();
    }
    return {
      ...base,
      lost: [...acked].filter((id) => !stored.has(id)).length,
      storedUnacknowledged: [...stored].filter((id) => !acked.has(id)).length,
      importCounts,
    };
  }
}

/** SIGTERM while clients submit: the server must exit 0 and keep every acknowledged submission. */
export async function runSigtermCheck(
  database: ThrowawayDatabase,
  options: { clients: number; termAfterMs: number },
): Promise<{ exit: Exit; acknowledged: number; lost: number; serverErrors: number; stopMs: number }> {
  const tag = randomBytes(4).toString('hex');
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  const stream = streamSubmissions(server, tag, options.clients, options.termAfterMs + 30_000);
  await new Promise((r) => setTimeout(r, options.termAfterMs));
  const signalled = performance.now();
  const exit = await server.stop('SIGTERM');
  const stopMs = Math.round(performance.now() - signalled);
  await stream.done;
  const stored = new Set(await storedSubmissionIds(database, tag));
  return {
    exit,
    acknowledged: stream.ids.length,
    lost: stream.ids.filter((id) => !stored.has(id)).length,
    serverErrors: stream.serverErrors,
    stopMs,
  };
}
