/**
 * The months a plan can still start (issue 36, item 9): the finder is offered only those (GET
 * /api/medicare/plan-years, by the app's clock), the server refuses one that has passed (400,
 * nothing stored), and a result of part of the year names its months on every server surface
 * (the results API, a share link, the PDF) instead of calling them yearly. The test app's clock
 * starts on November 2, 2026, with the 2026 plans on file: a 2026 plan can start only on December 1.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { formatMoney } from '../../../shared/format.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { sharedSummaryPdfPath, summaryPdfPath } from '../../../shared/summary-contracts.ts';
import { medicareUsers } from '../../db/schema.ts';

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'start-month-pdf-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, Buffer.from(pdf));
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(TEST_DATABASE_KINDS)('the months a plan can still start, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (answers: Record<string, unknown>) =>
    t.request('/api/medicare/submit', { json: sampleSubmission({ answers }), cookies });
  const submissions = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(medicareUsers))[0]?.n;
  const read = async (userId: string) =>
    (await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies })
    ).json()) as RecommendationsResponse;

  it('offers only December for 2026 plans on November 2, and refuses a month that has passed', async () => {
    const offer = await (await t.request('/api/medicare/plan-years', { cookies })).json();
    expect(offer.years).toEqual([expect.objectContaining({ year: 2026, startMonths: [12], canStart: true })]);

    const before = await submissions();
    for (const [month, name] of [
      [1, 'January'],
      [11, 'November'],
    ] as const) {
      const refused = await submit({ coverageStartMonth: month });
      expect(refused.status).toBe(400);
      const message = `A 2026 plan can no longer start in ${name} 2026: the earliest start is December 2026.`;
      expect(await refused.json()).toMatchObject({ error: message });
    }
    expect(await submissions()).toBe(before);
  });

  it('names the one month on the results API, a share link and both PDFs, never "yearly"', async () => {
    const whole = await submit({});
    expect(whole.status).toBe(201);
    const december = await submit({ coverageStartMonth: 12 });
    expect(december.status).toBe(201);
    const wholeId = (await whole.json()).userId as string;
    const decemberId = (await december.json()).userId as string;
    const wholeYear = await read(wholeId);
    const oneMonth = await read(decemberId);

    // Results API: the start month is said, and the figures are one month's.
    expect(wholeYear.coverageStartMonth).toBe(1);
    expect(oneMonth.coverageStartMonth).toBe(12);
    const [top] = oneMonth.plans;
    const same = wholeYear.plans.find((p) => p.planId === top?.planId);
    // Premiums for one month are a twelfth of the year's, to the cent (each is rounded once).
    expect(top?.costBreakdown.premiums).toBeCloseTo((same?.costBreakdown.premiums ?? 0) / 12, 1);
    expect(top?.drugPricing?.paymentPlan.map((m) => m.month)).toEqual([12]);

    // The reasons name the month too (read in the reader's language).
    expect(top?.reasoning[0]).toMatch(/^Estimated cost for December 2026 \$[\d,]+: /);

    // Share link: the same answer, the same month.
    const share = await t.request(`/api/medicare/results/${decemberId}/shares`, { cookies, json: {} });
    const token = ((await share.json()) as { path: string }).path.split('/').at(-1) ?? '';
    const shared = (await (
      await t.request(`/api/medicare/shared/${token}`)
    ).json()) as RecommendationsResponse;
    expect(shared.coverageStartMonth).toBe(12);

    // The PDF, the owner's and the shared one: "Estimated cost for December 2026: $X", no "yearly cost".
    const cost = formatMoney(Math.max(0, top?.estimatedAnnualCost ?? 0));
    for (const pdfPath of [summaryPdfPath(decemberId), sharedSummaryPdfPath(token)]) {
      const pdf = await t.request(pdfPath, { cookies });
      expect(pdf.status).toBe(200);
      const text = await pdfText(await pdf.arrayBuffer());
      expect(text).toContain(`Estimated cost for December 2026: ${cost}`);
      expect(text).not.toMatch(/Estimated yearly cost/);
    }
    const spanish = await pdfText(
      await (await t.request(summaryPdfPath(decemberId, 'es'), { cookies })).arrayBuffer(),
    );
    expect(spanish).toContain('Costo estimado de diciembre de 2026:');
    expect(spanish).not.toMatch(/Costo anual estimado/);

    // The whole year still reads "yearly".
    const wholePdf = await pdfText(
      await (await t.request(summaryPdfPath(wholeId), { cookies })).arrayBuffer(),
    );
    expect(wholePdf).toContain('Estimated yearly cost:');
  });

  it('in December, by the app’s clock: no 2026 plan can start, so 2026 is priced whole, as an example', async () => {
    // November 2 → December 2 (2027's plans are not on file: the finder keeps 2026 as an example).
    t.clock.advance(30 * DAY_MS);
    cookies = await t.gateCookie();
    const offer = await (await t.request('/api/medicare/plan-years', { cookies })).json();
    expect(offer.years).toEqual([expect.objectContaining({ year: 2026, startMonths: [1], canStart: false })]);
    const refused = await submit({ coverageStartMonth: 12 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'No 2026 plan can start any more: its estimate is for the whole year, starting in January.',
    });
    expect((await submit({ coverageStartMonth: 1 })).status).toBe(201);
  });
});
