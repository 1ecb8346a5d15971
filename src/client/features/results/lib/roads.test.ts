import { describe, expect, it } from 'vitest';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { makeRoadsComparison } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { advantageLines, cheaperRoadSentence, medicareLeaves, originalTitle } from './roads';

const en = resultsText();

/** The fixture with each road's totals replaced. */
function withTotals(advantage: [number, number], original: [number, number]): RoadsComparison {
  const base = makeRoadsComparison();
  if (!base.advantage) throw new Error('the fixture has a Medicare Advantage plan');
  return {
    ...base,
    advantage: { ...base.advantage, total: { typical: advantage[0], bad: advantage[1] } },
    original: { ...base.original, total: { typical: original[0], bad: original[1] } },
  };
}

describe('which road costs less', () => {
  it('names the cheaper road and the difference in whole dollars', () => {
    // 5,000.40 − 4,200.10 = 800.30 → "$800"; 9,000 − 6,500.60 = 2,499.40 → "$2,499".
    const comparison = withTotals([5000.4, 9000], [4200.1, 6500.6]);
    expect(cheaperRoadSentence(comparison, 'typical', en)).toBe(
      'In a typical year, Original Medicare with Plan G costs you about $800 less.',
    );
    expect(cheaperRoadSentence(comparison, 'bad', en)).toBe(
      'In a bad year, with a hospital stay and specialist care, Original Medicare with Plan G costs you about $2,499 less: it protects you more.',
    );
  });

  it('calls a difference under 50 cents about the same, and says nothing without a Medicare Advantage plan', () => {
    expect(cheaperRoadSentence(withTotals([4000.4, 5000], [4000, 6000]), 'typical', en)).toBe(
      'In a typical year, both ways cost about the same.',
    );
    expect(cheaperRoadSentence({ ...makeRoadsComparison(), advantage: null }, 'typical', en)).toBeNull();
  });
});

describe('the roads in words', () => {
  it('takes a Part B giveback off, and names Original Medicare by what it holds', () => {
    const base = makeRoadsComparison();
    if (!base.advantage) throw new Error('the fixture has a Medicare Advantage plan');
    expect(advantageLines({ ...base.advantage, giveback: 600 }, en).at(-1)).toEqual({
      label: 'Part B giveback',
      typical: 600,
      bad: 600,
      credit: true,
    });
    expect(originalTitle(base.original, en)).toBe(
      'Original Medicare + Plan G from Acme Life + WellRx Saver (PDP)',
    );
    expect(originalTitle({ ...base.original, medigap: null }, en)).toBe(
      'Original Medicare + WellRx Saver (PDP)',
    );
  });
});

describe('what Original Medicare leaves, with the plan year’s figures (issue 36)', () => {
  it('2026: the year’s own deductibles, as written', () => {
    const lines = medicareLeaves(makeRoadsComparison(), en);
    expect(lines[0]).toContain('the first $283.00 of the year');
    expect(lines.join(' ')).not.toMatch(/not yet published/);
  });

  it('2027: the 2026 figures carried forward say so beside each number', () => {
    const lines = medicareLeaves(makeRoadsComparison({ planYear: 2027 }), en);
    expect(lines[0]).toContain('the first $283.00 (2026 figure; 2027 not yet published) of the year');
    expect(lines[1]).toContain('(2026 figure; 2027 not yet published)');
    expect(lines[3]).toContain('pay after the first $2,950 (2026 figure; 2027 not yet published)');
  });
});
