import { describe, expect, it } from 'vitest';
import { compareResults, type Rankable } from './ranking.ts';

const r = (planId: string, score: number, total: number): Rankable => ({
  plan: { planId },
  score,
  cost: { total },
});
const order = (...items: Rankable[]) => [...items].sort(compareResults).map((x) => x.plan.planId);

describe('the results order', () => {
  it('puts the higher score first', () => {
    expect(order(r('A', 70, 100), r('B', 80, 900))).toEqual(['B', 'A']);
  });

  it('breaks a tie in score by the lower yearly cost', () => {
    expect(order(r('A', 80, 1200.5), r('B', 80, 1200.49))).toEqual(['B', 'A']);
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
