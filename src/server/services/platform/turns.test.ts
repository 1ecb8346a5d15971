import { describe, expect, it } from 'vitest';
import { letRequestsIn, Turns } from './turns.ts';

describe('Turns', () => {
  it('runs work one at a time, in the order it was asked, each starting after the one before ends', async () => {
    const turns = new Turns();
    const events: string[] = [];
    let running = 0;
    const work = (name: string, steps: number) => async () => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      // Steps that let the loop run, as a submission's do: the next must not start meanwhile.
      for (let i = 0; i < steps; i++) await letRequestsIn();
      events.push(`end ${name}`);
      running--;
      return name;
    };
    const answers = await Promise.all([
      turns.take(work('a', 3)),
      turns.take(work('b', 1)),
      turns.take(work('c', 2)),
    ]);
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('gives a failure to its own caller only, and the next turn still comes', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const failing = turns.take(async () => {
      await letRequestsIn();
      order.push('failing');
      throw new Error('refused');
    });
    const next = turns.take(async () => {
      order.push('next');
      return 'stored';
    });
    await expect(failing).rejects.toThrow('refused');
    await expect(next).resolves.toBe('stored');
    expect(order).toEqual(['failing', 'next']);
  });

  it('lets the loop run what is waiting in it before the work goes on', async () => {
    // A promise that resolves at once would not: the work would go on before the loop's other
    // callbacks (a socket's read among them).
    const seen: string[] = [];
    setImmediate(() => seen.push('waiting in the loop'));
    await letRequestsIn();
    seen.push('work');
    expect(seen).toEqual(['waiting in the loop', 'work']);
  });
});
