// Reads CMS's Landscape file of any size (zip of CSVs, or a CSV), streamed, keeping the chosen states' rows.
// Each file's header is its first row (of 40) with "Contract ID"; files are joined by landscapeHeaderKey.
import path from 'node:path';
import { parse } from 'csv-parse';
import { landscapeStateOf } from './cms-landscape.ts';
import { ImportFileError } from './import-file-error.ts';
import { type Column, landscapeHeaderKey, resolveColumns } from './landscape-columns.ts';
import type { ParsedSheet } from './read-sheets.ts';
import { openSource } from './source.ts';

/** Title lines CMS puts above the header of older files; more than this is not a Landscape file. */
const HEADER_SEARCH_ROWS = 40;

export type LandscapeRead = {
  files: string[];
  rowsRead: number;
  sheets: Map<string, ParsedSheet>;
  seconds: number;
};

class Columns {
  readonly headers: string[] = [];
  private readonly byKey = new Map<string, number>();

  place(fileHeaders: readonly string[]): number[] {
    return fileHeaders.map((header) => {
      const key = landscapeHeaderKey(header);
      let at = this.byKey.get(key);
      if (at === undefined) {
        at = this.headers.length;
        this.byKey.set(key, at);
        this.headers.push(header.replace(/^\uFEFF/, '').trim());
      }
      return at;
    });
  }
}

const isHeader = (cells: readonly string[]) => cells.some((c) => landscapeHeaderKey(c) === 'contract id');

/** Throws ImportFileError for no "Contract ID" header, no state column, or an unreadable zip. */
export async function readLandscapeFile(target: string, states: readonly string[]): Promise<LandscapeRead> {
  const started = performance.now();
  const wanted = new Set(states.map((s) => s.toUpperCase()));
  const source = await openSource(target, {
    plainFile: () => true,
    entries: (name) => /\.csv$/i.test(name),
    // A Landscape zip holds a CSV or two, an .xlsb, a ReadMe.
    maxEntries: { max: 100, expected: 'a Landscape zip holds a few' },
  });
  if (source.entries.length === 0) {
    await source.close();
    throw new ImportFileError('source', `${source.name} holds no .csv file; CMS's Landscape zip has one.`, {
      file: source.name,
    });
  }
  const columns = new Columns();
  type Kept = { row: number; cells: string[]; places: number[] };
  const kept = new Map<string, Kept[]>([...wanted].map((s) => [s, []]));
  let rowsRead = 0;
  try {
    for (const file of source.entries) {
      const parser = (await file.open()).pipe(
        parse({ bom: true, relax_column_count: true, relax_quotes: true, info: true }),
      );
      let places: number[] | null = null;
      let stateOf: ((cells: string[]) => string) | null = null;
      let records = 0;
      for await (const { record, info } of parser as AsyncIterable<{
        record: string[];
        info: { lines: number };
      }>) {
        records++;
        if (!places) {
          if (isHeader(record)) {
            places = columns.place(record);
            stateOf = stateReader(record, file.name);
          } else if (records >= HEADER_SEARCH_ROWS) {
            throw new ImportFileError(
              'header',
              `${file.name}: no header row with a "Contract ID" column in its first ${HEADER_SEARCH_ROWS} rows; this is not a Landscape file.`,
            );
          }
          continue;
        }
        if (record.every((c) => c.trim() === '')) continue;
        rowsRead++;
        const state = stateOf?.(record) ?? '';
        const rows = kept.get(state);
        if (rows) rows.push({ row: info.lines, cells: record, places });
      }
      if (!places)
        throw new ImportFileError('header', `${file.name} is empty or has no header row.`, {
          file: file.name,
        });
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      'source',
      `${path.basename(target)} could not be read: ${(error as Error).message}`,
    );
  } finally {
    await source.close();
  }
  const width = columns.headers.length;
  const sheets = new Map<string, ParsedSheet>();
  for (const [state, rows] of kept) {
    sheets.set(state, {
      name: `${path.basename(target)} (${state})`,
      headers: columns.headers,
      rows: rows.map(({ row, cells, places }) => {
        const aligned: string[] = new Array(width).fill('');
        cells.forEach((cell, i) => {
          const at = places[i];
          if (at !== undefined) aligned[at] = cell;
        });
        return { row, cells: aligned };
      }),
    });
  }
  return {
    files: source.entries.map((s) => s.name),
    rowsRead,
    sheets,
    seconds: (performance.now() - started) / 1000,
  };
}

function stateReader(header: readonly string[], fileName: string): (cells: string[]) => string {
  const { found } = resolveColumns(header);
  if (!found.stateCode && !found.stateName) {
    const message = `${fileName} has no "State Territory Abbreviation" or "State" column.`;
    throw new ImportFileError('header', message, { file: fileName });
  }
  const at: Partial<Record<Column, number>> = {
    stateCode: found.stateCode === undefined ? undefined : header.indexOf(found.stateCode),
    stateName: found.stateName === undefined ? undefined : header.indexOf(found.stateName),
  };
  return (cells) =>
    landscapeStateOf(found, (column) => {
      const i = at[column];
      return i === undefined ? '' : (cells[i] ?? '').trim();
    });
}
