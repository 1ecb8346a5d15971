import {
  type ImportJobKind,
  type ImportRowError,
  isSheetImportKind,
} from '../../../../shared/import-contracts';
import { fieldLabel } from './column-mapping';

export type RowErrorLine = { key: string; row: number; planId: string; field: string; message: string };

/** More lines than this are summarised: a 20,000-row file can have that many problems. */
export const ROW_ERROR_LINES_SHOWN = 200;

export function rowErrorLines(kind: ImportJobKind, rowErrors: readonly ImportRowError[]): RowErrorLine[] {
  const lines: RowErrorLine[] = [];
  for (const rowError of [...rowErrors].sort((a, b) => a.row - b.row)) {
    rowError.errors.forEach((error, index) => {
      lines.push({
        key: `${rowError.row}-${index}`,
        row: rowError.row,
        planId: rowError.planId ?? '',
        field: error.field && isSheetImportKind(kind) ? fieldLabel(kind, error.field) : error.field,
        message: error.message,
      });
    });
  }
  return lines;
}
