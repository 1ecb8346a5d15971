import { describe, expect, it } from 'vitest';
import { medicareFileSummaryText } from '../../../../shared/import-contracts';
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

describe('what a Medicare plan file imported, in Past imports', () => {
  it('says the plan year and what changed', () => {
    expect(
      medicareFileSummaryText({
        kind: 'pbp',
        planYear: 2027,
        matched: 1,
        updated: 1,
        unchanged: 0,
        notInCatalogue: 0,
        files: [],
      }),
    ).toBe('Plan year 2027: 1 plan in the release, 1 updated, 0 unchanged');
    expect(
      medicareFileSummaryText({
        kind: 'plan-net',
        planYear: 2027,
        plansCovered: 4,
        plansNotInCatalogue: 1,
        practitioners: 6,
        practitionersAdded: 4,
        networkRows: 1200,
        networkRowsRemoved: 0,
        mappingRows: 0,
        malformedLines: 0,
        warnings: [],
        hiosMappingLines: [],
      }),
    ).toBe('Plan year 2027: networks of 4 plans replaced, 6 practitioners, 1,200 network rows');
    expect(
      medicareFileSummaryText({
        kind: 'landscape-file',
        planYears: [2027],
        rowsRead: 138_000,
        states: [
          { state: 'OK', rows: 900, plans: 60 },
          { state: 'TX', rows: 4000, plans: 300 },
        ],
        created: 355,
        updated: 5,
      }),
    ).toBe('Plan year 2027, OK, TX: 355 plans created, 5 updated');
  });
});
