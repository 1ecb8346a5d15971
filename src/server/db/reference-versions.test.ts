import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../tests/setup/test-database.ts';
import { queryRows } from './client.ts';
import { type ReferenceTable, referenceVersion } from './reference-versions.ts';
import { carriers, dataSources, medicarePlans, medicationLookup } from './schema.ts';

/**
 * Versions bumped when a change commits (drizzle/0034): what every process's caches ask before
 * they answer from memory (plan cache, carrier list, kept results, drug catalogue).
 */
describe.each(TEST_DATABASE_KINDS)('reference versions on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  const version = async (table: ReferenceTable) => Number(await referenceVersion(database.db, table));
  /** A statement on the table that changes no row (a statement trigger fires all the same). */
  const noChange = (table: ReferenceTable) => {
    const column =
      table === 'data_sources' ? 'source_name' : table === 'medicare_plans' ? 'plan_name' : 'name';
    return sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${sql.identifier(column)} where false`;
  };

  it('moves once per committed transaction that changed the table, whoever writes, and not on a rollback', async () => {
    const db = database.db;
    const [plan] = await db.select({ id: medicarePlans.id }).from(medicarePlans).limit(1);
    if (!plan) throw new Error('no seeded plan');
    const writes: Record<ReferenceTable, () => Promise<unknown>> = {
      medicare_plans: () =>
        db.update(medicarePlans).set({ updatedAt: sql`now()` }).where(eq(medicarePlans.id, plan.id)),
      data_sources: () =>
        db.insert(dataSources).values({ kind: 'plans', sourceName: 'Version test', rows: 0 }),
      carriers: () =>
        db.insert(carriers).values({
          name: `Version Test Carrier ${kind}`,
          nameKey: `version test carrier ${kind.toLowerCase()}`,
        }),
      medication_lookup: () =>
        db.insert(medicationLookup).values({ name: `Zzversion ${kind}`, availableDosages: [] }),
    };
    for (const [table, write] of Object.entries(writes) as [ReferenceTable, () => Promise<unknown>][]) {
      const before = await version(table);
      await write();
      expect(await version(table), table).toBe(before + 1);

      // Two statements in one transaction: one new version, at its commit.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(noChange(table));
        await tx.execute(noChange(table));
        // Inside the transaction that changed it: not a version anyone may keep anything under.
        expect(await referenceVersion(tx, table), table).toBeNull();
      });
      expect(await version(table), table).toBe(before + 2);

      await expect(
        db.transaction(async (tx) => {
          await tx.execute(noChange(table));
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await version(table), table).toBe(before + 2);
    }
    const [left] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from reference_changes`);
    expect(left?.n).toBe(0);
  });

  it.runIf(kind === 'PostgreSQL')(
    'two writers of plans never deadlock over the version, and a long import committing last moves it',
    async () => {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const url = pool.options.connectionString;
      const [a, b] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
      await a.connect();
      await b.connect();
      try {
        const ids = (
          await a.query<{ id: number }>('select id from medicare_plans order by id limit 2')
        ).rows.map((r) => r.id);
        const before = await version('medicare_plans');
        // A: a long import, started first (its updated_at is its start time), touching plan 1 now and plan 2 later.
        await a.query('begin');
        await a.query('update medicare_plans set updated_at = now() where id = $1', [ids[0]]);
        // B: an admin's edit of plan 2, committed while A is still open.
        await b.query('begin');
        await b.query('update medicare_plans set updated_at = now() where id = $1', [ids[1]]);
        // A now needs plan 2, which B holds: A waits for B, and B's commit must not wait for A.
        const aSecond = a.query('update medicare_plans set updated_at = now() where id = $1', [ids[1]]);
        await b.query('commit');
        await aSecond;
        const afterEdit = await version('medicare_plans');
        expect(afterEdit).toBe(before + 1);
        await a.query('commit');
        // The import committed after the edit: the version moves again, so every cache reloads.
        expect(await version('medicare_plans')).toBe(before + 2);
      } finally {
        await a.end();
        await b.end();
      }
    },
  );
});
