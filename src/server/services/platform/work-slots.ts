/**
 * A ceiling on work that keeps the one event loop busy (security finding 5): at most `active` jobs
 * at once in this process and at most `waiting` more in line, each waiting at most `maxWaitMs`.
 * Anything past that is refused at once, before it costs anything, so a flood of such requests
 * leaves the loop free to answer health checks and everyone else.
 */
import { letRequestsIn } from './turns.ts';

export class WorkSlots {
  private running = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    private readonly active: number,
    private readonly waiting: number,
    private readonly maxWaitMs: number,
  ) {}

  /** Runs `work` in a slot and gives its result; `{ ran: false }` when it was refused or waited too long. */
  async run<T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    if (this.running < this.active) this.running += 1;
    else if (!(await this.waitForSlot())) return { ran: false };
    try {
      // A slot handed over from the job before would start this one without the loop reading
      // its sockets in between (on PGlite a whole chain of queries and layouts is promise
      // callbacks): health checks and other people's requests get in first.
      await letRequestsIn();
      return { ran: true, value: await work() };
    } finally {
      // The slot goes straight to the first in line, so nobody arriving meanwhile can take it.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Waits in line for the slot of a job that finishes; false when the line is full or the wait ran out. */
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
