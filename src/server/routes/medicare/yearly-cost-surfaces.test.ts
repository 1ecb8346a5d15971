/**
 * One yearly cost on every server surface (issue 36, item 2). A plan whose Part B giveback is more
 * than everything the person pays in the year (H3783-015: $0 premium, no drug coverage, $174 a
 * month back) is checked on the results API, its reasons, the plan's own read, the shared view,
 * the printable summary (PDF), the current-plan panel
 * (GET …/current-plan) and the admin scoring view: each says $0 and "you come out $X ahead", with
 * X worked out here by hand from the plan's parts, and none gives a negative cost without the
 * field that says it is a net gain. The card, compare table, plan page and mailto e-mail are
 * checked in src/client/features/results/components/yearly-cost-surfaces.test.tsx.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { CurrentPlanComparison } from '../../../shared/current-plan-contracts.ts';
import { formatMoney } from '../../../shared/format.ts';
import type {
  RecommendationPlan,
  RecommendationsResponse,
} from '../../../shared/recommendation-contracts.ts';
import type { ScoringAnalysis } from '../../../shared/scoring-analysis-contracts.ts';
import { summaryPdfPath } from '../../../shared/summary-contracts.ts';

const run = promisify(execFile);
const GIVEBACK_PLAN = 'H3783-015';
const GIVEBACK_MONTHLY = 174;

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yearly-cost-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, Buffer.from(pdf));
    return (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every plan-like object in an answer: a negative cost always comes with its net gain. */
function expectNoBareNegative(figures: {
  estimatedAnnualCost: number;
  yearlyCost: number;
  comesOutAhead: number;
}) {
  expect(figures.yearlyCost).toBeGreaterThanOrEqual(0);
  expect(figures.comesOutAhead).toBeGreaterThanOrEqual(0);
  expect(figures.yearlyCost - figures.comesOutAhead).toBeCloseTo(figures.estimatedAnnualCost, 2);
}

