import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { buildZip, CONTENT_TYPES, deflated, zeros } from '../../../../tests/setup/zip-builder.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportUploadResponse,
} from '../../../shared/import-contracts.ts';
import {
  csv,
  expectUploadRefused,
  ORIGIN,
  PLAN_HEADER,
  planRow,
  postJson,
  upload,
  uploadOk,
  writeCounts,
  XLSX_TYPE,
  xlsx,
} from '../../testing/admin-import-helpers.ts';

const GOOD_CSV = csv([PLAN_HEADER, planRow('S9001-001')]);

describe.each(TEST_DATABASE_KINDS)('POST /api/admin/import/uploads on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const expectRefused = (
    file: Parameters<typeof upload>[2],
    status: number,
    message: string,
    uploadKind = 'plans',
  ) => expectUploadRefused(t, admin, file, status, message, uploadKind);

  it('takes a CSV: one sheet named after the file, headers, row count, a suggested mapping, a pending job', async () => {
    const body = csv([
      [
        'Plan ID',
        'Carrier',
        'Plan Name',
        'Plan Type',
        'Region',
        'Monthly Premium',
        'copay.pcpCopayIn',
        'Dental',
        'Shoe size',
      ],
      ['S9002-001', 'Acme', 'Acme Gold (HMO)', 'HMO', 'Oklahoma', '0', '$5', 'Yes', '9'],
      ['', '', '', '', '', '', '', '', ''],
      ['S9002-002', 'Acme', 'Acme Silver (HMO)', 'HMO', 'Oklahoma', '0', '$10', 'No', '10'],
    ]);
    const result = await uploadOk(t, admin, { name: 'acme plans.csv', content: `\uFEFF${body}` });
    expect(result.sheets).toEqual([
      {
        name: 'acme plans',
        rowCount: 2,
        warnings: [],
        headers: [
          'Plan ID',
          'Carrier',
          'Plan Name',
          'Plan Type',
          'Region',
          'Monthly Premium',
          'copay.pcpCopayIn',
          'Dental',
          'Shoe size',
        ],
      },
    ]);
    expect(result.suggestedMapping['acme plans']).toEqual({
      'Plan ID': 'planId',
      Carrier: 'carrier',
      'Plan Name': 'planName',
      'Plan Type': 'planType',
      Region: 'region',
      'Monthly Premium': 'monthlyPremium',
      'copay.pcpCopayIn': 'copay.pcpCopayIn',
      Dental: 'benefit.dental',
      'Shoe size': null,
    });
    expect(result.job).toMatchObject({
      fileName: 'acme plans.csv',
      kind: 'plans',
      mode: null,
      status: 'pending',
      recordsProcessed: 0,
      errors: null,
      adminEmail: 'admin@clearplan.test',
      completedAt: null,
      summary: null,
    });
    expect((await writeCounts(t))?.uploads).toBeGreaterThan(0);
  });

  it('takes an xlsx with several sheets, each with its own headers and mapping', async () => {
    const workbook = await xlsx([PLAN_HEADER, planRow('S9003-001'), planRow('S9003-002')], 'Plans 2026');
    const result = await uploadOk(t, admin, { name: 'book.xlsx', content: workbook, type: XLSX_TYPE });
    expect(result.sheets).toEqual([{ name: 'Plans 2026', rowCount: 2, headers: PLAN_HEADER, warnings: [] }]);
    expect(result.suggestedMapping['Plans 2026']?.planId).toBe('planId');
  });

  it('judges the type by content, not by name or declared type', async () => {
    // A CSV called .xlsx is read as the CSV it is.
    const named = await uploadOk(t, admin, { name: 'really-a.csv.xlsx', content: GOOD_CSV, type: XLSX_TYPE });
    expect(named.sheets[0]?.rowCount).toBe(1);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expectRefused({ name: 'plans.csv', content: png }, 415, IMPORT_MESSAGES.wrongType);
    const pdf = new TextEncoder().encode('%PDF-1.7\n\u0000\u0001binary');
    await expectRefused({ name: 'plans.csv', content: pdf }, 415, IMPORT_MESSAGES.wrongType);
    const latin1 = new Uint8Array([0x50, 0x6c, 0x61, 0x6e, 0x0a, 0xe9, 0x0a]);
    await expectRefused({ name: 'plans.csv', content: latin1 }, 415, IMPORT_MESSAGES.wrongType);
    // A zip that is not a workbook (no [Content_Types].xml).
    const zip = buildZip([deflated('readme.txt', 'hello')]);
    await expectRefused(
      { name: 'plans.xlsx', content: zip, type: XLSX_TYPE },
      415,
      IMPORT_MESSAGES.wrongType,
    );
    // Landscape, formulary and network files are CSV only.
    const workbook = await xlsx([PLAN_HEADER, planRow('S9004-001')]);
    await expectRefused({ name: 'f.xlsx', content: workbook }, 415, IMPORT_MESSAGES.csvOnly, 'formulary');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const line = `${planRow('S9005-001').join(',')}\r\n`;
    const big = `${PLAN_HEADER.join(',')}\r\n${line.repeat(Math.ceil(IMPORT_MAX_BYTES / line.length) + 1)}`;
    expect(big.length).toBeGreaterThan(IMPORT_MAX_BYTES);
    await expectRefused({ name: 'big.csv', content: big }, 413, IMPORT_MESSAGES.tooLarge);
    // Far over the limit: refused by the body limit before it is parsed.
    await expectRefused({ name: 'bigger.csv', content: big + big }, 413, IMPORT_MESSAGES.tooLarge);
  });

  it('refuses a zip bomb from its central directory, in under 2 s', async () => {
    const bomb = buildZip([CONTENT_TYPES, await zeros('xl/worksheets/sheet1.xml', 150)]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    await expectRefused({ name: 'bomb.xlsx', content: bomb, type: XLSX_TYPE }, 400, IMPORT_MESSAGES.zipBomb);
    expect(performance.now() - started).toBeLessThan(2000);
    // One entry under 100 MB but compressed far more than 100 times.
    const dense = buildZip([CONTENT_TYPES, await zeros('xl/worksheets/sheet1.xml', 20)]);
    await expectRefused(
      { name: 'dense.xlsx', content: dense, type: XLSX_TYPE },
      400,
      IMPORT_MESSAGES.zipBomb,
    );
    // Too many entries.
    const many = buildZip([
      CONTENT_TYPES,
      ...Array.from({ length: 1001 }, (_, i) => deflated(`x/${i}.xml`, 'a')),
    ]);
    await expectRefused({ name: 'many.xlsx', content: many, type: XLSX_TYPE }, 400, IMPORT_MESSAGES.zipBomb);
    // A directory that understates an entry's size is caught when the entry inflates past it.
    const liar = buildZip([CONTENT_TYPES, { ...(await zeros('xl/sheet.xml', 1)), claimedSize: 20_000 }]);
    await expectRefused({ name: 'liar.xlsx', content: liar, type: XLSX_TYPE }, 400, IMPORT_MESSAGES.zipBomb);
  });

  it('refuses more than 20,000 rows, an empty file and a file with only a header', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `R${i}-001,A,B,HMO,Oklahoma,0`);
    await expectRefused(
      { name: 'many.csv', content: `${PLAN_HEADER.join(',')}\r\n${rows.join('\r\n')}` },
      400,
      IMPORT_MESSAGES.tooManyRows,
    );
    await expectRefused({ name: 'empty.csv', content: '' }, 400, IMPORT_MESSAGES.empty);
    await expectRefused({ name: 'blank.csv', content: '\r\n , ,\r\n\r\n' }, 400, IMPORT_MESSAGES.empty);
    await expectRefused(
      { name: 'header.csv', content: `${PLAN_HEADER.join(',')}\r\n` },
      400,
      IMPORT_MESSAGES.empty,
    );
    const sheet = await xlsx([]);
    await expectRefused({ name: 'empty.xlsx', content: sheet, type: XLSX_TYPE }, 400, IMPORT_MESSAGES.empty);
  });

  it('answers 400, never 5xx, to garbage', async () => {
    const bad = [
      { name: 'q.csv', content: 'planId,carrier\r\n"unclosed,quote\r\n' },
      { name: 'trunc.xlsx', content: (await xlsx([PLAN_HEADER, planRow('S9006-001')])).slice(0, 500) },
      { name: 'pk.xlsx', content: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) },
    ];
    for (const file of bad) {
      const res = await upload(t, admin, file);
      expect(res.status, file.name).toBeGreaterThanOrEqual(400);
      expect(res.status, file.name).toBeLessThan(500);
    }
    const noFile = new FormData();
    noFile.set('kind', 'plans');
    const missing = await t.request('/api/admin/import/uploads', {
      method: 'POST',
      body: noFile,
      cookies: admin,
      headers: { origin: ORIGIN },
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe(IMPORT_MESSAGES.noFile);
    const badKind = await upload(t, admin, { name: 'a.csv', content: GOOD_CSV }, 'pets');
    expect(badKind.status).toBe(400);
    const notMultipart = await t.request('/api/admin/import/uploads', {
      method: 'POST',
      body: 'file=1',
      cookies: admin,
      headers: { origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(notMultipart.status).toBe(400);
  });

  it('roles: no session 401, editor 403, admin 201; every import route alike', async () => {
    const file = { name: 'a.csv', content: GOOD_CSV };
    expect((await upload(t, '', file)).status).toBe(401);
    expect((await upload(t, await t.gateCookie(), file)).status).toBe(401);
    const editor = await t.adminCookie(TEST_EDITOR);
    expect((await upload(t, editor, file)).status).toBe(403);
    const uploaded = (await (await upload(t, admin, file)).json()) as ImportUploadResponse;
    const gets = [
      '/api/admin/import/jobs',
      `/api/admin/import/jobs/${uploaded.job.id}`,
      '/api/admin/import/template',
      '/api/admin/import/export',
    ];
    for (const path of gets) {
      expect((await t.request(path)).status, path).toBe(401);
      expect((await t.request(path, { cookies: editor })).status, path).toBe(403);
      expect((await t.request(path, { cookies: admin })).status, path).toBe(200);
    }
    const body = { sheet: 'a', mapping: {}, mode: 'create' };
    for (const step of ['validate', 'run']) {
      const path = `/api/admin/import/jobs/${uploaded.job.id}/${step}`;
      expect((await postJson(t, '', path, body)).status, path).toBe(401);
      expect((await postJson(t, editor, path, body)).status, path).toBe(403);
    }
  });

  it('CSRF: multipart only on the upload route and only with a same-origin Origin', async () => {
    const file = { name: 'a.csv', content: GOOD_CSV };
    const before = await writeCounts(t);
    const foreign = await upload(t, admin, file, 'plans', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const noOrigin = await upload(t, admin, file, 'plans', {});
    expect(noOrigin.status).toBe(403);
    const crossSite = await upload(t, admin, file, 'plans', {
      origin: ORIGIN,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(await writeCounts(t)).toEqual(before);
    // The upload route takes nothing else: not JSON, not text.
    const json = await t.request('/api/admin/import/uploads', {
      json: { kind: 'plans' },
      cookies: admin,
      headers: { origin: ORIGIN },
    });
    expect(json.status).toBe(415);
    // Every other write stays JSON-only: text/plain and multipart are 415.
    const uploaded = await uploadOk(t, admin, file);
    const path = `/api/admin/import/jobs/${uploaded.job.id}/run`;
    const text = await t.request(path, {
      method: 'POST',
      body: '{}',
      cookies: admin,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const form = new FormData();
    form.set('sheet', 'a');
    const multipart = await t.request(path, {
      method: 'POST',
      body: form,
      cookies: admin,
      headers: { origin: ORIGIN },
    });
    expect(multipart.status).toBe(415);
    const plans = await t.request('/api/admin/plans', {
      method: 'POST',
      body: form,
      cookies: admin,
      headers: { origin: ORIGIN },
    });
    expect(plans.status).toBe(415);
    expect((await t.request(`/api/admin/import/jobs/${uploaded.job.id}`, { cookies: admin })).status).toBe(
      200,
    );
  });
});
