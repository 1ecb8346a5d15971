/**
 * Limits that hold under a burst (security findings 1, 2, 4, 5, 6, 7, 9): each attempt is counted
 * and decided in one atomic statement before a password is checked, so 200 requests sent at once
 * get no more evaluations than the limit allows; the owner still gets in from another address; a
 * forged X-Forwarded-For entry is never believed; wrong gate passwords from many addresses meet a
 * global brake that still hears an address that has not failed; gate cookies die with the
 * password they were issued under; and one address can store only so many submissions.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_ACCESS_PASSWORD,
  TEST_ADMIN,
  type TestApp,
} from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { auditLog } from '../db/schema.ts';
import { SUBMIT_LIMIT_DEFAULT } from '../env.ts';
import { ACCESS_GLOBAL_LIMIT, ACCESS_RATE_LIMIT } from '../routes/access/access-routes.ts';
import { LOGIN_BACKOFF, LOGIN_RATE_LIMIT } from '../routes/admin-auth/sign-in-routes.ts';

const BURST = 200;

const statuses = (responses: Response[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.status] = (acc[r.status] ?? 0) + 1;
    return acc;
  }, {});

describe.each(TEST_DATABASE_KINDS)('abuse limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (json: unknown, cookies: string, ip: string) =>
    t.request('/api/admin/login', { json, cookies, ip });
  const failedLogins = async () =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login.failed'))).length;

  it(`evaluates at most ${LOGIN_BACKOFF.free} of ${BURST} parallel wrong sign-ins from one address; the owner then gets in from another`, async () => {
    const gate = await t.gateCookie();
    const before = await failedLogins();
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        login({ email: TEST_ADMIN.email, password: `guess-${i}` }, gate, '10.50.0.1'),
      ),
    );
    const counts = statuses(replies);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(Math.min(LOGIN_BACKOFF.free, LOGIN_RATE_LIMIT.limit));
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
    // Each evaluation is an argon2 verification and an audit row: count them, not the answers.
    expect((await failedLogins()) - before).toBe(counts[401]);
    const refused = replies.find((r) => r.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    // The right password, from the owner's own address, straight after the burst.
    expect((await login(TEST_ADMIN, gate, '10.50.0.2')).status).toBe(200);
  });

  it(`evaluates at most ${ACCESS_RATE_LIMIT.limit} of ${BURST} parallel wrong gate passwords from one address`, async () => {
    const replies = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.request('/api/access', { json: { password: `guess-${i}` }, ip: '10.51.0.1' }),
      ),
    );
    const counts = statuses(replies);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(ACCESS_RATE_LIMIT.limit);
    expect(counts[429]).toBe(BURST - (counts[401] ?? 0));
    expect(Number(replies.find((r) => r.status === 429)?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits at this address; another address is let in.
    expect(
      (await t.request('/api/access', { json: { password: TEST_ACCESS_PASSWORD }, ip: '10.51.0.1' })).status,
    ).toBe(429);
    expect(
      (await t.request('/api/access', { json: { password: TEST_ACCESS_PASSWORD }, ip: '10.51.0.2' })).status,
    ).toBe(200);
  });

  it(`brakes wrong gate passwords from many addresses at ${ACCESS_GLOBAL_LIMIT.limit} a minute, with Retry-After, and still hears an address that has not failed`, async () => {
    t.clock.advance(ACCESS_GLOBAL_LIMIT.windowMs);
    const gate = (password: string, ip: string) => t.request('/api/access', { json: { password }, ip });
    const replies: Response[] = [];
    for (let round = 0; round < ACCESS_RATE_LIMIT.limit; round++) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, a) => gate(`spray-${round}-${a}`, `10.52.${a}.1`)),
        )),
      );
    }
    const counts = statuses(replies);
    expect(counts[401]).toBe(ACCESS_GLOBAL_LIMIT.limit);
    expect(counts[429]).toBe(20 * ACCESS_RATE_LIMIT.limit - ACCESS_GLOBAL_LIMIT.limit);
    const limited = replies.find((r) => r.status === 429);
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await limited?.json()) as { error: string } | undefined)?.error).toMatch(/Please wait a minute/);

    // Straight after those 200 wrong passwords from 20 addresses, the right one from an address
    // that has not failed gets in; from an address that has, it waits like any guess would.
    const fresh = await gate(TEST_ACCESS_PASSWORD, '10.52.99.1');
    expect(fresh.status).toBe(200);
    expect(fresh.headers.getSetCookie()[0]).toMatch(/^clearplan_access=/);
    expect((await gate(TEST_ACCESS_PASSWORD, '10.52.0.1')).status).toBe(429);

    // The bound while the brake is full: each address is heard once in its 10-minute window, so 30
    // new addresses sending 5 wrong passwords each, all at once, get 30 evaluations, not 150.
    const spread = await Promise.all(
      Array.from({ length: 30 }, (_, a) =>
        Array.from({ length: 5 }, (_, i) => gate(`spread-${a}-${i}`, `10.53.${a}.1`)),
      ).flat(),
    );
    expect(statuses(spread)).toEqual({ 401: 30, 429: 120 });

    // When the minute is over, an address that failed is heard again, below its own limit.
    t.clock.advance(ACCESS_GLOBAL_LIMIT.windowMs);
    expect((await gate(TEST_ACCESS_PASSWORD, '10.52.0.1')).status).toBe(200);
  });

  it('refuses a gate cookie issued under an access password that has since changed', async () => {
    const cookies = await t.gateCookie();
    expect((await t.request('/api/medication-lookup', { cookies })).status).toBe(200);
    const rotated = await createTestApp(kind, { accessPassword: 'A-New-Access-Word' });
    try {
      expect((await rotated.request('/api/medication-lookup', { cookies })).status).toBe(401);
      const fresh = await rotated.gateCookie().catch(() => '');
      expect(fresh).toBe(''); // the old password no longer opens the gate
      const renewed = await rotated.request('/api/access', { json: { password: 'a-new-access-word' } });
      expect(renewed.status).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it(`stores at most ${SUBMIT_LIMIT_DEFAULT} submissions per address in 10 minutes`, async () => {
    const strict = await createTestApp(kind, { submitLimitPer10Min: SUBMIT_LIMIT_DEFAULT });
    try {
      const cookies = await strict.gateCookie();
      const submit = (json: unknown, ip: string) =>
        strict.request('/api/medicare/submit', { cookies, json, ip });
      // Malformed ones count too: the budget is spent before anything is parsed or scored.
      for (let i = 0; i < SUBMIT_LIMIT_DEFAULT; i++) expect((await submit({}, '10.53.0.1')).status).toBe(400);
      const valid = {
        firstName: 'Rate',
        lastName: 'Limited',
        birthDate: '1950-01-01',
        zipCode: '73102',
        county: 'Oklahoma',
        noMedications: true,
        noDoctors: true,
      };
      const over = await submit(valid, '10.53.0.1');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await over.json()).error).toMatch(/Too many searches from this connection/);
      expect((await submit(valid, '10.53.0.2')).status).toBe(201);
      strict.clock.advance(10 * 60 * 1000);
      const later = await strict.gateCookie();
      expect(
        (await strict.request('/api/medicare/submit', { cookies: later, json: valid, ip: '10.53.0.1' }))
          .status,
      ).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe.each(TEST_DATABASE_KINDS)('client address behind a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { trustProxyHops: 1 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the address the proxy saw and ignores forged entries to its left', async () => {
    const real = '198.51.100.23';
    const replies: Response[] = [];
    for (let i = 0; i < 40; i++) {
      replies.push(
        await t.request('/api/access', {
          json: { password: `wrong-${i}` },
          // The client wrote the first entry; our one proxy (the socket) appended the real address.
          headers: { 'x-forwarded-for': `203.0.113.${i}, ${real}` },
          ip: '127.0.0.1',
        }),
      );
    }
    const counts = statuses(replies);
    expect(counts[401]).toBe(ACCESS_RATE_LIMIT.limit);
    expect(counts[429]).toBe(40 - ACCESS_RATE_LIMIT.limit);

    const gate = await t.gateCookie();
    const failed = await t.request('/api/admin/login', {
      json: { email: TEST_ADMIN.email, password: 'wrong-password' },
      cookies: gate,
      headers: { 'x-forwarded-for': `203.0.113.250, ${real}` },
      ip: '127.0.0.1',
    });
    expect(failed.status).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.login.failed'));
    expect(row?.clientAddress).toBe(real);
    // Without the header the proxy's own address is all there is.
    const direct = await t.request('/api/admin/login', {
      json: { email: TEST_ADMIN.email, password: 'wrong-password' },
      cookies: gate,
      ip: '192.0.2.9',
    });
    expect(direct.status).toBe(401);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login.failed'));
    expect(rows.map((r) => r.clientAddress).sort()).toEqual(['192.0.2.9', real]);
  });
});
