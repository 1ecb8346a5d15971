/**
 * Retention (ADR 0020): every new submission, a consumer's or a counselor's, is kept RETENTION_DAYS;
 * the job deletes exactly the submissions whose date has passed (with their scores and share links)
 * and nothing else, writes one `retention.delete` audit row with the count, and logs only the count.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { auditLog, medicareUsers, planScores, resultShares } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { runRetention } from './retention.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASE_KINDS)('the retention job on %s', (kind) => {
  let t: TestApp;
  let cookies = '';
  const submit = async () => {
    // The gate pass lasts 12 hours and the clock moves days.
    cookies = await t.gateCookie();
    const res = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({ lastName: 'Retainer' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };

  beforeAll(async () => {
    // A short period, so the test moves the clock a few days only.
    t = await createTestApp(kind, { retentionDays: 10 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sets retain_until to now + RETENTION_DAYS and deletes exactly the rows past it, audited with the count', async () => {
    const old = await submit();
    const share = await t.request(`/api/medicare/results/${old}/shares`, { cookies, json: { days: 7 } });
    expect(share.status).toBe(201);
    t.clock.advance(3 * DAY_MS);
    const newer = await submit();
    const [row] = await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, newer));
    expect(row?.retainUntil.toISOString()).toBe(
      new Date(t.clock.now().getTime() + 10 * DAY_MS).toISOString(),
    );
    const others = (await t.database.db.select({ id: medicareUsers.id }).from(medicareUsers))
      .map((r) => r.id)
      .filter((id) => id !== old && id !== newer);

    const lines: string[] = [];
    const logger = createLogger('info', {
      write: (line: string) => {
        lines.push(line);
        return true;
      },
    } as never);
    const deps = { db: t.database.db, logger, now: t.clock.now };

    // Day 10 exactly: not yet past.
    t.clock.advance(7 * DAY_MS);
    expect(await runRetention(deps)).toBe(0);
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'retention.delete'))).length,
    ).toBe(0);

    t.clock.advance(1000);
    expect(await runRetention(deps)).toBe(1);
    const left = await t.database.db.select({ id: medicareUsers.id }).from(medicareUsers);
    expect(left.map((r) => r.id).sort()).toEqual([newer, ...others].sort());
    expect(await t.database.db.select().from(planScores).where(eq(planScores.userId, old))).toEqual([]);
    expect(await t.database.db.select().from(resultShares).where(eq(resultShares.userId, old))).toEqual([]);
    expect(
      (
        await t.database.db
          .select()
          .from(planScores)
          .where(inArray(planScores.userId, [newer]))
      ).length,
    ).toBeGreaterThan(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'retention.delete'));
    expect(audit.map((a) => [a.actor, a.details])).toEqual([['system', { deleted: 1 }]]);
    expect(lines.join('')).toContain('"deleted":1');
    expect(lines.join('')).not.toContain(old);
    expect(lines.join('')).not.toContain('Retainer');

    // Three days later the newer one goes too; a second run finds nothing.
    t.clock.advance(3 * DAY_MS);
    expect(await runRetention(deps)).toBe(1);
    expect(await runRetention(deps)).toBe(0);
    expect(
      (await t.database.db.select({ id: medicareUsers.id }).from(medicareUsers)).map((r) => r.id).sort(),
    ).toEqual(others.sort());
  });
});
