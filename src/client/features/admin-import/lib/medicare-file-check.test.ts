import { describe, expect, it } from 'vitest';
import { MEDICARE_FILE_MESSAGES } from '../../../../shared/medicare-file-contracts';
import {
  byteSizeText,
  keyedProblems,
  medicareFileProblem,
  problemInContent,
  problemPlace,
  uploadPercent,
} from './medicare-file-check';

const GB = 1024 ** 3;

describe("the browser's checks of a Medicare file", () => {
  it('takes a release zip up to 4 GB and an RxTerms .txt up to 50 MB', () => {
    expect(medicareFileProblem({ name: 'PPUF_2026Q4.ZIP', size: 4 * GB }, 'partd')).toBeNull();
    expect(medicareFileProblem({ name: 'PPUF_2026Q4.zip', size: 4 * GB + 1 }, 'partd')).toBe(
      MEDICARE_FILE_MESSAGES.tooLarge.partd,
    );
    expect(medicareFileProblem({ name: 'RxTerms202611.txt', size: 50 * 1024 ** 2 }, 'rxterms')).toBeNull();
    expect(medicareFileProblem({ name: 'RxTerms202611.txt', size: 50 * 1024 ** 2 + 1 }, 'rxterms')).toBe(
      MEDICARE_FILE_MESSAGES.tooLarge.rxterms,
    );
    expect(medicareFileProblem({ name: 'RxTerms202611.zip', size: 10 }, 'rxterms')).toMatch(/\.txt file/);
    expect(medicareFileProblem({ name: 'plans.csv', size: 10 }, 'partd')).toMatch(/\.zip file/);
    expect(medicareFileProblem({ name: 'empty.zip', size: 0 }, 'partd')).toBe(MEDICARE_FILE_MESSAGES.empty);
  });

  it('reads a release’s first bytes: a zip starts PK\\x03\\x04', async () => {
    expect(await problemInContent(new Blob([new Uint8Array([0x50, 0x4b, 3, 4, 9])]), 'partd')).toBeNull();
    expect(await problemInContent(new Blob(['CONTRACT_ID|PLAN_ID']), 'partd')).toBe(
      MEDICARE_FILE_MESSAGES.notZip,
    );
    expect(await problemInContent(new Blob(['PK']), 'partd')).toBe(MEDICARE_FILE_MESSAGES.notZip);
    expect(await problemInContent(new Blob(['RXCUI|']), 'rxterms')).toBeNull();
  });

  it('says sizes and progress in words', () => {
    expect(byteSizeText(2.5 * GB)).toBe('2.5 GB');
    expect(byteSizeText(1536 * 1024)).toBe('1.5 MB');
    expect(byteSizeText(2048)).toBe('2.0 KB');
    expect(byteSizeText(1)).toBe('1 byte');
    // 1 of 3 bytes is 33%, never rounded up to a finish it has not reached.
    expect([uploadPercent(1, 3), uploadPercent(2, 3), uploadPercent(3, 3), uploadPercent(5, 0)]).toEqual([
      33, 66, 100, 0,
    ]);
  });

  it('places each problem by file, line and field, with a key of its own even when one repeats', () => {
    const problem = { file: 'pricing.txt', line: 6, field: 'UNIT_COST', message: 'Line 6: not a number' };
    expect(problemPlace(problem)).toBe('pricing.txt, line 6, UNIT_COST');
    expect(problemPlace({ ...problem, field: null })).toBe('pricing.txt, line 6');
    const keys = keyedProblems([problem, problem, { ...problem, line: 7 }]).map((p) => p.key);
    expect(new Set(keys).size).toBe(3);
  });
});