describe.each(TEST_DATABASE_KINDS)('the one yearly cost on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let userId: string;
  let results: RecommendationsResponse;
  let plan: RecommendationPlan;
  /** Worked out by hand: 12 × $174 back, less premiums + drugs + medical care. */
  let ahead: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({
        noMedications: true,
        medications: [],
        // With other drug coverage (VA), so the plan without drug coverage stays among the top
        // plans: the ones with reasons and a place in the PDF.
        answers: { currentPlanId: GIVEBACK_PLAN, creditableDrugCoverage: true },
      }),
    });
    expect(submitted.status).toBe(201);
    userId = (await submitted.json()).userId;
    results = await (await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).json();
    const found = results.plans.find((p) => p.planId === GIVEBACK_PLAN);
    if (!found?.explained) throw new Error(`${GIVEBACK_PLAN} is not in the top results`);
    plan = found;
    const { premiums, drugs, medical, partBGiveback } = plan.costBreakdown;
    expect(partBGiveback).toBe(12 * GIVEBACK_MONTHLY);
    ahead = Math.round((12 * GIVEBACK_MONTHLY - (premiums + drugs + medical)) * 100) / 100;
    expect(ahead).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await t.close();
  });

  it('results API: $0 to show, the net gain beside the negative ranking cost', () => {
    expect(plan.estimatedAnnualCost).toBe(-ahead);
    expect(plan.yearlyCost).toBe(0);
    expect(plan.comesOutAhead).toBe(ahead);
    for (const p of results.plans) expectNoBareNegative(p);
  });

  it('reasons: what is paid, then "you come out $X ahead", never the paid amount as the yearly cost', () => {
    const { premiums, drugs, medical } = plan.costBreakdown;
    const paid = formatMoney(premiums + drugs + medical);
    expect(plan.reasoning[0]).toMatch(new RegExp(`^You pay \\${paid} in the year:`));
    expect(plan.reasoning[1]).toContain(`you come out ${formatMoney(ahead)} ahead.`);
    expect(plan.reasoning.join(' ')).not.toMatch(/Estimated yearly cost/);
  });

  it('shared view: the same figures', async () => {
    const share = await t.request(`/api/medicare/results/${userId}/shares`, { cookies, json: { days: 7 } });
    expect(share.status).toBe(201);
    const token = ((await share.json()) as { path: string }).path.split('/').pop() ?? '';
    const shared: RecommendationsResponse = await (await t.request(`/api/medicare/shared/${token}`)).json();
    const same = shared.plans.find((p) => p.planId === GIVEBACK_PLAN);
    expect(same).toMatchObject({ estimatedAnnualCost: -ahead, yearlyCost: 0, comesOutAhead: ahead });
  });

  it('PDF: "$0" and "you come out $X ahead"', async () => {
    const pdf = await t.request(summaryPdfPath(userId), { cookies });
    expect(pdf.status).toBe(200);
    const text = await pdfText(await pdf.arrayBuffer());
    const at = text.indexOf(plan.name);
    expect(at).toBeGreaterThan(-1);
    const section = text.slice(at, at + 1500);
    expect(section).toContain('Estimated yearly cost: $0');
    expect(section).toContain(`you come out ${formatMoney(ahead)} ahead.`);
    expect(text).not.toMatch(/-\$[\d,]+|\$-[\d,]+|−\$/);
    // What the ranking does (item 4, src/shared/i18n/ranking-summary.test.ts), on page 1.
    expect(text).toContain('and put them in order by a match score out of 100: up to 55 points');
    expect(text).not.toMatch(/first by what you would pay/);
  });

  it('current-plan panel: the plan in the results year is $0 and the gain, never a bare −$X', async () => {
    const res = await t.request(`/api/medicare/recommendations/${userId}/current-plan`, { cookies });
    expect(res.status).toBe(200);
    const comparison: CurrentPlanComparison = await res.json();
    expect(comparison.next).toMatchObject({
      estimatedAnnualCost: -ahead,
      yearlyCost: 0,
      comesOutAhead: ahead,
    });
    for (const year of [comparison.now, comparison.next]) if (year) expectNoBareNegative(year);
    for (const alt of comparison.alternatives) expectNoBareNegative(alt);
  });

  it("drug lines to the cent (item 3): fills × shown price, and the drugs part is the lines' sum", async () => {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(res.status).toBe(201);
    const { userId: withDrugs } = await res.json();
    const read: RecommendationsResponse = await (
      await t.request(`/api/medicare/recommendations/${withDrugs}`, { cookies })
    ).json();
    const cents = (n: number) => Math.round(n * 100) / 100;
    const explained = read.plans.filter((p) => p.explained);
    expect(explained.length).toBeGreaterThan(0);
    for (const p of explained) {
      expect(p.drugs).toHaveLength(2);
      for (const line of p.drugs) {
        if (line.pricePerFill === null) continue;
        expect(line.annualRetailPrice).toBe(cents(line.fillsPerYear * line.pricePerFill));
        if (!line.covered) expect(line.annualCost).toBe(cents(line.fillsPerYear * line.pricePerFill));
      }
      const lines = cents(p.drugs.reduce((a, l) => a + l.annualCost, 0));
      expect(p.costBreakdown.drugs, p.planId).toBe(lines);
      expect(p.estimatedAnnualDrugCost).toBe(lines);
    }
  });

  it('admin scoring view: the same figures for the submission', async () => {
    const admin = await t.adminCookie();
    const res = await t.request(`/api/admin/scoring-analysis?userId=${userId}`, { cookies: admin });
    expect(res.status).toBe(200);
    const { analysis }: { analysis: ScoringAnalysis } = await res.json();
    const row = analysis.plans.find((p) => p.planId === GIVEBACK_PLAN);
    expect(row).toMatchObject({ estimatedAnnualCost: -ahead, yearlyCost: 0, comesOutAhead: ahead });
    for (const p of analysis.plans) expectNoBareNegative(p);
  });
});
