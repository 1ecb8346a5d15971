/**
 * E-mailing results (issue 20) through a real SMTP server started here, parsed with mailparser:
 * the e-mail holds a share link that opens the one result without the access password, and
 * nothing health-related beyond what the sender chose; every failure leaves nothing behind; the
 * gate still stands in front of every other route.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, INVENTORY, send } from '../../../../tests/setup/route-inventory.ts';
import { closedPort, type SmtpSink, startSmtpSink } from '../../../../tests/setup/smtp-sink.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { planDetailSchema } from '../../../shared/api-responses.ts';
import { EMAIL_LIMIT_PER_HOUR, resultsEmailResponseSchema } from '../../../shared/email-contracts.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { auditLog, resultShares } from '../../db/schema.ts';
import { parseEnv } from '../../env.ts';
import { setUpMail } from '../../services/mail/mail-setup.ts';

const FROM = 'ClearPlan <no-reply@clearplan.test>';
const DOCTOR = 'Harriet Vandersloot';
const submission = sampleSubmission({
  noDoctors: false,
  doctors: [{ name: DOCTOR, specialty: 'Cardiology' }],
});
/** What the e-mail must never carry, whatever the sender ticks. */
const NEVER = [
  submission.lastName,
  submission.birthDate,
  '04/12/1953',
  'April 12, 1953',
  submission.zipCode,
  'Atorvastatin',
  'Eliquis',
  DOCTOR,
  'Vandersloot',
  'Cardiology',
  '$',
];

const emailPath = (id: string) => `/api/medicare/results/${id}/email`;
/** PUBLIC_URL: the one origin e-mailed links are built on. */
const PUBLIC_URL = 'https://clearplan.example.org';
const LINK = /https:\/\/clearplan\.example\.org\/shared\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/g;

