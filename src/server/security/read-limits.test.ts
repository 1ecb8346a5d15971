/**
 * Reads that anyone can repeat are bounded, and refused record reads leave a trace (security
 * findings 5 and 6). A share link's reads pass without the gate, so each link and each client
 * address has a budget of them (and a smaller one of PDF summaries); History searches, each one an
 * audit row, have a budget per browser or counselor and per address; and an id that is not the
 * caller's is answered with the same 404 as ever but audited, one row per actor and kind of read
 * however often it repeats.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../tests/setup/submissions.ts';
import { createTestApp, mergeCookies, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { summaryPdfPath } from '../../shared/summary-contracts.ts';
import { queryRows } from '../db/client.ts';
import { adminUsers, auditLog } from '../db/schema.ts';
import { REFUSED_READ_ROWS_PER_ADDRESS } from '../services/platform/audit.ts';
import {
  HISTORY_SEARCHES_PER_ADDRESS,
  HISTORY_SEARCHES_PER_OWNER,
  SHARE_PDFS_PER_ADDRESS,
  SHARE_PDFS_PER_LINK,
  SHARE_READS_PER_ADDRESS,
  SHARE_READS_PER_LINK,
} from '../services/platform/request-limits.ts';

const NOT_FOUND = JSON.stringify({ error: 'We could not find those results.', code: 'NOT_FOUND' });

/** A token of the right form whose signature is wrong: a guess at a link. */
const guessedToken = () => `${randomUUID()}.${randomBytes(32).toString('base64url')}`;

const count = (replies: Response[], status: number) => replies.filter((r) => r.status === status).length;

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED', error: expect.any(String) });
}

