import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { haversineMiles } from '../../../engine/geo.ts';
import { providerSearchResultSchema } from '../../../shared/api-responses.ts';
import type { ProviderSearchResult } from '../../../shared/lookup-contracts.ts';
import { providers, zipCoordinates } from '../../db/schema.ts';

const HOME_ZIP = '73099';

describe.each(TEST_DATABASE_KINDS)('provider search on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let inside: { zip: string; miles: number };
  let outside: { zip: string; miles: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    const points = await t.database.db.select().from(zipCoordinates);
    const home = points.find((p) => p.zipCode === HOME_ZIP);
    if (!home) throw new Error('home ZIP missing');
    const withDistance = points
      .filter((p) => p.zipCode !== HOME_ZIP)
      .map((p) => ({
        zip: p.zipCode,
        miles: haversineMiles(
          Number(home.latitude),
          Number(home.longitude),
          Number(p.latitude),
          Number(p.longitude),
        ),
      }));
    // A ZIP at 14.x miles is inside a 15-mile radius; one at 15.x miles is outside it.
    const near = withDistance.filter((p) => p.miles > 14.05 && p.miles < 14.95);
    const far = withDistance.filter((p) => p.miles > 15.05 && p.miles < 15.95);
    if (!near[0] || !far[0]) throw new Error('no ZIPs at the boundary');
    inside = near[0];
    outside = far[0];

    // Crafted rows with a made-up syllable no generated name contains.
    await t.database.db.insert(providers).values([
      {
        lastNameOrOrgName: 'Clinic Of Care',
        primarySpecialty: 'Vexqu Therapy',
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
      {
        lastNameOrOrgName: 'Lee',
        firstName: 'Avexqua',
        primarySpecialty: 'Cardiology',
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
      {
        lastNameOrOrgName: 'Avexquon',
        firstName: 'Bob',
        primarySpecialty: null,
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
      {
        lastNameOrOrgName: 'Brown',
        firstName: 'Vexquina',
        primarySpecialty: 'Family Medicine',
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
      {
        lastNameOrOrgName: 'Vexquander',
        firstName: 'Ann',
        primarySpecialty: 'Internal Medicine',
        npi: '1999999992',
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
      {
        lastNameOrOrgName: 'Zolvexq',
        firstName: 'Inside',
        primarySpecialty: 'Neurology',
        city: 'Near',
        state: 'OK',
        zipCode: inside.zip,
      },
      {
        lastNameOrOrgName: 'Zolvexq',
        firstName: 'Outside',
        primarySpecialty: 'Neurology',
        city: 'Far',
        state: 'OK',
        zipCode: outside.zip,
      },
      {
        lastNameOrOrgName: 'Percent',
        firstName: '100%',
        primarySpecialty: 'Billing',
        city: 'Yukon',
        state: 'OK',
        zipCode: HOME_ZIP,
      },
    ]);
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    // The search travels as a JSON body (ADR 0011); the cases are written as query strings.
    const res = await t.request('/api/providers/search', {
      cookies,
      json: Object.fromEntries(new URLSearchParams(query)),
    });
    return { status: res.status, body: await res.json() };
  };

  it('ranks last-name prefix, first-name prefix, last-name contains, first-name contains, then specialty', async () => {
    const { status, body } = await search('q=vexqu');
    expect(status).toBe(200);
    expect(
      body.map(
        (p: { lastNameOrOrgName: string; firstName: string | null }) =>
          `${p.lastNameOrOrgName}/${p.firstName}`,
      ),
    ).toEqual(['Vexquander/Ann', 'Brown/Vexquina', 'Avexquon/Bob', 'Lee/Avexqua', 'Clinic Of Care/null']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      lastNameOrOrgName: 'Vexquander',
      firstName: 'Ann',
      primarySpecialty: 'Internal Medicine',
      npi: '1999999992',
      city: 'Yukon',
      state: 'OK',
      zipCode: HOME_ZIP,
      sample: false,
    });
  });

  it('marks the sample directory’s made-up providers sample: true, and no other (issue 36)', async () => {
    // The crafted rows are written as an import writes a real row (sample left false).
    const real = await search(`q=Vexquander&userZip=${HOME_ZIP}`);
    expect(real.body[0]).toMatchObject({ lastNameOrOrgName: 'Vexquander', sample: false });
    const [seeded] = await t.database.db
      .select({ id: providers.id, name: providers.lastNameOrOrgName, first: providers.firstName })
      .from(providers)
      .where(eq(providers.sample, true))
      .orderBy(providers.id)
      .limit(1);
    if (!seeded) throw new Error('no seeded sample provider');
    const found = (await search(`q=${encodeURIComponent(`${seeded.name} ${seeded.first ?? ''}`.trim())}`))
      .body as ProviderSearchResult[];
    expect(found.find((p) => p.id === seeded.id)).toMatchObject({ sample: true });
    for (const p of found) expect(providerSearchResultSchema.parse(p)).toEqual(p);
  });

  it('matches case-insensitively and by "Last, First" or "First Last"', async () => {
    expect((await search('q=VEXQUANDER')).body[0].firstName).toBe('Ann');
    expect(
      (await search('q=Vexquander%2C%20Ann')).body.map((p: { firstName: string }) => p.firstName),
    ).toEqual(['Ann']);
    expect((await search('q=ann%20vexquander')).body[0].lastNameOrOrgName).toBe('Vexquander');
  });

  it('treats % and _ in the query as text, not wildcards', async () => {
    expect(
      (await search('q=0%25')).body.map((p: { lastNameOrOrgName: string }) => p.lastNameOrOrgName),
    ).toEqual(['Percent']);
    expect((await search('q=__')).body).toEqual([]);
    expect((await search('q=%2C%20%2C')).status).toBe(200);
  });

  it('keeps only providers within the radius of the user ZIP, with their distance', async () => {
    const within15 = (await search(`q=zolvexq&userZip=${HOME_ZIP}&radius=15`)).body;
    expect(within15.map((p: { firstName: string }) => p.firstName)).toEqual(['Inside']);
    expect(within15[0].distanceMiles).toBeCloseTo(inside.miles, 1);
    const within16 = (await search(`q=zolvexq&userZip=${HOME_ZIP}&radius=16`)).body;
    expect(within16.map((p: { firstName: string }) => p.firstName)).toEqual(['Inside', 'Outside']);
    expect(within16[1].distanceMiles).toBeCloseTo(outside.miles, 1);
    expect((await search(`q=zolvexq&userZip=${HOME_ZIP}&radius=14`)).body).toEqual([]);
    // A ZIP without coordinates has nobody within any radius.
    expect((await search('q=zolvexq&userZip=99999&radius=200')).body).toEqual([]);
    // Without a radius nobody is filtered out, but distances are given.
    const anyDistance = (await search(`q=zolvexq&userZip=${HOME_ZIP}`)).body;
    expect(anyDistance).toHaveLength(2);
    expect(anyDistance[0].distanceMiles).toBeDefined();
  });

  it('returns at most 20 results', async () => {
    const { body } = await search('q=an');
    expect(body.length).toBeLessThanOrEqual(20);
  });

  it('refuses bad input with 400 and a clear message, never 5xx', async () => {
    const cases: [string, string][] = [
      ['', 'Type at least 2 characters to search.'],
      ['q=a', 'Type at least 2 characters to search.'],
      ['q=%20%20a%20', 'Type at least 2 characters to search.'],
      [`q=${'x'.repeat(101)}`, 'Search text is too long'],
      ['q=lee&userZip=7309', 'ZIP code must be 5 digits'],
      ['q=lee&userZip=73099&radius=0', 'Radius must be at least 1 mile'],
      ['q=lee&userZip=73099&radius=201', 'Radius cannot exceed 200 miles'],
      ['q=lee&userZip=73099&radius=abc', 'Radius must be a number'],
      ['q=lee&userZip=73099&radius=2.5', 'Radius must be a whole number of miles'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await search(query);
      expect({ query, status, error: body.error }).toEqual({ query, status: 400, error: message });
    }
  });

  it('needs the access gate', async () => {
    expect((await t.request('/api/providers/search', { json: { q: 'lee' } })).status).toBe(401);
    // The old GET, with a name in its URL, is gone.
    expect((await t.request('/api/providers/search?q=lee', { cookies })).status).toBe(404);
  });
});
