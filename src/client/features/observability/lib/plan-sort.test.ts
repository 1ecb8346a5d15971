import { describe, expect, it } from 'vitest';
import { makeAnalysisPlan } from '../testing/analysis-factory';
import { DEFAULT_SORT, nextSort, sortPlans } from './plan-sort';

const plans = [
  makeAnalysisPlan({ currentRank: 2, planName: 'beta Plan', carrier: 'Humana', finalScore: 70 }),
  makeAnalysisPlan({ currentRank: 3, planName: 'Alpha Plan', carrier: 'Aetna', finalScore: 70 }),
  makeAnalysisPlan({ currentRank: 1, planName: 'Gamma Plan', carrier: 'Humana', finalScore: 90 }),
];
const ranks = (list: typeof plans) => list.map((p) => p.currentRank);

describe('nextSort', () => {
  it('starts at rank ascending', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'rank', direction: 'asc' });
  });

  it('toggles the direction when the same column is clicked again', () => {
    const once = nextSort(DEFAULT_SORT, 'rank');
    expect(once).toEqual({ column: 'rank', direction: 'desc' });
    expect(nextSort(once, 'rank')).toEqual({ column: 'rank', direction: 'asc' });
  });

  it('starts a new column ascending, whatever the old direction was', () => {
    expect(nextSort({ column: 'rank', direction: 'desc' }, 'finalScore')).toEqual({
      column: 'finalScore',
      direction: 'asc',
    });
    expect(nextSort({ column: 'finalScore', direction: 'asc' }, 'carrier')).toEqual({
      column: 'carrier',
      direction: 'asc',
    });
  });
});

describe('sortPlans', () => {
  it('orders by rank by default and leaves the input alone', () => {
    expect(ranks(sortPlans(plans, DEFAULT_SORT))).toEqual([1, 2, 3]);
    expect(ranks(plans)).toEqual([2, 3, 1]);
    expect(ranks(sortPlans(plans, { column: 'rank', direction: 'desc' }))).toEqual([3, 2, 1]);
  });

  it('orders plan names and carriers alphabetically, ignoring case', () => {
    expect(sortPlans(plans, { column: 'planName', direction: 'asc' }).map((p) => p.planName)).toEqual([
      'Alpha Plan',
      'beta Plan',
      'Gamma Plan',
    ]);
    expect(ranks(sortPlans(plans, { column: 'planName', direction: 'desc' }))).toEqual([1, 2, 3]);
    // Aetna first; the two Humana plans keep rank order in both directions.
    expect(ranks(sortPlans(plans, { column: 'carrier', direction: 'asc' }))).toEqual([3, 1, 2]);
    expect(ranks(sortPlans(plans, { column: 'carrier', direction: 'desc' }))).toEqual([1, 2, 3]);
  });

  it('orders final scores numerically, ties by rank', () => {
    expect(ranks(sortPlans(plans, { column: 'finalScore', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ranks(sortPlans(plans, { column: 'finalScore', direction: 'desc' }))).toEqual([1, 2, 3]);
  });

  it('orders by the yearly cost the ranking uses: a plan that comes out ahead is the cheapest', () => {
    const costs = [
      makeAnalysisPlan({ currentRank: 1, estimatedAnnualCost: 900 }),
      makeAnalysisPlan({ currentRank: 2, estimatedAnnualCost: -150 }),
      makeAnalysisPlan({ currentRank: 3, estimatedAnnualCost: 0 }),
    ];
    expect(ranks(sortPlans(costs, { column: 'yearlyCost', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ranks(sortPlans(costs, { column: 'yearlyCost', direction: 'desc' }))).toEqual([1, 3, 2]);
  });
});
