/** Shared pieces of the import API tests: uploads as the browser sends them, running a job to its end, files. */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../../tests/setup/test-app.ts';
import {
  IMPORT_UPLOAD_PATH,
  type ImportJob,
  type ImportRunRequestInput,
  type ImportUploadResponse,
} from '../../shared/import-contracts.ts';
import { queryRows } from '../db/client.ts';

export const ORIGIN = 'http://localhost';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type UploadFile = { name: string; content: string | Uint8Array | ArrayBuffer; type?: string };

/** POST /uploads as multipart/form-data with a same-origin Origin, like the import screen. */
export function upload(
  t: TestApp,
  cookies: string,
  file: UploadFile,
  kind = 'plans',
  headers: Record<string, string> = { origin: ORIGIN },
) {
  const form = new FormData();
  form.set('kind', kind);
  const content = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
  form.set('file', new File([content as BlobPart], file.name, { type: file.type ?? 'text/csv' }));
  return t.request(IMPORT_UPLOAD_PATH, { method: 'POST', body: form, cookies, headers });
}

/** Expects the upload refused with this status and message, and nothing stored or written. */
export async function expectUploadRefused(
  t: TestApp,
  cookies: string,
  file: UploadFile,
  status: number,
  message: string,
  kind = 'plans',
) {
  const before = await writeCounts(t);
  const res = await upload(t, cookies, file, kind);
  expect(res.status).toBe(status);
  expect((await res.json()).error).toBe(message);
  expect(await writeCounts(t)).toEqual(before);
}

export async function uploadOk(t: TestApp, cookies: string, file: UploadFile, kind = 'plans') {
  const res = await upload(t, cookies, file, kind);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ImportUploadResponse;
}

/** The body of validate/run for an upload: its first sheet and the suggested mapping. */
export function runBody(uploaded: ImportUploadResponse, extra: Partial<ImportRunRequestInput> = {}) {
  const sheet = uploaded.sheets[0]?.name ?? '';
  return { sheet, mapping: uploaded.suggestedMapping[sheet] ?? {}, ...extra };
}

export const postJson = (t: TestApp, cookies: string, path: string, json: unknown) =>
  t.request(path, { method: 'POST', json, cookies });

export async function getJob(t: TestApp, cookies: string, id: number): Promise<ImportJob> {
  const res = await t.request(`/api/admin/import/jobs/${id}`, { cookies });
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: ImportJob }).job;
}

/** Runs a job (202 expected) and waits for its background write to end; answers the final job. */
export async function runToEnd(
  t: TestApp,
  cookies: string,
  uploaded: ImportUploadResponse,
  extra: Partial<ImportRunRequestInput> = {},
): Promise<ImportJob> {
  const res = await postJson(
    t,
    cookies,
    `/api/admin/import/jobs/${uploaded.job.id}/run`,
    runBody(uploaded, extra),
  );
  expect(res.status, await res.clone().text()).toBe(202);
  expect(((await res.json()) as { job: ImportJob }).job.status).toBe('importing');
  await t.caches.imports.finished(uploaded.job.id);
  return getJob(t, cookies, uploaded.job.id);
}

/** A CSV from a header and rows (cells quoted when they must be). */
export function csv(rows: (string | number | boolean | null)[][]): string {
  const cell = (v: string | number | boolean | null) => {
    const text = v === null ? '' : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** An xlsx with one sheet; a cell given as `{ formula }` is written as a formula. */
export async function xlsx(
  rows: (ExcelJS.CellValue | { formula: string })[][],
  sheetName = 'Plans',
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  return new Uint8Array(await workbook.xlsx.writeBuffer()).buffer;
}

/** Counts of what an import writes, to show that a refused one wrote nothing. */
export async function writeCounts(t: TestApp) {
  const [row] = await queryRows<{ plans: number; history: number; audit: number; uploads: number }>(
    t.database.db,
    sql`select (select count(*)::int from medicare_plans) as plans,
      (select count(*)::int from plan_update_history) as history,
      (select count(*)::int from audit_log where action like 'import.%') as audit,
      (select count(*)::int from import_uploads) as uploads`,
  );
  return row;
}

/** Minimal plan rows in template field names. */
export const PLAN_HEADER = ['planId', 'carrier', 'planName', 'planType', 'region', 'monthlyPremium'];
export const planRow = (planId: string, premium = '10.00', name = `Import Test ${planId} (HMO)`) => [
  planId,
  'Import Test Health',
  name,
  'HMO',
  'Oklahoma',
  premium,
];
