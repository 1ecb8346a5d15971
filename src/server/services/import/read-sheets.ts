// An upload as sheets of cells: a CSV is one sheet named after the file, an xlsx one per worksheet. The first
// non-empty row is the header; rows keep the spreadsheet's numbers; blank rows are skipped. Cells keep their
// type; a formula is kept as FORMULA, never its cached result, so it can be refused (design.md §7).
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import {
  CSV_LINE_PROBLEMS,
  CSV_PROBLEMS_LISTED,
  type CsvLineProblem,
  csvProblemsMessage,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportFormat,
  joinedLinesWarning,
  moreJoinedLinesWarning,
} from '../../../shared/import-contracts.ts';
import { errors } from '../../errors.ts';
import { isCsvText } from './upload-file.ts';

export const FORMULA = Symbol('formula');
export type Cell = string | number | boolean | null | typeof FORMULA;
export type SheetRow = { row: number; cells: Cell[] };
export type ParsedSheet = { name: string; headers: string[]; rows: SheetRow[]; warnings?: string[] };

// CSV line numbers as an editor shows them: csv-parse's `lines` counts a quoted CRLF twice and names the end
// of file for an unclosed quote, so lines are counted here from byte offsets.
const LF = 0x0a;
const CR = 0x0d;

/** Counts line breaks (LF, CRLF or a lone CR) as offsets grow; offsets must never go back. */
class LineCounter {
  private at = 0;
  private breaks = 0;

  constructor(private readonly bytes: Uint8Array) {}

  lineAt(offset: number): number {
    const end = Math.min(offset, this.bytes.length);
    for (; this.at < end; this.at++) {
      const byte = this.bytes[this.at];
      if (byte === LF || (byte === CR && this.bytes[this.at + 1] !== LF)) this.breaks++;
    }
    return this.breaks + 1;
  }
}

/** csv-parse's error codes → our words. */
const PARSE_ERRORS = new Map<unknown, (line: number) => string>([
  ['CSV_QUOTE_NOT_CLOSED', CSV_LINE_PROBLEMS.quoteNotClosed],
  ['INVALID_OPENING_QUOTE', CSV_LINE_PROBLEMS.quoteInsideValue],
  ['CSV_INVALID_CLOSING_QUOTE', CSV_LINE_PROBLEMS.textAfterQuote],
]);

const parseErrorProblem = (code: unknown, line: number): CsvLineProblem => ({
  line,
  message: (PARSE_ERRORS.get(code) ?? CSV_LINE_PROBLEMS.other)(line),
});

function csvProblemsError(problems: readonly CsvLineProblem[]) {
  return errors.validation(
    csvProblemsMessage(problems),
    problems.slice(0, CSV_PROBLEMS_LISTED).map((p) => ({ path: `line.${p.line}`, message: p.message })),
  );
}

