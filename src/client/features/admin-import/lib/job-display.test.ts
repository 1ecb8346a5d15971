import { describe, expect, it } from 'vitest';
import { makeImportJob } from '../testing/import-server';
import { progressPercent, recordsText, summaryText } from './job-display';

describe('progress', () => {
  it.each([
    // 1 of 3 = 33.3 % → 33 (never rounds up to a done-looking bar)
    [{ status: 'importing', recordsProcessed: 1, recordsTotal: 3 }, 33],
    [{ status: 'importing', recordsProcessed: 0, recordsTotal: 0 }, 0],
    [{ status: 'importing', recordsProcessed: 5, recordsTotal: 4 }, 100],
    [{ status: 'completed', recordsProcessed: 0, recordsTotal: 0 }, 100],
  ] as const)('%o → %i %%', (job, expected) => {
    expect(progressPercent(job)).toBe(expected);
  });
});

describe('job text', () => {
  it('counts records and results', () => {
    expect(recordsText(makeImportJob({ recordsProcessed: 1200, recordsTotal: 20000 }))).toBe(
      '1,200 of 20,000',
    );
    expect(summaryText({ created: 0, updated: 51 })).toBe('Created 0, updated 51');
  });
});
