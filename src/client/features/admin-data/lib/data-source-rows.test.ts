import { describe, expect, it } from 'vitest';
import type { DataSource } from '../../../../shared/data-sources';
import { ALL_YEARS, planYearsOf, shownText, sourcesForYear } from './data-source-rows';

const source = (id: number, planYear: number | null): DataSource => ({
  id,
  kind: planYear === null ? 'rxterms' : 'partd',
  planYear,
  sourceName: `file-${id}`,
  releaseLabel: null,
  releaseDate: null,
  sample: false,
  rows: 1,
  importedAt: '2026-11-01T00:00:00.000Z',
  importJobId: null,
});

// Newest first, as the server answers.
const SOURCES = [source(5, 2026), source(4, null), source(3, 2027), source(2, 2026), source(1, 2025)];

describe('data source rows', () => {
  it('offers each plan year present once, newest first, and not the datasets of no year', () => {
    expect(planYearsOf(SOURCES)).toEqual([2027, 2026, 2025]);
    expect(planYearsOf([source(1, null)])).toEqual([]);
  });

  it.each([
    [ALL_YEARS, [5, 4, 3, 2, 1]],
    // 2026's own (5, 2) and the dataset every year uses (4), in the server's order.
    ['2026', [5, 4, 2]],
    ['2027', [4, 3]],
    ['2024', [4]],
  ])('keeps for %s the datasets %j', (year, ids) => {
    expect(sourcesForYear(SOURCES, year).map((s) => s.id)).toEqual(ids);
  });

  it.each([
    [12, 12, 'Showing all 12 datasets'],
    [5, 12, 'Showing 5 of 12 datasets'],
    [1, 1, 'Showing 1 dataset'],
    [0, 3, 'Showing 0 of 3 datasets'],
  ])('says %i of %i as "%s"', (shown, total, text) => {
    expect(shownText(shown, total)).toBe(text);
  });
});
