// Plans as a file in the template's columns (docs/import.md). CSV is RFC 4180 with a UTF-8 BOM. A text cell
// beginning with = + - @, tab or CR is written with a leading quote (design.md §7), read back by
// plan-cells.ts.
import ExcelJS from 'exceljs';
import type { AdminPlanRecord } from '../../../shared/admin-plan-contracts.ts';
import type { ImportFormat } from '../../../shared/import-contracts.ts';
import { type CellValue, exportColumns, flattenPlan, isMoneyColumn, type PlanFields } from './plan-cells.ts';

export const FILE_CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const FORMULA_LIKE = /^[=+\-@\t\r]/;

export const guardText = (text: string) => (FORMULA_LIKE.test(text) ? `'${text}` : text);

export function csvCell(value: CellValue): string {
  const text = value === null ? '' : typeof value === 'string' ? guardText(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function rowsToCsv(columns: readonly string[], rows: Record<string, CellValue>[]): string {
  const lines = [columns.map((c) => csvCell(c)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c] ?? null)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function xlsxValue(column: string, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (isMoneyColumn(column) && typeof value === 'string') return Number(value);
  if (typeof value === 'string') return guardText(value);
  return value;
}

export async function rowsToXlsx(
  columns: readonly string[],
  rows: Record<string, CellValue>[],
  sheetName = 'Plans',
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ClearPlan';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column,
    key: column,
    width: Math.max(12, Math.min(40, column.length + 2)),
    ...(isMoneyColumn(column) ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c, xlsxValue(c, row[c] ?? null)])));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer).buffer;
}

export async function plansFile(
  plans: Partial<PlanFields>[] | AdminPlanRecord[],
  format: ImportFormat,
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const columns = exportColumns(plans);
  const rows = plans.map((plan) => flattenPlan(plan, columns));
  const body = format === 'xlsx' ? await rowsToXlsx(columns, rows) : rowsToCsv(columns, rows);
  return { body, contentType: FILE_CONTENT_TYPES[format] };
}

export const TEMPLATE_EXAMPLE: Partial<PlanFields> = {
  planId: 'H9999-001',
  carrier: 'Example Health',
  planName: 'Example Health Classic (HMO)',
  planType: 'HMO',
  region: 'Oklahoma',
  monthlyPremium: '0.00',
  partBPremiumReduction: '0.00',
  moopInNetwork: '3900.00',
  moopOutNetwork: null,
  medicalDeductible: '0.00',
  rxDeductible: '0.00',
  hasRxCoverage: true,
  starRating: 4,
  hospitalNetwork: 'OU Health, Saint Francis Health System',
  preferredPharmacies: 'Walgreens, Walmart',
  county: 'Oklahoma',
  counties: ['Oklahoma', 'Tulsa'],
  providerId: null,
  isActive: true,
  notes: 'Example row: replace it with your plans.',
  enrollmentUrl: 'https://www.example.com/enroll',
  copayStructure: { pcpCopayIn: '$5', specialistCopayIn: '$35', er: '$110' },
  benefits: { dental: '$1,500 per year', vision: '$150 per year for glasses', persDevice: false },
  prescriptionTiers: { tier1Retail: '$0', tier2Retail: '$8', tier3Retail: '$45' },
};

export function templateFile(format: ImportFormat) {
  return plansFile([TEMPLATE_EXAMPLE], format);
}

export const plansFileName = (format: ImportFormat, now: Date) =>
  `clearplan-plans-${now.toISOString().slice(0, 10)}.${format}`;
export const templateFileName = (format: ImportFormat) => `clearplan-plan-template.${format}`;
