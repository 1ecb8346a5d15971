import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { providers } from '../../db/schema.ts';
import { ZipGeo } from '../catalogue/zip-geo.ts';
import { ProviderDirectory } from './provider-directory.ts';
import { type ProviderSearchInput, searchProvidersSql } from './provider-search-sql.ts';

type P = { id: number; last: string; first: string; specialty: string; zip: string | null };

/**
 * The ranking of spec §9 written the slow, obvious way over every provider (ties: distance, then
 * the names in byte order, the matched name first for a first-name prefix): the in-memory
 * directory and the two-stage, index-driven SQL search must both give exactly this list.
 */
function reference(all: P[], input: ProviderSearchInput, nearby: Map<string, number> | null): number[] {
  const q = input.q.trim().toLowerCase();
  const words = q.split(/[\s,]+/).filter(Boolean);
  const rankOf = (p: P): number | null => {
    const [a, b] = words;
    if (words.length === 2 && a && b) {
      if ((p.last.startsWith(a) && p.first.startsWith(b)) || (p.first.startsWith(a) && p.last.startsWith(b)))
        return 0;
    }
    if (p.last.startsWith(q)) return 1;
    if (p.first.startsWith(q)) return 2;
    if (p.last.includes(q)) return 3;
    if (p.first.includes(q)) return 4;
    if (p.specialty.includes(q)) return 5;
    return null;
  };
  const byte = (x: string, y: string) => Buffer.compare(Buffer.from(x), Buffer.from(y));
  return all
    .flatMap((p) => {
      const rank = rankOf(p);
      if (rank === null) return [];
      if (nearby && !(p.zip && nearby.has(p.zip))) return [];
      return [{ p, rank, distance: nearby && p.zip ? (nearby.get(p.zip) ?? 0) : 0 }];
    })
    .sort((x, y) => {
      if (x.rank !== y.rank) return x.rank - y.rank;
      if (x.distance !== y.distance) return x.distance - y.distance;
      // First-name prefix matches (rank 2) in first-name order; every other rank by last name.
      const [k1, k2] = x.rank === 2 ? (['first', 'last'] as const) : (['last', 'first'] as const);
      return byte(x.p[k1], y.p[k1]) || byte(x.p[k2], y.p[k2]) || x.p.id - y.p.id;
    })
    .slice(0, 20)
    .map((x) => x.p.id);
}

describe.each(TEST_DATABASE_KINDS)('provider search ranking on %s', (kind) => {
  let t: TestApp;
  let all: P[];
  let geo: ZipGeo;
  let directory: ProviderDirectory | undefined;

  beforeAll(async () => {
    t = await createTestApp(kind);
    geo = new ZipGeo(t.database.db);
    const rows = await t.database.db
      .select({
        id: providers.id,
        last: providers.lastNameOrOrgName,
        first: providers.firstName,
        specialty: providers.primarySpecialty,
        zip: providers.zipCode,
      })
      .from(providers);
    all = rows.map((r) => ({
      id: r.id,
      last: r.last.toLowerCase(),
      first: (r.first ?? '').toLowerCase(),
      specialty: (r.specialty ?? '').toLowerCase(),
      zip: r.zip,
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  // Narrow and broad fragments, 2 to 5 characters, names and specialties, with and without a
  // radius; broad ones match thousands of providers.
  const cases: ProviderSearchInput[] = [
    { q: 'an' },
    { q: 'in' },
    { q: 'son' },
    { q: 'kev' },
    { q: 'Nurse' },
    { q: 'family' },
    { q: 'ology' },
    { q: 'smith john' },
    { q: 'an', userZip: '73102', radius: 20 },
    { q: 'son', userZip: '74103', radius: 50 },
    { q: 'Nurse', userZip: '73102', radius: 50 },
    { q: 'Phys', userZip: '73121', radius: 10 },
    { q: 'ur', userZip: '73625', radius: 50 },
    { q: 'med', userZip: '74012' },
    { q: 'zq', userZip: '73099', radius: 200 },
    // Near a ZIP: a full name, a first-name prefix with many namesakes, contains-matches found
    // through specialties, a comma between the names, LIKE's wildcards typed as text.
    { q: 'smith john', userZip: '73102', radius: 50 },
    { q: 'john smith', userZip: '74103', radius: 200 },
    { q: 'smith, j' },
    { q: 'kev', userZip: '74103', radius: 50 },
    { q: 'mar', userZip: '73102', radius: 10 },
    { q: 'ology', userZip: '74103', radius: 20 },
    { q: 'ics', userZip: '73102', radius: 5 },
    { q: 'a_', userZip: '73102', radius: 50 },
    { q: '%n' },
  ];
  const expectedFor = async (input: ProviderSearchInput) =>
    reference(
      all,
      input,
      input.userZip ? await geo.within(input.userZip, input.radius ?? Number.POSITIVE_INFINITY) : null,
    );

  it.each(cases)('the in-memory directory matches the reference ranking for %o', async (input) => {
    directory ??= new ProviderDirectory(t.database.db);
    const actual = (await directory.search(geo, input)).map((r) => r.id);
    expect(actual).toEqual(await expectedFor(input));
  });

  it.each(cases)('the SQL search matches the reference ranking for %o', async (input) => {
    const actual = (await searchProvidersSql(t.database.db, geo, input)).map((r) => r.id);
    expect(actual).toEqual(await expectedFor(input));
  });

  it('searches in SQL when the directory is larger than its memory limit, with the same answers', async () => {
    const directory = new ProviderDirectory(t.database.db, 1000);
    for (const input of cases.slice(0, 4))
      expect((await directory.search(geo, input)).map((r) => r.id)).toEqual(await expectedFor(input));
  });

  it('sees a change to the providers table at the next search', async () => {
    const db = t.database.db;
    const directory = new ProviderDirectory(db);
    const before = await directory.search(geo, { q: 'Zzyzx' });
    expect(before).toEqual([]);
    const [added] = await db
      .insert(providers)
      .values({
        lastNameOrOrgName: 'Zzyzx',
        firstName: 'Quinn',
        primarySpecialty: 'Cardiology',
        zipCode: '73102',
      })
      .returning({ id: providers.id });
    const id = added?.id as number;
    try {
      expect((await directory.search(geo, { q: 'zzy' })).map((r) => r.id)).toEqual([id]);
      await db.update(providers).set({ lastNameOrOrgName: 'Zzyzzyva' }).where(eq(providers.id, id));
      expect((await directory.search(geo, { q: 'zzyzzy' }))[0]).toMatchObject({
        id,
        lastNameOrOrgName: 'Zzyzzyva',
      });
      // A change made outside this process's code (another server, a script) is seen as well.
      await db.execute(sql`delete from providers where id = ${id}`);
      expect(await directory.search(geo, { q: 'zzy' })).toEqual([]);
    } finally {
      await db.delete(providers).where(eq(providers.id, id));
    }
  });

  it('finds the broad cases it was meant to exercise', async () => {
    // Guards the cases above: they must include fragments that match thousands of providers.
    const nurses = reference(all, { q: 'Nurse' }, null);
    expect(nurses).toHaveLength(20);
    expect(all.filter((p) => p.specialty.includes('nurse')).length).toBeGreaterThan(300);
    expect(all.filter((p) => p.last.includes('an')).length).toBeGreaterThan(300);
  });
});
