import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportKind,
  takesWorkbook,
} from '../../../../shared/import-contracts';

export function acceptedExtensions(kind: ImportKind): string {
  return takesWorkbook(kind) ? '.csv,.xlsx' : '.csv';
}

/** The browser's checks (10 MB cap, extension) with the server's messages; the server checks content. */
export function uploadProblem(file: Pick<File, 'name' | 'size'>, kind: ImportKind): string | null {
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  const name = file.name.toLowerCase();
  const isCsv = name.endsWith('.csv');
  const isXlsx = name.endsWith('.xlsx');
  if (!isCsv && !isXlsx) return IMPORT_MESSAGES.wrongType;
  if (isXlsx && !takesWorkbook(kind)) return IMPORT_MESSAGES.csvOnly;
  if (file.size === 0) return IMPORT_MESSAGES.empty;
  return null;
}

/** "2.4 MB", "812 KB", "96 bytes". */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}
