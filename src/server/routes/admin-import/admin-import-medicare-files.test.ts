/**
 * Medicare's drug files imported from the admin Import screen (issue 17): a Part D release zip
 * (in CMS's exact format: the sample generator's tables, each in its own zip inside the release's)
 * and an RxTerms file, sent as the body, streamed to disk and imported as a job with the command
 * line's guarantees: all or nothing, problems by file, line and field, the current release kept.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { CURRENT_PLAN_YEAR } from '../../../engine/plan-year.ts';
import type { ImportJobListResponse } from '../../../shared/import-contracts.ts';
import {
  MEDICARE_FILE_MAX_BYTES,
  MEDICARE_FILE_MESSAGES,
  type PartDJobSummary,
  type RxTermsJobSummary,
} from '../../../shared/medicare-file-contracts.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { queryRows } from '../../db/client.ts';
import {
  createImportingJob,
  deleteJob,
  JOB_ABANDONED_AFTER_MS,
  recoverInterruptedJobs,
} from '../../services/import/import-jobs.ts';
import { currentPartDRelease } from '../../services/import/partd-import.ts';
import {
  heldBody,
  importToEnd,
  longBody,
  partDReleaseZip,
  sendFile,
  uploadFolders,
} from '../../testing/admin-medicare-file-helpers.ts';

const YEAR = CURRENT_PLAN_YEAR.year;
/** A monthly release's name, as CMS names them: the label says which release priced the drugs. */
const RELEASE_ZIP = `SPUF_${YEAR}_${YEAR}1015.zip`;
const RELEASE_LABEL = `${YEAR}, released ${YEAR}-10-15`;
const RXTERMS = fs.readFileSync('data/sample/RxTerms202611.txt');
const RXTERMS_HEADER = RXTERMS.subarray(0, RXTERMS.indexOf(0x0a) + 1);

// Built once for both databases: the sample release (about 5 MB of tables) zipped.
const ZIP = partDReleaseZip();
/** The same release with one pricing line's unit cost not a number (the file's 6th line). */
const BROKEN_ZIP = partDReleaseZip((name, text) => {
  if (!name.startsWith('pricing')) return text;
  const lines = text.split('\r\n');
  lines[5] = (lines[5] as string).replace(/\|[^|]*$/, '|not-a-price');
  return lines.join('\r\n');
});

/** The job that the newest dataset of a kind names (the Data page's link to it). */
const datasetJob = async (t: TestApp, kind: string) =>
  (
    await queryRows<{ job: number | null }>(
      t.database.db,
      sql`select import_job_id as job from data_sources where kind = ${kind} order by id desc limit 1`,
    )
  )[0]?.job;

