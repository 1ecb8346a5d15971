import { describe, expect, it } from 'vitest';
import { barText, chartSummary, periodLabel, shareLabel } from './analytics-display';
import { checkRange, matchingPreset, presetRange, rangeFromParams } from './analytics-range';

const TODAY = '2026-11-02';

describe('analytics range in the address', () => {
  it('reads a valid range and falls back to the default 90 days for anything else', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-03&bucket=week'), TODAY)).toEqual({
      from: '2026-10-01',
      to: '2026-10-03',
      bucket: 'week',
    });
    const fallback = { from: '2026-08-05', to: TODAY, bucket: 'day' };
    expect(rangeFromParams(new URLSearchParams(''), TODAY)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams('from=junk'), TODAY)).toEqual(fallback);
    expect(rangeFromParams(new URLSearchParams('from=2026-10-05&to=2026-10-01'), TODAY)).toEqual(fallback);
  });

  it('turns presets into ranges and recognises them', () => {
    expect(presetRange('last-30', TODAY, 'day')).toEqual({ from: '2026-10-04', to: TODAY, bucket: 'day' });
    expect(presetRange('last-90', TODAY, 'week')).toEqual({ from: '2026-08-05', to: TODAY, bucket: 'week' });
    expect(presetRange('this-year', TODAY, 'day')).toEqual({ from: '2026-01-01', to: TODAY, bucket: 'day' });
    expect(matchingPreset({ from: '2026-01-01', to: TODAY, bucket: 'week' }, TODAY)).toBe('this-year');
    expect(matchingPreset({ from: '2026-01-02', to: TODAY, bucket: 'day' }, TODAY)).toBeNull();
  });

  it('explains typed dates that cannot be used', () => {
    expect(checkRange('', '', 'day', TODAY).issues).toEqual([
      { path: 'from', message: 'Enter a start date.' },
      { path: 'to', message: 'Enter an end date.' },
    ]);
    expect(checkRange('2026-10-02', '2026-10-01', 'day', TODAY).issues).toEqual([
      { path: 'from', message: 'The start date must be on or before the end date.' },
    ]);
    expect(checkRange('2026-10-01', '2026-10-02', 'day', TODAY).range).toEqual({
      from: '2026-10-01',
      to: '2026-10-02',
      bucket: 'day',
    });
  });
});

describe('analytics words', () => {
  it('labels days and Monday weeks in UTC, bars and shares', () => {
    expect(periodLabel('2026-10-05', 'day')).toBe('Oct 5, 2026');
    expect(periodLabel('2026-10-05', 'week')).toBe('Week of Oct 5, 2026');
    expect(barText({ period: '2026-10-05', count: 1 }, 'day')).toBe('Oct 5, 2026: 1 submission');
    expect(shareLabel(33.3)).toBe('33.3%');
    expect(shareLabel(50)).toBe('50%');
  });

  it('sums the chart up with its busiest bucket', () => {
    const data = {
      range: { from: '2026-10-01', to: '2026-10-14', bucket: 'week' as const },
      totalSubmissions: 18,
      submissionsOverTime: [
        { period: '2026-09-28', count: 5 },
        { period: '2026-10-05', count: 7 },
        { period: '2026-10-12', count: 6 },
      ],
    };
    expect(chartSummary(data)).toBe(
      '18 submissions from October 1, 2026 to October 14, 2026 (UTC), shown by week. Busiest: Week of Oct 5, 2026, with 7 submissions.',
    );
  });
});
