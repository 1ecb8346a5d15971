import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../../shared/import-contracts';
import { acceptedExtensions, fileSizeText, uploadProblem } from './upload-check';

const MB = 1024 * 1024;

describe('checks before an upload', () => {
  it.each([
    ['plans.csv', 10 * MB, 'plans', null],
    // Too large: says so.
    ['plans.csv', 10 * MB + 1, 'plans', IMPORT_MESSAGES.tooLarge],
    ['PLANS.XLSX', 2000, 'plans', null],
    ['plans.xls', 2000, 'plans', 'Upload a .csv or .xlsx file'],
    ['plans.pdf', 2000, 'plans', 'Upload a .csv or .xlsx file'],
    ['network.xlsx', 2000, 'network', 'This kind of import takes a .csv file'],
    ['empty.csv', 0, 'plans', 'The file is empty or has no header row'],
  ] as const)('%s of %i bytes as %s → %s', (name, size, kind, expected) => {
    expect(uploadProblem({ name, size }, kind)).toBe(expected);
  });

  it('offers Excel files for plans only', () => {
    expect(acceptedExtensions('plans')).toBe('.csv,.xlsx');
    expect(acceptedExtensions('formulary')).toBe('.csv');
  });

  it('writes sizes for people', () => {
    expect(fileSizeText(2.45 * MB)).toBe('2.5 MB');
    expect(fileSizeText(812 * 1024)).toBe('812 KB');
    expect(fileSizeText(1)).toBe('1 byte');
  });
});
