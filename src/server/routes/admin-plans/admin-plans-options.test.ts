import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { KNOWN_CARRIERS, normalizeCarrier } from '../../../shared/carriers.ts';
import { normalizePlanType } from '../../../shared/plan-types.ts';
import { medicarePlans } from '../../db/schema.ts';
import { client, insertPlan } from '../../testing/admin-plans-helpers.ts';

type Options = { carriers: string[]; planTypes: string[]; regions: string[] };

const PATH = '/api/admin/plans/options';
const byLowerBytes = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

describe.each(TEST_DATABASE_KINDS)('GET /api/admin/plans/options on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const options = async (): Promise<Options> => {
    const res = await client(t, await t.adminCookie()).get(PATH);
    expect(res.status).toBe(200);
    return res.json();
  };

  it('401 without a session; 200 for an editor and an admin', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    const gateOnly = await t.request(PATH, { cookies: await t.gateCookie() });
    expect(gateOnly.status).toBe(401);
    expect(await gateOnly.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    const asEditor = await client(t, await t.adminCookie(TEST_EDITOR)).get(PATH);
    expect(asEditor.status).toBe(200);
    const asAdmin = await client(t, await t.adminCookie()).get(PATH);
    expect(asAdmin.status).toBe(200);
    expect(await asEditor.json()).toEqual(await asAdmin.json());
  });

  it('lists every distinct carrier, plan type and region of the catalogue, sorted ignoring case', async () => {
    const body = await options();
    const distinct = async (
      column: typeof medicarePlans.carrier | typeof medicarePlans.planType | typeof medicarePlans.region,
    ) => {
      const rows = await t.database.db
        .selectDistinct({ v: sql<string>`lower(${column})` })
        .from(medicarePlans)
        .where(sql`${column} is not null and btrim(${column}) <> ''`);
      return rows.map((r) => r.v).sort();
    };
    // Carriers and plan types are one list each under the catalogue's names (issue 16), carriers
    // with the known ones the data does not hold yet.
    const carriers = await distinct(medicarePlans.carrier);
    expect(body.carriers.map((c) => c.toLowerCase())).toEqual(
      [
        ...new Set(
          [...carriers, ...KNOWN_CARRIERS.map((c) => c.name)].map((c) => normalizeCarrier(c).toLowerCase()),
        ),
      ].sort(),
    );
    expect(body.planTypes.map((c) => c.toLowerCase())).toEqual(
      [
        ...new Set((await distinct(medicarePlans.planType)).map((p) => normalizePlanType(p).toLowerCase())),
      ].sort(),
    );
    expect(body.regions.map((c) => c.toLowerCase())).toEqual(await distinct(medicarePlans.region));
    expect(body.carriers).toContain('GlobalHealth');
    for (const list of [body.carriers, body.planTypes, body.regions]) {
      expect(list.length).toBeGreaterThan(0);
      expect([...list].sort(byLowerBytes)).toEqual(list);
    }
  });

  it('offers near-duplicate spellings once, under the catalogue’s name (issue 16)', async () => {
    await insertPlan(t, { carrier: 'UnitedHealth', planType: 'HMO CSNP' });
    await insertPlan(t, { carrier: 'Blue Cross and Blue Shield of Oklahoma', planType: 'hmo c-snp' });
    const body = await options();
    expect(body.carriers).toContain('UnitedHealthcare');
    expect(body.carriers).not.toContain('UnitedHealth');
    expect(body.carriers.filter((c) => /blue cross/i.test(c))).toEqual([
      'Blue Cross Blue Shield of Oklahoma',
    ]);
    expect(body.planTypes.filter((p) => /c-?snp/i.test(p) && /hmo/i.test(p))).toEqual(['HMO C-SNP']);
  });

  it('shows a new value at once, one option per spelling ignoring case, and no blank regions', async () => {
    await insertPlan(t, { carrier: 'aardvark Options Health', planType: 'Zz-Test SNP', region: 'Atlantis' });
    await insertPlan(t, { carrier: 'Aardvark Options Health', planType: 'zz-test snp', region: '   ' });
    await insertPlan(t, { carrier: 'Aardvark Options Health', region: null });
    const body = await options();
    expect(body.carriers.filter((c) => c.toLowerCase() === 'aardvark options health')).toEqual([
      'Aardvark Options Health',
    ]);
    expect(body.carriers[0]).toBe('Aardvark Options Health');
    expect(body.planTypes.at(-1)).toBe('Zz-Test SNP');
    expect(body.regions).toContain('Atlantis');
    for (const region of body.regions) expect(region.trim()).not.toBe('');
  });
});
