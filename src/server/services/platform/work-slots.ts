/** A ceiling on event-loop-heavy work (security finding 5): the rest is refused at once, loop kept free. */
import { letRequestsIn } from './turns.ts';

export class WorkSlots {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly active: number,
    private readonly waiting: number,
    private readonly maxWaitMs: number,
  ) {}

  /** `{ ran: false }` when refused or waited too long. */
  async run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.running < this.active) this.running += 1;
    else if (!(await this.waitForSlot())) return { ran: false };
    try {
      // A slot handed over would start this job without the loop reading its sockets (on PGlite a chain of
      // queries is all promise callbacks): let health checks and others in first.
      await letRequestsIn();
      return { ran: true, value: await work() };
    } finally {
      // The slot goes straight to the first in line, so nobody arriving meanwhile can take it.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** False when the line is full or the wait ran out. */
  private waitForSlot(): Promise<boolean> {
    if (this.line.length >= this.waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(turn), 1);
        resolve(false);
      }, this.maxWaitMs);
      this.line.push(turn);
    });
  }
}
