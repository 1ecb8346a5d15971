import { describe, expect, it } from 'vitest';
import { INITIAL_RESULTS_SHOWN } from '../../../../shared/constants';
import { makePlan } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import {
  activeFilterLabels,
  arrangePlans,
  carriersOf,
  filterPlans,
  isSortKey,
  NO_FILTERS,
  nextShownCount,
  offersBenefit,
  planTypesOf,
  showMoreLabel,
  sortOptionsFor,
  sortPlans,
  visiblePlans,
} from './plan-list';

const en = resultsText();

// Rank order A, B, C, D; each sort below should give a different order.
const A = makePlan({
  id: 'A',
  estimatedAnnualDrugCost: 400,
  rank: 1,
  planType: 'HMO',
  monthlyPremium: 30,
  starRating: 3.5,
  estimatedAnnualCost: 900,
  score: 90,
  componentScores: { cost: 0, coverage: 50, network: 0, benefits: 0 },
  medicationsCovered: 1,
  totalMedications: 2,
});
const B = makePlan({
  id: 'B',
  estimatedAnnualDrugCost: 100,
  rank: 2,
  planType: 'PPO',
  monthlyPremium: 0,
  starRating: null,
  estimatedAnnualCost: 1500,
  score: 85,
  componentScores: { cost: 0, coverage: 100, network: 0, benefits: 0 },
  medicationsCovered: 2,
  totalMedications: 2,
});
const C = makePlan({
  id: 'C',
  estimatedAnnualDrugCost: 300,
  rank: 3,
  planType: 'HMO',
  monthlyPremium: 10,
  starRating: 4.5,
  estimatedAnnualCost: 700,
  score: 80,
  componentScores: { cost: 0, coverage: 100, network: 0, benefits: 0 },
  medicationsCovered: 2,
  totalMedications: 2,
});
const D = makePlan({
  id: 'D',
  estimatedAnnualDrugCost: 100,
  rank: 4,
  planType: 'HMO-POS',
  monthlyPremium: 0,
  starRating: 4.5,
  estimatedAnnualCost: 2000,
  score: 70,
  componentScores: { cost: 0, coverage: 0, network: 0, benefits: 0 },
  medicationsCovered: 0,
  totalMedications: 2,
});
const shuffled = [C, A, D, B];
const ids = (plans: { id: string }[]) => plans.map((p) => p.id);

describe('sortPlans', () => {
  it.each([
    ['rank', ['A', 'B', 'C', 'D']],
    // premiums 30, 0, 10, 0 → the two free plans first, in rank order (B before D).
    ['cost', ['B', 'D', 'C', 'A']],
    // drugs covered 1, 2, 2, 0 → B and C tie; B ranks first.
    ['coverage', ['B', 'C', 'A', 'D']],
    // stars 3.5, unrated, 4.5, 4.5 → C and D tie (rank decides); unrated last.
    ['rating', ['C', 'D', 'A', 'B']],
    // yearly cost 900, 1500, 700, 2000.
    ['estimatedAnnualCost', ['C', 'A', 'B', 'D']],
    // drug cost 400, 100, 300, 100 → B and D tie (rank decides).
    ['drugCost', ['B', 'D', 'C', 'A']],
  ] as const)('%s → %j', (key, expected) => {
    expect(ids(sortPlans(shuffled, key))).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    sortPlans(shuffled, 'cost');
    expect(ids(shuffled)).toEqual(['C', 'A', 'D', 'B']);
  });
});

