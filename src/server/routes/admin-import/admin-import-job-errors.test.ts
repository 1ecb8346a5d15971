/**
 * A job whose check or run found row errors keeps them (issue 16 "Admin": Past imports showed a
 * file with 9 row errors as "Errors: None"): the message, the rows and their count, on the job and
 * in the list; a later clean check clears them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import {
  IMPORT_MESSAGES,
  IMPORT_STORED_ROW_ERRORS,
  type ImportJob,
  type ImportPreview,
} from '../../../shared/import-contracts.ts';
import {
  csv,
  getJob,
  PLAN_HEADER,
  planRow,
  postJson,
  runBody,
  uploadOk,
} from '../../testing/admin-import-helpers.ts';

describe.each(TEST_DATABASE_KINDS)('row errors kept on the job, on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const listed = async (id: number): Promise<ImportJob | undefined> => {
    const res = await t.request('/api/admin/import/jobs?limit=100', { cookies: admin });
    expect(res.status).toBe(200);
    return ((await res.json()) as { jobs: ImportJob[] }).jobs.find((j) => j.id === id);
  };

  it('a check with 9 bad rows keeps them on the pending job; a run keeps them; a clean check clears them', async () => {
    // Rows 2–10 have a premium with three decimals, row 11 is fine.
    const rows = Array.from({ length: 10 }, (_, i) =>
      planRow(`E${1000 + i}-001`, i < 9 ? '12.345' : '10.00'),
    );
    const uploaded = await uploadOk(t, admin, { name: 'nine-bad.csv', content: csv([PLAN_HEADER, ...rows]) });
    expect(uploaded.job.errors).toBeNull();

    const check = await postJson(
      t,
      admin,
      `/api/admin/import/jobs/${uploaded.job.id}/validate`,
      runBody(uploaded),
    );
    expect(check.status).toBe(200);
    const preview = (await check.json()) as ImportPreview;
    expect(preview.rowErrors).toHaveLength(9);

    const job = await getJob(t, admin, uploaded.job.id);
    expect(job.status).toBe('pending');
    expect(job.errors).toEqual({
      message: IMPORT_MESSAGES.rowErrors,
      rowErrors: preview.rowErrors,
      rowCount: 9,
    });
    expect(job.errors?.rowErrors?.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await listed(uploaded.job.id))?.errors?.rowCount).toBe(9);

    // A run refused for the same rows: 400, nothing written, the job still says why.
    const run = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, runBody(uploaded));
    expect(run.status).toBe(400);
    expect((await getJob(t, admin, uploaded.job.id)).errors?.rowCount).toBe(9);

    // The premium column left out: every row is valid, and the job has no errors any more.
    const sheet = uploaded.sheets[0]?.name ?? '';
    const mapping = { ...uploaded.suggestedMapping[sheet], monthlyPremium: null };
    const clean = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/validate`, {
      ...runBody(uploaded),
      mapping,
    });
    expect(((await clean.json()) as ImportPreview).rowErrors).toEqual([]);
    const after = await getJob(t, admin, uploaded.job.id);
    expect(after).toMatchObject({ status: 'pending', errors: null });
  });

  it(`keeps the first ${IMPORT_STORED_ROW_ERRORS} rows of errors and counts them all`, async () => {
    const rows = Array.from({ length: 250 }, (_, i) => planRow(`E${2000 + i}-001`, '1.999'));
    const uploaded = await uploadOk(t, admin, { name: 'many-bad.csv', content: csv([PLAN_HEADER, ...rows]) });
    const check = await postJson(
      t,
      admin,
      `/api/admin/import/jobs/${uploaded.job.id}/validate`,
      runBody(uploaded),
    );
    expect(((await check.json()) as ImportPreview).rowErrors).toHaveLength(250);
    const job = await getJob(t, admin, uploaded.job.id);
    expect(job.errors?.rowCount).toBe(250);
    expect(job.errors?.rowErrors).toHaveLength(IMPORT_STORED_ROW_ERRORS);
    expect(job.errors?.rowErrors?.at(-1)?.row).toBe(IMPORT_STORED_ROW_ERRORS + 1);
  });

  it('a refused mapping changes nothing on the job', async () => {
    const uploaded = await uploadOk(t, admin, {
      name: 'bad-map.csv',
      content: csv([PLAN_HEADER, planRow('E3000-001')]),
    });
    const res = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/validate`, {
      ...runBody(uploaded),
      mapping: { planId: 'shoeSize' },
    });
    expect(res.status).toBe(400);
    expect(await getJob(t, admin, uploaded.job.id)).toMatchObject({ status: 'pending', errors: null });
  });
});
