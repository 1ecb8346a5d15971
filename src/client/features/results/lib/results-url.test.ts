import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, readViewState, writeViewState } from './results-url';

describe('the results view in the address', () => {
  it('writes nothing for the defaults and reads the defaults from nothing', () => {
    expect(writeViewState(DEFAULT_VIEW).toString()).toBe('');
    expect(readViewState(new URLSearchParams())).toEqual(DEFAULT_VIEW);
  });

  it('round-trips a sort, every filter, the plans shown and the compare ticks', () => {
    const view = {
      sort: 'estimatedAnnualCost' as const,
      filters: {
        planType: 'HMO',
        carrier: 'Acme & Sons',
        minStars: 4,
        drugCoverageOnly: true,
        benefits: ['dental' as const, 'vision' as const],
      },
      shownCount: 20,
      compare: ['H1234-001', 'H5678-002'],
      roads: 'original' as const,
    };
    const params = writeViewState(view);
    expect(params.get('company')).toBe('Acme & Sons');
    expect(params.get('roads')).toBe('original');
    expect(readViewState(new URLSearchParams(params.toString()))).toEqual(view);
  });

  it('ignores what it cannot read, and keeps at most 3 compare ticks', () => {
    const params = new URLSearchParams(
      'sort=cheapest&stars=2&shown=-5&benefits=dental,spa,dental&compare=a,b,c,d&rx=yes&roads=medigap',
    );
    expect(readViewState(params)).toEqual({
      ...DEFAULT_VIEW,
      filters: { ...DEFAULT_VIEW.filters, benefits: ['dental'] },
      compare: ['a', 'b', 'c'],
    });
  });

  it('keeps other parameters of the address', () => {
    expect(
      writeViewState({ ...DEFAULT_VIEW, sort: 'rating' }, new URLSearchParams('from=email')).toString(),
    ).toBe('from=email&sort=rating');
  });
});