export const isEmptyCell = (cell: Cell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

function headerNames(cells: Cell[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    // At most 200 characters: the mapping's column names are capped there (import-contracts.ts).
    const text = cell === null || cell === FORMULA ? '' : String(cell).trim().slice(0, 200);
    const base = text === '' ? `Column ${i + 1}` : text;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

function valueCount(cells: Cell[]): number {
  let width = cells.length;
  while (width > 0 && isEmptyCell(cells[width - 1] ?? null)) width--;
  return width;
}

function toSheet(name: string, grid: SheetRow[]): ParsedSheet {
  const headerIndex = grid.findIndex((r) => r.cells.some((c) => !isEmptyCell(c)));
  const headerRow = grid[headerIndex];
  if (!headerRow) throw errors.validation(IMPORT_MESSAGES.empty);
  const width = valueCount(headerRow.cells);
  const headers = headerNames(headerRow.cells.slice(0, width));
  const rows: SheetRow[] = [];
  for (const r of grid.slice(headerIndex + 1)) {
    const cells = Array.from({ length: width }, (_, i) => r.cells[i] ?? null);
    if (cells.every(isEmptyCell)) continue;
    rows.push({ row: r.row, cells });
    if (rows.length > IMPORT_MAX_ROWS) throw errors.validation(IMPORT_MESSAGES.tooManyRows);
  }
  return { name, headers, rows };
}

export function csvSheetName(fileName: string): string {
  return fileName.replace(/\.csv$/i, '') || 'Sheet1';
}

class RowCapReached extends Error {}

/**
 * 400 naming the line for an unclosed or misplaced quote, or more values than the header (an unquoted comma).
 * Fewer values read as blank: spreadsheets drop trailing empty cells.
 */
export function readCsv(bytes: Uint8Array, fileName: string): ParsedSheet[] {
  if (!isCsvText(bytes)) throw errors.validation(IMPORT_MESSAGES.unreadable);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The row cap is enforced while reading (security finding 7): a 200,000-row file stops at row 20,002.
  const grid: SheetRow[] = [];
  const lines: number[] = [];
  const counter = new LineCounter(bytes);
  let recordStart = 0;
  let nonBlank = 0;
  const warnings: string[] = [];
  let joined = 0;
  try {
    parse(input, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (cells: string[], info: { bytes: number }) => {
        grid.push({ row: grid.length + 1, cells });
        const from = counter.lineAt(recordStart);
        lines.push(from);
        const to = counter.lineAt(Math.max(recordStart, info.bytes - 1));
        if (to > from && ++joined <= CSV_PROBLEMS_LISTED)
          warnings.push(joinedLinesWarning(grid.length, from, to));
        recordStart = info.bytes;
        if (cells.some((c) => !isEmptyCell(c)) && ++nonBlank > IMPORT_MAX_ROWS + 1) throw new RowCapReached();
        return undefined;
      },
    });
  } catch (error) {
    if (error instanceof RowCapReached) throw errors.validation(IMPORT_MESSAGES.tooManyRows);
    const code = (error as { code?: unknown } | null)?.code;
    throw csvProblemsError([parseErrorProblem(code, counter.lineAt(recordStart))]);
  }
  const problems = tooManyValues(grid, lines);
  if (problems.length > 0) throw csvProblemsError(problems);
  if (joined > CSV_PROBLEMS_LISTED) warnings.push(moreJoinedLinesWarning(joined - CSV_PROBLEMS_LISTED));
  return [{ ...toSheet(csvSheetName(fileName), grid), warnings }];
}

function tooManyValues(grid: SheetRow[], lines: number[]): CsvLineProblem[] {
  const headerIndex = grid.findIndex((r) => r.cells.some((c) => !isEmptyCell(c)));
  const header = grid[headerIndex];
  if (!header) return [];
  const width = valueCount(header.cells);
  const problems: CsvLineProblem[] = [];
  for (let i = headerIndex + 1; i < grid.length; i++) {
    const values = valueCount(grid[i]?.cells ?? []);
    if (values <= width) continue;
    const line = lines[i] ?? i + 1;
    problems.push({
      line,
      message: CSV_LINE_PROBLEMS.tooManyValues(line, values, width),
      tooManyValues: true,
    });
  }
  return problems;
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if ('formula' in value || 'sharedFormula' in value) return FORMULA;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return String(value.text ?? value.hyperlink);
  if ('error' in value) return String(value.error);
  return null;
}

export async function readXlsx(bytes: Uint8Array): Promise<ParsedSheet[]> {
  // Loaded only when a workbook passed every check: refusals never pay for exceljs's memory.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw errors.validation(IMPORT_MESSAGES.unreadable);
  }
  const sheets: ParsedSheet[] = [];
  for (const worksheet of workbook.worksheets) {
    const grid: SheetRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: Cell[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        cells[column - 1] = cellValue(cell.value);
      });
      grid.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? null) });
    });
    if (grid.length === 0) continue;
    sheets.push(toSheet(worksheet.name, grid));
  }
  if (sheets.length === 0) throw errors.validation(IMPORT_MESSAGES.empty);
  return sheets;
}

export function readSheets(
  bytes: Uint8Array,
  format: ImportFormat,
  fileName: string,
): Promise<ParsedSheet[]> {
  return format === 'xlsx' ? readXlsx(bytes) : Promise.resolve(readCsv(bytes, fileName));
}
