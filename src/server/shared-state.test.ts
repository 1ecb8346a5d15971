/**
 * Several server processes on one database (WORKERS=N, cluster.ts): what one process does, another
 * must see, because everything shared lives in the database and each process keeps only caches
 * that check a version there. Two apps on one database model two processes: each has its own
 * caches and import state, and on PostgreSQL its own pool. On PGlite (one process by design) the
 * second app shares the connection; what needs two connections is checked on PostgreSQL only.
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticProfile } from '../../tests/reliability/load-client.ts';
import { createTestApp, createTestAppOn, TEST_ADMIN, type TestApp } from '../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../tests/setup/test-database.ts';
import type { ImportJob } from '../shared/import-contracts.ts';
import type { AppConfig } from './app-context.ts';
import { openDatabase, queryRows } from './db/client.ts';
import {
  carriers,
  importJobs,
  importUploads,
  medicarePlans,
  medicationLookup,
  planNetworks,
  providers,
} from './db/schema.ts';
import { CATALOGUE_RECHECK_MS } from './services/catalogue/medication-lookup-body.ts';
import {
  createImportingJob,
  INTERRUPTED_IMPORT_MESSAGE,
  keepJobAlive,
} from './services/import/import-jobs.ts';
import {
  csv,
  getJob,
  PLAN_HEADER,
  planRow,
  postJson,
  runBody,
  uploadOk,
} from './testing/admin-import-helpers.ts';

/** Another app on the first one's database: on PostgreSQL with a pool of its own, as another process has. */
async function secondApp(first: TestApp, config: Partial<AppConfig> = {}): Promise<TestApp> {
  if (first.database.label === 'PGlite') return createTestAppOn(first.database, config, async () => {});
  const pool = (first.database.db as unknown as { $client: pg.Pool }).$client;
  const url = pool.options.connectionString;
  if (!url) throw new Error('the test database has no connection string');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return createTestAppOn({ ...handle, label: 'PostgreSQL' }, config, handle.close);
}

const SUBMIT_LIMIT = 3;

