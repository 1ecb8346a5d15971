/** The Medigap rates as a file in the import's columns, so it imports back (rules: import/plan-files.ts). */
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

/** Areas as text so "074" keeps its zero; empty for the whole state or no source. */
export const medigapRateCells = (
  rate: Pick<RateRow, MedigapRateColumn>,
): Record<MedigapRateColumn, CellValue> =>
  Object.fromEntries(MEDIGAP_RATE_COLUMNS.map((column) => [column, rate[column]])) as Record<
    MedigapRateColumn,
    CellValue
  >;

export const medigapExportFileName = (format: MedigapRateExportQuery['format'], now: Date) =>
  `clearplan-medigap-rates-${now.toISOString().slice(0, 10)}.${format}`;

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
