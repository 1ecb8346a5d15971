import { describe, expect, it } from 'vitest';
import { makeAnalysisPlan } from '../testing/analysis-factory';
import {
  binLabel,
  carrierBalance,
  carrierCount,
  carrierShares,
  scoreHistogram,
  scoreRange,
  scoreText,
} from './analysis-summary';

describe('carrierBalance (more than 4 of one carrier in the top results is an imbalance)', () => {
  it('calls exactly 4 balanced', () => {
    expect(carrierBalance({ Humana: 4, Aetna: 4, Wellcare: 2 })).toEqual({ balanced: true });
  });

  it('calls 5 imbalanced and names the carriers over the limit, most first', () => {
    expect(carrierBalance({ Humana: 5, Aetna: 3, Wellcare: 2 })).toEqual({
      balanced: false,
      over: [{ carrier: 'Humana', count: 5 }],
    });
    expect(carrierBalance({ Aetna: 5, Humana: 6 })).toEqual({
      balanced: false,
      over: [
        { carrier: 'Humana', count: 6 },
        { carrier: 'Aetna', count: 5 },
      ],
    });
  });

  it('calls an empty top list balanced', () => {
    expect(carrierBalance({})).toEqual({ balanced: true });
  });
});

describe('summary figures', () => {
  const plans = [
    makeAnalysisPlan({ currentRank: 1, carrier: 'Humana', finalScore: 83.9 }),
    makeAnalysisPlan({ currentRank: 2, carrier: 'Aetna', finalScore: 61.25 }),
    makeAnalysisPlan({ currentRank: 3, carrier: 'Humana', finalScore: 70 }),
  ];

  it('counts distinct carriers', () => {
    expect(carrierCount(plans)).toBe(2);
    expect(carrierCount([])).toBe(0);
  });

  it('gives the lowest and highest final score', () => {
    expect(scoreRange(plans)).toEqual({ min: 61.25, max: 83.9 });
    expect(scoreRange([])).toBeNull();
    expect(scoreText(83.9)).toBe('83.90');
  });

  it('lists carriers with most plans first, then by name, without empty ones', () => {
    expect(carrierShares({ Wellcare: 1, Humana: 4, Aetna: 1, Devoted: 0 })).toEqual([
      { carrier: 'Humana', count: 4 },
      { carrier: 'Aetna', count: 1 },
      { carrier: 'Wellcare', count: 1 },
    ]);
  });
});

describe('scoreHistogram', () => {
  const plan = (finalScore: number, inTopResults = false) => makeAnalysisPlan({ finalScore, inTopResults });

  it('puts scores in 10-point bins from the lowest to the highest, empty bins included', () => {
    const bins = scoreHistogram([plan(61.2, false), plan(69.99, true), plan(70), plan(83.91, true)]);
    expect(bins).toEqual([
      { from: 60, to: 70, count: 2, inTopResults: 1 },
      { from: 70, to: 80, count: 1, inTopResults: 0 },
      { from: 80, to: 90, count: 1, inTopResults: 1 },
    ]);
    expect(scoreHistogram([plan(12), plan(41)]).map((b) => [b.from, b.count])).toEqual([
      [10, 1],
      [20, 0],
      [30, 0],
      [40, 1],
    ]);
  });

  it('keeps a perfect 100 with the 90s', () => {
    expect(scoreHistogram([plan(95), plan(100)])).toEqual([{ from: 90, to: 100, count: 2, inTopResults: 0 }]);
    expect(binLabel({ from: 90, to: 100 })).toBe('90 to 100');
    expect(binLabel({ from: 60, to: 70 })).toBe('60 to under 70');
  });

  it('handles no plans and negative scores', () => {
    expect(scoreHistogram([])).toEqual([]);
    expect(scoreHistogram([plan(-5), plan(3)]).map((b) => [b.from, b.count])).toEqual([
      [-10, 1],
      [0, 1],
    ]);
  });
});
