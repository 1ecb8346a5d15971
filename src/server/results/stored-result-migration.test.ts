/**
 * drizzle/0011 turns stored results of version 1 (points by name) into version 2, so that
 * readStoredResult reads one version only: every row reads back exactly as it did, on both
 * databases, and a second run changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import { planScores } from '../db/schema.ts';
import { readStoredResult, type StoredResult } from './stored-result.ts';

const MIGRATION = fs
  .readFileSync(path.join(MIGRATIONS_FOLDER, '0011_stored-result-v2.sql'), 'utf8')
  .split('--> statement-breakpoint');

describe.each(TEST_DATABASE_KINDS)('converting version 1 stored results on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('rewrites every version 1 row as version 2 that reads back the same, and only those', async () => {
    const cookies = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(submitted.status).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    const db = t.database.db;
    const rows = await db.select().from(planScores).where(eq(planScores.userId, userId));
    expect(rows.length).toBeGreaterThan(10);

    // What each row reads as now, written back in version 1 (the reader's own shape, points by
    // name); one row also gets a point outside STORED_POINT_KEYS and an eligibility note.
    const expected = new Map<number, StoredResult>();
    for (const [i, row] of rows.entries()) {
      const read = readStoredResult(row.reasoning);
      if (!read) throw new Error('unreadable stored result');
      // Version 1 rows predate drug pricing (issue 17): they read back with none.
      const v1: StoredResult = {
        ...read,
        drugPricing: null,
        ...(i === 0
          ? { scoreBreakdown: { ...read.scoreBreakdown, retiredBonusPoints: 1.5 }, eligibilityNote: 'Note' }
          : {}),
      };
      expected.set(row.id, v1);
      await db.update(planScores).set({ reasoning: v1 }).where(eq(planScores.id, row.id));
    }
    const untouched = { version: 3, kept: true };
    await db
      .update(planScores)
      .set({ reasoning: untouched })
      .where(eq(planScores.id, rows.at(-1)?.id ?? -1));
    expected.delete(rows.at(-1)?.id ?? -1);
    expect([...expected.values()].some((v) => v.inTopResults && v.drugs.length > 0)).toBe(true);
    expect([...expected.values()].some((v) => !v.inTopResults)).toBe(true);

    const run = async () => {
      for (const statement of MIGRATION) await db.execute(sql.raw(statement));
    };
    await run();
    const readRows = async () => db.select().from(planScores).where(eq(planScores.userId, userId));
    const converted = await readRows();
    for (const row of converted) {
      const want = expected.get(row.id);
      if (!want) {
        expect(row.reasoning).toEqual(untouched);
        continue;
      }
      expect((row.reasoning as { version: number }).version).toBe(2);
      expect(readStoredResult(row.reasoning)).toEqual(want);
    }
    // Smaller, as version 2 is meant to be, and a second run changes nothing.
    expect(JSON.stringify(converted.map((r) => r.reasoning)).length).toBeLessThan(
      JSON.stringify([...expected.values()]).length,
    );
    await run();
    expect(await readRows()).toEqual(converted);
  });
});
