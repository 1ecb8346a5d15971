/**
 * Every answer about one result is bounded (security finding 5): a results answer carries at most
 * RESULT_PAGE_PLANS plans (every real result whole), the rest a page at a time; a share link's
 * plan page finds any plan of the result; the summary PDF reads only the plans it shows; and at
 * most a few summaries are made at once in a process, the rest refused at once with 503.
 * The large result is made in two statements: a catalogue of copies of one plan, and a score for
 * each copy (the finding's catalogue had 57,117 plans, one answer 51.8 MB).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { RESULT_PAGE_PLANS } from '../../../shared/constants.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { summaryPdfPath } from '../../../shared/summary-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { medicarePlans, planScores } from '../../db/schema.ts';
import { PDF_SLOTS } from './summary-pdf-routes.ts';

/** Plans added to one result: more than two pages. */
const EXTRA_PLANS = 2 * RESULT_PAGE_PLANS + 137;

const columnsBut = (table: Record<string, { name: string }>, ...left: string[]) =>
  Object.values(table)
    .map((c) => c.name)
    .filter((name) => !left.includes(name));

describe.each(TEST_DATABASE_KINDS)('bounded answers about one result on %s', (kind) => {
  let t: TestApp;
  let owner: string;
  let smallId: string;
  let largeId: string;
  let total: number;
  let token: string;

  const submit = async () => {
    const res = await t.request('/api/medicare/submit', { cookies: owner, json: sampleSubmission() });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.gateCookie();
    smallId = await submit();
    largeId = await submit();
    const db = t.database.db;
    // Copies of the result's last-ranked plan, each under a plan id of its own…
    const planColumns = columnsBut(getTableColumns(medicarePlans), 'id', 'plan_id');
    const list = (names: string[], prefix = '') => sql.raw(names.map((n) => `${prefix}"${n}"`).join(', '));
    const [last] = await queryRows<{ scoreId: number; planId: number; rank: number }>(
      db,
      sql`select id as "scoreId", plan_id as "planId", rank from plan_scores where user_id = ${largeId}
        order by rank desc limit 1`,
    );
    if (!last) throw new Error('the result has no plans');
    await db.execute(
      sql`insert into medicare_plans (plan_id, ${list(planColumns)})
        select 'Z' || lpad(g::text, 4, '0') || '-001', ${list(planColumns, 'p.')}
        from medicare_plans p, generate_series(1, ${EXTRA_PLANS}) g where p.id = ${last.planId}`,
    );
    // …and a score for each, ranked after the real ones, as the result had weighed them all.
    const scoreColumns = columnsBut(getTableColumns(planScores), 'id', 'plan_id', 'rank');
    await db.execute(
      sql`insert into plan_scores (plan_id, rank, ${list(scoreColumns)})
        select p.id, ${last.rank}::int + row_number() over (order by p.plan_id), ${list(scoreColumns, 's.')}
        from medicare_plans p, plan_scores s where p.plan_id like 'Z%-001' and s.id = ${last.scoreId}`,
    );
    total = last.rank + EXTRA_PLANS;
    const share = await t.request(`/api/medicare/results/${largeId}/shares`, { cookies: owner, json: {} });
    token = ((await share.json()) as { path: string }).path.slice('/shared/'.length);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (path: string) => {
    const res = await t.request(path, { cookies: owner });
    expect(res.status, path).toBe(200);
    const text = await res.text();
    return { bytes: Buffer.byteLength(text), body: JSON.parse(text) as RecommendationsResponse };
  };

  it('answers a real result whole, with no next page', async () => {
    const { body } = await page(`/api/medicare/recommendations/${smallId}`);
    expect(body.plans.length).toBe(body.totalEligiblePlans);
    expect(body.plans.length).toBeLessThan(RESULT_PAGE_PLANS);
    expect(body).not.toHaveProperty('nextPage');
  });

  it('pages a result larger than one answer, for its owner and through its share link', async () => {
    for (const base of [`/api/medicare/recommendations/${largeId}`, `/api/medicare/shared/${token}`]) {
      const seen: number[] = [];
      let next: number | undefined = 1;
      while (next !== undefined) {
        const { bytes, body } = await page(next === 1 ? base : `${base}?page=${next}`);
        expect(body.totalEligiblePlans, base).toBe(total);
        expect(body.plans.length, base).toBeLessThanOrEqual(RESULT_PAGE_PLANS);
        // 500 plans are about half a megabyte; the finding's one answer was 51.8 MB.
        expect(bytes, base).toBeLessThan(1_000_000);
        seen.push(...body.plans.map((p) => p.rank));
        expect(body.nextPage, base).toBe(seen.length < total ? next + 1 : undefined);
        next = body.nextPage;
      }
      // Every plan once, in rank order, across the pages.
      expect(seen, base).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
    // A share link's plan page finds a plan far past the first page.
    const far = await t.request(
      `/api/medicare/shared/${token}/plan/Z${String(EXTRA_PLANS).padStart(4, '0')}-001`,
    );
    expect(far.status).toBe(200);
    for (const bad of ['?page=0', '?page=two', '?page=1.5', '?page=10001']) {
      const res = await t.request(`/api/medicare/recommendations/${largeId}${bad}`, { cookies: owner });
      expect(res.status, bad).toBe(400);
      expect((await t.request(`/api/medicare/shared/${token}${bad}`)).status, bad).toBe(400);
    }
  }, 60_000);

  it('makes at most a few summaries at once and refuses the rest at once with 503 and Retry-After', async () => {
    // The large result's summary reads its top ten only.
    expect((await t.request(summaryPdfPath(largeId), { cookies: owner })).status).toBe(200);
    const replies = await Promise.all(
      Array.from({ length: 16 }, () => t.request(summaryPdfPath(smallId), { cookies: owner })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(PDF_SLOTS.active);
    const refused = replies.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    }
  }, 60_000);
});