describe('filtering', () => {
  it('lists the plan types and carriers present, once each, alphabetically', () => {
    expect(planTypesOf(shuffled)).toEqual(['HMO', 'HMO-POS', 'PPO']);
    expect(
      carriersOf([
        makePlan({ carrier: 'Zeta' }),
        makePlan({ carrier: 'Alpha' }),
        makePlan({ carrier: 'Zeta' }),
      ]),
    ).toEqual(['Alpha', 'Zeta']);
  });

  it('keeps every plan with no filter and only the chosen type otherwise', () => {
    expect(ids(filterPlans(shuffled, NO_FILTERS))).toEqual(['C', 'A', 'D', 'B']);
    expect(ids(filterPlans(shuffled, { ...NO_FILTERS, planType: 'HMO' }))).toEqual(['C', 'A']);
    expect(filterPlans(shuffled, { ...NO_FILTERS, planType: 'PFFS' })).toEqual([]);
  });

  it('filters by company, stars (unrated below any minimum), drug coverage and every chosen benefit', () => {
    const dental = makePlan({
      id: 'dental',
      carrier: 'Acme',
      starRating: 4,
      benefits: ['Dental: $1,500 per year'],
    });
    const both = makePlan({
      id: 'both',
      carrier: 'Best',
      starRating: null,
      benefits: ['Dental: $500', 'Fitness membership: SilverSneakers'],
    });
    const noRx = makePlan({
      id: 'noRx',
      carrier: 'Acme',
      starRating: 4.5,
      hasRxCoverage: false,
      benefits: [],
    });
    const plans = [dental, both, noRx];
    expect(ids(filterPlans(plans, { ...NO_FILTERS, carrier: 'Acme' }))).toEqual(['dental', 'noRx']);
    expect(ids(filterPlans(plans, { ...NO_FILTERS, minStars: 4 }))).toEqual(['dental', 'noRx']);
    expect(ids(filterPlans(plans, { ...NO_FILTERS, drugCoverageOnly: true }))).toEqual(['dental', 'both']);
    expect(ids(filterPlans(plans, { ...NO_FILTERS, benefits: ['dental'] }))).toEqual(['dental', 'both']);
    expect(ids(filterPlans(plans, { ...NO_FILTERS, benefits: ['dental', 'gym'] }))).toEqual(['both']);
    expect(offersBenefit(both, 'vision')).toBe(false);
  });

  it('names the filters that are on, in plain words (English and Spanish)', () => {
    const on = {
      planType: 'HMO',
      carrier: 'Acme',
      minStars: 3.5,
      drugCoverageOnly: true,
      benefits: ['dental', 'gym'] as const,
    };
    expect(activeFilterLabels(NO_FILTERS, en)).toEqual([]);
    expect(activeFilterLabels(on, en)).toEqual([
      'HMO only',
      'Acme only',
      '3.5+ stars',
      'with drug coverage',
      'with dental',
      'with fitness membership',
    ]);
    expect(activeFilterLabels(on, resultsText('es'))).toEqual([
      'solo HMO',
      'solo Acme',
      '3.5+ estrellas',
      'con cobertura de medicamentos',
      'con cuidado dental',
      'con membresía de gimnasio',
    ]);
  });
});

describe('show more', () => {
  const plans = (n: number) =>
    Array.from({ length: n }, (_, i) => makePlan({ id: `P${i + 1}`, rank: i + 1 }));

  it('shows the first 3, then the rest of the top 10, then ten more at a time', () => {
    const all = plans(25);
    const first = visiblePlans(all, INITIAL_RESULTS_SHOWN);
    expect(ids(first.shown)).toEqual(['P1', 'P2', 'P3']);
    expect(first).toMatchObject({ hiddenCount: 22, nextCount: 7 });
    expect(nextShownCount(3)).toBe(10);
    expect(visiblePlans(all, 10)).toMatchObject({ hiddenCount: 15, nextCount: 10 });
    expect(nextShownCount(10)).toBe(20);
    expect(visiblePlans(all, 20)).toMatchObject({ hiddenCount: 5, nextCount: 5 });
    expect(visiblePlans(all, Number.POSITIVE_INFINITY)).toMatchObject({ hiddenCount: 0, nextCount: 0 });
    expect(visiblePlans(plans(2), INITIAL_RESULTS_SHOWN).nextCount).toBe(0);
  });

  it('counts what is hidden after the filter, in the chosen order', () => {
    const arranged = arrangePlans(shuffled, {
      filters: { ...NO_FILTERS, planType: 'HMO' },
      sort: 'rating',
      shownCount: 3,
    });
    expect(ids(arranged.matching)).toEqual(['C', 'A']);
    expect(arranged.hiddenCount).toBe(0);
    const all = arrangePlans(shuffled, { filters: NO_FILTERS, sort: 'cost', shownCount: 3 });
    expect(ids(all.shown)).toEqual(['B', 'D', 'C']);
    expect(all.hiddenCount).toBe(1);
  });

  it('labels the button with the number it adds', () => {
    expect(showMoreLabel(7, en)).toBe('Show 7 More Plans');
    expect(showMoreLabel(1, en)).toBe('Show 1 More Plan');
  });
});

describe('isSortKey', () => {
  it('accepts the six sorts and nothing else', () => {
    for (const key of ['rank', 'cost', 'coverage', 'rating', 'estimatedAnnualCost', 'drugCost']) {
      expect(isSortKey(key)).toBe(true);
    }
    expect(isSortKey('name')).toBe(false);
  });
});

describe('the sorts offered', () => {
  it('offers the drug sorts only to someone with drugs, so no sort repeats "Best match"', () => {
    const values = (plans: Parameters<typeof sortOptionsFor>[0]) => sortOptionsFor(plans);
    expect(values([A, B])).toEqual(['rank', 'estimatedAnnualCost', 'cost', 'drugCost', 'rating', 'coverage']);
    const noDrugs = [A, B].map((p) => ({ ...p, medicationsCovered: 0, totalMedications: 0 }));
    expect(values(noDrugs)).toEqual(['rank', 'estimatedAnnualCost', 'cost', 'rating']);
  });
});
