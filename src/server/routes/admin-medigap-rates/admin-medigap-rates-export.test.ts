/**
 * GET /api/admin/medigap-rates/export (issue 19 "export"): the list's filters, CSV or xlsx, the
 * import's columns in order with the formula guard, who may download it, and the round trip: an
 * exported file imported again changes nothing but the rates' updated time.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medigapRateFields } from '../../../../tests/setup/medigap-rate-factory.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import {
  MEDIGAP_RATE_COLUMNS,
  type MedigapRateList,
  type MedigapRateRecord,
} from '../../../shared/medigap-contracts.ts';
import { runToEnd, uploadOk, XLSX_TYPE } from '../../testing/admin-import-helpers.ts';
import { asAdminWithoutPermissions, client } from '../../testing/admin-plans-helpers.ts';

const PATH = '/api/admin/medigap-rates';
const YEAR = 2033;
const BOM = '\uFEFF';

describe.each(TEST_DATABASE_KINDS)('Medigap rates export on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.adminCookie();
    admin = client(t, cookies);
    for (const body of [
      medigapRateFields({ planYear: YEAR, carrier: '@Home Mutual', source: '-5% for paying yearly' }),
      medigapRateFields({
        planYear: YEAR,
        carrier: '@Home Mutual',
        planLetter: 'N',
        zip3: '074',
        tobacco: true,
      }),
      medigapRateFields({ planYear: YEAR, carrier: 'Other Mutual', monthlyPremium: '99.90' }),
    ]) {
      const res = await admin.post(PATH, body);
      expect(res.status, await res.clone().text()).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = async (query: string): Promise<MedigapRateRecord[]> => {
    const res = await admin.get(`${PATH}?${query}&limit=500`);
    expect(res.status).toBe(200);
    return ((await res.json()) as MedigapRateList).rates;
  };
  const csvLines = (text: string) => text.replace(BOM, '').trimEnd().split('\r\n');

  it('downloads a CSV of the filtered rates in the import’s columns, with the formula guard', async () => {
    const res = await admin.get(`${PATH}/export?format=csv&year=${YEAR}&carrier=%40home%20mutual`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearplan-medigap-rates-2026-11-02.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(csvLines(text)).toEqual([
      MEDIGAP_RATE_COLUMNS.join(','),
      `${YEAR},OK,'@Home Mutual,G,attained-age,65,69,female,false,,142.50,false,'-5% for paying yearly`,
      `${YEAR},OK,'@Home Mutual,N,attained-age,65,69,female,true,074,142.50,false,`,
    ]);
    const letterN = await admin.get(`${PATH}/export?year=${YEAR}&letter=n`);
    expect(csvLines(await letterN.text())).toHaveLength(2);
    const none = await admin.get(`${PATH}/export?year=${YEAR}&state=TX`);
    expect(csvLines(await none.text())).toEqual([MEDIGAP_RATE_COLUMNS.join(',')]);
  });

  it('downloads an xlsx workbook with typed cells', async () => {
    const res = await admin.get(`${PATH}/export?format=xlsx&year=${YEAR}&carrier=Other%20Mutual`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Medigap rates');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...MEDIGAP_RATE_COLUMNS]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      YEAR,
      'OK',
      'Other Mutual',
      'G',
      'attained-age',
      65,
      69,
      'female',
      false,
      undefined,
      99.9,
      false,
    ]);
    expect(sheet?.rowCount).toBe(2);
  });

  it('refuses a format it does not write and a filter the list refuses', async () => {
    const bad = await admin.get(`${PATH}/export?format=pdf`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Format must be csv or xlsx' });
    const letter = await admin.get(`${PATH}/export?letter=Q`);
    expect(letter.status).toBe(400);
  });

  it('lets a reader export, not someone without plans:read, and not a signed-out browser', async () => {
    const editor = await t.adminCookie(TEST_EDITOR);
    expect((await t.request(`${PATH}/export?year=${YEAR}`, { cookies: editor })).status).toBe(200);
    await asAdminWithoutPermissions(t, async (c) => {
      expect((await t.request(`${PATH}/export`, { cookies: c })).status).toBe(403);
    });
    expect((await t.request(`${PATH}/export`, { cookies: await t.gateCookie() })).status).toBe(401);
  });

  it.each(['csv', 'xlsx'] as const)(
    'imports its own %s export back unchanged (sample rates stay sample)',
    async (format) => {
      const query = `year=2026&carrier=Sample%20Mutual`;
      const before = await list(query);
      expect(before.length).toBeGreaterThan(100);
      expect(before.every((r) => r.sample)).toBe(true);
      const exported = await admin.get(`${PATH}/export?format=${format}&${query}`);
      const content = new Uint8Array(await exported.arrayBuffer());
      const uploaded = await uploadOk(
        t,
        cookies,
        { name: `round-trip.${format}`, content, type: format === 'xlsx' ? XLSX_TYPE : 'text/csv' },
        'medigap',
      );
      const job = await runToEnd(t, cookies, uploaded);
      expect(job).toMatchObject({ status: 'completed', summary: { created: 0, updated: before.length } });
      const after = await list(query);
      const withoutTimes = (rates: MedigapRateRecord[]) => rates.map(({ updatedAt: _u, ...rest }) => rest);
      expect(withoutTimes(after)).toEqual(withoutTimes(before));

      const ours = await list(`year=${YEAR}`);
      const again = await admin.get(`${PATH}/export?format=${format}&year=${YEAR}`);
      const reimport = await uploadOk(
        t,
        cookies,
        { name: `ours.${format}`, content: new Uint8Array(await again.arrayBuffer()), type: XLSX_TYPE },
        'medigap',
      );
      expect((await runToEnd(t, cookies, reimport)).summary).toEqual({ created: 0, updated: 3 });
      expect(withoutTimes(await list(`year=${YEAR}`))).toEqual(withoutTimes(ours));
      // The formula guard's quote is dropped on the way back in: the names are as typed.
      expect(ours.map((r) => r.carrier)).toContain('@Home Mutual');
      expect(ours.map((r) => r.source)).toContain('-5% for paying yearly');
    },
  );
});
