/**
 * Importing Medigap rates through the import screen's API (kind `medigap`; issue 19 "importable
 * from CSV/Excel with the same validation, job tracking and all-or-nothing behaviour as plans"):
 * headers named as the fields map themselves, every row is checked with the admin API's rules
 * (schema, taken key, overlapping bands within the file and against stored rates), row numbers are
 * the sheet's, one bad row writes nothing, and a clean file is written as a tracked job that
 * creates or updates by the rate's key, audits each rate and records the dataset.
 * Rates here are for plan years 2031 and 2032, which the seed never writes.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medigapRateFields } from '../../../../tests/setup/medigap-rate-factory.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { ImportPreview } from '../../../shared/import-contracts.ts';
import {
  MEDIGAP_LETTER_MESSAGE,
  MEDIGAP_RATE_COLUMNS,
  medigapBandOverlaps,
  medigapBandOverlapsRow,
  medigapKeyTwiceInFile,
  medigapYesNoMessage,
} from '../../../shared/medigap-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog, dataSources, medigapRates } from '../../db/schema.ts';
import {
  csv,
  postJson,
  runBody,
  runToEnd,
  uploadOk,
  XLSX_TYPE,
  xlsx,
} from '../../testing/admin-import-helpers.ts';

const YEAR = 2031;
const HEADER = [...MEDIGAP_RATE_COLUMNS];
type Row = (string | number | boolean | null)[];
/** A row in the export's columns: Plan G, a woman who does not use tobacco, the whole state. */
const rateRow = (
  o: Partial<Record<(typeof MEDIGAP_RATE_COLUMNS)[number], string | number | boolean | null>> = {},
) => {
  const v = { ...medigapRateFields({ planYear: YEAR, sample: false, source: 'Test filing' }), ...o };
  return HEADER.map((c) => (v as Record<string, string | number | boolean | null>)[c] ?? null);
};