describe.each(TEST_DATABASE_KINDS)('budgets of repeatable reads on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let userId: string;

  const submit = async (cookies: string, body: Record<string, unknown> = {}) => {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission(body) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const shareOf = async (id: string) => {
    const res = await t.request(`/api/medicare/results/${id}/shares`, { cookies: owner, json: {} });
    expect(res.status).toBe(201);
    const share = (await res.json()) as { id: string; path: string };
    return { id: share.id, token: share.path.slice('/shared/'.length) };
  };
  const auditRows = (action: string, actor: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actor, actor)));

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.gateCookie();
    userId = await submit(owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 past a share link’s budget of reads from any addresses, and past its budget of PDFs', async () => {
    const share = await shareOf(userId);
    const results = await (await t.request(`/api/medicare/shared/${share.token}`)).json();
    const planId = (results as { plans: { planId: string }[] }).plans[0]?.planId;
    // The link's plan pages (the cheaper read: they share the budget), from three addresses.
    for (let i = 1; i < SHARE_READS_PER_LINK.limit; i++) {
      const res = await t.request(`/api/medicare/shared/${share.token}/plan/${planId}`, {
        ip: `10.61.0.${1 + (i % 3)}`,
      });
      if (res.status !== 200) expect(res.status, `read ${i}`).toBe(200);
    }
    await expectRateLimited(await t.request(`/api/medicare/shared/${share.token}`, { ip: '10.61.0.9' }));
    await expectRateLimited(
      await t.request(`/api/medicare/shared/${share.token}/plan/${planId}`, { ip: '10.61.0.9' }),
    );
    // Only the results read that was answered wrote an audit row (plan pages write none).
    expect(await auditRows('recommendations.read', `share:${share.id}`)).toHaveLength(1);

    // The PDF summary has a budget of its own, much smaller.
    const pdfs = [];
    for (let i = 0; i <= SHARE_PDFS_PER_LINK.limit; i++) {
      pdfs.push(
        await t.request(`/api/medicare/shared/${share.token}/summary.pdf`, { ip: `10.61.1.${1 + (i % 2)}` }),
      );
    }
    expect(count(pdfs, 200)).toBe(SHARE_PDFS_PER_LINK.limit);
    await expectRateLimited(pdfs.at(-1) as Response);
    expect(await auditRows('summary.pdf', `share:${share.id}`)).toHaveLength(SHARE_PDFS_PER_LINK.limit);

    // Another link, from an address that read the first one, still opens.
    const other = await shareOf(userId);
    expect((await t.request(`/api/medicare/shared/${other.token}`, { ip: '10.61.0.1' })).status).toBe(200);
  }, 60_000);

  it('counts guessed links against the address’s budget, so a guesser cannot go on reading', async () => {
    const share = await shareOf(userId);
    for (let i = 0; i < SHARE_READS_PER_ADDRESS.limit; i++) {
      const res = await t.request(`/api/medicare/shared/${guessedToken()}`, { ip: '10.62.0.1' });
      if (res.status !== 404) expect(res.status, `guess ${i}`).toBe(404);
    }
    await expectRateLimited(await t.request(`/api/medicare/shared/${share.token}`, { ip: '10.62.0.1' }));
    expect((await t.request(`/api/medicare/shared/${share.token}`, { ip: '10.62.0.2' })).status).toBe(200);

    for (let i = 0; i < SHARE_PDFS_PER_ADDRESS.limit; i++) {
      const res = await t.request(`/api/medicare/shared/${guessedToken()}/summary.pdf`, { ip: '10.62.0.3' });
      expect(res.status).toBe(404);
    }
    await expectRateLimited(
      await t.request(`/api/medicare/shared/${share.token}/summary.pdf`, { ip: '10.62.0.3' }),
    );
  }, 60_000);

  it('answers 429 past a browser’s budget of History searches, each answered search audited, and bounds an address', async () => {
    const browser = await t.gateCookie();
    await submit(browser);
    const search = (cookies: string, ip: string) =>
      t.request('/api/medicare/users/search', { cookies, json: { q: 'quill' }, ip });
    const burst = await Promise.all(Array.from({ length: 100 }, () => search(browser, '10.63.0.1')));
    // Counted atomically: exactly the budget gets through a burst sent at once.
    expect(count(burst, 200)).toBe(HISTORY_SEARCHES_PER_OWNER.limit);
    expect(count(burst, 429)).toBe(100 - HISTORY_SEARCHES_PER_OWNER.limit);
    await expectRateLimited(burst.find((r) => r.status === 429) as Response);
    const searches = await queryRows<{ actor: string; n: number }>(
      t.database.db,
      sql`select actor, count(*)::int as n from audit_log where action = 'history.search'
        and client_address = '10.63.0.1' group by actor`,
    );
    expect(searches.map((r) => Number(r.n))).toEqual([HISTORY_SEARCHES_PER_OWNER.limit]);

    // Other browsers at the same address search on until the address's own budget is spent.
    let spent = burst.length;
    while (spent < HISTORY_SEARCHES_PER_ADDRESS.limit) {
      const other = await t.gateCookie();
      const batch = Math.min(HISTORY_SEARCHES_PER_OWNER.limit, HISTORY_SEARCHES_PER_ADDRESS.limit - spent);
      for (let i = 0; i < batch; i++) expect((await search(other, '10.63.0.1')).status).toBe(200);
      spent += batch;
    }
    await expectRateLimited(await search(await t.gateCookie(), '10.63.0.1'));
    expect((await search(await t.gateCookie(), '10.63.0.2')).status).toBe(200);
  }, 60_000);

  it('audits a counselor’s reads of another counselor’s client, one row per kind of read with a count, and answers the same 404', async () => {
    const admin = await t.adminCookie();
    const password = 'Counselor-Pass-1234';
    const counselor = async (email: string) => {
      const created = await t.request('/api/admin/admins', {
        cookies: admin,
        json: { email, role: 'counselor', password },
      });
      expect(created.status).toBe(201);
      const gate = await t.gateCookie();
      const res = await t.request('/api/counselor/login', { cookies: gate, json: { email, password } });
      expect(res.status).toBe(200);
      const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, email));
      return { cookies: mergeCookies(gate, res), actor: `counselor:${row?.id}` };
    };
    const a = await counselor('probe-a@agency.example');
    const b = await counselor('probe-b@agency.example');
    const client = await t.request('/api/medicare/submit', {
      cookies: a.cookies,
      json: sampleSubmission({ firstName: 'Zebulon', lastName: 'Probeworthy', clientConsent: true }),
    });
    const clientId = ((await client.json()) as { userId: string }).userId;
    const ip = '10.64.0.1';
    const as = (path: string, init: { method?: string; json?: unknown } = {}) =>
      t.request(path, { cookies: b.cookies, ip, ...init });

    const unknownId = randomUUID();
    const probes = [
      await as(`/api/medicare/user/${clientId}`),
      await as(`/api/medicare/recommendations/${clientId}`),
      await as(`/api/medicare/recommendations/${clientId}`),
      await as(`/api/medicare/recommendations/${clientId}`),
      await as(`/api/medicare/recommendations/${unknownId}`),
      await as('/api/medicare/recommendations/not-an-id'),
      await as(summaryPdfPath(clientId)),
      await as(`/api/medicare/users/${clientId}`, { method: 'DELETE', json: {} }),
    ];
    for (const res of probes) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND);
    }
    expect(
      (await t.request(`/api/medicare/recommendations/${clientId}`, { cookies: a.cookies })).status,
    ).toBe(200);

    const refused = await auditRows('submission.read.refused', b.actor);
    const byRead = Object.fromEntries(
      refused.map((r) => [(r.details as { attempted: string }).attempted, r]),
    );
    expect(refused).toHaveLength(4);
    expect(byRead['recommendations.read']).toMatchObject({
      entityType: 'medicare_user',
      entityId: clientId,
      clientAddress: ip,
      details: {
        attempted: 'recommendations.read',
        count: 5,
        ofAnother: 3,
        recordIds: [clientId, unknownId],
      },
    });
    for (const attempted of ['submission.read', 'summary.pdf', 'submission.delete']) {
      expect(byRead[attempted]?.details, attempted).toEqual({
        attempted,
        count: 1,
        ofAnother: 1,
        recordIds: [clientId],
      });
    }
    expect(await auditRows('submission.read.refused', a.actor)).toEqual([]);
    expect(JSON.stringify(refused)).not.toMatch(/zebulon|probeworthy|1953|73102|atorvastatin/i);

    // A repeat after the window starts a row of its own.
    await t.database.db
      .update(auditLog)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(and(eq(auditLog.action, 'submission.read.refused'), eq(auditLog.actor, b.actor)));
    expect((await as(`/api/medicare/recommendations/${clientId}`)).status).toBe(404);
    const after = await auditRows('submission.read.refused', b.actor);
    expect(after.map((r) => (r.details as { count: number }).count).sort()).toEqual([1, 1, 1, 1, 5]);
  }, 60_000);

  it('writes at most a bounded number of refused-read rows from one address, whatever history keys it makes up', async () => {
    const ip = '10.65.0.1';
    const replies = [];
    for (let i = 0; i < REFUSED_READ_ROWS_PER_ADDRESS.limit + 10; i++) {
      // Each gateCookie() is another browser, with a history key of its own: another actor.
      replies.push(
        await t.request(`/api/medicare/user/${randomUUID()}`, { cookies: await t.gateCookie(), ip }),
      );
    }
    expect(count(replies, 404)).toBe(replies.length);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'submission.read.refused' and client_address = ${ip}`,
    );
    expect(Number(rows[0]?.n)).toBe(REFUSED_READ_ROWS_PER_ADDRESS.limit);
  });
});
