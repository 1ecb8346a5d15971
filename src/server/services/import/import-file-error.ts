/**
 * The one error of every importer: a file that cannot be imported as it is, in words for the admin (files,
 * lines, columns; never a cell's value), with where or what it found. Anything else thrown is ours, logged
 * and shown generically.
 */
import type { ImportRowError } from '../../../shared/import-contracts.ts';
import type { MedicareFileProblem } from '../../../shared/medicare-file-contracts.ts';

export type ImportFileErrorCode =
  /** The folder, zip or file cannot be opened or listed, or a line is no line of a text table. */
  | 'source'
  /** A file's header line lacks the columns of its kind, or the file is empty. */
  | 'header'
  /** The file is readable but its content cannot be imported (types missing, a bad mapping row). */
  | 'content'
  /** Lines of the files have problems (`found.problems`), or rows have errors after all (`found.rowErrors`). */
  | 'problems'
  /** The catalogue changed between the check and the write (another admin, a race). */
  | 'changed';

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