describe.each(TEST_DATABASE_KINDS)('two server processes on one %s database', (kind) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(kind, { submitLimitPer10Min: SUBMIT_LIMIT });
    b = await secondApp(a, { submitLimitPer10Min: SUBMIT_LIMIT });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an admin signed in through one is signed in through the other, and signed out of both by either', async () => {
    const cookies = await a.adminCookie();
    const session = async (t: TestApp) =>
      (await (await t.request('/api/admin/session', { cookies })).json()) as { authenticated: boolean };
    expect(await session(b)).toMatchObject({ authenticated: true });
    expect((await b.request('/api/admin/stats', { cookies })).status).toBe(200);
    expect((await b.request('/api/admin/logout', { method: 'POST', json: {}, cookies })).status).toBe(200);
    expect(await session(a)).toMatchObject({ authenticated: false });
    expect((await a.request('/api/admin/stats', { cookies })).status).toBe(401);
  });

  it('counts failed sign-ins made through either against one budget', async () => {
    const ip = '203.0.113.41';
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    const attempt = async (t: TestApp) =>
      (await t.request('/api/admin/login', { json: wrong, cookies: await t.gateCookie(), ip })).status;
    // Three at once are free (LOGIN_BACKOFF), whichever process they reach; the fourth waits.
    expect([await attempt(a), await attempt(b), await attempt(a)]).toEqual([401, 401, 401]);
    expect(await attempt(b)).toBe(429);
    expect(await attempt(a)).toBe(429);
  });

  it('counts submissions made through either against one address limit', async () => {
    const ip = '203.0.113.42';
    const submit = async (t: TestApp, n: number) =>
      (
        await t.request('/api/medicare/submit', {
          json: syntheticProfile('Shared', n),
          cookies: await t.gateCookie(),
          ip,
        })
      ).status;
    expect([await submit(a, 1), await submit(b, 2), await submit(a, 3)]).toEqual([201, 201, 201]);
    expect(await submit(b, 4)).toBe(429);
    expect(await submit(a, 5)).toBe(429);
  });

  it('a stored submission is read through the other', async () => {
    const cookies = await a.gateCookie();
    const stored = await a.request('/api/medicare/submit', { json: syntheticProfile('Read', 1), cookies });
    expect(stored.status).toBe(201);
    const { userId } = (await stored.json()) as { userId: string };
    const read = await b.request(`/api/medicare/recommendations/${userId}`, { cookies });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { userId: string }).userId).toBe(userId);
  });

  it('each cache notices a change written through the other', async () => {
    const { db: dbA } = a.database;
    const { db: dbB } = b.database;

    // The plan cache: B holds Oklahoma County's plans; a plan's premium changes through A's API.
    const oklahoma = { state: 'OK', county: 'Oklahoma' };
    const [year] = await b.caches.plans.yearsWithPlans();
    if (year === undefined) throw new Error('no plan year');
    const before = await b.caches.plans.eligible(oklahoma, year);
    const plan = before.rows[0];
    if (!plan) throw new Error('no plan in Oklahoma County');
    const newPremium = Number(plan.monthlyPremium) + 11;
    await dbA
      .update(medicarePlans)
      .set({ monthlyPremium: newPremium.toFixed(2), updatedAt: sql`now()` })
      .where(eq(medicarePlans.id, plan.id));
    const after = await b.caches.plans.eligible(oklahoma, year);
    expect(Number(after.rows.find((r) => r.id === plan.id)?.monthlyPremium)).toBe(newPremium);

    // The carrier list: an admin adds a carrier through A; B's imports and plan API know it.
    expect((await b.caches.carriers.current(dbB)).map((c) => c.name)).not.toContain('Prairie Wind Health');
    const admin = await a.adminCookie();
    expect(
      (await a.request('/api/admin/carriers', { json: { name: 'Prairie Wind Health' }, cookies: admin }))
        .status,
    ).toBe(201);
    expect((await b.caches.carriers.current(dbB)).map((c) => c.name)).toContain('Prairie Wind Health');
    await dbA.delete(carriers).where(eq(carriers.name, 'Prairie Wind Health'));

    // The network sources: a network row written through A.
    const [provider] = await dbA.select({ id: providers.id }).from(providers).limit(1);
    if (!provider) throw new Error('no provider');
    const [bare] = await dbA
      .insert(medicarePlans)
      .values({
        planId: 'S9042-001',
        planYear: year,
        carrier: 'Test',
        planName: 'No network yet',
        planType: 'HMO',
        serviceArea: ['OK'],
      })
      .returning({ id: medicarePlans.id });
    if (!bare) throw new Error('plan insert');
    expect((await b.caches.networks.of(dbB, [bare.id])).get(bare.id)).toEqual({ real: false, sample: false });
    await dbA.insert(planNetworks).values({ planId: bare.id, providerId: provider.id });
    expect((await b.caches.networks.of(dbB, [bare.id])).get(bare.id)).toEqual({ real: true, sample: false });

    // The provider directory: a provider loaded through A (an NPPES import elsewhere) is found by B.
    const providerSearch = async () => {
      const res = await b.request('/api/providers/search', {
        json: { q: 'Quindlewright' },
        cookies: await b.gateCookie(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { lastNameOrOrgName: string }[]).map((p) => p.lastNameOrOrgName);
    };
    expect(await providerSearch()).toEqual([]);
    await dbA.insert(providers).values({
      firstName: 'Ada',
      lastNameOrOrgName: 'Quindlewright',
      primarySpecialty: 'Family Medicine',
      city: 'Oklahoma City',
      state: 'OK',
      zipCode: '73102',
    });
    expect(await providerSearch()).toEqual(['Quindlewright']);

    // The prebuilt drug catalogue: a drug added through A is in B's answer within a second (it asks
    // for the catalogue's version at most once a second, medication-lookup-body.ts), under a new validator.
    const catalogue = () => b.request('/api/medication-lookup', { cookies: admin });
    const first = await catalogue();
    const etag = first.headers.get('etag');
    await dbA.insert(medicationLookup).values({ name: 'Zzshared Catalogue', availableDosages: ['1 mg'] });
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_RECHECK_MS + 50));
    const second = await catalogue();
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(((await second.json()) as { name: string }[]).map((m) => m.name)).toContain('Zzshared Catalogue');
  });

  // Two connections at once: on PGlite the import's write holds the only one, and one process owns it.
  it.skipIf(kind === 'PGlite')(
    'an import uploaded through one is checked and run through the other, its progress and end seen by both',
    async () => {
      const admin = await a.adminCookie();
      const ids = Array.from({ length: 3000 }, (_, i) => `R${String(i + 1).padStart(4, '0')}-001`);
      const uploaded = await uploadOk(a, admin, {
        name: 'shared.csv',
        content: csv([PLAN_HEADER, ...ids.map((id) => planRow(id))]),
      });
      // B never parsed this upload: it reads the stored file again.
      expect(b.caches.imports.sheets(uploaded.job.id)).toBeNull();
      const checked = await postJson(
        b,
        admin,
        `/api/admin/import/jobs/${uploaded.job.id}/validate`,
        runBody(uploaded),
      );
      expect(checked.status, await checked.clone().text()).toBe(200);

      const run = await postJson(
        b,
        admin,
        `/api/admin/import/jobs/${uploaded.job.id}/run`,
        runBody(uploaded),
      );
      expect(run.status, await run.clone().text()).toBe(202);
      let finished = false;
      void b.caches.imports.finished(uploaded.job.id).then(() => {
        finished = true;
      });
      // Polls that reach A, where the job does not run: A answers from the job's row.
      const seen: ImportJob[] = [];
      while (!finished) {
        seen.push(await getJob(a, admin, uploaded.job.id));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(a.caches.imports.live(uploaded.job.id)).toBeNull();
      expect(seen[0]?.status).toBe('importing');
      expect(
        seen.filter((j) => j.status === 'importing' && j.recordsProcessed > 0 && j.recordsProcessed < 3000)
          .length,
      ).toBeGreaterThan(0);
      const processed = seen.map((j) => j.recordsProcessed);
      expect(processed).toEqual([...processed].sort((x, y) => x - y));
      const end = { status: 'completed', recordsProcessed: 3000, recordsTotal: 3000 };
      expect(await getJob(a, admin, uploaded.job.id)).toMatchObject(end);
      expect(await getJob(b, admin, uploaded.job.id)).toMatchObject(end);
      const listed = (await (
        await a.request('/api/admin/import/jobs?limit=5', { cookies: admin })
      ).json()) as {
        jobs: ImportJob[];
      };
      expect(listed.jobs.find((j) => j.id === uploaded.job.id)).toMatchObject(end);
    },
  );
  it('a job left by a process that stopped is failed (or, still being checked, pending again) by the others', async () => {
    const admin = await a.adminCookie();
    const db = a.database.db;
    const job = async (name: string) =>
      (await uploadOk(a, admin, { name, content: csv([PLAN_HEADER, planRow('R9001-001')]) })).job.id;
    const [dead, checking, alive] = [
      await job('dead.csv'),
      await job('checking.csv'),
      await job('alive.csv'),
    ];
    const silentFor = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    // What a process killed mid-import (or mid-check) leaves, and one still running elsewhere.
    await db
      .update(importJobs)
      .set({ status: 'importing', heartbeatAt: silentFor(10) })
      .where(eq(importJobs.id, dead));
    await db
      .update(importJobs)
      .set({ status: 'validating', heartbeatAt: silentFor(10) })
      .where(eq(importJobs.id, checking));
    // Another kind: the database admits one importing job per kind (import_jobs_one_importing_per_kind).
    await db
      .update(importJobs)
      .set({ status: 'importing', kind: 'formulary', heartbeatAt: sql`now()` })
      .where(eq(importJobs.id, alive));
    const uploads = async (id: number) =>
      (await db.select().from(importUploads).where(eq(importUploads.jobId, id))).length;
    try {
      if (kind === 'PGlite') {
        // One process owns the database: it fails its own interrupted jobs as it starts, and a
        // running import sends no heartbeat, so none is taken for abandoned while it lives.
        expect(await getJob(b, admin, dead)).toMatchObject({ status: 'importing' });
        return;
      }
      expect(await getJob(b, admin, dead)).toMatchObject({
        status: 'failed',
        errors: { message: INTERRUPTED_IMPORT_MESSAGE },
        completedAt: expect.any(String),
      });
      expect(await uploads(dead)).toBe(0);
      expect(await getJob(b, admin, checking)).toMatchObject({ status: 'pending', completedAt: null });
      expect(await uploads(checking)).toBe(1);
      expect(await getJob(a, admin, alive)).toMatchObject({ status: 'importing' });

      // A Part D job silent that long no longer keeps another from starting; one beating does.
      const [partd] = await db
        .insert(importJobs)
        .values({ fileName: 'partd.zip', kind: 'partd', status: 'importing', heartbeatAt: silentFor(3) })
        .returning({ id: importJobs.id });
      const input = { fileName: 'partd.zip', kind: 'partd', adminUserId: null } as const;
      const next = await createImportingJob(db, input);
      expect(next).toMatchObject({ kind: 'partd', status: 'importing' });
      expect(await getJob(b, admin, partd?.id ?? 0)).toMatchObject({ status: 'failed' });
      expect(await createImportingJob(db, input)).toBeNull();
      await db
        .update(importJobs)
        .set({ status: 'failed' })
        .where(eq(importJobs.id, next?.id ?? 0));

      // A running job's process keeps its heartbeat fresh until told to stop.
      await db
        .update(importJobs)
        .set({ heartbeatAt: silentFor(1) })
        .where(eq(importJobs.id, alive));
      const stop = keepJobAlive(db, alive, 20);
      const beat = async () =>
        (
          await queryRows<{ age: number }>(
            db,
            sql`select extract(epoch from now() - heartbeat_at)::float8 as age from import_jobs where id = ${alive}`,
          )
        )[0]?.age ?? Number.POSITIVE_INFINITY;
      await expect.poll(beat, { timeout: 5000 }).toBeLessThan(5);
      stop();
    } finally {
      // Neither keeps its kind from importing in the tests after.
      await db
        .update(importJobs)
        .set({ status: 'failed' })
        .where(sql`${importJobs.id} in (${alive}, ${dead}) and ${importJobs.status} = 'importing'`);
    }
  });
});
