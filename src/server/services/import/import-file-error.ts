// The one error of every importer: a file that cannot be imported as it is, in words for the admin (files,
// lines, columns; never a cell's value), with where or what it found. Anything else thrown is ours, logged
// and shown generically.
import type { ImportRowError } from '../../../shared/import-contracts.ts';
import type { MedicareFileProblem } from '../../../shared/medicare-file-contracts.ts';

// source: cannot be opened or listed; header: lacks its kind's columns or is empty; content: readable but not
// importable; problems: line problems or row errors (`found`); changed: the catalogue changed since the check.
export type ImportFileErrorCode = 'source' | 'header' | 'content' | 'problems' | 'changed';

export type ImportFileWhere = { file?: string; row?: number; column?: string };

export type ImportFileFound = {
  problems?: MedicareFileProblem[];
  problemCount?: number;
  rowErrors?: ImportRowError[];
};

export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    message: string,
    readonly where: ImportFileWhere = {},
    readonly found: ImportFileFound = {},
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** An ImportFileError's words less the value a CSV parser's message can end with; null for anything else. */
export function importFileErrorMessage(error: unknown): string | null {
  return error instanceof ImportFileError ? error.message.replace(/,? value is ".*$/s, '.') : null;
}
