/**
 * Counselor accounts (issue 20, ADR 0020): a counselor's clients answer only to that counselor —
 * never to another counselor by History search, by id or through the share-link routes, and never
 * to a device; the two sign-ins refuse each other's accounts; a counselor's session opens no admin
 * route; a counselor's submission needs the client's consent; "delete now", reassignment and the
 * account rules; audit rows name `counselor:<id>`.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, isAdminRoute, send } from '../../../../tests/setup/route-inventory.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import {
  createTestApp,
  mergeCookies,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { pharmacyCostPath } from '../../../shared/pharmacy-cost-contracts.ts';
import { adminUsers, auditLog, medicareUsers, planScores, resultShares } from '../../db/schema.ts';
import { SESSION_IDLE_MS } from '../../services/admin/admin-sessions.ts';
import { CONSENT_REQUIRED } from '../medicare/medicare-routes.ts';

const PASSWORD = 'Counselor-Pass-1234';
const NOT_FOUND = JSON.stringify({ error: 'We could not find those results.', code: 'NOT_FOUND' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASE_KINDS)('counselor accounts on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const ids = { one: 0, two: 0 };
  let one: string;
  let two: string;
  let aliceId = '';

  const createAccount = async (email: string, role = 'counselor') => {
    const res = await t.request('/api/admin/admins', {
      cookies: admin,
      json: { email, role, password: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const counselorCookie = async (email: string) => {
    const gate = await t.gateCookie();
    const res = await t.request('/api/counselor/login', {
      cookies: gate,
      json: { email, password: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return mergeCookies(gate, res);
  };
  const submit = async (cookies: string, overrides: Record<string, unknown> = {}) => {
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({ clientConsent: true, ...overrides }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const search = async (cookies: string, q: string) => {
    const res = await t.request('/api/medicare/users/search', { cookies, json: { q } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    ids.one = await createAccount('one@agency.example');
    ids.two = await createAccount('two@agency.example');
    one = await counselorCookie('one@agency.example');
    two = await counselorCookie('two@agency.example');
    aliceId = await submit(one, { firstName: 'Alice', lastName: 'Clientele' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores a counselor's submission with their id, the consent time and no device key", async () => {
    const [row] = await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, aliceId));
    expect(row?.counselorId).toBe(ids.one);
    expect(row?.historyKeyHash).toBeNull();
    expect(row?.consentedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row?.retainUntil.toISOString()).toBe(
      new Date(t.clock.now().getTime() + 400 * DAY_MS).toISOString(),
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.create'), eq(auditLog.entityId, aliceId)));
    expect(audit?.actor).toBe(`counselor:${ids.one}`);
  });

  it('refuses a counselor submission without consent (400, clear message, nothing stored); consumers need none', async () => {
    const before = (await t.database.db.select().from(medicareUsers)).length;
    for (const consent of [undefined, false]) {
      const res = await t.request('/api/medicare/submit', {
        cookies: one,
        json: sampleSubmission(consent === undefined ? {} : { clientConsent: consent }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', error: CONSENT_REQUIRED });
    }
    expect((await t.database.db.select().from(medicareUsers)).length).toBe(before);
    const consumer = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', { cookies: consumer, json: sampleSubmission() });
    expect(res.status).toBe(201);
  });

  it("never lets counselor B reach counselor A's client: History, reads by id, roads, shares", async () => {
    expect(await search(one, '')).toContain(aliceId);
    expect(await search(one, 'Ali')).toEqual([aliceId]);
    expect(await search(two, '')).toEqual([]);
    expect(await search(two, 'Ali')).toEqual([]);
    expect(await search(two, 'Clientele')).toEqual([]);

    const reads = [
      `/api/medicare/user/${aliceId}`,
      `/api/medicare/recommendations/${aliceId}`,
      `/api/medicare/recommendations/${aliceId}/current-plan`,
      `/api/medicare/results/${aliceId}/shares`,
    ];
    expect((await t.request(reads[0] ?? '', { cookies: one })).status).toBe(200);
    for (const path of reads) {
      const res = await t.request(path, { cookies: two });
      expect([res.status, await res.text()], path).toEqual([404, NOT_FOUND]);
    }
    const roadsPath = `/api/medicare/recommendations/${aliceId}/roads`;
    const answers = { sex: 'female', tobacco: false };
    expect((await t.request(roadsPath, { cookies: one, json: answers })).status).toBe(200);
    const roads = await t.request(roadsPath, { cookies: two, json: answers });
    expect([roads.status, await roads.text()]).toEqual([404, NOT_FOUND]);
    const plans = (await (
      await t.request(`/api/medicare/recommendations/${aliceId}`, { cookies: one })
    ).json()) as {
      plans: { planId: string }[];
    };
    const pharmacyCost = await t.request(pharmacyCostPath(aliceId, plans.plans[0]?.planId ?? ''), {
      cookies: two,
      json: { npi: '1234567890' },
    });
    expect([pharmacyCost.status, await pharmacyCost.text()]).toEqual([404, NOT_FOUND]);

    // A share made by the owner cannot be listed, made or revoked by counselor B.
    const made = await t.request(`/api/medicare/results/${aliceId}/shares`, {
      cookies: one,
      json: { days: 7 },
    });
    expect(made.status).toBe(201);
    const share = (await made.json()) as { id: string };
    const byTwo = await t.request(`/api/medicare/results/${aliceId}/shares`, {
      cookies: two,
      json: { days: 7 },
    });
    expect(byTwo.status).toBe(404);
    const revoke = await t.request(`/api/medicare/results/${aliceId}/shares/${share.id}`, {
      method: 'DELETE',
      cookies: two,
      json: {},
    });
    expect(revoke.status).toBe(404);
    const shares = await t.database.db.select().from(resultShares).where(eq(resultShares.userId, aliceId));
    expect(shares.map((s) => [s.id, s.revokedAt])).toEqual([[share.id, null]]);
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'share.create'), eq(auditLog.entityId, aliceId)));
    expect(created?.actor).toBe(`counselor:${ids.one}`);
  });

  it("never lets a device reach a counselor's client, and a counselor never reaches the device's own", async () => {
    const device = await t.gateCookie();
    const deviceId = await submit(device, { firstName: 'Dora', lastName: 'Devicer' });
    expect(await search(device, '')).toEqual([deviceId]);
    expect((await t.request(`/api/medicare/user/${aliceId}`, { cookies: device })).status).toBe(404);
    // The counselor on that same browser sees their clients, not the browser's own searches.
    const signedIn = mergeCookies(
      device,
      await t.request('/api/counselor/login', {
        cookies: device,
        json: { email: 'one@agency.example', password: PASSWORD },
      }),
    );
    expect(await search(signedIn, '')).not.toContain(deviceId);
    expect((await t.request(`/api/medicare/user/${deviceId}`, { cookies: signedIn })).status).toBe(404);
  });

  it('refuses admin accounts at the counselor sign-in and counselors at the admin sign-in, with the same message', async () => {
    const gate = await t.gateCookie();
    const wrong = { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
    for (const who of [TEST_ADMIN, TEST_EDITOR]) {
      const res = await t.request('/api/counselor/login', { cookies: gate, json: who, ip: '10.9.0.1' });
      expect([res.status, await res.json()]).toEqual([401, wrong]);
    }
    const res = await t.request('/api/admin/login', {
      cookies: gate,
      json: { email: 'two@agency.example', password: PASSWORD },
      ip: '10.9.0.2',
    });
    expect([res.status, await res.json()]).toEqual([401, wrong]);
    const unknown = await t.request('/api/counselor/login', {
      cookies: gate,
      json: { email: 'nobody@agency.example', password: PASSWORD },
      ip: '10.9.0.3',
    });
    expect([unknown.status, await unknown.json()]).toEqual([401, wrong]);
    const session = await (await t.request('/api/counselor/session', { cookies: two })).json();
    expect(session).toEqual({
      authenticated: true,
      user: { email: 'two@agency.example', role: 'counselor' },
      retentionDays: 400,
    });
    // The admin's session is not a counselor's.
    const asAdmin = await (await t.request('/api/counselor/session', { cookies: admin })).json();
    expect(asAdmin.authenticated).toBe(false);
  });

  it("answers 401 to every admin route with a counselor's session, in either cookie", async () => {
    const token = /clearplan_counselor=([^;]+)/.exec(one)?.[1];
    expect(token).toBeDefined();
    const inAdminCookie = `${one}; clearplan_admin=${token}`;
    for (const call of calls().filter(isAdminRoute)) {
      expect((await send(t, call, one)).status, `${call.method} ${call.path}`).toBe(401);
      expect((await send(t, call, inAdminCookie)).status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('deletes a client now for its owner only, with scores and shares, audited', async () => {
    const id = await submit(one, { firstName: 'Gone', lastName: 'Soon' });
    await t.request(`/api/medicare/results/${id}/shares`, { cookies: one, json: { days: 7 } });
    const byTwo = await t.request(`/api/medicare/users/${id}`, { method: 'DELETE', cookies: two, json: {} });
    expect([byTwo.status, await byTwo.text()]).toEqual([404, NOT_FOUND]);
    const device = await t.gateCookie();
    expect(
      (await t.request(`/api/medicare/users/${id}`, { method: 'DELETE', cookies: device, json: {} })).status,
    ).toBe(404);
    expect(
      (await t.database.db.select().from(planScores).where(eq(planScores.userId, id))).length,
    ).toBeGreaterThan(0);

    const res = await t.request(`/api/medicare/users/${id}`, { method: 'DELETE', cookies: one, json: {} });
    expect([res.status, await res.json()]).toEqual([200, { deleted: true }]);
    expect(await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, id))).toEqual([]);
    expect(await t.database.db.select().from(planScores).where(eq(planScores.userId, id))).toEqual([]);
    expect(await t.database.db.select().from(resultShares).where(eq(resultShares.userId, id))).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'submission.delete'));
    expect(audit.map((a) => [a.actor, a.entityId])).toEqual([[`counselor:${ids.one}`, id]]);
    expect(JSON.stringify(audit)).not.toContain('Gone');

    // A device deletes its own search the same way.
    const own = await submit(device);
    expect(
      (await t.request(`/api/medicare/users/${own}`, { method: 'DELETE', cookies: device, json: {} })).status,
    ).toBe(200);
  });

  it('reassigns every client of one counselor to another (admin only, audited), then allows the delete', async () => {
    const three = await createAccount('three@agency.example');
    const threeCookie = await counselorCookie('three@agency.example');
    const c1 = await submit(threeCookie, { firstName: 'Moving', lastName: 'Client' });
    const c2 = await submit(threeCookie, { firstName: 'Also', lastName: 'Moving' });

    const blocked = await t.request(`/api/admin/admins/${three}`, {
      method: 'DELETE',
      cookies: admin,
      json: {},
    });
    expect(blocked.status).toBe(409);
    expect((await blocked.json()).error).toMatch(/reassign|move their clients/i);
    const demote = await t.request(`/api/admin/admins/${three}`, {
      method: 'PUT',
      cookies: admin,
      json: { role: 'editor' },
    });
    expect(demote.status).toBe(409);

    const editor = await t.adminCookie(TEST_EDITOR);
    const byEditor = await t.request(`/api/admin/counselors/${three}/reassign`, {
      cookies: editor,
      json: { toCounselorId: ids.two },
    });
    expect(byEditor.status).toBe(403);
    const toAdmin = await t.request(`/api/admin/counselors/${three}/reassign`, {
      cookies: admin,
      json: { toCounselorId: 1 },
    });
    expect(toAdmin.status).toBe(400);

    const res = await t.request(`/api/admin/counselors/${three}/reassign`, {
      cookies: admin,
      json: { toCounselorId: ids.two },
    });
    expect([res.status, await res.json()]).toEqual([200, { moved: 2 }]);
    expect(new Set(await search(two, ''))).toEqual(new Set([c1, c2]));
    expect(await search(threeCookie, '')).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'counselor.reassign'));
    expect(audit).toMatchObject({ entityId: String(three), details: { toCounselorId: ids.two, moved: 2 } });
    expect(audit?.actor).toMatch(/^admin:\d+$/);

    const list = (await (await t.request('/api/admin/admins', { cookies: admin })).json()) as {
      admins: { email: string; clients: number }[];
    };
    expect(list.admins.find((a) => a.email === 'two@agency.example')?.clients).toBe(2);

    const deleted = await t.request(`/api/admin/admins/${three}`, {
      method: 'DELETE',
      cookies: admin,
      json: {},
    });
    expect(deleted.status).toBe(200);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, three))).toEqual([]);
    // Its session went with it.
    expect((await t.request('/api/counselor/session', { cookies: threeCookie })).status).toBe(200);
    expect(
      (await (await t.request('/api/counselor/session', { cookies: threeCookie })).json()).authenticated,
    ).toBe(false);
  });

  it('creates, edits and refuses bad account changes', async () => {
    const dup = await t.request('/api/admin/admins', {
      cookies: admin,
      json: { email: 'ONE@agency.example', role: 'counselor', password: PASSWORD },
    });
    expect(dup.status).toBe(409);
    const short = await t.request('/api/admin/admins', {
      cookies: admin,
      json: { email: 'x@agency.example', role: 'counselor', password: 'short' },
    });
    expect(short.status).toBe(400);
    const badRole = await t.request('/api/admin/admins', {
      cookies: admin,
      json: { email: 'x@agency.example', role: 'owner', password: PASSWORD },
    });
    expect(badRole.status).toBe(400);
    const [self] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, TEST_ADMIN.email));
    const selfDelete = await t.request(`/api/admin/admins/${self?.id}`, {
      method: 'DELETE',
      cookies: admin,
      json: {},
    });
    expect(selfDelete.status).toBe(409);

    const four = await createAccount('four@agency.example');
    const reset = await t.request(`/api/admin/admins/${four}`, {
      method: 'PUT',
      cookies: admin,
      json: { role: 'counselor', password: 'A-new-password-99' },
    });
    expect(reset.status).toBe(200);
    const gate = await t.gateCookie();
    const login = await t.request('/api/counselor/login', {
      cookies: gate,
      json: { email: 'four@agency.example', password: 'A-new-password-99' },
    });
    expect(login.status).toBe(200);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'counselor.login'));
    expect(audit.map((a) => a.actor)).toContain(`counselor:${four}`);
    expect(JSON.stringify(await t.database.db.select().from(auditLog))).not.toContain(PASSWORD);
  });

  it("ends a counselor's session after 30 idle minutes and at sign-out; the device's History comes back", async () => {
    const cookies = await counselorCookie('one@agency.example');
    expect(await search(cookies, '')).toContain(aliceId);
    t.clock.advance(SESSION_IDLE_MS + 1000);
    expect(await search(cookies, '')).not.toContain(aliceId);
    const fresh = await counselorCookie('one@agency.example');
    const out = await t.request('/api/counselor/logout', { cookies: fresh, json: {} });
    expect(out.status).toBe(200);
    expect(await search(mergeCookies(fresh, out), '')).not.toContain(aliceId);
    expect(await search(fresh, '')).not.toContain(aliceId);
    // Fresh sessions for the tests that follow.
    one = await counselorCookie('one@agency.example');
    two = await counselorCookie('two@agency.example');
  });
});
