import { describe, expect, it } from 'vitest';
import { makePlan } from '../testing/results-factories';
import {
  ALL_PLAN_TYPES,
  arrangePlans,
  filterPlans,
  isSortKey,
  planTypesOf,
  showMoreLabel,
  sortPlans,
  visiblePlans,
} from './plan-list';

// Rank order A, B, C, D; each sort below should give a different order.
const A = makePlan({
  id: 'A',
  rank: 1,
  planType: 'HMO',
  monthlyPremium: 30,
  starRating: 3.5,
  estimatedAnnualCost: 900,
  score: 90,
  componentScores: { cost: 0, coverage: 50, network: 0, benefits: 0 },
});
const B = makePlan({
  id: 'B',
  rank: 2,
  planType: 'PPO',
  monthlyPremium: 0,
  starRating: null,
  estimatedAnnualCost: 1500,
  score: 85,
  componentScores: { cost: 0, coverage: 100, network: 0, benefits: 0 },
});
const C = makePlan({
  id: 'C',
  rank: 3,
  planType: 'HMO',
  monthlyPremium: 10,
  starRating: 4.5,
  estimatedAnnualCost: 700,
  score: 80,
  componentScores: { cost: 0, coverage: 100, network: 0, benefits: 0 },
});
const D = makePlan({
  id: 'D',
  rank: 4,
  planType: 'HMO-POS',
  monthlyPremium: 0,
  starRating: 4.5,
  estimatedAnnualCost: 2000,
  score: 70,
  componentScores: { cost: 0, coverage: 0, network: 0, benefits: 0 },
});
const shuffled = [C, A, D, B];
const ids = (plans: { id: string }[]) => plans.map((p) => p.id);

describe('sortPlans', () => {
  it.each([
    ['rank', ['A', 'B', 'C', 'D']],
    // premiums 30, 0, 10, 0 → the two free plans first, in rank order (B before D).
    ['cost', ['B', 'D', 'C', 'A']],
    // coverage 50, 100, 100, 0 → B and C tie on coverage; B has the higher score.
    ['coverage', ['B', 'C', 'A', 'D']],
    // stars 3.5, unrated, 4.5, 4.5 → C and D tie (rank decides); unrated last.
    ['rating', ['C', 'D', 'A', 'B']],
    // yearly cost 900, 1500, 700, 2000.
    ['estimatedAnnualCost', ['C', 'A', 'B', 'D']],
  ] as const)('%s → %j', (key, expected) => {
    expect(ids(sortPlans(shuffled, key))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    sortPlans(shuffled, 'cost');
    expect(ids(shuffled)).toEqual(['C', 'A', 'D', 'B']);
  });
});

describe('filtering', () => {
  it('lists the plan types present, once each, alphabetically', () => {
    expect(planTypesOf(shuffled)).toEqual(['HMO', 'HMO-POS', 'PPO']);
  });

  it('keeps every plan for "all" and only the chosen type otherwise', () => {
    expect(ids(filterPlans(shuffled, ALL_PLAN_TYPES))).toEqual(['C', 'A', 'D', 'B']);
    expect(ids(filterPlans(shuffled, 'HMO'))).toEqual(['C', 'A']);
    expect(filterPlans(shuffled, 'PFFS')).toEqual([]);
  });
});

describe('show more', () => {
  const ten = Array.from({ length: 10 }, (_, i) => makePlan({ id: `P${i + 1}`, rank: i + 1 }));

  it('shows the first 3 and counts the rest until everything is asked for', () => {
    const first = visiblePlans(ten, false);
    expect(ids(first.shown)).toEqual(['P1', 'P2', 'P3']);
    expect(first.hiddenCount).toBe(7);
    expect(visiblePlans(ten, true)).toEqual({ shown: ten, hiddenCount: 0 });
    expect(visiblePlans(ten.slice(0, 2), false).hiddenCount).toBe(0);
  });

  it('counts what is hidden after the filter, in the chosen order', () => {
    const arranged = arrangePlans(shuffled, { planType: 'HMO', sort: 'rating', showAll: false });
    expect(ids(arranged.matching)).toEqual(['C', 'A']);
    expect(arranged.hiddenCount).toBe(0);
    const all = arrangePlans(shuffled, { planType: ALL_PLAN_TYPES, sort: 'cost', showAll: false });
    expect(ids(all.shown)).toEqual(['B', 'D', 'C']);
    expect(all.hiddenCount).toBe(1);
  });

  it('labels the button with the number left', () => {
    expect(showMoreLabel(7)).toBe('Show 7 More Plans');
    expect(showMoreLabel(1)).toBe('Show 1 More Plan');
  });
});

describe('isSortKey', () => {
  it('accepts the five sorts and nothing else', () => {
    for (const key of ['rank', 'cost', 'coverage', 'rating', 'estimatedAnnualCost']) {
      expect(isSortKey(key)).toBe(true);
    }
    expect(isSortKey('name')).toBe(false);
  });
});
