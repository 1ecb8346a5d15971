import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { IMPORT_MESSAGES, type ImportJob } from '../../../shared/import-contracts.ts';
import { importJobs, medicarePlans } from '../../db/schema.ts';
import {
  csv,
  getJob,
  PLAN_HEADER,
  planRow,
  postJson,
  runBody,
  runToEnd,
  uploadOk,
  writeCounts,
} from '../../testing/admin-import-helpers.ts';

describe.each(TEST_DATABASE_KINDS)('running an import on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  it('an import that fails mid-way leaves no partial rows and the job failed', async () => {
    // A database rule hit by row 5,000 of 6,000, after nine chunks have been written.
    const ids = Array.from({ length: 6000 }, (_, i) => `E${String(i + 1).padStart(4, '0')}-001`);
    const blocked = ids[4998] ?? '';
    await t.database.db.execute(
      sql.raw(`alter table medicare_plans add constraint test_blocked_plan check (plan_id <> '${blocked}')`),
    );
    try {
      const uploaded = await uploadOk(t, admin, {
        name: 'big.csv',
        content: csv([PLAN_HEADER, ...ids.map((id) => planRow(id))]),
      });
      const before = await writeCounts(t);
      const job = await runToEnd(t, admin, uploaded, { mode: 'create' });
      expect(job.status).toBe('failed');
      expect(job.errors?.message).toBe(`${IMPORT_MESSAGES.failed}: a row broke a rule of the database.`);
      expect(job.summary).toBeNull();
      expect(job.completedAt).not.toBeNull();
      const written = await t.database.db
        .select()
        .from(medicarePlans)
        .where(like(medicarePlans.planId, 'F%-001'));
      expect(written).toEqual([]);
      expect(await writeCounts(t)).toEqual({ ...before, uploads: (before?.uploads ?? 1) - 1 });
      expect(t.logs.join('')).toContain('import failed');
      expect(t.logs.join('')).not.toContain('E0001-001');
    } finally {
      await t.database.db.execute(sql.raw('alter table medicare_plans drop constraint test_blocked_plan'));
    }
  });

  it('runs one import of a kind at a time: the run of a second is refused (409) and its job stays pending', async () => {
    // Another import of plans, importing (in this process or another): only its row says so.
    const [other] = await t.database.db
      .insert(importJobs)
      .values({ fileName: 'elsewhere.csv', kind: 'plans', status: 'importing' })
      .returning({ id: importJobs.id });
    try {
      const uploaded = await uploadOk(t, admin, {
        name: 'second.csv',
        content: csv([PLAN_HEADER, planRow('E8801-001')]),
      });
      const res = await postJson(
        t,
        admin,
        `/api/admin/import/jobs/${uploaded.job.id}/run`,
        runBody(uploaded),
      );
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: IMPORT_MESSAGES.busy });
      expect(await getJob(t, admin, uploaded.job.id)).toMatchObject({ status: 'pending' });
    } finally {
      await t.database.db.execute(sql`delete from import_jobs where id = ${other?.id}`);
    }
  });

  it('progress is readable while a job runs; past imports are listed newest first', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `R${String(i + 1).padStart(4, '0')}-001`);
    const uploaded = await uploadOk(t, admin, {
      name: 'progress.csv',
      content: csv([PLAN_HEADER, ...ids.map((id) => planRow(id))]),
    });
    const { getJob: readJob } = await import('../../services/import/import-jobs.ts');
    const { ImportState } = await import('../../services/import/import-state.ts');
    const res = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, runBody(uploaded));
    expect(res.status).toBe(202);
    const seen: ImportJob[] = [];
    // What another server process on the same database sees: only the job's row.
    const elsewhere: ImportJob[] = [];
    let finished = false;
    void t.caches.imports.finished(uploaded.job.id).then(() => {
      finished = true;
    });
    // On PostgreSQL through the route (its session check runs on another connection); on PGlite,
    // whose one connection the write holds, as the route reads it: from memory, between chunks.
    while (!finished) {
      if (kind === 'PostgreSQL') {
        seen.push(await getJob(t, admin, uploaded.job.id));
        elsewhere.push(await readJob(t.database.db, new ImportState(), uploaded.job.id));
      } else {
        seen.push(await readJob(t.database.db, t.caches.imports, uploaded.job.id));
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const isPartial = (j: ImportJob) =>
      j.status === 'importing' && j.recordsProcessed > 0 && j.recordsProcessed < 3000;
    expect(seen.filter(isPartial).length).toBeGreaterThan(0);
    // On PostgreSQL the progress is written to the row as it goes, so any process can answer a poll.
    if (kind === 'PostgreSQL') expect(elsewhere.filter(isPartial).length).toBeGreaterThan(0);
    const processed = seen.map((j) => j.recordsProcessed);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(await getJob(t, admin, uploaded.job.id)).toMatchObject({
      status: 'completed',
      recordsProcessed: 3000,
      recordsTotal: 3000,
    });

    // Two more uploads, still pending: the list is newest first, in pages.
    const later = await uploadOk(t, admin, {
      name: 'later.csv',
      content: csv([PLAN_HEADER, planRow('R9999-001')]),
    });
    const latest = await uploadOk(t, admin, {
      name: 'latest.csv',
      content: csv([PLAN_HEADER, planRow('R9999-002')]),
    });
    const list = await t.request('/api/admin/import/jobs?limit=2&page=', { cookies: admin });
    expect(list.status).toBe(200);
    const { jobs, total } = (await list.json()) as { jobs: ImportJob[]; total: number };
    expect(total).toBeGreaterThanOrEqual(4);
    expect(jobs.map((j) => [j.id, j.fileName, j.status])).toEqual([
      [latest.job.id, 'latest.csv', 'pending'],
      [later.job.id, 'later.csv', 'pending'],
    ]);
    const page2 = (await (
      await t.request('/api/admin/import/jobs?limit=2&page=2', { cookies: admin })
    ).json()) as { jobs: ImportJob[] };
    expect(page2.jobs[0]).toMatchObject({
      id: uploaded.job.id,
      fileName: 'progress.csv',
      status: 'completed',
      summary: { created: 3000, updated: 0 },
      adminEmail: 'admin@clearplan.test',
    });
    expect((await t.request('/api/admin/import/jobs?page=0', { cookies: admin })).status).toBe(400);
  });
});
