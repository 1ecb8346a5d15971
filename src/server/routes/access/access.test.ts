import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  mergeCookies,
  TEST_ACCESS_PASSWORD,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { ACCESS_TTL_MS } from '../../middlewares/access-gate.ts';

describe.each(TEST_DATABASE_KINDS)('access gate on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 401 on a gated route without the cookie, and health stays open', async () => {
    const res = await t.request('/api/medication-lookup');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Access password required', code: 'ACCESS_REQUIRED' });
    expect((await t.request('/api/health')).status).toBe(200);
    expect(await (await t.request('/api/access')).json()).toEqual({ granted: false });
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const res = await t.request('/api/access', { json: { password: 'nope' }, ip: '10.1.0.1' });
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('Incorrect access password');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the password case-insensitively and sets an HttpOnly SameSite=Strict cookie', async () => {
    const res = await t.request('/api/access', {
      json: { password: TEST_ACCESS_PASSWORD.toUpperCase() },
      ip: '10.1.0.2',
    });
    expect(res.status).toBe(200);
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^clearplan_access=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Max-Age/);
    const cookies = mergeCookies('', res);
    const lookup = await t.request('/api/medication-lookup', { cookies });
    expect(lookup.status).toBe(200);
    const drugs = (await lookup.json()) as { name: string; availableDosages: string[] }[];
    expect(drugs.length).toBeGreaterThanOrEqual(144);
    expect(Object.keys(drugs[0] ?? {}).sort()).toEqual([
      'availableDosages',
      'category',
      'description',
      'genericName',
      'name',
    ]);
    expect(await (await t.request('/api/access', { cookies })).json()).toEqual({ granted: true });
  });

  it('rejects a forged or tampered cookie', async () => {
    const good = await t.gateCookie();
    const tampered = good.replace(
      /clearplan_access=(\d)/,
      (_m, d) => `clearplan_access=${(Number(d) + 1) % 10}`,
    );
    expect(tampered).not.toBe(good);
    expect((await t.request('/api/medication-lookup', { cookies: tampered })).status).toBe(401);
    expect((await t.request('/api/medication-lookup', { cookies: 'clearplan_access=true' })).status).toBe(
      401,
    );
  });

  it('lets a gate pass expire on the server after its time to live', async () => {
    const cookies = await t.gateCookie();
    t.clock.advance(ACCESS_TTL_MS - 1000);
    expect((await t.request('/api/medication-lookup', { cookies })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.request('/api/medication-lookup', { cookies })).status).toBe(401);
  });

  it('rate limits wrong passwords: 429 after 10 tries in 10 minutes per client address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await t.request('/api/access', { json: { password: `wrong-${i}` }, ip })).status).toBe(401);
    }
    const blocked = await t.request('/api/access', { json: { password: TEST_ACCESS_PASSWORD }, ip });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error).toMatch(/Too many attempts/);
    // A spoofed X-Forwarded-For does not reset the limit when no proxy is trusted.
    const spoofed = await t.request('/api/access', {
      json: { password: TEST_ACCESS_PASSWORD },
      ip,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(spoofed.status).toBe(429);
    // Another address is unaffected, and the window passes.
    expect(
      (await t.request('/api/access', { json: { password: TEST_ACCESS_PASSWORD }, ip: '10.9.9.10' })).status,
    ).toBe(200);
    t.clock.advance(10 * 60 * 1000);
    expect((await t.request('/api/access', { json: { password: TEST_ACCESS_PASSWORD }, ip })).status).toBe(
      200,
    );
  });

  it('validates the body: empty password and non-JSON are 4xx, never 5xx', async () => {
    const empty = await t.request('/api/access', { json: { password: '' } });
    expect(empty.status).toBe(400);
    expect((await empty.json()).issues[0]).toEqual({ path: 'password', message: 'Password is required' });
    const broken = await t.request('/api/access', {
      body: '{"password":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    const plain = await t.request('/api/access', {
      body: 'password=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });
});
