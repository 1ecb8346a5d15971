import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capDominated, compareResults, dominates, type Rankable } from './ranking.ts';

const r = (planId: string, score: number, total: number, more: Partial<Rankable> = {}): Rankable => ({
  plan: { planId },
  score,
  cost: { total },
  medicationsCovered: 1,
  doctorsInNetwork: 1,
  stars: 4,
  drugCoverage: 1,
  ...more,
});
const order = (...items: Rankable[]) => [...items].sort(compareResults).map((x) => x.plan.planId);

describe('the results order', () => {
  it('puts the higher score first', () => {
    expect(order(r('A', 70, 100), r('B', 80, 900))).toEqual(['B', 'A']);
  });

  it('breaks a tie in score by the lower yearly cost, then more drugs, doctors, stars and drug coverage', () => {
    expect(order(r('A', 80, 1200.5), r('B', 80, 1200.49))).toEqual(['B', 'A']);
    expect(order(r('A', 80, 900), r('B', 80, 900, { medicationsCovered: 2 }))).toEqual(['B', 'A']);
    expect(order(r('A', 80, 900), r('B', 80, 900, { doctorsInNetwork: 2 }))).toEqual(['B', 'A']);
    expect(order(r('A', 80, 900), r('B', 80, 900, { stars: 4.5 }))).toEqual(['B', 'A']);
    expect(order(r('A', 80, 900, { drugCoverage: 0 }), r('B', 80, 900))).toEqual(['B', 'A']);
  });

  it('compares scores and costs as shown, to the cent', () => {
    // 87.454 and 87.446 both show as 87.45: the cheaper plan goes first, not the one ahead by 0.008.
    expect(order(r('A', 87.454, 1500), r('B', 87.446, 1400))).toEqual(['B', 'A']);
    expect(order(r('A', 80, 1000.004), r('B', 80, 999.996))).toEqual(['A', 'B']);
  });

  it('breaks a full tie by plan id in code-unit order, whatever the locale', () => {
    expect(order(r('H1234-010', 80, 1000), r('H1234-002', 80, 1000), r('H12340-01', 80, 1000))).toEqual([
      'H1234-002',
      'H1234-010',
      'H12340-01',
    ]);
    expect(order(r('b', 80, 1000), r('B', 80, 1000))).toEqual(['B', 'b']);
  });
});

describe('dominance', () => {
  it('holds when a plan is no worse on every measure and better on one', () => {
    expect(dominates(r('A', 0, 900), r('B', 0, 1000))).toBe(true);
    expect(dominates(r('A', 0, 1000), r('B', 0, 1000))).toBe(false); // equal: neither beats the other
    expect(dominates(r('A', 0, 900, { stars: 3 }), r('B', 0, 1000))).toBe(false); // cheaper, fewer stars
    expect(dominates(r('A', 0, 1000, { drugCoverage: 1 }), r('B', 0, 1000, { drugCoverage: 0 }))).toBe(true);
  });

  it('caps a beaten plan at the score of the plan that beats it, and says by how much', () => {
    // B costs $40 a month more and offers extras the person never asked for: its 75 becomes A's 70.
    const a = r('A', 70, 110);
    const b = r('B', 75, 590);
    const c = r('C', 72, 100, { stars: 3 }); // cheaper than both but fewer stars: beats neither
    const adjustments = capDominated([b, a, c]);
    expect(b.score).toBe(70);
    expect(adjustments).toEqual(new Map([['B', { points: -5, by: 'A' }]]));
    expect(order(a, b, c)).toEqual(['C', 'A', 'B']);
  });

  const rankable = fc.record({
    planId: fc.string({ minLength: 1, maxLength: 4 }),
    score: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100),
    total: fc.integer({ min: -2000, max: 20_000 }),
    medicationsCovered: fc.integer({ min: 0, max: 3 }),
    doctorsInNetwork: fc.integer({ min: 0, max: 3 }),
    stars: fc.constantFrom(1, 2, 3, 3.5, 4, 5),
    drugCoverage: fc.constantFrom(0, 1),
  });

  it('never puts a beaten plan above the plan that beats it, nor scores it higher (1,000 random lists)', () => {
    fc.assert(
      fc.property(fc.array(rankable, { minLength: 2, maxLength: 25 }), (items) => {
        const list = items.map((x, i) => r(`${x.planId}${i}`, x.score, x.total, x));
        capDominated(list);
        const ranked = [...list].sort(compareResults);
        for (let i = 0; i < ranked.length; i++) {
          for (let j = i + 1; j < ranked.length; j++) {
            const above = ranked[i] as Rankable;
            const below = ranked[j] as Rankable;
            expect(dominates(below, above)).toBe(false);
            if (dominates(above, below)) expect(above.score).toBeGreaterThanOrEqual(below.score);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
