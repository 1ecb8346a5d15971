/**
 * The real server process for the reliability checks: `node --import tsx src/server/main.ts`, the
 * program `npx tsx src/server/main.ts` runs, spawned directly so that the pid we signal is the
 * server's own (npx and tsx's wrapper would not pass a SIGKILL on). Always 127.0.0.1, a free port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_DEFAULTS } from '../../src/server/published-secrets.ts';

/**
 * V8's compile cache for the server processes the tests start (and their workers, which inherit
 * it): each start after the first reads the server's compiled modules from it instead of compiling
 * them, about 0.5 of the 3.5 processor seconds a start takes. `npm start` keeps one too (start.ts).
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: path.join(os.tmpdir(), 'clearplan-compile-cache') };

export const STRESS_ACCESS_PASSWORD = 'stress-access-password';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** The last 64 KB the process wrote (stdout and stderr). */
  output: () => string;
  exited: Promise<Exit>;
  /** Sends the signal and waits for the exit (SIGKILL after timeoutMs). */
  stop: (signal?: NodeJS.Signals, timeoutMs?: number) => Promise<Exit>;
};

export type StartOptions = {
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  timeoutMs?: number;
  /** Extra Node.js flags, e.g. --trace-gc for the soak's heap figures. */
  nodeArgs?: string[];
  /** WORKERS: server processes behind one port (PostgreSQL only; cluster.ts). Default 1. */
  workers?: number;
};

const OUTPUT_LIMIT = 64 * 1024;

/**
 * Servers still running: killed after each test (killRunningServers) and when the test process
 * exits, so a check that failed or ran out of time leaves none behind holding the data directory's
 * lock, which would refuse the next check's server.
 */
const running = new Map<ChildProcess, Promise<unknown>>();
process.once('exit', () => {
  for (const child of running.keys()) child.kill('SIGKILL');
});

/** SIGKILLs every server still running but `keep`, and waits for them to exit. */
export async function killRunningServers(keep?: ServerProcess): Promise<void> {
  const exits = [...running]
    .filter(([child]) => child !== keep?.child)
    .map(([child, exited]) => {
      child.kill('SIGKILL');
      return exited;
    });
  await Promise.all(exits);
}

/** Starts the server and resolves once it listens; rejects with its output if it exits or stalls. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        ...COMPILE_CACHE_ENV,
        PORT: '0',
        HOST: '127.0.0.1',
        CLEARPLAN_DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        NODE_ENV: 'test',
        ACCESS_PASSWORD: STRESS_ACCESS_PASSWORD,
        // Not demo mode (a custom access password), so the admin password is set too; the session
        // secret is generated in the data directory. 50 clients submit from one address here.
        ADMIN_PASSWORD: DEMO_DEFAULTS.adminPassword,
        SUBMIT_LIMIT_PER_10_MIN: '1000000',
        // Warnings and errors only: a request line per call would cost both processes CPU under load.
        LOG_LEVEL: 'warn',
        WORKERS: String(options.workers ?? 1),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const append = (chunk: Buffer) => {
    out += chunk.toString();
    if (out.length > OUTPUT_LIMIT) out = out.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  running.set(child, exited);
  let exit: Exit | null = null;
  void exited.then((e) => (exit = e));

  // A hang guard: a start is a few processor seconds, but a busy 2-core machine stretches it many times.
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  let port = 0;
  while (!port) {
    const match = /running at http:\/\/localhost:(\d+)/.exec(out);
    if (match) port = Number(match[1]);
    else if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}) before listening:\n${out}`);
    else if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${out}`);
    } else await new Promise((r) => setTimeout(r, 50));
  }

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000): Promise<Exit> => {
    if (exit) return exit;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return { child, pid: child.pid ?? 0, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exited, stop };
}

/** Resident memory of a process in KB (Linux /proc), or null when it has gone. */
export function residentKb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Processor time a live process has used, in ms (user + system, all its threads: Linux /proc), or
 * null when it has gone.
 */
export function processorMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}
