/**
 * The one error of every importer (the sheets, Part D, RxTerms, PBP, Plan-Net, the Landscape file,
 * NPPES): a file that cannot be imported as it is, in words written for the admin who gave it (file
 * names, lines, columns; never a cell's value), with what it names: one place (`where`), or the
 * problems or row errors found. Jobs, routes and the command lines show its message as it is;
 * anything else thrown while importing is a fault of ours, logged and shown generically.
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

/** What a file's check found: its first problems by file and line and how many in all, or row errors. */
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

/**
 * The words a job, a route or a command line shows for an error met while importing: an
 * ImportFileError's own, less the value a CSV parser's message can end with (`…, value is "…"`);
 * null for anything else, a fault of ours that is logged and shown generically.
 */
export function importFileErrorMessage(error: unknown): string | null {
  return error instanceof ImportFileError ? error.message.replace(/,? value is ".*$/s, '.') : null;
}
