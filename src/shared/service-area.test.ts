import { describe, expect, it } from 'vitest';
import { adminPlanUpdateSchema, REGION_REQUIRED } from './admin-plan-contracts.ts';
import {
  afterRegionEdit,
  personAreaKeys,
  REGION_NOT_A_STATE,
  regionArea,
  stateCodeOf,
  stateNameOf,
  withStateArea,
} from './service-area.ts';

describe('stateCodeOf', () => {
  it.each([
    ['Oklahoma', 'OK'],
    ['  oklahoma ', 'OK'],
    ['OK', 'OK'],
    ['ok', 'OK'],
    ['New  Mexico', 'NM'],
    ['District of Columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['Atlantis', null],
    ['XX', null],
    ['Tulsa', null],
    ['', null],
    [null, null],
  ])('%j → %j', (region, code) => {
    expect(stateCodeOf(region)).toBe(code);
  });

  it('names a code, and leaves text it does not know', () => {
    expect(stateNameOf('ar')).toBe('Arkansas');
    expect(stateNameOf(' ZZ ')).toBe('ZZ');
  });
});

describe('areas', () => {
  it('a plan of its region: the counties, each once, or the whole state', () => {
    expect(regionArea('Oklahoma', ['Tulsa', ' tulsa', 'Creek'])).toEqual(['OK|creek', 'OK|tulsa']);
    expect(regionArea('Texas', null)).toEqual(['TX']);
    expect(regionArea('Texas', [' '])).toEqual(['TX']);
    // Only rows older than ADR 0016 have a region naming no state: they were Oklahoma's.
    expect(regionArea(null, ['Tulsa'])).toEqual(['OK|tulsa']);
  });

  it('a Landscape state replaces its own part and keeps the others', () => {
    const ar = withStateArea([], 'AR', ['Washington', 'Benton']);
    expect(ar).toEqual(['AR|benton', 'AR|washington']);
    const both = withStateArea(ar, 'OK', ['Tulsa']);
    expect(both).toEqual(['AR|benton', 'AR|washington', 'OK|tulsa']);
    expect(withStateArea(both, 'AR', ['Washington'])).toEqual(['AR|washington', 'OK|tulsa']);
    expect(withStateArea(both, 'OK', null)).toEqual(['AR|benton', 'AR|washington', 'OK']);
  });

  it('an edit of region or counties moves the region’s part and keeps other states', () => {
    const before = { region: 'Oklahoma', serviceArea: ['AR|washington', 'OK|tulsa'] };
    expect(afterRegionEdit(before, { region: 'Oklahoma', counties: ['Creek'] })).toEqual([
      'AR|washington',
      'OK|creek',
    ]);
    expect(afterRegionEdit(before, { region: 'Kansas', counties: null })).toEqual(['AR|washington', 'KS']);
    expect(afterRegionEdit({ region: 'Texas', serviceArea: ['TX'] }, { region: 'OK', counties: [] })).toEqual(
      ['OK'],
    );
  });

  it('a person is served by the whole state or their county of it', () => {
    expect(personAreaKeys('OK', 'Tulsa')).toEqual(['OK', 'OK|tulsa']);
    expect(personAreaKeys('ok', null)).toEqual(['OK']);
    expect(personAreaKeys('OK', '  ')).toEqual(['OK']);
  });
});

describe('the plan schema’s region', () => {
  const messages = (region: string) => {
    const result = adminPlanUpdateSchema.safeParse({ region });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };
  it('must name a state or territory, with one message for each problem', () => {
    expect(messages('Oklahoma')).toEqual([]);
    expect(messages('tx')).toEqual([]);
    expect(messages('Atlantis')).toEqual([REGION_NOT_A_STATE]);
    expect(messages('  ')).toEqual([REGION_REQUIRED]);
    expect(messages('x'.repeat(101))).toEqual(['Must be at most 100 characters']);
  });
});
