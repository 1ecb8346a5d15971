import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  hasFilters,
  listStateToParams,
  pagerFor,
  parseListState,
  toListQuery,
  withFilter,
  withoutFilters,
  withSort,
} from './plan-list-state';

describe('the plan list state', () => {
  it('defaults to page 1, newest first, no filters, and an empty URL', () => {
    expect(parseListState(new URLSearchParams())).toEqual(DEFAULT_LIST_STATE);
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(toListQuery(DEFAULT_LIST_STATE)).toEqual({
      page: 1,
      limit: 25,
      search: '',
      carrier: '',
      planType: '',
      region: '',
      planYear: '',
      isActive: '',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('round-trips through the URL, falling back to defaults for nonsense', () => {
    const state = { ...DEFAULT_LIST_STATE, page: 3, carrier: 'Humana', isActive: 'false' as const };
    expect(parseListState(listStateToParams(state))).toEqual(state);
    expect(listStateToParams(state).toString()).toBe('page=3&carrier=Humana&isActive=false');
    const junk = new URLSearchParams('page=-2&sortBy=id&sortOrder=up&isActive=yes');
    expect(parseListState(junk)).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('keeps a plan year filter in the URL and sends it; anything but a year is no filter', () => {
    const state = withFilter(DEFAULT_LIST_STATE, 'planYear', '2027');
    expect(listStateToParams(state).toString()).toBe('planYear=2027');
    expect(parseListState(listStateToParams(state))).toEqual(state);
    expect(toListQuery(state).planYear).toBe('2027');
    expect(hasFilters(state)).toBe(true);
    expect(withoutFilters(state).planYear).toBe('');
    expect(parseListState(new URLSearchParams('planYear=next')).planYear).toBe('');
  });

  it('goes back to page 1 on any filter or search change (spec §4)', () => {
    const onPage4 = { ...DEFAULT_LIST_STATE, page: 4 };
    for (const filter of ['search', 'carrier', 'planType', 'region', 'isActive'] as const) {
      const next = withFilter(onPage4, filter, 'true');
      expect(next.page).toBe(1);
      expect(next[filter]).toBe('true');
      expect(hasFilters(next)).toBe(true);
    }
    expect(hasFilters(onPage4)).toBe(false);
    const filtered = { ...withFilter(onPage4, 'carrier', 'Humana'), sortBy: 'planId' as const, page: 2 };
    expect(withoutFilters(filtered)).toEqual({ ...DEFAULT_LIST_STATE, sortBy: 'planId' });
  });

  it('sorts: a new column starts ascending, the same column flips, and the page resets', () => {
    const onPage2 = { ...DEFAULT_LIST_STATE, page: 2 };
    const byName = withSort(onPage2, 'planName');
    expect(byName).toMatchObject({ sortBy: 'planName', sortOrder: 'asc', page: 1 });
    expect(withSort(byName, 'planName')).toMatchObject({ sortBy: 'planName', sortOrder: 'desc' });
    expect(withSort(withSort(byName, 'planName'), 'planName').sortOrder).toBe('asc');
    // The default column (createdAt desc) flips to ascending.
    expect(withSort(DEFAULT_LIST_STATE, 'createdAt').sortOrder).toBe('asc');
  });

  it('trims the search for the query', () => {
    expect(toListQuery({ ...DEFAULT_LIST_STATE, search: '  gold ' }).search).toBe('gold');
  });
});

describe('the pager (spec §9)', () => {
  it.each([
    // [page, total, pages, visible, previous, next]
    [1, 0, 0, false, false, false],
    [1, 25, 1, false, false, false], // ceil(25 / 25) = 1: no pager
    [1, 26, 2, true, false, true], // ceil(26 / 25) = 2
    [2, 26, 2, true, true, false], // last page: Next off
    [2, 75, 3, true, true, true], // ceil(75 / 25) = 3
    [3, 75, 3, true, true, false],
  ])('page %i of %i plans: %i pages', (page, total, pages, visible, canPrevious, canNext) => {
    expect(pagerFor(page, total)).toEqual({ page, pages, visible, canPrevious, canNext });
  });
});
