import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { importJobs, importUploads } from '../../db/schema.ts';
import { INTERRUPTED_IMPORT_MESSAGE, recoverInterruptedJobs, toImportJob } from './import-jobs.ts';

describe.each(TEST_DATABASE_KINDS)('imports interrupted by a stop, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('at start-up: importing → failed (upload deleted), validating → pending, others untouched', async () => {
    const db = database.db;
    const statuses = ['pending', 'validating', 'importing', 'completed', 'failed'] as const;
    const jobs = await db
      .insert(importJobs)
      .values(statuses.map((status) => ({ fileName: `${status}.csv`, kind: 'plans', status })))
      .returning({ id: importJobs.id, status: importJobs.status });
    const id = (status: string) => jobs.find((j) => j.status === status)?.id as number;
    await db.insert(importUploads).values([
      { jobId: id('pending'), format: 'csv', content: Buffer.from('planId\n') },
      { jobId: id('importing'), format: 'csv', content: Buffer.from('planId\n') },
    ]);

    expect(await recoverInterruptedJobs(db)).toBe(1);

    const after = await db
      .select()
      .from(importJobs)
      .where(
        inArray(
          importJobs.id,
          jobs.map((j) => j.id),
        ),
      );
    const byFile = Object.fromEntries(after.map((j) => [j.fileName, j]));
    expect(byFile['pending.csv']?.status).toBe('pending');
    expect(byFile['validating.csv']?.status).toBe('pending');
    expect(byFile['importing.csv']).toMatchObject({
      status: 'failed',
      errors: { message: INTERRUPTED_IMPORT_MESSAGE },
    });
    expect(byFile['importing.csv']?.completedAt).toBeInstanceOf(Date);
    expect(byFile['completed.csv']?.status).toBe('completed');
    expect(
      await db
        .select()
        .from(importUploads)
        .where(eq(importUploads.jobId, id('importing'))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(importUploads)
        .where(eq(importUploads.jobId, id('pending'))),
    ).toHaveLength(1);
    // Nothing left to recover the second time.
    expect(await recoverInterruptedJobs(db)).toBe(0);
  });
});

describe('a job of the upload wizard’s former Landscape kind', () => {
  it('stays in Past imports with the plans it wrote as its summary', () => {
    const at = new Date('2026-10-02T10:00:00Z');
    const job = toImportJob({
      id: 7,
      fileName: 'CY2026_Landscape_202510.csv',
      kind: 'landscape',
      mode: 'upsert',
      status: 'completed',
      recordsProcessed: 69,
      recordsTotal: 69,
      errors: null,
      summary: { created: 60, updated: 9 },
      adminUserId: null,
      adminEmail: null,
      createdAt: at,
      completedAt: at,
    });
    expect(job).toMatchObject({
      kind: 'landscape',
      summary: { created: 60, updated: 9 },
      medicareFileSummary: null,
    });
  });
});
