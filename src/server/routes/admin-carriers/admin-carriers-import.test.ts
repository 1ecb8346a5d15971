/**
 * The list admins maintain is the one imports and the plan API normalise with (issue 16): after an
 * admin adds an alias, a plans file or CMS Landscape file spelling the carrier that way stores the
 * carrier's name and keeps the file's spelling; the plan API and its filter take the alias too; and
 * a change made by another process (straight in the table) is seen on the next request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { carrierWriteResponseSchema } from '../../../shared/carrier-contracts.ts';
import { carrierMatchKey } from '../../../shared/carriers.ts';
import { carriers, medicarePlans } from '../../db/schema.ts';
import { csv, PLAN_HEADER, postJson, runToEnd, uploadOk } from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import');

describe.each(TEST_DATABASE_KINDS)('imports and plan writes use the admin carrier list, on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
  });
  afterAll(() => t.close());

  const stored = (planIds: string[]) =>
    t.database.db
      .select({
        planId: medicarePlans.planId,
        carrier: medicarePlans.carrier,
        carrierAsImported: medicarePlans.carrierAsImported,
      })
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, planIds))
      .orderBy(medicarePlans.planId);

  const humanaId = async () => {
    const [row] = await t.database.db.select().from(carriers).where(eq(carriers.name, 'Humana'));
    if (!row) throw new Error('Humana is seeded by migration 0014');
    return row;
  };

  it('a plans CSV spelling a carrier by an alias an admin added stores the carrier’s name and keeps the spelling', async () => {
    const content = csv([
      PLAN_HEADER,
      ['R1001-001', 'Humana Gold Sooner', 'Alias Plan One', 'HMO', 'Oklahoma', '0.00'],
      ['R1001-002', 'HUMANA GOLD SOONER, INC.', 'Alias Plan Two', 'HMO', 'Oklahoma', '0.00'],
    ]);
    // Before the alias: the spelling is a carrier of its own.
    const first = await uploadOk(t, admin, { name: 'before.csv', content });
    expect((await runToEnd(t, admin, first, { mode: 'create' })).status).toBe('completed');
    expect((await stored(['R1001-001'])).map((p) => p.carrier)).toEqual(['Humana Gold Sooner']);
    await t.database.db
      .delete(medicarePlans)
      .where(inArray(medicarePlans.planId, ['R1001-001', 'R1001-002']));

    const humana = await humanaId();
    const res = await t.request(`/api/admin/carriers/${humana.id}`, {
      method: 'PUT',
      json: { aliases: [...(humana.aliases ?? []), 'Humana Gold Sooner'] },
      cookies: admin,
    });
    expect(res.status).toBe(200);
    carrierWriteResponseSchema.parse(await res.json());

    const second = await uploadOk(t, admin, { name: 'after.csv', content });
    expect((await runToEnd(t, admin, second, { mode: 'create' })).summary).toEqual({
      created: 2,
      updated: 0,
    });
    expect(await stored(['R1001-001', 'R1001-002'])).toEqual([
      { planId: 'R1001-001', carrier: 'Humana', carrierAsImported: 'Humana Gold Sooner' },
      { planId: 'R1001-002', carrier: 'Humana', carrierAsImported: 'HUMANA GOLD SOONER, INC.' },
    ]);
  });

  it('a CMS Landscape file spelling a carrier by an admin’s alias stores the carrier’s name', async () => {
    const created = await postJson(t, admin, '/api/admin/carriers', {
      name: 'Prairie Health Partners',
      aliases: ['Prairie Health'],
    });
    expect(created.status).toBe(201);
    const content = fs.readFileSync(path.join(FIXTURES, 'cms-landscape-2026.csv'), 'utf8');
    expect(content).toContain(',Prairie Health,');
    const job = await importToEnd(t, admin, 'landscape-file', content, {
      fileName: 'landscape.csv',
      query: { mode: 'create', state: 'OK' },
    });
    expect(job.status).toBe('completed');
    expect(await stored(['H7001-001'])).toEqual([
      { planId: 'H7001-001', carrier: 'Prairie Health Partners', carrierAsImported: 'Prairie Health' },
    ]);
  });

  it('the plan API and its filter take an alias; a change made elsewhere (straight in the table) is seen on the next request', async () => {
    // Another server process adds the alias: this app's cached list must notice.
    const humana = await humanaId();
    await t.database.db
      .update(carriers)
      .set({
        aliases: [...(humana.aliases ?? []), 'Humana Red River'],
        updatedAt: new Date(Date.now() + 1000),
      })
      .where(eq(carriers.id, humana.id));
    const res = await postJson(t, admin, '/api/admin/plans', {
      planId: 'R2001-001',
      carrier: 'Humana Red River',
      planName: 'Alias in the app',
      planType: 'HMO',
      region: 'Oklahoma',
      monthlyPremium: '0.00',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await res.json()).toMatchObject({ carrier: 'Humana' });
    const listed = await t.request('/api/admin/plans?carrier=Humana%20Red%20River&search=R2001&limit=100', {
      cookies: admin,
    });
    expect(((await listed.json()) as { plans: { planId: string }[] }).plans.map((p) => p.planId)).toEqual([
      'R2001-001',
    ]);

    // A carrier an admin adds is offered by the plan options even before any plan has it.
    await t.database.db
      .insert(carriers)
      .values({ name: 'Brand New Health', nameKey: carrierMatchKey('Brand New Health'), aliases: [] });
    const options = (await (await t.request('/api/admin/plans/options', { cookies: admin })).json()) as {
      carriers: string[];
    };
    expect(options.carriers).toContain('Brand New Health');
    expect(options.carriers).not.toContain('Humana Red River');
  });
});
