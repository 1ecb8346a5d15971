/**
 * Keys of the plans' free-form maps (copays, benefits, tiers) can never be names that plain
 * objects inherit (security finding 8). Before the fix an editor could save a copay named
 * `toString`; every xlsx export then answered 500 and the CSV export wrote
 * "function toString() { [native code] }" into most plans.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { csv, postJson, uploadOk, writeCounts } from '../testing/admin-import-helpers.ts';
import { client, createBody, insertPlan, nextPlanId, planRow } from '../testing/admin-plans-helpers.ts';

const INHERITED = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'toLocaleString'];
const MAPS = ['copayStructure', 'benefits', 'prescriptionTiers'] as const;

describe.each(TEST_DATABASE_KINDS)('free-form plan keys on %s', (kind) => {
  let t: TestApp;
  let editor: ReturnType<typeof client>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = client(t, await t.adminCookie(TEST_EDITOR));
    admin = await t.adminCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an inherited name as a key on create and on every update, saving nothing', async () => {
    const existing = await insertPlan(t, { copayStructure: { pcpCopayIn: '$5' } });
    for (const map of MAPS) {
      for (const key of INHERITED) {
        const body = { [map]: { [key]: map === 'benefits' ? true : '$1' } };
        const created = await editor.post(
          '/api/admin/plans',
          createBody({ planId: nextPlanId('H6'), ...body }),
        );
        expect(created.status, `create ${map}.${key}`).toBe(400);
        const error = (await created.json()) as { issues: { path: string; message: string }[] };
        expect(error.issues).toContainEqual({
          path: `${map}.${key}`,
          message: `"${key}" is a reserved name and cannot be a field name`,
        });
        const updated = await editor.put(`/api/admin/plans/${existing.planId}`, body);
        expect(updated.status, `update ${map}.${key}`).toBe(400);
      }
    }
    // __proto__ as a JSON key: refused, and no object anywhere gains a prototype property.
    const proto = await editor.raw(
      `/api/admin/plans/${existing.planId}`,
      'PUT',
      '{"copayStructure":{"__proto__":{"polluted":"yes"},"pcpCopayIn":"$9"}}',
    );
    expect(proto.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const row = await planRow(t, existing.planId);
    expect(row?.copayStructure).toEqual({ pcpCopayIn: '$5' });
    // Ordinary keys still save.
    expect(
      (await editor.put(`/api/admin/plans/${existing.planId}`, { copayStructure: { ambulance: '$250' } }))
        .status,
    ).toBe(200);
  });

  it('refuses an inherited name in an imported column, writing nothing', async () => {
    const uploaded = await uploadOk(t, admin, {
      name: 'keys.csv',
      content: csv([
        ['planId', 'carrier', 'planName', 'planType', 'region', 'copay.toString', 'benefits.constructor'],
        ['R1001-001', 'Key Health', 'Key Test (HMO)', 'HMO', 'Oklahoma', '$5', 'yes'],
      ]),
    });
    const sheet = uploaded.sheets[0]?.name ?? '';
    const mapping = uploaded.suggestedMapping[sheet] ?? {};
    const before = await writeCounts(t);
    const res = await postJson(t, admin, `/api/admin/import/jobs/${uploaded.job.id}/run`, { sheet, mapping });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { message: string }[] };
    expect(body.issues.map((i) => i.message).join('\n')).toMatch(/reserved name/);
    expect(await writeCounts(t)).toEqual(before);
    expect(await planRow(t, 'R1001-001')).toBeNull();
  });

  it('keeps exports whole when such a key is already stored', async () => {
    const stored = await insertPlan(t, { planName: 'Stored Before The Fix (HMO)' });
    await t.database.db.execute(
      sql`update medicare_plans set copay_structure = '{"toString": "$1", "pcpCopayIn": "$5"}'::jsonb,
        benefits = '{"constructor": "x"}'::jsonb where plan_id = ${stored.planId}`,
    );
    const api = client(t, admin);
    const csvRes = await api.get('/api/admin/plans/export?format=csv');
    expect(csvRes.status).toBe(200);
    const text = await csvRes.text();
    expect(text).not.toMatch(/function|native code/);
    expect(text).toContain('Stored Before The Fix (HMO)');
    expect(text).not.toContain('copay.toString');
    const xlsxRes = await api.get('/api/admin/plans/export?format=xlsx');
    expect(xlsxRes.status).toBe(200);
    expect((await xlsxRes.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const importExport = await api.get('/api/admin/import/export?format=csv');
    expect(importExport.status).toBe(200);
    expect(await importExport.text()).not.toMatch(/function|native code/);
  });
});
