/**
 * WORKERS=N on PostgreSQL (docs/architecture.md "Processes"): the primary forks N workers serving one
 * port; a worker that stops is restarted after a growing pause; SIGTERM/SIGINT stop them gracefully.
 * Nothing a request needs lives in one process: state is rows, caches check database versions.
 */
import cluster, { type Worker } from 'node:cluster';
import { exitWhenLogged, type Logger } from './logger.ts';

const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
const RESTART_RESET_AFTER_MS = 60_000;

export type WorkersOptions = {
  count: number;
  logger: Logger;
  /** The session secret resolved here (every worker signs alike) and the catcher's address. Never logged. */
  workerEnv: Record<string, string>;
  /** Grace after SIGTERM before a worker is killed. */
  stopGraceMs: number;
  onListening: (port: number) => void;
  onStopped: () => Promise<void>;
};

export function runWorkers(options: WorkersOptions): void {
  const { count, logger } = options;
  // Workers run main.ts whoever started this process; node's flags (the TypeScript loader) pass on.
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
      // A worker still starting ends by the signal itself (no request to finish); a serving one exits 0.
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
      // Each worker stops as a single process does; one past its grace is killed, and the stop unclean.
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
