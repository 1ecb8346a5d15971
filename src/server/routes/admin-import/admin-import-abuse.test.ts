/**
 * Upload abuse (security finding 7): files built to make the server read far more than it may are
 * refused with a plain 400 before they are read whole, and a workbook that would need more memory
 * than the parsing worker has is refused without harming the server. How fast, and what it costs
 * other people's requests meanwhile, is measured on the real process (reliability.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigCsv, manySheetXlsx, millionRowXlsx } from '../../../../tests/setup/abuse-files.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../../../shared/import-contracts.ts';
import {
  csv,
  expectUploadRefused,
  PLAN_HEADER,
  planRow,
  type upload,
  uploadOk,
  XLSX_TYPE,
  xlsx,
} from '../../testing/admin-import-helpers.ts';

// Built once for both databases (the million-row workbook takes a couple of seconds).
const MILLION = millionRowXlsx();

describe.each(TEST_DATABASE_KINDS)('upload abuse on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const refused = (file: Parameters<typeof upload>[2], message: string) =>
    expectUploadRefused(t, admin, file, 400, message);

  it('refuses a million-row workbook that passes the zip-bomb guard, without opening it', async () => {
    await refused({ name: 'million.xlsx', content: MILLION, type: XLSX_TYPE }, IMPORT_MESSAGES.tooManyRows);
  });

  it('refuses a workbook of 80 sheets', async () => {
    await refused(
      { name: 'sheets.xlsx', content: manySheetXlsx(80), type: XLSX_TYPE },
      IMPORT_MESSAGES.tooManySheets,
    );
  });

  it('refuses a 200,000-row CSV, stopping at the cap', async () => {
    await refused({ name: 'big.csv', content: bigCsv(200_000) }, IMPORT_MESSAGES.tooManyRows);
  });

  it(`still takes a file of exactly ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows, and refuses one more`, async () => {
    const rows = (n: number) =>
      csv([PLAN_HEADER, ...Array.from({ length: n }, (_, i) => planRow(`R${1000 + i}-001`))]);
    const ok = await uploadOk(t, admin, { name: 'cap.csv', content: rows(IMPORT_MAX_ROWS) });
    expect(ok.sheets[0]?.rowCount).toBe(IMPORT_MAX_ROWS);
    await refused({ name: 'over.csv', content: rows(IMPORT_MAX_ROWS + 1) }, IMPORT_MESSAGES.tooManyRows);
  });

  it('reads an honest workbook in the worker with its cell types and formulas as before', async () => {
    const file = await xlsx([
      ['planId', 'carrier', 'planName', 'planType', 'region', 'monthlyPremium'],
      ['S9001-001', 'Worker Health', 'Worker Plan (HMO)', 'HMO', 'Oklahoma', 12.5],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'honest.xlsx', content: file, type: XLSX_TYPE });
    expect(uploaded.sheets[0]).toMatchObject({
      rowCount: 1,
      headers: ['planId', 'carrier', 'planName', 'planType', 'region', 'monthlyPremium'],
    });
  });
});
