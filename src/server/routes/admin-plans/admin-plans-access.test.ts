import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { client, createBody, insertPlan, nextPlanId, planRow } from '../../testing/admin-plans-helpers.ts';

type Call = { method: string; path: string; body?: unknown };
type Route = {
  name: string;
  /** A fresh call (its own target plan), so every role meets the same starting state. */
  call: () => Promise<Call>;
  success: number;
  editorMay: boolean;
};

describe.each(TEST_DATABASE_KINDS)('admin plan API: who may do what, on %s', (kind) => {
  let t: TestApp;
  let adminCookies: string;
  let editorCookies: string;
  let gateOnly: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminCookies = await t.adminCookie();
    editorCookies = await t.adminCookie(TEST_EDITOR);
    gateOnly = await t.gateCookie();
  });
  afterAll(() => t.close());

  const target = async () => (await insertPlan(t)).planId;
  const routes: Route[] = [
    {
      name: 'GET list',
      call: async () => ({ method: 'GET', path: '/api/admin/plans' }),
      success: 200,
      editorMay: true,
    },
    {
      name: 'GET one',
      call: async () => ({ method: 'GET', path: `/api/admin/plans/${await target()}` }),
      success: 200,
      editorMay: true,
    },
    {
      name: 'GET history',
      call: async () => ({ method: 'GET', path: `/api/admin/plans/${await target()}/history` }),
      success: 200,
      editorMay: true,
    },
    {
      name: 'POST create',
      call: async () => ({
        method: 'POST',
        path: '/api/admin/plans',
        body: createBody({ planId: nextPlanId() }),
      }),
      success: 201,
      editorMay: true,
    },
    {
      name: 'PUT update',
      call: async () => ({
        method: 'PUT',
        path: `/api/admin/plans/${await target()}`,
        body: { notes: 'Changed by the role matrix' },
      }),
      success: 200,
      editorMay: true,
    },
    {
      name: 'DELETE',
      call: async () => ({ method: 'DELETE', path: `/api/admin/plans/${await target()}`, body: {} }),
      success: 200,
      editorMay: false,
    },
    {
      name: 'PATCH bulk',
      call: async () => ({
        method: 'PATCH',
        path: '/api/admin/plans/bulk',
        body: { action: 'deactivate', planIds: [await target()] },
      }),
      success: 200,
      editorMay: false,
    },
  ];

  const send = (call: Call, cookies?: string) =>
    t.request(call.path, {
      method: call.method,
      ...(call.body !== undefined ? { json: call.body } : {}),
      ...(cookies ? { cookies } : {}),
    });

  it.each(routes.map((r) => [r.name, r] as const))(
    '%s: 401 without a session, then by role',
    async (_n, route) => {
      // No gate cookie at all, and the gate without an admin session: both 401.
      const bare = await send(await route.call());
      expect(bare.status).toBe(401);
      const noSession = await send(await route.call(), gateOnly);
      expect(noSession.status).toBe(401);
      expect(await noSession.json()).toMatchObject({ code: 'AUTH_REQUIRED' });

      const asEditor = await send(await route.call(), editorCookies);
      if (route.editorMay) {
        expect(asEditor.status).toBe(route.success);
      } else {
        expect(asEditor.status).toBe(403);
        expect(await asEditor.json()).toMatchObject({ code: 'FORBIDDEN' });
      }

      const asAdmin = await send(await route.call(), adminCookies);
      expect(asAdmin.status).toBe(route.success);
    },
  );

  it('a refused editor delete or bulk action changes nothing', async () => {
    const plan = await insertPlan(t);
    const api = client(t, editorCookies);
    expect((await api.del(`/api/admin/plans/${plan.planId}`)).status).toBe(403);
    expect(
      (await api.patch('/api/admin/plans/bulk', { action: 'delete', planIds: [plan.planId] })).status,
    ).toBe(403);
    // Even an invalid body meets the permission check first.
    expect((await api.patch('/api/admin/plans/bulk', { action: 'explode' })).status).toBe(403);
    expect(await planRow(t, plan.planId)).toEqual(plan);
  });

  it('never answers 5xx, whatever arrives', async () => {
    const api = client(t, adminCookies);
    const plan = await insertPlan(t);
    const statuses: [string, number][] = [];
    const note = async (label: string, res: Promise<Response>) => {
      const r = await res;
      statuses.push([label, r.status]);
      return r;
    };
    const malformed = ['{"planId":', 'not json', '', '[', '{"a":1}}'];
    for (const body of malformed) {
      await note(`POST ${body}`, api.raw('/api/admin/plans', 'POST', body));
      await note(`PUT ${body}`, api.raw(`/api/admin/plans/${plan.planId}`, 'PUT', body));
      await note(`PATCH ${body}`, api.raw('/api/admin/plans/bulk', 'PATCH', body));
    }
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      true,
      { planId: { $gt: '' } },
      { planId: ['H1'] },
      { monthlyPremium: 1e308 },
      { monthlyPremium: '1e5' },
      { monthlyPremium: Number.MAX_SAFE_INTEGER },
      { starRating: { value: 4 } },
      { copayStructure: 'text' },
      { copayStructure: { pcpCopayIn: { nested: true } } },
      { benefits: [1, 2] },
      { counties: 'Tulsa' },
      { providerId: -1 },
      { providerId: 1e20 },
      { isActive: 'yes' },
      { notes: 'x'.repeat(6000) },
      { planId: 'x'.repeat(500) },
      { planId: "H1'; drop table medicare_plans; --" },
      { notes: 'nul \u0000 byte' },
      { copayStructure: { pcpCopayIn: '\u0000' } },
      { benefits: { dental: '\u0000' } },
      { counties: ['Tul\u0000sa'] },
      { carrier: 'A\u0000' },
    ];
    for (const body of junk) {
      const label = JSON.stringify(body).slice(0, 60);
      await note(`POST ${label}`, api.post('/api/admin/plans', body));
      await note(`PUT ${label}`, api.put(`/api/admin/plans/${plan.planId}`, body));
      await note(`PATCH ${label}`, api.patch('/api/admin/plans/bulk', body));
    }
    for (const planIds of [
      [],
      null,
      'H1',
      [1, 2],
      ['H1\u0000'],
      Array.from({ length: 1001 }, (_, i) => `X${i}`),
    ]) {
      await note(
        `bulk ${String(planIds).slice(0, 20)}`,
        api.patch('/api/admin/plans/bulk', { action: 'delete', planIds }),
      );
    }
    const queries = [
      'limit=1000000000000',
      'limit=-1',
      'limit=abc',
      'limit=1.5',
      'page=0',
      'page=99999999999999',
      'page=NaN',
      'sortBy=DROP%20TABLE',
      'sortBy=id',
      'sortOrder=sideways',
      'isActive=maybe',
      `search=${'%'.repeat(101)}`,
      'search=%25_%5C',
      'page=1&page=2',
      'carrier[]=x',
      'search=%00',
      'carrier=a%00b',
    ];
    for (const q of queries) await note(`GET ?${q}`, api.get(`/api/admin/plans?${q}`));
    for (const id of ['%2F', 'x'.repeat(200), '%00', 'H1%27%20or%201%3D1', '..%2F..', 'bulk', '%E2%9C%93']) {
      await note(`GET ${id}`, api.get(`/api/admin/plans/${id}`));
      await note(`GET history ${id}`, api.get(`/api/admin/plans/${id}/history`));
      await note(`PUT ${id}`, api.put(`/api/admin/plans/${id}`, { notes: 'x' }));
      await note(`DELETE ${id}`, api.del(`/api/admin/plans/${id}`));
    }
    const serverErrors = statuses.filter(([, status]) => status >= 500);
    expect(serverErrors).toEqual([]);
    // Malformed JSON is named as such; wrong shapes are validation errors.
    expect(statuses.find(([l]) => l === 'POST {"planId":')?.[1]).toBe(400);
    expect(statuses.find(([l]) => l === 'GET ?limit=abc')?.[1]).toBe(400);
    expect(statuses.find(([l]) => l === 'GET ?sortBy=DROP%20TABLE')?.[1]).toBe(400);
    expect(statuses.find(([l]) => l === 'GET ?limit=1000000000000')?.[1]).toBe(200);
    expect(statuses.find(([l]) => l === `GET ${'x'.repeat(200)}`)?.[1]).toBe(404);
    // The plan used as a target was never changed by any of it.
    expect(await planRow(t, plan.planId)).toEqual(plan);
  });

  it('answers malformed JSON with the invalid-JSON error', async () => {
    const res = await client(t, adminCookies).raw('/api/admin/plans', 'POST', '{"planId":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('refuses writes without a JSON content type (CSRF defence)', async () => {
    const res = await t.request('/api/admin/plans', {
      method: 'POST',
      body: JSON.stringify(createBody({ planId: nextPlanId() })),
      headers: { 'content-type': 'text/plain' },
      cookies: adminCookies,
    });
    expect(res.status).toBe(415);
  });
});
