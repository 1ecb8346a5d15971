/** One worker thread, one reply per request; ended when idle, timed out or retired (it keeps its heap). */
import { Worker, type WorkerOptions } from 'node:worker_threads';

type Pending<Reply> = { worker: Worker; resolve: (reply: Reply) => void; reject: (error: Error) => void };

export class WorkerThread<Request extends object, Reply extends { id: number }> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Reply>>();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly entry: URL,
    private readonly options: WorkerOptions & { idleMs: number; timeoutMs: number; name: string },
  ) {}

  retire(): void {
    void this.stop();
  }

  /** Between test files, or on shutdown. */
  async stop(): Promise<void> {
    const running = this.worker;
    this.worker = null;
    if (running) await running.terminate();
  }

  /** Rejects when the worker stops first, or after `timeoutMs` (ending the worker: no other way stops it). */
  send(request: Request, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    const current = this.worker;
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the ${this.options.name} took too long`));
        if (this.worker === current) this.worker = null;
        void current.terminate();
      }, this.options.timeoutMs);
      // Answered: idle once nothing else waits.
      const settle =
        <T>(answer: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          answer(value);
          if (this.pending.size > 0) return;
          this.idleTimer = setTimeout(() => this.retire(), this.options.idleMs);
          this.idleTimer.unref();
        };
      this.pending.set(id, { worker: current, resolve: settle(resolve), reject: settle(reject) });
      current.postMessage({ ...request, id }, transfer);
    });
  }

  private start(): Worker {
    const { idleMs: _idle, timeoutMs: _timeout, name, ...options } = this.options;
    const started = new Worker(this.entry, {
      // Only the worker's own loader (tsx) applies; the parent's flags (inspectors, --test) do not.
      execArgv: [],
      ...options,
    });
    // An idle worker never keeps the process alive (tests end, SIGTERM exits).
    started.unref();
    started.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const lost = (error: Error) => {
      if (this.worker === started) this.worker = null;
      this.failAll(started, error);
    };
    started.on('error', lost);
    started.on('exit', () => lost(new Error(`the ${name} worker stopped`)));
    return started;
  }

  /** A newer worker's requests go on. */
  private failAll(stopped: Worker, error: Error): void {
    for (const [id, p] of this.pending) {
      if (p.worker !== stopped) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }
}