describe.each(TEST_DATABASE_KINDS)('Medigap rates import on %s', (kind) => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.adminCookie();
  });
  afterAll(() => t.close());

  const ratesOf = (carrier: string) =>
    t.database.db
      .select()
      .from(medigapRates)
      .where(eq(medigapRates.carrier, carrier))
      .orderBy(medigapRates.planYear, medigapRates.sex, medigapRates.ageFrom);
  const counts = async () => {
    const [row] = await queryRows<{ rates: number; audit: number; sources: number }>(
      t.database.db,
      sql`select (select count(*)::int from medigap_rates) as rates,
        (select count(*)::int from audit_log where action like 'medigap_rate.%' or action like 'import.%') as audit,
        (select count(*)::int from data_sources) as sources`,
    );
    return row;
  };
  const preview = async (uploaded: Awaited<ReturnType<typeof uploadOk>>, extra = {}) => {
    const res = await postJson(
      t,
      cookies,
      `/api/admin/import/jobs/${uploaded.job.id}/validate`,
      runBody(uploaded, extra),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as ImportPreview;
  };

  it('maps headers named as the fields, checks every row, and imports a clean file as a tracked job', async () => {
    const carrier = 'Import Good Mutual';
    const file = csv([
      HEADER,
      rateRow({ carrier, monthlyPremium: '142.50' }),
      rateRow({ carrier, ageFrom: 70, ageTo: 74, monthlyPremium: '166.73' }),
      // The export's own words, and a spreadsheet's: yes/no, a ZIP area, an empty plan year.
      rateRow({ carrier, sex: 'Male', tobacco: 'yes', zip3: '741', planYear: '', monthlyPremium: '180' }),
    ]);
    const uploaded = await uploadOk(t, cookies, { name: 'rates.csv', content: file }, 'medigap');
    expect(uploaded.suggestedMapping[uploaded.sheets[0]?.name ?? '']).toEqual(
      Object.fromEntries(HEADER.map((h) => [h, h])),
    );
    const checked = await preview(uploaded, { planYear: YEAR });
    expect(checked).toMatchObject({ totalRows: 3, validRows: 3, rowErrors: [] });
    expect(checked.sample[2]).toMatchObject({
      carrier,
      sex: 'male',
      tobacco: 'true',
      zip3: '741',
      planYear: String(YEAR),
    });

    const job = await runToEnd(t, cookies, uploaded, { planYear: YEAR });
    expect(job).toMatchObject({
      kind: 'medigap',
      mode: null,
      status: 'completed',
      recordsProcessed: 3,
      recordsTotal: 3,
      summary: { created: 3, updated: 0 },
      errors: null,
    });
    const rows = await ratesOf(carrier);
    expect(
      rows.map((r) => [r.planYear, r.sex, r.tobacco, r.zip3, r.ageFrom, r.ageTo, r.monthlyPremium, r.sample]),
    ).toEqual([
      [YEAR, 'female', false, null, 65, 69, '142.50', false],
      [YEAR, 'female', false, null, 70, 74, '166.73', false],
      [YEAR, 'male', true, '741', 65, 69, '180.00', false],
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'medigap_rate'), eq(auditLog.action, 'medigap_rate.create')));
    const ours = audits.filter((a) => rows.some((r) => String(r.id) === a.entityId));
    expect(ours).toHaveLength(3);
    expect(ours[0]?.details).toMatchObject({ planYear: YEAR, carrier, planLetter: 'G' });
    const [jobAudit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import.medigap'), eq(auditLog.entityId, String(job.id))));
    expect(jobAudit?.details).toMatchObject({ rows: 3, created: 3, updated: 0 });
    const sources = await t.database.db.select().from(dataSources).where(eq(dataSources.importJobId, job.id));
    expect(sources).toEqual([
      expect.objectContaining({
        kind: 'medigap',
        planYear: YEAR,
        sourceName: 'rates.csv',
        sample: false,
        rows: 3,
      }),
    ]);
    const listed = await t.request('/api/admin/import/jobs', { cookies });
    expect(((await listed.json()) as { jobs: { id: number; kind: string }[] }).jobs[0]).toMatchObject({
      id: job.id,
      kind: 'medigap',
    });
  });

  it('updates a stored rate whose key a row gives (premium, last age, sample, source) and adds the rest', async () => {
    const carrier = 'Import Upsert Mutual';
    const first = await uploadOk(
      t,
      cookies,
      {
        name: 'first.csv',
        content: csv([HEADER, rateRow({ carrier, ageTo: 69 }), rateRow({ carrier, ageFrom: 70, ageTo: 74 })]),
      },
      'medigap',
    );
    await runToEnd(t, cookies, first);
    const [before] = await ratesOf(carrier);
    const second = await uploadOk(
      t,
      cookies,
      {
        name: 'second.csv',
        content: csv([
          HEADER,
          rateRow({ carrier, ageTo: 69, monthlyPremium: '150.00', sample: 'yes', source: 'Refiled' }),
          rateRow({ carrier, ageFrom: 70, ageTo: 74, monthlyPremium: '170.00' }),
          rateRow({ carrier, ageFrom: 75, ageTo: 79, monthlyPremium: '190.00' }),
        ]),
      },
      'medigap',
    );
    const job = await runToEnd(t, cookies, second);
    expect(job.summary).toEqual({ created: 1, updated: 2 });
    const rows = await ratesOf(carrier);
    expect(rows.map((r) => [r.ageFrom, r.ageTo, r.monthlyPremium, r.sample, r.source])).toEqual([
      [65, 69, '150.00', true, 'Refiled'],
      [70, 74, '170.00', false, 'Test filing'],
      [75, 79, '190.00', false, 'Test filing'],
    ]);
    expect(rows[0]?.id).toBe(before?.id);
    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'medigap_rate.update'), eq(auditLog.entityId, String(before?.id))));
    expect(updates).toHaveLength(1);
  });

  it('reports every row error by the sheet’s row and column, and one bad row writes nothing', async () => {
    const carrier = 'Import Errors Mutual';
    // Stored: 65–69 for men; the file's row 7 overlaps it.
    const stored = await uploadOk(
      t,
      cookies,
      {
        name: 'stored.csv',
        content: csv([HEADER, rateRow({ carrier, sex: 'male' })]),
      },
      'medigap',
    );
    await runToEnd(t, cookies, stored);
    const before = await counts();

    const file = csv([
      HEADER,
      rateRow({ carrier }), // row 2: fine on its own
      rateRow({ carrier, ageFrom: 67, ageTo: 72 }), // row 3: overlaps row 2 in this file
      [], // row 4: blank, skipped, still counted by the sheet
      rateRow({ carrier, planLetter: 'Z', tobacco: 'maybe' }), // row 5: two problems
      rateRow({ carrier, ageFrom: 80, ageTo: 84 }), // row 6 and row 8: the same key twice
      rateRow({ carrier, sex: 'male', ageFrom: 68, ageTo: 74 }), // row 7: overlaps the stored 65–69
      rateRow({ carrier, ageFrom: 80, ageTo: 84, monthlyPremium: '1.00' }), // row 8
      rateRow({ carrier, ageFrom: 90, ageTo: 95, monthlyPremium: '=1+1' }), // row 9: a formula
      rateRow({ carrier, ageFrom: 100, ageTo: 104 }), // row 10: valid
    ]).replace('\r\n\r\n', '\r\n,\r\n');
    const uploaded = await uploadOk(t, cookies, { name: 'bad.csv', content: file }, 'medigap');
    const checked = await preview(uploaded);
    expect(checked.totalRows).toBe(8);
    expect(checked.validRows).toBe(1);
    expect(checked.rowErrors).toEqual([
      {
        row: 2,
        errors: [{ field: 'ageFrom', message: medigapBandOverlapsRow({ ageFrom: 67, ageTo: 72, row: 3 }) }],
      },
      {
        row: 3,
        errors: [{ field: 'ageFrom', message: medigapBandOverlapsRow({ ageFrom: 65, ageTo: 69, row: 2 }) }],
      },
      {
        row: 5,
        errors: [
          { field: 'tobacco', message: medigapYesNoMessage('Tobacco') },
          { field: 'planLetter', message: MEDIGAP_LETTER_MESSAGE },
        ],
      },
      { row: 6, errors: [{ field: 'ageFrom', message: medigapKeyTwiceInFile([6, 8]) }] },
      { row: 7, errors: [{ field: 'ageFrom', message: medigapBandOverlaps({ ageFrom: 65, ageTo: 69 }) }] },
      { row: 8, errors: [{ field: 'ageFrom', message: medigapKeyTwiceInFile([6, 8]) }] },
      {
        row: 9,
        errors: [{ field: 'monthlyPremium', message: 'Formulas are not accepted; type the value instead' }],
      },
    ]);
    expect(medigapYesNoMessage('Tobacco')).toBe('Tobacco must be yes, no, true, false, 1 or 0');

    const res = await postJson(
      t,
      cookies,
      `/api/admin/import/jobs/${uploaded.job.id}/run`,
      runBody(uploaded),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe('Some rows have errors; fix them and upload the file again');
    expect(body.issues).toContainEqual({
      path: 'rows.5.planLetter',
      message: `Row 5: ${MEDIGAP_LETTER_MESSAGE}`,
    });
    expect(await counts()).toEqual(before);
    const job = await t.request(`/api/admin/import/jobs/${uploaded.job.id}`, { cookies });
    expect(
      ((await job.json()) as { job: { status: string; errors: { rowCount: number } } }).job,
    ).toMatchObject({
      status: 'pending',
      errors: { rowCount: 7 },
    });
  });

  it('writes nothing when a single row of an otherwise good file is bad', async () => {
    const carrier = 'Import One Bad Mutual';
    const before = await counts();
    const rows: Row[] = [HEADER];
    for (let age = 65; age < 115; age += 5) rows.push(rateRow({ carrier, ageFrom: age, ageTo: age + 4 }));
    rows.push(rateRow({ carrier, ageFrom: 116, ageTo: 130 }));
    const uploaded = await uploadOk(t, cookies, { name: 'one-bad.csv', content: csv(rows) }, 'medigap');
    const res = await postJson(
      t,
      cookies,
      `/api/admin/import/jobs/${uploaded.job.id}/run`,
      runBody(uploaded),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([
      { path: 'rows.12.ageTo', message: 'Row 12: Age must be a whole number from 0 to 120' },
    ]);
    expect(await ratesOf(carrier)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('reads an Excel workbook: numbers, booleans and a ZIP area typed as a number', async () => {
    const carrier = 'Import Workbook Mutual';
    const content = await xlsx(
      [
        HEADER,
        [2032, 'OK', carrier, 'N', 'issue-age', 65, 120, 'female', false, 74, 98.5, true, null],
        [2032, 'OK', carrier, 'N', 'issue-age', 65, 120, 'male', 1, null, 105, 0, 'Filing 2032'],
      ],
      'Medigap rates',
    );
    const uploaded = await uploadOk(t, cookies, { name: 'rates.xlsx', content, type: XLSX_TYPE }, 'medigap');
    const job = await runToEnd(t, cookies, uploaded);
    expect(job.status).toBe('completed');
    const rows = await ratesOf(carrier);
    expect(
      rows.map((r) => [r.planYear, r.sex, r.tobacco, r.zip3, r.monthlyPremium, r.sample, r.source]),
    ).toEqual([
      [2032, 'female', false, '074', '98.50', true, null],
      [2032, 'male', true, null, '105.00', false, 'Filing 2032'],
    ]);
    const sources = await t.database.db.select().from(dataSources).where(eq(dataSources.importJobId, job.id));
    // Not every row is sample data, so the dataset is not labelled as sample.
    expect(sources.map((s) => [s.kind, s.planYear, s.sample, s.rows])).toEqual([['medigap', 2032, false, 2]]);
  });

  it('lists the seeded sample rates as a sample dataset per plan year', async () => {
    const sources = await t.database.db
      .select()
      .from(dataSources)
      .where(and(eq(dataSources.kind, 'medigap'), eq(dataSources.sample, true)))
      .orderBy(dataSources.planYear);
    expect(sources.map((s) => [s.planYear, s.rows, s.importJobId])).toEqual([
      [2026, 384, null],
      [2027, 384, null],
    ]);
  });
});
