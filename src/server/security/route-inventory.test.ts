/**
 * Every /api route the app registers, and who may call it (security suite items 1, 2, 4). The
 * inventory (tests/setup/route-inventory.ts) is the single list of routes and their guard; a
 * route that is registered but missing there fails the first test, so a new route cannot slip
 * in unguarded.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  dbFingerprint,
  INVENTORY,
  isAdminRoute,
  registeredRoutes,
  send,
  WRITE_METHODS,
} from '../../../tests/setup/route-inventory.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { type Permission, roleCan } from '../../shared/roles.ts';
import { SESSION_IDLE_MS } from '../services/admin/admin-sessions.ts';

describe.each(TEST_DATABASE_KINDS)('API route inventory and access matrix on %s', (kind) => {
  let t: TestApp;
  let gate: string;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    gate = await t.gateCookie();
    admin = await t.adminCookie();
    editor = await t.adminCookie(TEST_EDITOR);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every registered /api route with its guard, and nothing that is not registered', () => {
    expect(registeredRoutes(t)).toEqual(Object.keys(INVENTORY).sort());
  });

  it('answers 401 to every gated route without the access-gate cookie', async () => {
    for (const call of calls().filter((c) => c.guard !== 'public')) {
      const res = await send(t, call, '');
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('answers 401 to every admin route with the gate cookie but no session, or a forged session token', async () => {
    const forged = `${gate}; clearplan_admin=${randomBytes(32).toString('base64url')}`;
    for (const call of calls().filter((c) => isAdminRoute(c))) {
      expect((await send(t, call, gate)).status, `${call.method} ${call.path} without a session`).toBe(401);
      expect((await send(t, call, forged)).status, `${call.method} ${call.path} forged`).toBe(401);
    }
  });

  it('answers 403 to an editor exactly where the role lacks the permission, and never 5xx', async () => {
    for (const call of calls().filter((c) => isAdminRoute(c))) {
      const status = (await send(t, call, editor)).status;
      const label = `${call.method} ${call.path} as editor`;
      if (roleCan('editor', call.guard as Permission)) expect([401, 403], label).not.toContain(status);
      else expect(status, label).toBe(403);
      expect(status, label).toBeLessThan(500);
    }
  });

  it('lets an admin through every admin route (no 401 or 403), and never answers 5xx', async () => {
    // Logout would end the session the other calls use; the admin-auth tests cover it.
    for (const call of calls().filter((c) => c.path !== '/api/admin/logout')) {
      const status = (await send(t, call, admin)).status;
      const label = `${call.method} ${call.path} as admin`;
      expect([401, 403], label).not.toContain(status);
      expect(status, label).toBeLessThan(500);
    }
  });

  it('refuses text/plain, form and foreign-origin writes on every state-changing route, changing nothing', async () => {
    // A fresh session so that the login above it does not count as a change.
    const cookies = await t.adminCookie();
    const before = await dbFingerprint(t);
    for (const call of calls().filter((c) => WRITE_METHODS.has(c.method))) {
      const label = `${call.method} ${call.path}`;
      const text = await t.request(call.path, {
        method: call.method,
        cookies,
        body: '{"password":"x"}',
        headers: { 'content-type': 'text/plain' },
      });
      expect([403, 415], `${label} text/plain`).toContain(text.status);
      const form = await t.request(call.path, {
        method: call.method,
        cookies,
        body: 'password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect([403, 415], `${label} form`).toContain(form.status);
      const foreign = await send(t, call, cookies, { origin: 'https://evil.example' });
      expect(foreign.status, `${label} foreign origin`).toBe(403);
    }
    expect(await dbFingerprint(t)).toEqual(before);
  });
});

describe.each(TEST_DATABASE_KINDS)('expired admin sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to every admin route once the session has been idle too long', async () => {
    const cookies = await t.adminCookie();
    const admin = calls().filter((c) => isAdminRoute(c));
    expect((await t.request('/api/admin/stats', { cookies })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS + 1000);
    for (const call of admin) {
      const res = await send(t, call, cookies);
      expect(res.status, `${call.method} ${call.path}`).toBe(401);
    }
    // The gate cookie lives 12 hours: the 401s above are the session's, not the gate's.
    expect((await t.request('/api/counties/all', { cookies })).status).toBe(200);
  });
});
