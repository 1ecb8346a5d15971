import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { MedicationLookupItem } from '../../../shared/lookup-contracts.ts';
import { medicationLookup } from '../../db/schema.ts';
import { CATALOGUE_RECHECK_MS } from '../../services/catalogue/medication-lookup-body.ts';
import { medicationCatalogue } from '../../services/catalogue/reference-lookups.ts';

/** The drug catalogue served prebuilt (issue 21): compressed, tagged, 304 when current, rebuilt on change. */
describe.each(TEST_DATABASE_KINDS)('the prebuilt drug catalogue on %s', (kind) => {
  let t: TestApp;
  let gate: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    gate = await t.gateCookie();
  });
  afterAll(() => t?.close());

  /** A change reaches the prebuilt catalogue within CATALOGUE_RECHECK_MS. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, CATALOGUE_RECHECK_MS + 50));
  const get = (headers: Record<string, string> = {}) =>
    t.request('/api/medication-lookup', { cookies: gate, headers });

  it('answers the catalogue as the database holds it, gzip when asked, with one validator', async () => {
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const items = (await plain.json()) as MedicationLookupItem[];
    expect(items).toEqual(await medicationCatalogue(t.database.db));
    expect(items.length).toBeGreaterThan(10);

    const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify(items).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(items);
  });

  it('answers 304 with no body when the browser has the current catalogue', async () => {
    const etag = (await get()).headers.get('etag') ?? '';
    const again = await get({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect((await get({ 'if-none-match': '"0-stale"' })).status).toBe(200);
  });

  it('is built again within a second when the catalogue changes, whoever changes it', async () => {
    const before = await get();
    const etag = before.headers.get('etag') ?? '';
    // A write straight into the table, as an import or a restore would make.
    await t.database.db
      .insert(medicationLookup)
      .values({ name: 'Zzcanary Prebuilt', availableDosages: ['1 mg'] });
    await settle();
    const after = await get({ 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const names = ((await after.json()) as MedicationLookupItem[]).map((m) => m.name);
    expect(names).toContain('Zzcanary Prebuilt');

    await t.database.db.execute(sql`delete from ${medicationLookup} where name = 'Zzcanary Prebuilt'`);
    await settle();
    const removed = ((await (await get()).json()) as MedicationLookupItem[]).map((m) => m.name);
    expect(removed).not.toContain('Zzcanary Prebuilt');
  });
});
