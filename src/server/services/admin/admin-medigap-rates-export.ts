/**
 * The Medigap rates as a file (issue 19 "Admin: Medigap rate CRUD, import with row errors,
 * export"): every rate matching the list's filters, in the list's order, in the import's columns
 * (MEDIGAP_RATE_COLUMNS), so an exported file imports back unchanged. The writing rules (BOM,
 * RFC 4180, formula guard, money as numbers in xlsx) are the plan export's (import/plan-files.ts).
 */
import {
  MEDIGAP_RATE_COLUMNS,
  type MedigapRateColumn,
  type MedigapRateExportQuery,
} from '../../../shared/medigap-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { CellValue } from '../import/plan-cells.ts';
import { FILE_CONTENT_TYPES, rowsToCsv, rowsToXlsx } from '../import/plan-files.ts';
import { listMedigapRates, type RateRow } from './admin-medigap-rates.ts';

/** More rates than a state's filings will ever hold; the export is one query, not a paging loop. */
export const MEDIGAP_EXPORT_MAX_ROWS = 100_000;

/**
 * One rate as column → value: numbers for years and ages, exact money text, booleans for tobacco
 * and sample, the area as text (so "074" keeps its zero), empty for the whole state or no source.
 */
export const medigapRateCells = (
  rate: Pick<RateRow, MedigapRateColumn>,
): Record<MedigapRateColumn, CellValue> =>
  Object.fromEntries(MEDIGAP_RATE_COLUMNS.map((column) => [column, rate[column]])) as Record<
    MedigapRateColumn,
    CellValue
  >;

/** `clearplan-medigap-rates-2026-11-21.csv`: the day of the export (UTC). */
export const medigapExportFileName = (format: MedigapRateExportQuery['format'], now: Date) =>
  `clearplan-medigap-rates-${now.toISOString().slice(0, 10)}.${format}`;

/** Every rate matching the filters, in the list's order, as the requested file. */
export async function exportMedigapRates(
  db: DbExecutor,
  query: MedigapRateExportQuery,
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const { format, ...filters } = query;
  const { rows: rates } = await listMedigapRates(db, { ...filters, page: 1, limit: MEDIGAP_EXPORT_MAX_ROWS });
  const rows = rates.map(medigapRateCells);
  const body =
    format === 'xlsx'
      ? await rowsToXlsx(MEDIGAP_RATE_COLUMNS, rows, 'Medigap rates')
      : rowsToCsv(MEDIGAP_RATE_COLUMNS, rows);
  return { body, contentType: FILE_CONTENT_TYPES[format] };
}