describe.each(TEST_DATABASE_KINDS)('e-mailing results on %s', (kind) => {
  let smtp: SmtpSink;
  let t: TestApp;
  let owner: string;
  let userId: string;
  let planNames: string[];
  let carriers: string[];
  /** Each test sends from its own address, so the per-address limit of one does not touch another. */
  let nextIp = 1;
  const ip = () => `10.20.0.${nextIp++}`;

  const sendEmail = (body: unknown, cookies = owner, from = ip(), id = userId) =>
    t.request(emailPath(id), { cookies, json: body, ip: from });
  const shareCount = async () => (await t.database.db.select().from(resultShares)).length;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, { mail: { smtpUrl: smtp.url, from: FROM }, publicUrl: PUBLIC_URL });
    owner = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', { cookies: owner, json: submission });
    expect(res.status).toBe(201);
    userId = ((await res.json()) as { userId: string }).userId;
    const recs = (await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies: owner })
    ).json()) as RecommendationsResponse;
    planNames = recs.plans.map((p) => p.name);
    carriers = [...new Set(recs.plans.map((p) => p.carrier))];
    expect(planNames.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends a share link that opens the result without the gate, and nothing health-related', async () => {
    const before = smtp.received.length;
    const res = await sendEmail({
      to: 'Daughter@Example.org',
      includeName: false,
      note: 'Mom, these are the plans we looked at.',
    });
    expect(res.status).toBe(202);
    // Exactly the documented shape (shared/api-catalogue.ts).
    const answer = resultsEmailResponseSchema.parse(await res.json());
    expect(answer.sent).toBe(true);
    expect(new Date(answer.shareExpiresAt).getTime() - t.clock.now().getTime()).toBe(30 * 86_400_000);

    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    if (!mail) throw new Error('no e-mail arrived');
    expect(mail.to.map((a) => a.toLowerCase())).toEqual(['daughter@example.org']);
    expect(mail.parsed.subject).toBe('Medicare plan results from ClearPlan');
    expect(mail.parsed.from?.text).toBe('"ClearPlan" <no-reply@clearplan.test>');
    const text = mail.parsed.text ?? '';
    const html = typeof mail.parsed.html === 'string' ? mail.parsed.html : '';
    expect(html).toContain('<html lang="en">');

    const links = text.match(LINK) ?? [];
    expect(links).toHaveLength(1);
    const link = links[0] as string;
    expect(html).toContain(`href="${link}"`);
    expect(text).toContain('The link works until December 2, 2026.');
    expect(text).toContain('Mom, these are the plans we looked at.');
    expect(html).toContain('Mom, these are the plans we looked at.');
    for (const body of [text, html, mail.raw]) {
      expect(body).not.toContain(submission.firstName);
      for (const secret of [...NEVER, ...planNames, ...carriers]) expect(body).not.toContain(secret);
      expect(body).not.toContain(userId);
    }

    // The link opens the result through the share route with no cookie at all: no gate, no history key.
    const token = new URL(link).pathname.slice('/shared/'.length);
    const opened = await t.request(`/api/medicare/shared/${token}`);
    expect(opened.status).toBe(200);
    const shared = (await opened.json()) as RecommendationsResponse;
    expect(shared.plans.map((p) => p.name)).toEqual(planNames);
    // And the plans among it, but no other plan.
    const planId = shared.plans[0]?.planId as string;
    const plan = await t.request(`/api/medicare/shared/${token}/plan/${planId}`);
    expect(plan.status).toBe(200);
    expect(planDetailSchema.parse(await plan.json()).planId).toBe(planId);
    expect((await t.request(`/api/medicare/shared/${token}/plan/H9999-999`)).status).toBe(404);

    // The audit says what happened, by id; the address is nowhere: not in the audit, not in the log.
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, 'results.email')));
    expect(rows.at(-1)?.details).toMatchObject({ outcome: 'sent', includeName: false, withNote: true });
    expect(rows.at(-1)?.actor).toMatch(/^device:[0-9a-f]{12}$/);
    const everything = JSON.stringify(await t.database.db.select().from(auditLog)) + t.logs.join('');
    expect(everything.toLowerCase()).not.toContain('daughter');
    expect(everything.toLowerCase()).not.toContain('example.org');
    expect(everything).not.toContain('Mom, these');
    expect(everything).not.toContain('secret-word');
  });

  it('builds the link on PUBLIC_URL whatever Host and Origin the request names', async () => {
    // Same-origin passes (Origin and Host agree): the forgery is of the site's own address.
    const forged = await t.request(emailPath(userId), {
      cookies: owner,
      json: { to: 'victim@example.org', includeName: false, note: 'Your plan needs attention: sign in.' },
      ip: ip(),
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(forged.status).toBe(202);
    const mail = smtp.received.at(-1);
    const text = mail?.parsed.text ?? '';
    expect(text.match(LINK)).toHaveLength(1);
    for (const body of [text, String(mail?.parsed.html), mail?.raw ?? '']) expect(body).not.toContain('evil');
  });

  it("includes the client's first name only when the sender ticks it", async () => {
    const res = await sendEmail({ to: 'son@example.net', includeName: true });
    expect(res.status).toBe(202);
    const mail = smtp.received.at(-1);
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`compare Medicare plans for ${submission.firstName} and chose`);
    expect(mail?.parsed.html).toContain(submission.firstName);
    expect(mail?.parsed.subject).not.toContain(submission.firstName);
    for (const secret of [...NEVER, ...planNames]) expect(mail?.raw).not.toContain(secret);
    expect(text).not.toContain('Their note to you');
  });

  it('refuses a bad address or note with 400, sending nothing and making no link', async () => {
    const before = { mails: smtp.received.length, shares: await shareCount() };
    for (const body of [
      { to: 'not-an-address', includeName: false },
      { to: 'one@example.org, two@example.org', includeName: false },
      { to: 'one@example.org\r\nBcc: two@example.org', includeName: false },
      { to: `${'a'.repeat(250)}@example.org`, includeName: false },
      { to: '', includeName: false },
      { to: 'one@example.org' },
      { to: 'one@example.org', includeName: false, note: 'x'.repeat(501) },
      { to: 'one@example.org', includeName: false, language: 'fr' },
      { to: 'one@example.org', includeName: false, bcc: 'two@example.org' },
    ]) {
      const res = await sendEmail(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('VALIDATION');
    }
    expect(smtp.received).toHaveLength(before.mails);
    expect(await shareCount()).toBe(before.shares);
  });

  it("answers 404 for another browser's result, or none, and sends nothing", async () => {
    const before = { mails: smtp.received.length, shares: await shareCount() };
    const stranger = await t.gateCookie();
    const theirs = await sendEmail({ to: 'x@example.org', includeName: true }, stranger);
    expect(theirs.status).toBe(404);
    const unknown = await sendEmail(
      { to: 'x@example.org', includeName: true },
      owner,
      ip(),
      '6f1c2a4e-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    expect(await theirs.text()).toBe(await unknown.text());
    expect(smtp.received).toHaveLength(before.mails);
    expect(await shareCount()).toBe(before.shares);
    // The refusal is audited like every other refused record read, naming the id asked for.
    const refused = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.read.refused'), eq(auditLog.entityId, userId)));
    expect(refused.map((r) => r.details)).toEqual([
      expect.objectContaining({ attempted: 'results.email', ofAnother: 1 }),
    ]);
  });

  it(`allows ${EMAIL_LIMIT_PER_HOUR} e-mails an hour per browser and per address, then 429`, async () => {
    // A browser of its own with a result of its own, sending from one address.
    const sender = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', { cookies: sender, json: submission });
    const id = ((await res.json()) as { userId: string }).userId;
    const from = ip();
    for (let i = 0; i < EMAIL_LIMIT_PER_HOUR; i++) {
      expect((await sendEmail({ to: 'a@example.org', includeName: false }, sender, from, id)).status).toBe(
        202,
      );
    }
    const before = { mails: smtp.received.length, shares: await shareCount() };
    const refused = await sendEmail({ to: 'a@example.org', includeName: false }, sender, from, id);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /as many e-mails as we allow in an hour/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same browser from another address: still its limit. Another browser from that address: its.
    expect((await sendEmail({ to: 'a@example.org', includeName: false }, sender, ip(), id)).status).toBe(429);
    const neighbour = await t.gateCookie();
    const theirs = await t.request('/api/medicare/submit', { cookies: neighbour, json: submission });
    const theirId = ((await theirs.json()) as { userId: string }).userId;
    expect(
      (await sendEmail({ to: 'a@example.org', includeName: false }, neighbour, from, theirId)).status,
    ).toBe(429);
    expect(smtp.received).toHaveLength(before.mails);
    expect(await shareCount()).toBe(before.shares);
    // An hour later the window is new.
    t.clock.advance(60 * 60 * 1000 + 1);
    // (The gate pass lasts 12 hours: the browser passes the gate again, with its own history key.)
    const gateOnly = (await t.gateCookie()).replace(/clearplan_history=[^;]+;?\s*/, '');
    const history = sender.match(/clearplan_history=[^;]+/)?.[0] ?? '';
    const again = await sendEmail(
      { to: 'a@example.org', includeName: false },
      `${gateOnly}; ${history}`,
      from,
      id,
    );
    expect(again.status).toBe(202);
  });

  it('answers 502 when the SMTP server is down, and turns off the link it made', async () => {
    const down = await createTestApp(kind, {
      mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: FROM },
    });
    try {
      const cookies = await down.gateCookie();
      const submitted = await down.request('/api/medicare/submit', { cookies, json: submission });
      const id = ((await submitted.json()) as { userId: string }).userId;
      const res = await down.request(emailPath(id), {
        cookies,
        json: { to: 'daughter@example.org', includeName: true },
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        error: 'The e-mail could not be sent. Please try again later.',
        code: 'MAIL_FAILED',
      });
      // Nothing dangling: the link is made and at once turned off, so it opens nothing.
      const shares = await down.database.db.select().from(resultShares).where(eq(resultShares.userId, id));
      expect(shares).toHaveLength(1);
      expect(shares[0]?.revokedAt).not.toBeNull();
      expect(await (await down.request(`/api/medicare/results/${id}/shares`, { cookies })).json()).toEqual(
        [],
      );
      const [audit] = await down.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'results.email')));
      expect(audit?.details).toMatchObject({ outcome: 'failed', shareId: shares[0]?.id });
      expect(down.logs.join('')).not.toContain('daughter');
    } finally {
      await down.close();
    }
  });

  it('answers 503 in production without SMTP_URL, and app-info says e-mail is off', async () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      ACCESS_PASSWORD: 'a-real-access-password',
      ADMIN_PASSWORD: 'a-real-admin-password',
      SESSION_SECRET: randomBytes(32).toString('hex'),
    });
    const mail = await setUpMail(env, (await import('pino')).pino({ level: 'silent' }));
    expect(mail).toEqual({ settings: null, catcher: null });
    const off = await createTestApp(kind, { mail: mail.settings });
    try {
      const cookies = await off.gateCookie();
      const submitted = await off.request('/api/medicare/submit', { cookies, json: submission });
      const id = ((await submitted.json()) as { userId: string }).userId;
      const res = await off.request(emailPath(id), {
        cookies,
        json: { to: 'a@example.org', includeName: false },
      });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toBe('E-mail is not set up on this server.');
      expect(await off.database.db.select().from(resultShares)).toHaveLength(0);
      const info = (await (await off.request('/api/app-info', { cookies })).json()) as {
        emailAvailable: boolean;
      };
      expect(info.emailAvailable).toBe(false);
    } finally {
      await off.close();
    }
    const info = (await (await t.request('/api/app-info', { cookies: owner })).json()) as {
      emailAvailable: boolean;
    };
    expect(info.emailAvailable).toBe(true);
  });

  it('keeps the gate in front of every other route; a revoked or expired link opens nothing', async () => {
    const publicRoutes = Object.entries(INVENTORY)
      .filter(([, guard]) => guard === 'public')
      .map(([route]) => route);
    expect(publicRoutes.filter((route) => route.includes('/medicare/'))).toEqual([
      'GET /api/medicare/shared/:token',
      'GET /api/medicare/shared/:token/plan/:planId',
      'GET /api/medicare/shared/:token/summary.pdf',
    ]);
    for (const call of calls().filter((c) => c.guard !== 'public')) {
      expect((await send(t, call, '')).status, `${call.method} ${call.path}`).toBe(401);
    }

    const res = await t.request(`/api/medicare/results/${userId}/shares`, { cookies: owner, json: {} });
    const share = (await res.json()) as { id: string; path: string };
    const token = share.path.slice('/shared/'.length);
    const recs = (await (await t.request(`/api/medicare/shared/${token}`)).json()) as RecommendationsResponse;
    const planId = recs.plans[0]?.planId as string;
    // Only the three reads pass: anything else under the link's path, or another method, meets the gate.
    for (const [method, path] of [
      ['GET', `/api/medicare/shared/${token}/summary.pdf/extra`],
      ['POST', `/api/medicare/shared/${token}/summary.pdf`],
      ['GET', `/api/medicare/shared/${token}/plan/${planId}/extra`],
      ['GET', `/api/medicare/shared/${token}/shares`],
      ['POST', `/api/medicare/shared/${token}`],
      ['DELETE', `/api/medicare/shared/${token}`],
      ['GET', `/api/medicare/plan/${planId}`],
      ['GET', `/api/medicare/recommendations/${userId}`],
    ] as const) {
      const answer = await t.request(path, { method, ...(method === 'GET' ? {} : { json: {} }) });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }

    await t.request(`/api/medicare/results/${userId}/shares/${share.id}`, {
      method: 'DELETE',
      cookies: owner,
      json: {},
    });
    expect((await t.request(`/api/medicare/shared/${token}`)).status).toBe(404);
    expect((await t.request(`/api/medicare/shared/${token}/plan/${planId}`)).status).toBe(404);
    expect((await t.request(`/api/medicare/shared/${token}/summary.pdf`)).status).toBe(404);

    const short = await t.request(`/api/medicare/results/${userId}/shares`, {
      cookies: owner,
      json: { days: 1 },
    });
    const shortToken = ((await short.json()) as { path: string }).path.slice('/shared/'.length);
    expect((await t.request(`/api/medicare/shared/${shortToken}`)).status).toBe(200);
    t.clock.advance(86_400_000 + 1);
    expect((await t.request(`/api/medicare/shared/${shortToken}`)).status).toBe(404);
    expect((await t.request(`/api/medicare/shared/${shortToken}/plan/${planId}`)).status).toBe(404);
    // A made-up token: 404 without the gate cookie, like a dead link.
    expect((await t.request(`/api/medicare/shared/${share.id}.AAAA`)).status).toBe(404);
  });
});
