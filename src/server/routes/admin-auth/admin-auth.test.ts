import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  historyKeyHashOf,
  mergeCookies,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { adminSessions, adminUsers, auditLog, medicarePlans } from '../../db/schema.ts';
import { deviceActor } from '../../http/history-cookie.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../services/admin/admin-sessions.ts';

describe.each(TEST_DATABASE_KINDS)('admin sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const login = async (body: unknown, cookies: string, ip = '127.0.0.1') =>
    t.request('/api/admin/login', { json: body, cookies, ip });

  it('needs the access gate before anything admin', async () => {
    expect((await t.request('/api/admin/session')).status).toBe(401);
    expect((await t.request('/api/admin/login', { json: TEST_ADMIN })).status).toBe(401);
  });

  it('reports no session, then signs in, then reports the user', async () => {
    const gate = await t.gateCookie();
    expect(await (await t.request('/api/admin/session', { cookies: gate })).json()).toEqual({
      authenticated: false,
      user: null,
    });
    const res = await login({ email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password }, gate);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, user: { email: TEST_ADMIN.email, role: 'admin' } });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clearplan_admin='));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toMatch(/Secure/);
    const token = /clearplan_admin=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const cookies = mergeCookies(gate, res);
    expect(await (await t.request('/api/admin/session', { cookies })).json()).toEqual({
      authenticated: true,
      user: { email: TEST_ADMIN.email, role: 'admin' },
    });
    const [user] = await t.database.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, TEST_ADMIN.email));
    expect(user?.lastLogin?.getTime()).toBe(t.clock.now().getTime());
    // The token is stored hashed, never as sent.
    const stored = await t.database.db.select().from(adminSessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login'));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const gate = await t.gateCookie();
    const unknown = await login(
      { email: 'nobody@clearplan.test', password: 'whatever-password' },
      gate,
      '10.2.0.1',
    );
    const wrong = await login({ email: TEST_ADMIN.email, password: 'wrong-password' }, gate, '10.2.0.2');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('validates the login body with the spec messages', async () => {
    const gate = await t.gateCookie();
    const res = await login({ email: 'not-an-email', password: '' }, gate);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('logs out: the session is deleted on the server and the old token no longer works', async () => {
    const cookies = await t.adminCookie();
    const before = await t.database.db.select().from(adminSessions);
    const out = await t.request('/api/admin/logout', { json: {}, cookies });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => /clearplan_admin=;/.test(c))).toBe(true);
    const after = await t.database.db.select().from(adminSessions);
    expect(after.length).toBe(before.length - 1);
    expect((await t.request('/api/admin/stats', { cookies })).status).toBe(401);
    const logoutAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.logout'));
    expect(logoutAudit.length).toBe(1);
  });

  it('issues a new token at login and never accepts the one held before', async () => {
    const first = await t.adminCookie();
    const second = mergeCookies(first, await login(TEST_ADMIN, first));
    expect(second).not.toBe(first);
    expect((await t.request('/api/admin/stats', { cookies: first })).status).toBe(401);
    expect((await t.request('/api/admin/stats', { cookies: second })).status).toBe(200);
  });

  it('ends a session after 30 idle minutes', async () => {
    const cookies = await t.adminCookie();
    t.clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await t.request('/api/admin/stats', { cookies })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 60_000); // active a moment ago: still fine
    expect((await t.request('/api/admin/stats', { cookies })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    expect((await t.request('/api/admin/stats', { cookies })).status).toBe(401);
    expect(await (await t.request('/api/admin/session', { cookies })).json()).toMatchObject({
      authenticated: false,
    });
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const cookies = await t.adminCookie();
    let elapsed = 0;
    while (elapsed + 20 * 60_000 < SESSION_ABSOLUTE_MS) {
      t.clock.advance(20 * 60_000);
      elapsed += 20 * 60_000;
      // The gate pass lasts 12 h too; renew it as the browser would by passing the gate again.
      const fresh = mergeCookies(
        cookies,
        await t.request('/api/access', { json: { password: 'Test-Access-Word' } }),
      );
      expect((await t.request('/api/admin/stats', { cookies: fresh })).status).toBe(200);
    }
    t.clock.advance(SESSION_ABSOLUTE_MS - elapsed);
    const fresh = mergeCookies(
      cookies,
      await t.request('/api/access', { json: { password: 'Test-Access-Word' } }),
    );
    expect((await t.request('/api/admin/stats', { cookies: fresh })).status).toBe(401);
  });

  it('slows guesses at one account from one address with growing delays, never locking the owner out', async () => {
    const gate = await t.gateCookie();
    const victim = { email: TEST_EDITOR.email, password: TEST_EDITOR.password };
    const ip = '10.3.0.1';
    // Three at once, then 1 s, then 2 s between attempts (LOGIN_BACKOFF).
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: victim.email, password: `bad-${i}` }, gate, ip)).status).toBe(401);
    }
    const early = await login({ email: victim.email, password: 'bad-3' }, gate, ip);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect((await early.json()).error).toMatch(/Too many failed sign-in attempts\. Please wait 1 seconds/);
    t.clock.advance(1000);
    expect((await login({ email: victim.email, password: 'bad-4' }, gate, ip)).status).toBe(401);
    t.clock.advance(1000);
    const second = await login({ email: victim.email, password: 'bad-5' }, gate, ip);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('1');
    // Failures from other addresses leave the owner's own sign-in alone: no account-wide lockout.
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: `bad-${i}` }, gate, `10.3.2.${i}`)).status).toBe(
        401,
      );
    }
    expect((await login(victim, gate, '10.3.1.1')).status).toBe(200);
    // The delays are forgotten 15 minutes after the last attempt.
    t.clock.advance(15 * 60_000);
    expect((await login(victim, gate, ip)).status).toBe(200);
  });

  it('rate limits per client address across accounts, and ignores a spoofed X-Forwarded-For', async () => {
    const gate = await t.gateCookie();
    const ip = '10.4.0.1';
    for (let i = 0; i < 5; i++) {
      expect(
        (await login({ email: `user${i}@clearplan.test`, password: 'bad-password' }, gate, ip)).status,
      ).toBe(401);
    }
    expect((await login(TEST_ADMIN, gate, ip)).status).toBe(429);
    const spoofed = await t.request('/api/admin/login', {
      json: TEST_ADMIN,
      cookies: gate,
      ip,
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(spoofed.status).toBe(429);
    expect((await login(TEST_ADMIN, gate, '10.4.0.2')).status).toBe(200);
  });

  it('enforces roles on the server: 401 without a session, 403 for a role that lacks the permission', async () => {
    const gate = await t.gateCookie();
    expect((await t.request('/api/admin/stats', { cookies: gate })).status).toBe(401);
    expect((await t.request('/api/admin/admins', { cookies: gate })).status).toBe(401);
    expect(
      (await t.request('/api/admin/stats', { cookies: `${gate}; clearplan_admin=${'x'.repeat(43)}` })).status,
    ).toBe(401);

    const editor = await t.adminCookie(TEST_EDITOR);
    expect((await t.request('/api/admin/stats', { cookies: editor })).status).toBe(200);
    const denied = await t.request('/api/admin/admins', { cookies: editor });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      error: "You don't have permission to do this.",
      code: 'FORBIDDEN',
    });

    const admin = await t.adminCookie();
    const stats = await (await t.request('/api/admin/stats', { cookies: admin })).json();
    const plans = await t.database.db.select().from(medicarePlans);
    expect(stats).toEqual({
      totalPlans: plans.length,
      activePlans: plans.filter((p) => p.isActive).length,
      planTypes: new Set(plans.map((p) => p.planType)).size,
      carriers: new Set(plans.map((p) => p.carrier)).size,
    });
    expect(stats.totalPlans).toBeGreaterThan(0);
    const admins = await (await t.request('/api/admin/admins', { cookies: admin })).json();
    expect(admins.admins.map((a: { email: string; role: string }) => `${a.email}:${a.role}`)).toEqual([
      `${TEST_ADMIN.email}:admin`,
      `${TEST_EDITOR.email}:editor`,
    ]);
  });

  // The tests below make accounts of their own, so they come after the one that lists the seeded two.
  const PASSWORD = 'First-password-1234';
  const NEW_PASSWORD = 'Changed-password-5678';
  type Door = 'admin' | 'counselor';
  const signIn = async (door: Door, email: string, password: string) => {
    const gate = await t.gateCookie();
    const signed = await t.request(`/api/${door}/login`, { json: { email, password }, cookies: gate });
    expect(signed.status, await signed.clone().text()).toBe(200);
    return mergeCookies(gate, signed);
  };
  const tokenIn = (cookies: string, door: Door) =>
    new RegExp(`clearplan_${door}=([^;]+)`).exec(cookies)?.[1] ?? '';
  const signedIn = async (door: Door, cookies: string) =>
    ((await (await t.request(`/api/${door}/session`, { cookies })).json()) as { authenticated: boolean })
      .authenticated;
  const stats = async (cookies: string) => (await t.request('/api/admin/stats', { cookies })).status;
  const createAccount = async (admin: string, email: string, role: string) => {
    const res = await t.request('/api/admin/admins', {
      cookies: admin,
      json: { email, role, password: PASSWORD },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const editAccount = (admin: string, id: number, json: { role: string; password?: string }) =>
    t.request(`/api/admin/admins/${id}`, { method: 'PUT', cookies: admin, json });
  const sessionsOf = async (id: number) =>
    (await t.database.db.select().from(adminSessions).where(eq(adminSessions.adminUserId, id))).length;

  it('ends every session of an account when an admin changes its password or its role, or deletes it', async () => {
    const admin = await t.adminCookie();
    const email = 'moving@clearplan.test';
    const id = await createAccount(admin, email, 'counselor');
    // A new password ends both of the counselor's sessions at once.
    const first = await signIn('counselor', email, PASSWORD);
    const second = await signIn('counselor', email, PASSWORD);
    expect(await signedIn('counselor', first)).toBe(true);
    expect((await editAccount(admin, id, { role: 'counselor', password: NEW_PASSWORD })).status).toBe(200);
    expect(await signedIn('counselor', first)).toBe(false);
    expect(await signedIn('counselor', second)).toBe(false);
    expect(await sessionsOf(id)).toBe(0);

    // Counselor to editor: the counselor's token opens the back office in neither cookie.
    const counselor = await signIn('counselor', email, NEW_PASSWORD);
    expect((await editAccount(admin, id, { role: 'editor' })).status).toBe(200);
    const inAdminCookie = `${counselor}; clearplan_admin=${tokenIn(counselor, 'counselor')}`;
    expect(await stats(inAdminCookie)).toBe(401);
    expect(await signedIn('admin', inAdminCookie)).toBe(false);
    expect(await signedIn('counselor', counselor)).toBe(false);
    expect(await sessionsOf(id)).toBe(0);

    // The editor's session ends with a new password; an edit that changes neither leaves it be.
    const editor = await signIn('admin', email, NEW_PASSWORD);
    expect(await stats(editor)).toBe(200);
    expect((await editAccount(admin, id, { role: 'editor', password: PASSWORD })).status).toBe(200);
    expect(await stats(editor)).toBe(401);
    const again = await signIn('admin', email, PASSWORD);
    expect((await editAccount(admin, id, { role: 'editor' })).status).toBe(200);
    expect(await stats(again)).toBe(200);

    const deleted = await t.request(`/api/admin/admins/${id}`, {
      method: 'DELETE',
      cookies: admin,
      json: {},
    });
    expect(deleted.status).toBe(200);
    expect(await stats(again)).toBe(401);
  });

  it('keeps the session that changed its own password and ends the others; a session answers only in its own cookie', async () => {
    const admin = await t.adminCookie();
    const other = await t.adminCookie();
    const [me] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, TEST_ADMIN.email));
    const myId = me?.id ?? 0;
    expect((await editAccount(admin, myId, { role: 'admin', password: TEST_ADMIN.password })).status).toBe(
      200,
    );
    expect(await stats(admin)).toBe(200);
    expect(await stats(other)).toBe(401);
    expect(await sessionsOf(myId)).toBe(1);

    const email = 'door@clearplan.test';
    const counselorId = await createAccount(admin, email, 'counselor');
    const counselor = await signIn('counselor', email, PASSWORD);
    const gate = await t.gateCookie();
    const adminAsCounselor = `${gate}; clearplan_counselor=${tokenIn(admin, 'admin')}`;
    const counselorAsAdmin = `${gate}; clearplan_admin=${tokenIn(counselor, 'counselor')}`;
    expect(await signedIn('counselor', adminAsCounselor)).toBe(false);
    expect(await signedIn('admin', counselorAsAdmin)).toBe(false);
    expect(await stats(counselorAsAdmin)).toBe(401);
    // The admin's token in the counselor cookie makes no counselor: History searches as the browser.
    const search = await t.request('/api/medicare/users/search', {
      cookies: adminAsCounselor,
      json: { q: '' },
    });
    expect(search.status).toBe(200);
    const searches = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'history.search'));
    expect(searches.map((a) => a.actor)).toEqual([deviceActor(historyKeyHashOf(gate))]);
    // Signing out at the other door ends neither session and audits no sign-out.
    expect((await t.request('/api/counselor/logout', { cookies: adminAsCounselor, json: {} })).status).toBe(
      200,
    );
    expect((await t.request('/api/admin/logout', { cookies: counselorAsAdmin, json: {} })).status).toBe(200);
    expect(await stats(admin)).toBe(200);
    expect(await signedIn('counselor', counselor)).toBe(true);
    const wrongSignOuts = await t.database.db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.action, 'admin.logout'), eq(auditLog.entityId, String(counselorId))),
          and(eq(auditLog.action, 'counselor.logout'), eq(auditLog.entityId, String(myId))),
        ),
      );
    expect(wrongSignOuts).toEqual([]);
  });
});

describe('admin cookies behind HTTPS', () => {
  it('uses the __Host- prefix and Secure when COOKIE_SECURE is on', async () => {
    // On this run's database: the PostgreSQL run has no PGlite to spare a minute loading on CI.
    const t = await createTestApp(TEST_DATABASE_KINDS[0] ?? 'PGlite', { cookieSecure: true });
    try {
      const gateRes = await t.request('/api/access', { json: { password: 'Test-Access-Word' } });
      const gateCookie = gateRes.headers.getSetCookie()[0] ?? '';
      expect(gateCookie).toMatch(/^__Host-clearplan_access=.*; Path=\/; HttpOnly; Secure; SameSite=Strict/);
      const res = await t.request('/api/admin/login', {
        json: TEST_ADMIN,
        cookies: mergeCookies('', gateRes),
      });
      const adminCookie = res.headers.getSetCookie()[0] ?? '';
      expect(adminCookie).toMatch(/^__Host-clearplan_admin=/);
      expect(adminCookie).toMatch(/Secure/);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});