describe.each(TEST_DATABASE_KINDS)('importing Medicare drug files from the Import screen on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t?.close());

  const jobCount = async () => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from import_jobs where kind in ('partd', 'rxterms')`,
    );
    return row?.n ?? 0;
  };

  /** Expects the answer to be a refusal with this status and message. */
  const expectRefused = async (res: Response, status: number, message: string | RegExp) => {
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: string };
    if (typeof message === 'string') expect(body.error).toBe(message);
    else expect(body.error).toMatch(message);
  };

  it('refuses editors (403), anyone not signed in (401), other origins (403) and other content types (415)', async () => {
    const before = await jobCount();
    const editor = await t.adminCookie(TEST_EDITOR);
    const zip = await ZIP;
    for (const kindOfFile of ['partd', 'rxterms'] as const) {
      expect((await sendFile(t, editor, kindOfFile, zip)).status).toBe(403);
      expect((await sendFile(t, await t.gateCookie(), kindOfFile, zip)).status).toBe(401);
      expect((await sendFile(t, '', kindOfFile, zip)).status).toBe(401);
      const foreign = await sendFile(t, admin, kindOfFile, zip, {
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.status).toBe(403);
      const noOrigin = new Request(`http://localhost/api/admin/import/${kindOfFile}`, {
        method: 'POST',
        body: zip as BodyInit,
        headers: { host: 'localhost', cookie: admin, 'content-type': 'application/octet-stream' },
      });
      expect((await t.app.request(noOrigin)).status).toBe(403);
      await expectRefused(
        await sendFile(t, admin, kindOfFile, zip, { headers: { 'content-type': 'application/zip' } }),
        415,
        MEDICARE_FILE_MESSAGES.contentType,
      );
    }
    expect(await jobCount()).toBe(before);
  });

  it('refuses a file that is not a zip, or not RxTerms, by its first bytes (400), keeping nothing', async () => {
    const folders = uploadFolders();
    const before = await jobCount();
    await expectRefused(
      await sendFile(t, admin, 'partd', 'CONTRACT_ID|PLAN_ID\n', { fileName: RELEASE_ZIP }),
      400,
      MEDICARE_FILE_MESSAGES.notZip,
    );
    await expectRefused(await sendFile(t, admin, 'partd', ''), 400, MEDICARE_FILE_MESSAGES.empty);
    // An RxTerms file sent as a release, and a release sent as RxTerms.
    await expectRefused(await sendFile(t, admin, 'partd', RXTERMS), 400, MEDICARE_FILE_MESSAGES.notZip);
    await expectRefused(await sendFile(t, admin, 'rxterms', await ZIP), 400, MEDICARE_FILE_MESSAGES.notText);
    await expectRefused(
      await sendFile(t, admin, 'rxterms', 'RXCUI|NAME\n1|Aspirin\n'),
      400,
      /^This is not an RxTerms file: its header/,
    );
    await expectRefused(await sendFile(t, admin, 'rxterms', ''), 400, MEDICARE_FILE_MESSAGES.empty);
    // A bad query is a 400 too, before the body is read.
    await expectRefused(
      await sendFile(t, admin, 'partd', await ZIP, { query: { contractYear: 'soon' } }),
      400,
      'Contract year must be a year',
    );
    expect(await jobCount()).toBe(before);
    expect(uploadFolders()).toEqual(folders);
  });

  it('refuses a file over the ceiling (413): a declared size at once, a streamed one where it passes the ceiling', async () => {
    const folders = uploadFolders();
    const before = await jobCount();
    const declared = await sendFile(t, admin, 'partd', await ZIP, {
      headers: { 'content-length': String(MEDICARE_FILE_MAX_BYTES.partd + 1) },
    });
    await expectRefused(declared, 413, MEDICARE_FILE_MESSAGES.tooLarge.partd);
    // 51 MB of RxTerms sent without a length: read up to the 50 MB ceiling, then refused and removed.
    const streamed = await sendFile(t, admin, 'rxterms', longBody(RXTERMS_HEADER, 51));
    await expectRefused(streamed, 413, MEDICARE_FILE_MESSAGES.tooLarge.rxterms);
    expect(await jobCount()).toBe(before);
    expect(uploadFolders()).toEqual(folders);
  });

  it('takes one Part D upload at a time (409), and an upload broken off part-way keeps nothing', async () => {
    const folders = uploadFolders();
    const before = await jobCount();
    const zip = await ZIP;
    const held = heldBody(zip.subarray(0, 64 * 1024));
    const first = sendFile(t, admin, 'partd', held.stream, { fileName: RELEASE_ZIP });
    await held.reading;
    await expectRefused(await sendFile(t, admin, 'partd', zip), 409, MEDICARE_FILE_MESSAGES.busy.partd);
    // RxTerms is another kind: it is not held up by a Part D upload (refused here for its content only).
    await expectRefused(await sendFile(t, admin, 'rxterms', 'x'), 400, /RxTerms/);
    held.fail();
    await expectRefused(await first, 400, MEDICARE_FILE_MESSAGES.incomplete);
    expect(await jobCount()).toBe(before);
    expect(uploadFolders()).toEqual(folders);
  });

  it('takes no upload while another process on the database imports one, unless that process has stopped', async () => {
    // Another process's job: only its row says it runs.
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into import_jobs (file_name, kind, status) values ('elsewhere.zip', 'partd', 'importing') returning id`,
    );
    const db = t.database.db;
    try {
      await expectRefused(
        await sendFile(t, admin, 'partd', await ZIP),
        409,
        MEDICARE_FILE_MESSAGES.busy.partd,
      );
      // The database admits one importing job per kind, whoever asks; RxTerms is another kind.
      expect(
        await createImportingJob(db, { fileName: 'x.zip', kind: 'partd', adminUserId: null }),
      ).toBeNull();
      const rxterms = await createImportingJob(db, { fileName: 'x.txt', kind: 'rxterms', adminUserId: null });
      expect(rxterms).toMatchObject({ kind: 'rxterms', status: 'importing' });
      await deleteJob(db, rxterms?.id ?? 0);
      // A process that died mid-import leaves its job importing: it no longer blocks once silent (on
      // PostgreSQL, no heartbeat for JOB_ABANDONED_AFTER_MS) or, on PGlite, once the process that
      // owns the database starts again and fails it.
      if (t.database.kind === 'pglite') await recoverInterruptedJobs(db);
      else
        await db.execute(
          sql`update import_jobs set heartbeat_at = now() - make_interval(secs => ${JOB_ABANDONED_AFTER_MS / 1000 + 1}) where id = ${other?.id}`,
        );
      const next = await createImportingJob(db, { fileName: 'x.zip', kind: 'partd', adminUserId: null });
      expect(next).toMatchObject({ kind: 'partd', status: 'importing' });
      await deleteJob(db, next?.id ?? 0);
    } finally {
      await db.execute(sql`delete from import_jobs where id = ${other?.id}`);
    }
  });

  it('imports a release: the job completes with its summary, the release is current, and submissions are priced from it', async () => {
    const folders = uploadFolders();
    const sampleRelease = await currentPartDRelease(t.database.db, YEAR);
    expect(sampleRelease?.sample).toBe(true);

    const job = await importToEnd(t, admin, 'partd', await ZIP, { fileName: RELEASE_ZIP });
    expect(await datasetJob(t, 'partd')).toBe(job.id);
    expect(job).toMatchObject({
      kind: 'partd',
      status: 'completed',
      fileName: RELEASE_ZIP,
      errors: null,
      summary: null,
      adminEmail: 'admin@clearplan.test',
    });
    const summary = job.medicareFileSummary as PartDJobSummary;
    expect(summary).toMatchObject({ release: RELEASE_LABEL, contractYear: YEAR });
    expect(summary.plans).toBeGreaterThan(40);
    expect(summary.rows.map((r) => r.table)).toEqual(
      expect.arrayContaining(['Plan information', 'Basic drugs formulary', 'Pricing', 'Pharmacy networks']),
    );
    const rows = summary.rows.reduce((n, r) => n + r.rows, 0);
    expect(job.recordsProcessed).toBe(rows);
    expect(job.recordsTotal).toBe(rows);
    expect(uploadFolders()).toEqual(folders);

    // The new release replaces the sample as the contract year's current one, marked as CMS's.
    expect(await currentPartDRelease(t.database.db, YEAR)).toEqual({
      id: summary.releaseId,
      label: RELEASE_LABEL,
      sample: false,
    });
    const [audit] = await queryRows<{ action: string; actor: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`select action, actor, details from audit_log where entity_type = 'import_job' and entity_id = ${String(job.id)}`,
    );
    expect(audit).toMatchObject({
      action: 'import.partd',
      details: { releaseId: summary.releaseId, release: RELEASE_LABEL, contractYear: YEAR, rows },
    });
    expect(audit?.actor).toMatch(/^admin:\d+$/);

    // The next submission's plans are priced from it (the engine's cache follows the current release).
    const cookies = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(submitted.status).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
    const { plans } = (await read.json()) as RecommendationsResponse;
    const priced = plans.filter((p) => p.drugPricing?.source === 'medicare');
    expect(priced.length).toBeGreaterThan(0);
    for (const plan of priced)
      expect(plan.drugPricing).toMatchObject({ source: 'medicare', sample: false, release: RELEASE_LABEL });

    // Past imports list it, with what it imported.
    const list = (await (
      await t.request('/api/admin/import/jobs?limit=5', { cookies: admin })
    ).json()) as ImportJobListResponse;
    expect(list.jobs.find((j) => j.id === job.id)?.medicareFileSummary).toEqual(summary);
  });

  it('fails a release with a broken pricing line, naming file, line and field but not the value; the current release stays', async () => {
    const before = await currentPartDRelease(t.database.db, YEAR);
    const folders = uploadFolders();
    const job = await importToEnd(t, admin, 'partd', await BROKEN_ZIP, { fileName: `PPUF_${YEAR}Q4.zip` });
    expect(job).toMatchObject({ kind: 'partd', status: 'failed', medicareFileSummary: null });
    expect(job.errors?.message).toMatch(/1 problem in the files: nothing was imported/);
    expect(job.errors?.problemCount).toBe(1);
    expect(job.errors?.fileProblems).toEqual([
      {
        file: expect.stringMatching(/^pricing file .*\.zip\/pricing file .*\.txt$/),
        line: 6,
        field: 'UNIT_COST',
        message: expect.any(String),
      },
    ]);
    expect(JSON.stringify(job)).not.toContain('not-a-price');
    expect(t.logs.join('')).not.toContain('not-a-price');
    expect(await currentPartDRelease(t.database.db, YEAR)).toEqual(before);
    expect(uploadFolders()).toEqual(folders);
  });

  it('fails a zip that is not a Part D release, with the importer’s reason', async () => {
    const { zipOf } = await import('../../services/import/partd/fixtures/cms-files.ts');
    const notARelease = new Uint8Array(await zipOf([{ name: 'notes.txt', content: 'hello|world\n' }]));
    const job = await importToEnd(t, admin, 'partd', notARelease, { fileName: 'notes.zip' });
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.errors?.message).toMatch(/Not one of CMS's Part D tables/);
  });

  it('imports an RxTerms file: the job completes with the drugs loaded and matched', async () => {
    const job = await importToEnd(t, admin, 'rxterms', new Uint8Array(RXTERMS), {
      fileName: 'RxTerms202611.txt',
    });
    expect(job).toMatchObject({ kind: 'rxterms', status: 'completed', fileName: 'RxTerms202611.txt' });
    expect(await datasetJob(t, 'rxterms')).toBe(job.id);
    const summary = job.medicareFileSummary as RxTermsJobSummary;
    expect(summary.drugs).toBeGreaterThan(100);
    expect(summary.matched).toBeGreaterThan(0);
    const [stored] = await queryRows<{ n: number; sample: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where sample)::int as sample from rx_drugs`,
    );
    expect(stored).toEqual({ n: summary.drugs, sample: 0 });
  });

  it('fails an RxTerms file with a bad line, naming the line and field; the drugs stay as they were', async () => {
    const [before] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rx_drugs`,
    );
    const lines = RXTERMS.toString('utf8').split('\n');
    lines[3] = (lines[3] as string).replace(/^\d+/, 'X12');
    const job = await importToEnd(t, admin, 'rxterms', lines.join('\n'), { fileName: 'RxTerms-edited.txt' });
    expect(job).toMatchObject({ status: 'failed' });
    expect(job.errors?.message).toBe('1 problem in RxTerms-edited.txt: nothing was imported.');
    expect(job.errors?.fileProblems).toEqual([
      { file: 'RxTerms-edited.txt', line: 4, field: 'RXCUI', message: 'Line 4: RXCUI must be a number' },
    ]);
    const [after] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from rx_drugs`,
    );
    expect(after).toEqual(before);
  });

  it('a Medicare job cannot be previewed or run as a sheet import', async () => {
    const [job] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from import_jobs where kind = 'partd' order by id desc limit 1`,
    );
    for (const step of ['validate', 'run']) {
      const res = await t.request(`/api/admin/import/jobs/${job?.id}/${step}`, {
        cookies: admin,
        json: { sheet: 'x', mapping: {} },
      });
      expect(res.status).toBe(409);
    }
  });
});
