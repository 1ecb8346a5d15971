/**
 * People's records answer only to their owner (ADR 0011): History lists a browser's own
 * submissions, a result opens only for the browser that made it or through a live share link its
 * owner made, no name or birth date travels in a URL, and every read is audited with the ids it
 * disclosed. Before history keys, any visitor past the shared gate could list every person with
 * two-letter searches and open their records by id.
 */
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  historyKeyHashOf,
  mergeCookies,
  TEST_EDITOR,
  type TestApp,
} from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { auditLog, medicareUsers } from '../db/schema.ts';
import { HISTORY_SEARCHES_PER_OWNER } from '../services/platform/request-limits.ts';

const profile = (firstName: string, lastName: string, birthDate: string) => ({
  firstName,
  lastName,
  birthDate,
  zipCode: '73102',
  county: 'Oklahoma',
  isCustomCounty: false,
  doctorSearchRadius: 20,
  noMedications: false,
  medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
  noDoctors: true,
  doctors: [],
});

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const NOT_FOUND = JSON.stringify({ error: 'We could not find those results.', code: 'NOT_FOUND' });

describe.each(TEST_DATABASE_KINDS)('records belong to the browser that made them on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const aliceIds: string[] = [];
  let bobId = '';

  const submit = async (cookies: string, body: unknown) => {
    const res = await t.request('/api/medicare/submit', { cookies, json: body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const search = async (cookies: string, q: string) => {
    const res = await t.request('/api/medicare/users/search', { cookies, json: { q } });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string; lastName: string }[];
  };
  const answer = async (path: string, cookies: string) => {
    const res = await t.request(path, { cookies });
    return { status: res.status, body: await res.text() };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await t.gateCookie();
    bob = await t.gateCookie();
    aliceIds.push(await submit(alice, profile('Alma', 'Quistgaard', '1951-02-03')));
    aliceIds.push(await submit(alice, profile('Arlo', 'Quistgaard', '1949-07-08')));
    bobId = await submit(bob, profile('Bert', 'Quisling', '1950-05-06'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues a history key on the first submit as an HttpOnly, SameSite=Strict cookie and stores only its hash', async () => {
    const gateOnly = (await t.gateCookie()).replace(/clearplan_history=[^;]+;?\s*/, '');
    const res = await t.request('/api/medicare/submit', {
      cookies: gateOnly,
      json: profile('Cora', 'Keyless', '1948-01-01'),
    });
    expect(res.status).toBe(201);
    const setCookie = res.headers.getSetCookie().find((h) => h.startsWith('clearplan_history='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Max-Age=34560000/);
    const browser = mergeCookies(gateOnly, res);
    const { userId } = (await res.json()) as { userId: string };
    const [row] = await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, userId));
    const key = /clearplan_history=([^;]+)/.exec(browser)?.[1] ?? '';
    expect(row?.historyKeyHash).toBe(historyKeyHashOf(browser));
    expect(row?.historyKeyHash).not.toContain(key);
    // The same browser keeps its key: a second submit sets no new cookie and is listed with the first.
    const again = await t.request('/api/medicare/submit', {
      cookies: browser,
      json: profile('Cora', 'Keyless', '1948-01-01'),
    });
    expect(again.headers.getSetCookie().some((h) => h.startsWith('clearplan_history='))).toBe(false);
    expect(await search(browser, 'keyless')).toHaveLength(2);
  });

  it('sends the history key with Secure and the __Host- prefix behind HTTPS', async () => {
    const secure = await createTestApp(kind, { cookieSecure: true });
    try {
      const gate = await secure.request('/api/access', { json: { password: 'Test-Access-Word' } });
      const res = await secure.request('/api/medicare/submit', {
        cookies: mergeCookies('', gate),
        json: profile('Dina', 'Secure', '1947-01-01'),
      });
      expect(res.status).toBe(201);
      const setCookie = res.headers.getSetCookie().find((h) => h.startsWith('__Host-clearplan_history='));
      expect(setCookie).toMatch(/;\s*Secure/i);
    } finally {
      await secure.close();
    }
  });

  it("lets a second browser find nothing of the first one's by any query, and not open it by id", async () => {
    for (const q of ['', 'qu', 'quist', 'alma', 'Quistgaard', '1951', '1951-02-03', 'a', 'ar']) {
      if (q.length === 1) continue;
      const rows = await search(bob, q);
      expect(
        rows.map((r) => r.id).filter((id) => aliceIds.includes(id)),
        q,
      ).toEqual([]);
    }
    for (const id of aliceIds) {
      for (const path of [`/api/medicare/user/${id}`, `/api/medicare/recommendations/${id}`]) {
        expect(await answer(path, bob)).toEqual({ status: 404, body: NOT_FOUND });
        expect((await answer(path, alice)).status).toBe(200);
      }
      expect((await answer(`/api/medicare/results/${id}/shares`, bob)).status).toBe(404);
      const share = await t.request(`/api/medicare/results/${id}/shares`, { cookies: bob, json: {} });
      expect(share.status).toBe(404);
    }
    // A browser with no history key, or a malformed one, reads nothing at all.
    const noKey = alice.replace(/clearplan_history=[^;]+/, 'clearplan_history=short');
    expect(await search(noKey, '')).toEqual([]);
    expect(await answer(`/api/medicare/user/${aliceIds[0]}`, noKey)).toEqual({
      status: 404,
      body: NOT_FOUND,
    });
  });

  it('returns only the caller’s own rows to a harvest of every two-letter query', async () => {
    const seen = new Set<string>();
    for (const a of ALPHABET) {
      // History searches have a budget per browser (services/platform/request-limits.ts): the harvest takes
      // 26 at a time, each batch in a window of its own.
      t.clock.advance(HISTORY_SEARCHES_PER_OWNER.windowMs);
      for (const b of ALPHABET) for (const row of await search(bob, `${a}${b}`)) seen.add(row.id);
    }
    t.clock.advance(HISTORY_SEARCHES_PER_OWNER.windowMs);
    for (const d of '0123456789') for (const row of await search(bob, `19${d}`)) seen.add(row.id);
    expect([...seen]).toEqual([bobId]);
  }, 120_000);

  it('keeps names and birth dates out of URLs: the search is a POST and the old GET is gone', async () => {
    const old = await t.request('/api/medicare/users/search?q=quistgaard', { cookies: alice });
    expect(old.status).toBe(404);
    expect(await old.text()).not.toMatch(/quistgaard/i);
  });

  it('audits every search and every read with the ids it disclosed and the client address', async () => {
    const db = t.database.db;
    await db.delete(auditLog);
    await t.request('/api/medicare/users/search', { cookies: alice, json: { q: 'quist' }, ip: '10.9.8.7' });
    await t.request(`/api/medicare/user/${aliceIds[0]}`, { cookies: alice, ip: '10.9.8.7' });
    const rows = await db.select().from(auditLog);
    const searched = rows.find((r) => r.action === 'history.search');
    expect(searched?.clientAddress).toBe('10.9.8.7');
    expect((searched?.details as { recordIds: string[] } | undefined)?.recordIds.sort()).toEqual(
      [...aliceIds].sort(),
    );
    expect(searched?.actor).toMatch(/^device:[0-9a-f]{12}$/);
    const read = rows.find((r) => r.action === 'submission.read');
    expect(read).toMatchObject({ entityId: aliceIds[0], clientAddress: '10.9.8.7', actor: searched?.actor });
    expect(JSON.stringify(rows)).not.toMatch(/quist|alma|1951/i);
  });

  it('opens a result through a share link its owner made, without name or birth date, until revoked or expired', async () => {
    const id = aliceIds[0] as string;
    const created = await t.request(`/api/medicare/results/${id}/shares`, { cookies: alice, json: {} });
    expect(created.status).toBe(201);
    const share = (await created.json()) as { id: string; path: string; expiresAt: string };
    expect(new Date(share.expiresAt).getTime() - t.clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect(share.path).toMatch(/^\/shared\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const token = share.path.slice('/shared/'.length);
    expect(token).not.toContain(id);

    // A stranger past the gate with no history key reads the plans, and nothing that names the person.
    const stranger = (await t.gateCookie()).replace(/clearplan_history=[^;]+;?\s*/, '');
    const opened = await t.request(`/api/medicare/shared/${token}`, { cookies: stranger });
    expect(opened.status).toBe(200);
    const text = await opened.text();
    const body = JSON.parse(text);
    expect(body.plans.length).toBeGreaterThan(0);
    expect(body.share.expiresAt).toBe(share.expiresAt);
    expect(text).not.toMatch(/Alma|Quistgaard|1951-02-03/);
    expect(text).not.toContain(id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, `share:${share.id}`));
    expect(audit.map((r) => [r.action, r.entityId])).toEqual([['recommendations.read', id]]);

    // The link is the key to its one result: it opens without the gate cookie too (issue 20).
    expect((await t.request(`/api/medicare/shared/${token}`)).status).toBe(200);
    // A link with a changed signature, or a made-up one, opens nothing.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.request(`/api/medicare/shared/${tampered}`, { cookies: stranger })).status).toBe(404);
    expect((await t.request(`/api/medicare/shared/${share.id}`, { cookies: stranger })).status).toBe(404);

    // Listed for the owner; revoked by the owner only.
    const listed = await (await t.request(`/api/medicare/results/${id}/shares`, { cookies: alice })).json();
    expect(listed).toEqual([expect.objectContaining({ id: share.id, path: share.path })]);
    const byBob = await t.request(`/api/medicare/results/${id}/shares/${share.id}`, {
      method: 'DELETE',
      cookies: bob,
      json: {},
    });
    expect(byBob.status).toBe(404);
    const revoked = await t.request(`/api/medicare/results/${id}/shares/${share.id}`, {
      method: 'DELETE',
      cookies: alice,
      json: {},
    });
    expect(revoked.status).toBe(200);
    expect((await t.request(`/api/medicare/shared/${token}`, { cookies: stranger })).status).toBe(404);
    expect(await (await t.request(`/api/medicare/results/${id}/shares`, { cookies: alice })).json()).toEqual(
      [],
    );

    // A 2-day link stops working after 2 days; more than 90 days is refused.
    const short = await t.request(`/api/medicare/results/${id}/shares`, {
      cookies: alice,
      json: { days: 2 },
    });
    const shortPath = ((await short.json()) as { path: string }).path;
    expect((await t.request(`/api/medicare${shortPath}`, { cookies: stranger })).status).toBe(200);
    const tooLong = await t.request(`/api/medicare/results/${id}/shares`, {
      cookies: alice,
      json: { days: 91 },
    });
    expect(tooLong.status).toBe(400);
    t.clock.advance(2 * 24 * 60 * 60 * 1000 + 1);
    // (The gate pass lasts 12 hours, so the stranger passes the gate again first.)
    const later = await t.gateCookie();
    expect((await t.request(`/api/medicare${shortPath}`, { cookies: later })).status).toBe(404);
  });

  it('"Forget this device" clears the key, and the old key no longer lists or opens anything', async () => {
    const carol = await t.gateCookie();
    const id = await submit(carol, profile('Cleo', 'Forgetful', '1946-03-03'));
    const res = await t.request('/api/medicare/history/forget', { cookies: carol, json: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ forgotten: true, released: 1 });
    expect(res.headers.getSetCookie().find((h) => h.startsWith('clearplan_history='))).toMatch(/Max-Age=0/i);
    // Even a copy of the old cookie kept by someone else opens nothing now.
    expect(await search(carol, 'forgetful')).toEqual([]);
    expect(await answer(`/api/medicare/user/${id}`, carol)).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('lets an admin who reads analytics find any submission for the scoring analysis, audited', async () => {
    const editor = await t.adminCookie(TEST_EDITOR);
    const res = await t.request('/api/admin/submissions/search', { cookies: editor, json: { q: 'quis' } });
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { id: string }[]).map((r) => r.id).sort();
    expect(ids).toEqual([...aliceIds, bobId].sort());
    const consumer = await t.request('/api/admin/submissions/search', {
      cookies: await t.gateCookie(),
      json: { q: 'quis' },
    });
    expect(consumer.status).toBe(401);
    expect((await consumer.json()).code).toBe('AUTH_REQUIRED');
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'submission.search'));
    expect((row?.details as { recordIds: string[] } | undefined)?.recordIds.sort()).toEqual(ids);
  });
});

/**
 * Counselors (ADR 0020): a signed-in counselor's clients answer to that counselor only, never to
 * another counselor, to a browser's history key, or to the counselor's own browser once signed out;
 * a browser's own searches never answer to a counselor signed in on it.
 */
describe.each(TEST_DATABASE_KINDS)("a counselor's clients belong to that counselor on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps counselors, devices and signed-out browsers apart, by search, id, roads and share links', async () => {
    const admin = await t.adminCookie();
    const password = 'Counselor-Pass-1234';
    const counselor = async (email: string, browser?: string) => {
      const created = await t.request('/api/admin/admins', {
        cookies: admin,
        json: { email, role: 'counselor', password },
      });
      expect(created.status).toBe(201);
      const gate = browser ?? (await t.gateCookie());
      const res = await t.request('/api/counselor/login', { cookies: gate, json: { email, password } });
      expect(res.status).toBe(200);
      return { signedIn: mergeCookies(gate, res), browser: gate };
    };
    const a = await counselor('a@agency.example');
    const b = await counselor('b@agency.example');
    const ownId = (
      (await (
        await t.request('/api/medicare/submit', {
          cookies: a.browser,
          json: profile('Own', 'Device', '1950-01-01'),
        })
      ).json()) as { userId: string }
    ).userId;
    const res = await t.request('/api/medicare/submit', {
      cookies: a.signedIn,
      json: { ...profile('Quincy', 'Clientson', '1947-09-09'), clientConsent: true },
    });
    expect(res.status).toBe(201);
    const clientId = ((await res.json()) as { userId: string }).userId;

    const ids = async (cookies: string, q: string) =>
      (
        (await (await t.request('/api/medicare/users/search', { cookies, json: { q } })).json()) as {
          id: string;
        }[]
      ).map((r) => r.id);
    expect(await ids(a.signedIn, '')).toEqual([clientId]);
    // The counselor's own browser, without the session: its own search, never the client.
    expect(await ids(a.browser, '')).toEqual([ownId]);
    for (const cookies of [b.signedIn, a.browser, await t.gateCookie()]) {
      for (const q of ['', 'qu', 'clientson', '1947']) expect(await ids(cookies, q)).not.toContain(clientId);
      for (const path of [
        `/api/medicare/user/${clientId}`,
        `/api/medicare/recommendations/${clientId}`,
        `/api/medicare/results/${clientId}/shares`,
      ]) {
        expect(await (await t.request(path, { cookies })).text(), path).toBe(NOT_FOUND);
      }
      const share = await t.request(`/api/medicare/results/${clientId}/shares`, {
        cookies,
        json: { days: 7 },
      });
      expect(share.status).toBe(404);
    }
    expect(await (await t.request(`/api/medicare/user/${ownId}`, { cookies: a.signedIn })).text()).toBe(
      NOT_FOUND,
    );
    // The reads of the client; the refused attempts of the others are audited as refusals.
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, clientId), ne(auditLog.action, 'submission.read.refused')));
    expect(new Set(reads.map((r) => r.actor))).toEqual(new Set([expect.stringMatching(/^counselor:\d+$/)]));
    expect(
      await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, clientId)),
    ).toHaveLength(1);
  });
});
