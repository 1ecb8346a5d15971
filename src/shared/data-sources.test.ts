import { describe, expect, it } from 'vitest';
import { releaseOfFileName } from './data-sources.ts';
import { planDataLine } from './plan-data-line.ts';

describe('the release a file name tells', () => {
  it.each([
    ['CY2027_Landscape_202510.zip', { label: 'October 2025', date: '2025-10' }],
    ['/tmp/upload/CY2026_Landscape_202409.csv', { label: 'September 2024', date: '2024-09' }],
    ['RxTerms202611.txt', { label: 'November 2026', date: '2026-11' }],
    ['NPPES_Data_Dissemination_November_2026.zip', { label: 'November 2026', date: '2026-11' }],
    ['PPUF_2026Q4', { label: '2026 Q4', date: null }],
    ['SPUF_2026_20261015.zip', { label: 'October 15, 2026', date: '2026-10-15' }],
  ])('%s', (name, release) => {
    expect(releaseOfFileName(name)).toEqual(release);
  });

  it('is null when the name tells none', () => {
    expect(releaseOfFileName('CY2026_Landscape_sample.csv')).toBeNull();
    expect(releaseOfFileName('plans.csv')).toBeNull();
    expect(releaseOfFileName('network-202613.csv')).toBeNull();
  });
});

describe('the consumer pages’ line about a year’s plan data', () => {
  it('says "from Medicare" only with a Medicare file behind it, and names sample plans', () => {
    expect(planDataLine({ planYear: 2027, medicareUpdatedOn: '2026-10-01', samplePlans: false })).toBe(
      '2027 plan data from Medicare, updated October 1, 2026.',
    );
    expect(planDataLine({ planYear: 2027, medicareUpdatedOn: '2026-10-01', samplePlans: true })).toBe(
      '2027 plan data from Medicare, updated October 1, 2026. Plans marked "Sample data" are examples for demonstration, not real plans.',
    );
    expect(planDataLine({ planYear: 2026, medicareUpdatedOn: null, samplePlans: true })).toBe(
      '2026 plans shown here are sample data for demonstration, not real Medicare plans or prices.',
    );
    expect(planDataLine({ planYear: 2026, medicareUpdatedOn: null, samplePlans: false })).toBeNull();
  });
});
