import { describe, expect, it } from 'vitest';
import { makePlan } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { compareColumns, compareLimitNote, toggleCompare } from './plan-list';

const en = resultsText();

const plans = ['A', 'B', 'C', 'D', 'E'].map((id, i) => makePlan({ id, rank: i + 1 }));

describe('compare selection', () => {
  it('adds ticked plans at the end and removes unticked ones', () => {
    let selected = toggleCompare([], 'C', true);
    selected = toggleCompare(selected, 'A', true);
    selected = toggleCompare(selected, 'C', true); // ticking twice does not duplicate
    expect(selected).toEqual(['A', 'C']);
    expect(toggleCompare(selected, 'A', false)).toEqual(['C']);
  });

  it('shows the first 3 ticked plans in the order they were ticked', () => {
    const { columns, selectedCount } = compareColumns(['D', 'A', 'E', 'B'], plans);
    expect(columns.map((p) => p.id)).toEqual(['D', 'A', 'E']);
    expect(selectedCount).toBe(4);
  });

  it('ignores ids that are not among the plans', () => {
    expect(compareColumns(['Z', 'B'], plans)).toMatchObject({ selectedCount: 1 });
  });

  it('notes the limit only when more than 3 are ticked', () => {
    expect(compareLimitNote(3, en)).toBeNull();
    expect(compareLimitNote(5, en)).toBe('Showing first 3 of 5 selected plans');
  });
});
