/**
 * WORKERS=N on PostgreSQL (docs/architecture.md, "Processes"): this process, the primary, has done
 * the once-per-start work (main.ts) and forks N workers that each open their own pool and serve the
 * same port; node:cluster hands each new connection to one of them in turn. A worker that stops
 * unexpectedly is started again after a short, growing pause. SIGTERM or SIGINT stops every worker
 * the way one process stops (in-flight requests finish), then the primary.
 *
 * Nothing a request needs lives in one process's memory: sessions, throttles, rate limits and
 * import jobs are rows, and each cache checks a version in the database (services/platform/caches.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { exitWhenLogged, type Logger } from './logger.ts';

/** The first restart waits this long, each quick failure after it twice as long, up to the cap. */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A worker that ran this long before stopping is restarted after the first pause again. */
const RESTART_RESET_AFTER_MS = 60_000;

export type WorkersOptions = {
  count: number;
  logger: Logger;
  /**
   * Environment the workers get on top of this process's: the session secret resolved here (so
   * every worker signs with the same one) and the e-mail catcher's address. Never logged.
   */
  workerEnv: Record<string, string>;
  /** How long a worker gets to finish its requests and exit after SIGTERM before it is killed. */
  stopGraceMs: number;
  /** Once, when every worker first listens. */
  onListening: (port: number) => void;
  /** After the last worker has exited on a stop: close what the primary holds. */
  onStopped: () => Promise<void>;
};

/** Forks the workers and keeps them running until SIGTERM or SIGINT, then exits (0 when clean). */
export function runWorkers(options: WorkersOptions): void {
  const { count, logger } = options;
  // The workers run the server entry point (main.ts), whoever started this process (npm start runs
  // scripts/start.ts); node's flags (the TypeScript loader) are passed on as they are.
  cluster.setupPrimary({ exec: new URL('./main.ts', import.meta.url).pathname });

  const startedAt = new Map<Worker, number>();
  let quickFailures = 0;
  let stopping = false;
  let bannerShown = false;
  const listening = new Set<number>();
  let cleanStop = true;

  const fork = () => {
    const worker = cluster.fork(options.workerEnv);
    startedAt.set(worker, Date.now());
    logger.info({ worker: worker.id, pid: worker.process.pid }, 'worker started');
  };

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!bannerShown && listening.size >= count) {
      bannerShown = true;
      options.onListening(address.port);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      // A worker still starting has no handler yet and ends by the signal itself: it had no
      // request to finish. A serving one exits 0 once its requests are done (main.ts).
      const endedBySignal = code === null && (signal === 'SIGTERM' || signal === 'SIGINT');
      if (code !== 0 && !endedBySignal) cleanStop = false;
      if (startedAt.size === 0) void finish();
      return;
    }
    quickFailures = lived >= RESTART_RESET_AFTER_MS ? 1 : quickFailures + 1;
    const delayMs = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** (quickFailures - 1));
    // The worker's number, exit code or signal and the pause: nothing of any request.
    logger.warn(
      { worker: worker.id, code, signal, restartInMs: delayMs },
      'a worker stopped unexpectedly: starting another',
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  const finish = async () => {
    try {
      await options.onStopped();
    } catch (error) {
      logger.error({ errorName: (error as Error).name }, 'the primary did not close cleanly');
      cleanStop = false;
    }
    exitWhenLogged(logger, cleanStop ? 0 : 1);
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'shutting down');
    if (startedAt.size === 0) {
      void finish();
      return;
    }
    for (const worker of startedAt.keys()) {
      // Each worker stops as a single process does (main.ts): no new connections, in-flight
      // requests finish, its pool closes. A worker past its grace is killed, and the stop unclean.
      worker.process.kill('SIGTERM');
      const kill = setTimeout(() => {
        if (!worker.isDead()) worker.process.kill('SIGKILL');
      }, options.stopGraceMs + 5_000);
      kill.unref();
    }
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
