import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  TEST_DATABASE_KINDS,
  type TestDatabase,
} from '../../../../tests/setup/test-database.ts';
import { medicarePlans, planNetworks } from '../../db/schema.ts';
import { NetworkSourcesCache } from './network-sources.ts';

describe.each(TEST_DATABASE_KINDS)('network sources per plan on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('tells sample, real and no network data apart, and sees a change at the next call', async () => {
    const { db } = database;
    const [seeded] = await db.select().from(medicarePlans).where(eq(medicarePlans.planId, 'H3706-001'));
    const [created] = await db
      .insert(medicarePlans)
      .values({
        planId: 'S9001-001',
        planYear: 2026,
        carrier: 'Test',
        planName: 'No network yet',
        planType: 'HMO',
        serviceArea: ['OK'],
      })
      .returning();
    if (!seeded || !created) throw new Error('plans');
    const cache = new NetworkSourcesCache();
    const first = await cache.of(db, [seeded.id, created.id]);
    expect(first.get(seeded.id)).toEqual({ real: false, sample: true });
    expect(first.get(created.id)).toEqual({ real: false, sample: false });

    // An admin or an import adds a real row: the next call sees it without a restart.
    const [provider] = await db
      .execute(sql`select id from providers limit 1`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    await db.insert(planNetworks).values({ planId: created.id, providerId: Number(provider?.id) });
    expect((await cache.of(db, [created.id])).get(created.id)).toEqual({ real: true, sample: false });
    await db.delete(planNetworks).where(eq(planNetworks.planId, created.id));
    expect((await cache.of(db, [created.id])).get(created.id)).toEqual({ real: false, sample: false });
  });
});
