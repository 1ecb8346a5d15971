import type { ImportRowError } from '../../../shared/import-contracts.ts';

/** The header line of a Medicare table (Part D's pipe-delimited, PBP's tab-separated files). */

/** BOM dropped, names trimmed and case-folded; the first of a repeated name kept. */
export function headerColumns(
  line: string,
  separator: string,
  fold: (name: string) => string,
): Map<string, number> {
  const columns = new Map<string, number>();
  line
    .replace(/^\uFEFF/, '')
    .split(separator)
    .forEach((name, i) => {
      const key = fold(name.trim());
      if (key !== '' && !columns.has(key)) columns.set(key, i);
    });
  return columns;
}

export const shownNames = (names: readonly string[], max: number): string =>
  names.length > max ? `${names.slice(0, max).join(', ')} and ${names.length - max} more` : names.join(', ');

/** A sheet's missing columns as its header row's (row 1) errors. */
export const missingColumns = (fields: string[]): ImportRowError[] =>
  fields.length === 0
    ? []
    : [{ row: 1, errors: fields.map((f) => ({ field: f, message: `The file has no "${f}" column` })) }];
