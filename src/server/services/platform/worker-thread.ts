/**
 * One worker thread that answers one message per request (upload parsing, parse-upload.ts; PDF
 * summaries, pdf/summary-pdf-thread.ts), started on the first request and ended after an idle
 * time, on a request that takes too long, or when its owner retires it: a thread's heap is not
 * given back to the system while it lives. A worker that fails or exits fails the requests it
 * still had; the next request starts another.
 */
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

  /** Ends the worker; the next request starts a new one. */
  retire(): void {
    const running = this.worker;
    this.worker = null;
    if (running) void running.terminate();
  }

  /** Ends the worker and waits for it (between test files, or on shutdown). */
  async stop(): Promise<void> {
    const running = this.worker;
    this.worker = null;
    if (running) await running.terminate();
  }

  /**
   * Sends the request with an id of its own and answers the worker's reply; rejects when the
   * worker stops first, or after `timeoutMs` (ending the worker: the only way to stop it).
   */
  send(request: Request, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.worker ??= this.start();
    const current = this.worker;
    const id = this.nextId++;
    return new Promise<Reply>((resolve, reject) => {
      const settled = () => {
        clearTimeout(timer);
        if (this.pending.size > 0) return;
        this.idleTimer = setTimeout(() => this.retire(), this.options.idleMs);
        this.idleTimer.unref();
      };
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`the ${this.options.name} took too long`));
        if (this.worker === current) this.worker = null;
        void current.terminate();
      }, this.options.timeoutMs);
      this.pending.set(id, {
        worker: current,
        resolve: (reply) => {
          settled();
          resolve(reply);
        },
        reject: (error) => {
          settled();
          reject(error);
        },
      });
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
    started.on('error', (error) => {
      if (this.worker === started) this.worker = null;
      this.failAll(started, error);
    });
    started.on('exit', () => {
      if (this.worker === started) this.worker = null;
      this.failAll(started, new Error(`the ${name} worker stopped`));
    });
    return started;
  }

  /** Fails the requests a stopped worker still had (a newer worker's requests go on). */
  private failAll(stopped: Worker, error: Error): void {
    for (const [id, p] of this.pending) {
      if (p.worker !== stopped) continue;
      this.pending.delete(id);
      p.reject(error);
    }
  }
}
