/**
 * One list of carriers and plan types (issue 16 "Admin"): an import stores the catalogue's names
 * (shared/carriers.ts, shared/plan-types.ts) and keeps the file's spelling in *_as_imported, so a
 * filter by one spelling finds every plan; for our template (CSV) and CMS's Landscape file alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { AdminPlanListResponse } from '../../../shared/admin-plan-contracts.ts';
import type { ImportPreview } from '../../../shared/import-contracts.ts';
import { medicarePlans } from '../../db/schema.ts';
import {
  csv,
  PLAN_HEADER,
  postJson,
  runBody,
  runToEnd,
  uploadOk,
} from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';
import { historyRows } from '../../testing/admin-plans-helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import');

describe.each(TEST_DATABASE_KINDS)('carrier and plan type names on import, on %s', (kind) => {
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
        planType: medicarePlans.planType,
        planTypeAsImported: medicarePlans.planTypeAsImported,
      })
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, planIds))
      .orderBy(medicarePlans.planId);

  const listed = async (query: Record<string, string>) => {
    const res = await t.request(`/api/admin/plans?${new URLSearchParams({ limit: '100', ...query })}`, {
      cookies: admin,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as AdminPlanListResponse).plans.map((p) => p.planId).sort();
  };

  it('a plans CSV: near-duplicate spellings stored as one name, the file’s kept; one filter finds them all', async () => {
    const spellings: [string, string, string][] = [
      ['R1001-001', 'UnitedHealth', 'HMO CSNP'],
      ['R1001-002', 'United Healthcare, Inc.', 'hmo c-snp'],
      ['R1001-003', 'UnitedHealthcare', 'HMO C-SNP'],
      ['R1001-004', 'Blue Cross and Blue Shield of Oklahoma', 'HMO POS'],
      ['R1001-005', 'Acme  Health', 'PPO'],
    ];
    const body = csv([
      PLAN_HEADER,
      ...spellings.map(([id, carrier, type]) => [id, carrier, `Names ${id}`, type, 'Oklahoma', '0.00']),
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'names.csv', content: body });
    const check = await postJson(
      t,
      admin,
      `/api/admin/import/jobs/${uploaded.job.id}/validate`,
      runBody(uploaded),
    );
    const preview = (await check.json()) as ImportPreview;
    // The preview shows what will be stored.
    expect(preview.sample.map((p) => [p.carrier, p.planType])).toEqual([
      ['UnitedHealthcare', 'HMO C-SNP'],
      ['UnitedHealthcare', 'HMO C-SNP'],
      ['UnitedHealthcare', 'HMO C-SNP'],
      ['Blue Cross Blue Shield of Oklahoma', 'HMO-POS'],
      ['Acme Health', 'PPO'],
    ]);
    const job = await runToEnd(t, admin, uploaded, { mode: 'create' });
    expect(job.summary).toEqual({ created: 5, updated: 0 });

    expect(await stored(spellings.map(([id]) => id))).toEqual([
      {
        planId: 'R1001-001',
        carrier: 'UnitedHealthcare',
        carrierAsImported: 'UnitedHealth',
        planType: 'HMO C-SNP',
        planTypeAsImported: 'HMO CSNP',
      },
      {
        planId: 'R1001-002',
        carrier: 'UnitedHealthcare',
        carrierAsImported: 'United Healthcare, Inc.',
        planType: 'HMO C-SNP',
        planTypeAsImported: 'hmo c-snp',
      },
      {
        planId: 'R1001-003',
        carrier: 'UnitedHealthcare',
        carrierAsImported: null,
        planType: 'HMO C-SNP',
        planTypeAsImported: null,
      },
      {
        planId: 'R1001-004',
        carrier: 'Blue Cross Blue Shield of Oklahoma',
        carrierAsImported: 'Blue Cross and Blue Shield of Oklahoma',
        planType: 'HMO-POS',
        planTypeAsImported: 'HMO POS',
      },
      {
        planId: 'R1001-005',
        carrier: 'Acme Health',
        carrierAsImported: 'Acme  Health',
        planType: 'PPO',
        planTypeAsImported: null,
      },
    ]);
    expect(await listed({ carrier: 'UnitedHealthcare', planType: 'HMO C-SNP', search: 'R1001' })).toEqual([
      'R1001-001',
      'R1001-002',
      'R1001-003',
    ]);
    // The history shows what the admin sees, not the file's spelling.
    const [created] = await historyRows(t, 'R1001-001');
    expect(JSON.stringify(created)).not.toContain('AsImported');

    // The same file again in upsert mode changes nothing.
    const again = await uploadOk(t, admin, { name: 'names-again.csv', content: body });
    expect((await runToEnd(t, admin, again, { mode: 'upsert' })).summary).toEqual({ created: 0, updated: 0 });

    // A visible change writes the file's new spelling too.
    const changed = csv([
      PLAN_HEADER,
      ['R1001-003', 'UHC', 'Names changed', 'HMO C-SNP', 'Oklahoma', '0.00'],
    ]);
    const third = await uploadOk(t, admin, { name: 'names-changed.csv', content: changed });
    expect((await runToEnd(t, admin, third, { mode: 'upsert' })).summary).toEqual({ created: 0, updated: 1 });
    expect(await stored(['R1001-003'])).toEqual([
      {
        planId: 'R1001-003',
        carrier: 'UnitedHealthcare',
        carrierAsImported: 'UHC',
        planType: 'HMO C-SNP',
        planTypeAsImported: null,
      },
    ]);
  });

  it('a CMS Landscape file: the marketing name and CMS’s plan type under the catalogue’s names', async () => {
    const content = fs
      .readFileSync(path.join(FIXTURES, 'cms-landscape-2026.csv'), 'utf8')
      .replaceAll(
        ',Prairie Health,Local CCP,Prairie Health Classic (HMO),HMO,',
        ',UnitedHealth,Local CCP,Prairie Health Classic (HMO),hmo,',
      );
    const job = await importToEnd(t, admin, 'landscape-file', content, {
      fileName: 'landscape.csv',
      query: { mode: 'create', state: 'OK' },
    });
    expect(job.status).toBe('completed');
    const rows = await t.database.db
      .select({
        carrier: medicarePlans.carrier,
        carrierAsImported: medicarePlans.carrierAsImported,
        planType: medicarePlans.planType,
        planTypeAsImported: medicarePlans.planTypeAsImported,
      })
      .from(medicarePlans)
      .where(like(medicarePlans.planId, 'H7001-001'));
    expect(rows).toEqual([
      {
        carrier: 'UnitedHealthcare',
        carrierAsImported: 'UnitedHealth',
        planType: 'HMO',
        planTypeAsImported: 'hmo',
      },
    ]);
    expect(await listed({ carrier: 'UnitedHealthcare', search: 'H7001-001' })).toEqual(['H7001-001']);
  });

  it('plans entered in the app take the catalogue’s names too, and a filter takes any spelling', async () => {
    const created = await postJson(t, admin, '/api/admin/plans', {
      planId: 'R2001-001',
      carrier: 'UnitedHealth',
      planName: 'Names in the app',
      planType: 'HMO CSNP',
      region: 'Oklahoma',
      monthlyPremium: '0.00',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ carrier: 'UnitedHealthcare', planType: 'HMO C-SNP' });
    expect(await stored(['R2001-001'])).toEqual([
      {
        planId: 'R2001-001',
        carrier: 'UnitedHealthcare',
        carrierAsImported: null,
        planType: 'HMO C-SNP',
        planTypeAsImported: null,
      },
    ]);
    // Another spelling of the same carrier is no change.
    const patched = await t.request('/api/admin/plans/R2001-001', {
      method: 'PUT',
      json: { carrier: 'UHC', planType: 'hmo c-snp' },
      cookies: admin,
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await historyRows(t, 'R2001-001')).toHaveLength(1);
    const queries: Record<string, string>[] = [
      { carrier: 'UnitedHealth' },
      { carrier: 'united healthcare' },
      { planType: 'HMO CSNP' },
    ];
    for (const query of queries) {
      expect(await listed({ ...query, search: 'R2001' })).toEqual(['R2001-001']);
    }
  });
});
