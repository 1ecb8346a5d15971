import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { client, insertPlan, nextPlanId } from '../../testing/admin-plans-helpers.ts';
import { firstProvider, formularyOf } from '../../testing/catalogue-helpers.ts';

type Call = { method: string; path: string; body?: unknown };

describe.each(TEST_DATABASE_KINDS)('plan formulary and network API: who may do what, on %s', (kind) => {
  let t: TestApp;
  let adminCookies: string;
  let editorCookies: string;
  let gateOnly: string;
  let providerId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminCookies = await t.adminCookie();
    editorCookies = await t.adminCookie(TEST_EDITOR);
    gateOnly = await t.gateCookie();
    providerId = (await firstProvider(t)).id;
  });
  afterAll(() => t.close());

  /** A plan of its own for every call, with Eliquis on its formulary and one doctor in its network. */
  const target = async () => {
    const plan = await insertPlan(t, { planId: nextPlanId('H6') });
    const admin = client(t, adminCookies);
    await admin.put(`/api/admin/plans/${plan.planId}/formulary/Eliquis`, { tier: 3 });
    await admin.put(`/api/admin/plans/${plan.planId}/network/${providerId}`, {});
    return plan.planId;
  };
  const routes: [name: string, call: () => Promise<Call>][] = [
    ['GET formulary', async () => ({ method: 'GET', path: `/api/admin/plans/${await target()}/formulary` })],
    [
      'PUT formulary entry',
      async () => ({
        method: 'PUT',
        path: `/api/admin/plans/${await target()}/formulary/Atorvastatin`,
        body: { tier: 1, quantityLimit: true },
      }),
    ],
    [
      'DELETE formulary entry',
      async () => ({
        method: 'DELETE',
        path: `/api/admin/plans/${await target()}/formulary/Eliquis`,
        body: {},
      }),
    ],
    ['GET network', async () => ({ method: 'GET', path: `/api/admin/plans/${await target()}/network` })],
    [
      'DELETE network doctor',
      async () => ({
        method: 'DELETE',
        path: `/api/admin/plans/${await target()}/network/${providerId}`,
        body: {},
      }),
    ],
  ];

  const send = (call: Call, cookies?: string) =>
    t.request(call.path, {
      method: call.method,
      ...(call.body !== undefined ? { json: call.body } : {}),
      ...(cookies ? { cookies } : {}),
    });

  it.each(routes)('%s: 401 without a session; an editor and an admin may', async (_name, route) => {
    expect((await send(await route())).status).toBe(401);
    const noSession = await send(await route(), gateOnly);
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    expect((await send(await route(), editorCookies)).status).toBe(200);
    expect((await send(await route(), adminCookies)).status).toBe(200);
  });

  it('PUT network doctor: 401 without a session; an editor and an admin may', async () => {
    const add = async (cookies?: string) => {
      const plan = await insertPlan(t, { planId: nextPlanId('H6') });
      return send(
        { method: 'PUT', path: `/api/admin/plans/${plan.planId}/network/${providerId}`, body: {} },
        cookies,
      );
    };
    expect((await add()).status).toBe(401);
    expect((await add(gateOnly)).status).toBe(401);
    expect((await add(editorCookies)).status).toBe(200);
    expect((await add(adminCookies)).status).toBe(200);
  });

  it('a refused write changes nothing', async () => {
    const planId = await target();
    const res = await send(
      { method: 'PUT', path: `/api/admin/plans/${planId}/formulary/Eliquis`, body: { tier: 5 } },
      gateOnly,
    );
    expect(res.status).toBe(401);
    expect(await formularyOf(t, planId)).toEqual([
      expect.objectContaining({ medicationName: 'Eliquis', tier: 3 }),
    ]);
  });

  it('never answers 5xx, whatever arrives', async () => {
    const api = client(t, adminCookies);
    const planId = await target();
    const statuses: [string, number][] = [];
    const note = async (label: string, res: Promise<Response>) => statuses.push([label, (await res).status]);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { tier: '3' },
      { tier: 0 },
      { tier: 7 },
      { tier: 2.5 },
      { tier: 1e308 },
      { tier: 1, priorAuthorization: 'yes' },
      { tier: 1, extra: true },
      {},
    ];
    for (const body of bodies) {
      await note(
        `PUT ${JSON.stringify(body)}`,
        api.put(`/api/admin/plans/${planId}/formulary/Eliquis`, body),
      );
    }
    for (const raw of ['{"tier":', 'not json', '']) {
      await note(`raw ${raw}`, api.raw(`/api/admin/plans/${planId}/formulary/Eliquis`, 'PUT', raw));
    }
    const names = ['%2F', 'x'.repeat(300), '%E2%9C%93', "Eli'quis", '%25', '..%2F..', '%20'];
    for (const name of names) {
      await note(`PUT name ${name}`, api.put(`/api/admin/plans/${planId}/formulary/${name}`, { tier: 1 }));
      await note(`DELETE name ${name}`, api.del(`/api/admin/plans/${planId}/formulary/${name}`));
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '2147483648', '%00', '1e3']) {
      await note(`PUT doctor ${id}`, api.put(`/api/admin/plans/${planId}/network/${id}`, {}));
      await note(`DELETE doctor ${id}`, api.del(`/api/admin/plans/${planId}/network/${id}`));
    }
    for (const code of ['%2F', 'x'.repeat(200), "H1'%20or%201=1", '%E2%9C%93']) {
      await note(`GET formulary ${code}`, api.get(`/api/admin/plans/${code}/formulary`));
      await note(`GET network ${code}`, api.get(`/api/admin/plans/${code}/network`));
    }
    for (const q of [`q=${'%'.repeat(101)}`, 'q=%25_%5C', 'q[]=x', 'q=a&q=b']) {
      await note(`GET network ?${q}`, api.get(`/api/admin/plans/${planId}/network?${q}`));
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
    expect(statuses.filter(([label]) => label.startsWith('PUT {') || label.startsWith('PUT ['))).toEqual(
      statuses
        .filter(([label]) => label.startsWith('PUT {') || label.startsWith('PUT ['))
        .map(([label]) => [label, 400]),
    );
    expect(await formularyOf(t, planId)).toEqual([
      expect.objectContaining({ medicationName: 'Eliquis', tier: 3 }),
    ]);
  });
});
