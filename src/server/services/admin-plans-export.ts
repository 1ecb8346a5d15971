/**
 * The plan list as a file (spec §2 "Plan management" Export; design.md §7): every plan matching the
 * list's filters, in the list's order, with every field of the admin plan record. Nested values
 * (copays, benefits, tiers, counties) are JSON text.
 *
 * CSV follows RFC 4180 (CRLF, quotes doubled) with a UTF-8 byte-order mark so spreadsheet programs
 * read accented names correctly. Formula-injection guard (design.md §7): a cell that begins with
 * = + - @, a tab or a carriage return is prefixed with a single quote, so a spreadsheet shows it as
 * text instead of running it. The xlsx file stores text as text (never formulas), money and star
 * ratings as numbers and yes/no fields as booleans, so it needs no such prefix.
 */
import ExcelJS from 'exceljs';
import type {
  AdminPlanExportQuery,
  AdminPlanRecord,
  MoneyField,
  PlanExportFormat,
} from '../../shared/admin-plan-contracts.ts';
import { MONEY_FIELDS } from '../../shared/admin-plan-contracts.ts';
import type { DbExecutor } from '../db/client.ts';
import { listPlans } from './admin-plans.ts';

/** More plans than the catalogue will ever hold; the export is one query, not a paging loop. */
export const EXPORT_MAX_ROWS = 100_000;

/** The columns, in the order of the admin plan record (spec §3). */
export const EXPORT_COLUMNS = [
  'id',
  'planId',
  'carrier',
  'planName',
  'planType',
  'monthlyPremium',
  'partBPremiumReduction',
  'moopInNetwork',
  'moopOutNetwork',
  'medicalDeductible',
  'rxDeductible',
  'hasRxCoverage',
  'starRating',
  'hospitalNetwork',
  'preferredPharmacies',
  'copayStructure',
  'benefits',
  'prescriptionTiers',
  'region',
  'county',
  'counties',
  'providerId',
  'isActive',
  'notes',
  'enrollmentUrl',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof AdminPlanRecord)[];

const CONTENT_TYPES: Record<PlanExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `clearplan-plans-2026-11-21.csv`: the day of the export (UTC). */
export function exportFileName(format: PlanExportFormat, now: Date): string {
  return `clearplan-plans-${now.toISOString().slice(0, 10)}.${format}`;
}

/** A field as text: empty for no value, JSON for objects and lists. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: guarded against formula injection, then quoted when it must be. */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function plansToCsv(plans: AdminPlanRecord[]): string {
  const lines = [EXPORT_COLUMNS.map((c) => csvCell(c)).join(',')];
  for (const plan of plans) lines.push(EXPORT_COLUMNS.map((c) => csvCell(cellText(plan[c]))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const isMoney = (column: string): column is MoneyField =>
  (MONEY_FIELDS as readonly string[]).includes(column);

function xlsxValue(column: (typeof EXPORT_COLUMNS)[number], value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (isMoney(column)) return Number(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return cellText(value);
}

export async function plansToXlsx(plans: AdminPlanRecord[]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ClearPlan';
  const sheet = workbook.addWorksheet('Plans', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((column) => ({
    header: column,
    key: column,
    width: Math.max(12, column.length + 2),
    ...(isMoney(column) ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const plan of plans) {
    sheet.addRow(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, xlsxValue(c, plan[c])])));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).buffer;
}

/** Every plan matching the filters, in the list's order, as the requested file. */
export async function exportPlans(
  db: DbExecutor,
  query: AdminPlanExportQuery,
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const { format, ...filters } = query;
  const { plans } = await listPlans(db, { ...filters, page: 1, limit: EXPORT_MAX_ROWS });
  const body = format === 'xlsx' ? await plansToXlsx(plans) : plansToCsv(plans);
  return { body, contentType: CONTENT_TYPES[format] };
}
