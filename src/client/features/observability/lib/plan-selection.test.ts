import { describe, expect, it } from 'vitest';
import { makeAnalysisPlan } from '../testing/analysis-factory';
import {
  comparedPlans,
  comparisonNote,
  comparisonOpenAfter,
  comparisonShown,
  knownSelection,
  selectAllState,
  toggleAll,
  toggleSelected,
} from './plan-selection';

const ALL = ['A', 'B', 'C', 'D'];

describe('selection', () => {
  it('adds a ticked plan at the end and removes an unticked one', () => {
    expect(toggleSelected(['C'], 'A')).toEqual(['C', 'A']);
    expect(toggleSelected(['C', 'A'], 'C')).toEqual(['A']);
  });

  it('tells none, some or all for the select-all box (some = indeterminate)', () => {
    expect(selectAllState([], ALL)).toBe('none');
    expect(selectAllState(['B'], ALL)).toBe('some');
    expect(selectAllState(['D', 'C', 'B', 'A'], ALL)).toBe('all');
    expect(selectAllState([], [])).toBe('none');
  });

  it('select-all ticks the rest in table order, and clears when all are ticked', () => {
    expect(toggleAll(['C'], ALL)).toEqual(['C', 'A', 'B', 'D']);
    expect(toggleAll([], ALL)).toEqual(ALL);
    expect(toggleAll(['D', 'A', 'B', 'C'], ALL)).toEqual([]);
  });

  it('drops plans a refreshed analysis no longer has', () => {
    expect(knownSelection(['X', 'B', 'A'], ALL)).toEqual(['B', 'A']);
  });
});

describe('comparison', () => {
  const plans = ALL.map((planId, i) => makeAnalysisPlan({ planId, currentRank: i + 1 }));

  it('compares the first 3 selected, in the order they were picked', () => {
    expect(comparedPlans(['D', 'A', 'C', 'B'], plans).map((p) => p.planId)).toEqual(['D', 'A', 'C']);
    expect(comparedPlans(['B', 'A'], plans).map((p) => p.planId)).toEqual(['B', 'A']);
  });

  it('notes the cut only beyond 3 plans', () => {
    expect(comparisonNote(2)).toBeNull();
    expect(comparisonNote(3)).toBeNull();
    expect(comparisonNote(4)).toBe('Showing first 3 of 4 selected plans');
  });

  it('opens on reaching 2 plans and closes on clearing to 0', () => {
    expect(comparisonOpenAfter(false, 0, 1)).toBe(false);
    expect(comparisonOpenAfter(false, 1, 2)).toBe(true);
    // Select-all from nothing passes 2 in one step.
    expect(comparisonOpenAfter(false, 0, 37)).toBe(true);
    expect(comparisonOpenAfter(true, 3, 0)).toBe(false);
    expect(comparisonOpenAfter(true, 2, 0)).toBe(false);
  });

  it('otherwise keeps what the Compare toggle chose', () => {
    expect(comparisonOpenAfter(false, 2, 3)).toBe(false);
    expect(comparisonOpenAfter(true, 3, 2)).toBe(true);
    expect(comparisonOpenAfter(true, 2, 1)).toBe(true);
  });

  it('shows only when open with at least 2 plans', () => {
    expect(comparisonShown(true, 2)).toBe(true);
    expect(comparisonShown(true, 1)).toBe(false);
    expect(comparisonShown(false, 3)).toBe(false);
  });
});
