import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { TEMPLATE_COLUMNS as EXPORT_COLUMNS } from '../../../shared/import-contracts.ts';
import { client, insertPlan } from '../../testing/admin-plans-helpers.ts';

const CARRIER = 'Quill Export Health';
const ONLY_OURS = `carrier=${encodeURIComponent(CARRIER)}`;
const BOM = '\uFEFF';

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF), enough to read our own output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe.each(TEST_DATABASE_KINDS)('GET /api/admin/plans/export on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t, await t.adminCookie());
    await insertPlan(t, {
      planId: 'R5001-001',
      carrier: CARRIER,
      planName: '=HYPERLINK("http://evil.example","Click") Plan',
      planType: 'HMO',
      monthlyPremium: '12.50',
      moopInNetwork: '3900.00',
      starRating: '4.5',
      region: 'Oklahoma',
      copayStructure: { pcpCopayIn: '$0', specialistCopayIn: '$40 "per visit"' },
      counties: ['Tulsa', 'Creek'],
      notes: 'Line one, with a comma\r\nline two',
      hospitalNetwork: '+1 555 0100',
      preferredPharmacies: '@SUM(A1)',
      createdAt: new Date('2027-02-01T00:00:00Z'),
    });
    await insertPlan(t, {
      planId: 'R5001-002',
      carrier: CARRIER,
      planName: 'Quiet PPO',
      planType: 'PPO',
      monthlyPremium: null,
      region: 'Texas',
      isActive: false,
      notes: '-5 is not a formula\tbut looks like one',
      hospitalNetwork: '\tTabbed',
      county: '\rCarriage',
      createdAt: new Date('2027-02-02T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const csv = async (query: string) => {
    const res = await api.get(`/api/admin/plans/export?${query}`);
    expect(res.status, query).toBe(200);
    // Response.text() would drop the byte-order mark; keep it to check it is there.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    return { res, text };
  };

  it('401 without a session; 200 for an editor and an admin; a bad format is 400', async () => {
    const path = '/api/admin/plans/export?format=csv';
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookies: await t.gateCookie() })).status).toBe(401);
    expect((await client(t, await t.adminCookie(TEST_EDITOR)).get(path)).status).toBe(200);
    expect((await api.get(path)).status).toBe(200);
    const bad = await api.get('/api/admin/plans/export?format=pdf');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION', error: 'Format must be csv or xlsx' });
  });

  it('downloads CSV as an attachment named for the day, in the import template columns', async () => {
    const { res, text } = await csv(`format=csv&${ONLY_OURS}&sortBy=planId&sortOrder=asc`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The test clock starts on 2026-11-02.
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearplan-plans-2026-11-02.csv"',
    );
    expect(text.startsWith(BOM)).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([...EXPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    const record = (i: number) => Object.fromEntries(EXPORT_COLUMNS.map((c, j) => [c, rows[i]?.[j]]));
    expect(record(1)).toMatchObject({
      planId: 'R5001-001',
      carrier: CARRIER,
      planType: 'HMO',
      monthlyPremium: '12.50',
      partBPremiumReduction: '',
      moopInNetwork: '3900.00',
      starRating: '4.5',
      hasRxCoverage: 'true',
      isActive: 'true',
      // Nested objects one column per key; counties in one cell.
      'copay.pcpCopayIn': '$0',
      'copay.specialistCopayIn': '$40 "per visit"',
      'copay.er': '',
      'benefit.dental': '',
      counties: 'Tulsa; Creek',
      notes: 'Line one, with a comma\r\nline two',
    });
    expect(record(2)).toMatchObject({
      planId: 'R5001-002',
      monthlyPremium: '',
      isActive: 'false',
      counties: '',
    });
    // The row id and timestamps are not fields an import writes, so the export leaves them out.
    expect(rows[0]).not.toContain('id');
    expect(rows[0]).not.toContain('createdAt');
  });

  it('prefixes cells that start with = + - @, a tab or a carriage return with a quote', async () => {
    const { text } = await csv(`${ONLY_OURS}&sortBy=planId&sortOrder=asc`);
    const rows = parseCsv(text.slice(1));
    const col = (name: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(name);
    expect(rows[1]?.[col('planName')]).toBe(`'=HYPERLINK("http://evil.example","Click") Plan`);
    expect(rows[1]?.[col('hospitalNetwork')]).toBe("'+1 555 0100");
    expect(rows[1]?.[col('preferredPharmacies')]).toBe("'@SUM(A1)");
    expect(rows[2]?.[col('notes')]).toBe("'-5 is not a formula\tbut looks like one");
    expect(rows[2]?.[col('hospitalNetwork')]).toBe("'\tTabbed");
    expect(rows[2]?.[col('county')]).toBe("'\rCarriage");
    // On the wire the quote sits inside the CSV quoting, the field's first character.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"") Plan",`);
    // Ordinary cells are untouched.
    expect(rows[1]?.[col('planId')]).toBe('R5001-001');
  });

  it('honours the filters and sort, across all pages', async () => {
    const ids = async (query: string) =>
      parseCsv((await csv(query)).text.slice(1))
        .slice(1)
        .map((r) => r[EXPORT_COLUMNS.indexOf('planId')]);
    expect(await ids(`${ONLY_OURS}&sortBy=planId&sortOrder=desc`)).toEqual(['R5001-002', 'R5001-001']);
    expect(await ids(`${ONLY_OURS}&isActive=false`)).toEqual(['R5001-002']);
    expect(await ids(`${ONLY_OURS}&planType=hmo`)).toEqual(['R5001-001']);
    expect(await ids(`${ONLY_OURS}&region=Texas`)).toEqual(['R5001-002']);
    expect(await ids('search=quiet%20ppo')).toEqual(['R5001-002']);
    expect(await ids('search=no-such-plan-anywhere')).toEqual([]);
    // Paging parameters are not part of the export: every plan comes, more than one list page.
    const all = await ids('page=3&limit=1');
    const total = (await (await api.get('/api/admin/plans?limit=1')).json()).total as number;
    expect(total).toBeGreaterThan(25);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
  });

  it('downloads an xlsx workbook that exceljs reads back, with typed cells', async () => {
    const res = await api.get(`/api/admin/plans/export?format=xlsx&${ONLY_OURS}&sortBy=planId&sortOrder=asc`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearplan-plans-2026-11-02.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Plans');
    if (!sheet) throw new Error('no Plans sheet');
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    const value = (row: number, column: (typeof EXPORT_COLUMNS)[number]) =>
      sheet.getRow(row).getCell(EXPORT_COLUMNS.indexOf(column) + 1).value;
    expect(value(2, 'planId')).toBe('R5001-001');
    expect(value(2, 'monthlyPremium')).toBe(12.5);
    expect(value(2, 'moopInNetwork')).toBe(3900);
    expect(value(2, 'starRating')).toBe(4.5);
    expect(value(2, 'hasRxCoverage')).toBe(true);
    // Text is stored as text, never a formula; formula-looking text gets the same quote as in CSV,
    // so the file reads the same in any program and imports back as the same text.
    expect(value(2, 'planName')).toBe(`'=HYPERLINK("http://evil.example","Click") Plan`);
    expect(sheet.getRow(2).getCell(EXPORT_COLUMNS.indexOf('planName') + 1).type).toBe(
      ExcelJS.ValueType.String,
    );
    expect(value(2, 'counties')).toBe('Tulsa; Creek');
    expect(value(2, 'copay.specialistCopayIn')).toBe('$40 "per visit"');
    expect(value(3, 'planId')).toBe('R5001-002');
    expect(value(3, 'monthlyPremium')).toBeNull();
    expect(value(3, 'isActive')).toBe(false);
  });
});
