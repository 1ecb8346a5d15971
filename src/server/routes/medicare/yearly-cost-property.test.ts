/**
 * The yearly cost as displayed, for random profiles (issue 36, "Done when"): for every plan of the
 * top results, the API's shown cost is premiums + drugs + medical care − the Part B giveback worked
 * out here from its parts (never below $0, the rest "you come out $X ahead"), and the PDF prints
 * that same figure rounded as displayed, with the same parts. The card and the plan page format
 * the same two API fields (src/client/features/results/components/yearly-cost-property.test.tsx).
 * A fixed seed keeps the run repeatable; a handful of profiles keeps it cheap.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { formatMoney } from '../../../shared/format.ts';
import { HEALTH_ANSWERS, PRIORITIES } from '../../../shared/profile-answers.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { summaryPdfPath } from '../../../shared/summary-contracts.ts';

const run = promisify(execFile);
const cents = (n: number) => Math.round(n * 100) / 100;

const MEDICATIONS = [
  { name: 'Atorvastatin', dosage: '20 mg tablet' },
  { name: 'Eliquis', dosage: '5 mg tablet' },
  { name: 'Metformin', dosage: '500 mg tablet' },
  { name: 'Lisinopril', dosage: '10 mg tablet' },
  { name: 'Januvia', dosage: '100 mg tablet' },
];

const profileArb = fc.record({
  medications: fc.subarray(MEDICATIONS, { maxLength: 4 }),
  quantity: fc.constantFrom('30', '60', '90'),
  frequency: fc.constantFrom('monthly', 'quarterly'),
  health: fc.constantFrom(...HEALTH_ANSWERS),
  creditableDrugCoverage: fc.boolean(),
  priorities: fc.subarray([...PRIORITIES], { maxLength: 2 }),
  // The whole year (no month named), or the one month a 2026 plan can still start on the test
  // clock's date (November 2026: December); a month already past is refused (start-month.test.ts).
  coverageStartMonth: fc.constantFrom(undefined, 12),
});

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'yearly-property-'));
  try {
    const file = path.join(dir, 'summary.pdf');
    await writeFile(file, Buffer.from(pdf));
    const text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
    return text.replace(/ Page \d+ of \d+ /g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the yearly cost as displayed, for random profiles', () => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookies = await t.gateCookie();
  });
  afterAll(() => t.close());

  it('API and PDF: premiums + drugs + medical − giveback, as displayed', async () => {
    const profiles = fc.sample(profileArb, { numRuns: 5, seed: 36 });
    let plansChecked = 0;
    for (const p of profiles) {
      const res = await t.request('/api/medicare/submit', {
        cookies,
        json: sampleSubmission({
          noMedications: p.medications.length === 0,
          medications: p.medications.map((m) => ({ ...m, quantity: p.quantity, frequency: p.frequency })),
          answers: {
            health: p.health,
            creditableDrugCoverage: p.creditableDrugCoverage,
            priorities: p.priorities,
            coverageStartMonth: p.coverageStartMonth,
          },
        }),
      });
      expect(res.status, JSON.stringify(p)).toBe(201);
      const { userId } = await res.json();
      const results: RecommendationsResponse = await (
        await t.request(`/api/medicare/recommendations/${userId}`, { cookies })
      ).json();
      const pdf = await t.request(summaryPdfPath(userId), { cookies });
      expect(pdf.status).toBe(200);
      const text = await pdfText(await pdf.arrayBuffer());
      const top = results.plans.slice(0, 10);
      for (const [i, plan] of top.entries()) {
        const { premiums, drugs, medical, partBGiveback } = plan.costBreakdown;
        const net = cents(premiums + drugs + medical - partBGiveback);
        // The API: one figure to show, never negative, and the gain beside it.
        expect(plan.estimatedAnnualCost, plan.planId).toBe(net);
        expect(plan.yearlyCost, plan.planId).toBe(Math.max(0, net));
        expect(plan.comesOutAhead, plan.planId).toBe(Math.max(0, -net));
        // The PDF: the plan's own section says the same figure, rounded as displayed, and its parts.
        // Each plan's section, from its ID line to the next plan's (a long name may wrap).
        const start = text.indexOf(`Plan ID ${plan.planId} ·`);
        const next = top[i + 1];
        const end = next ? text.indexOf(`Plan ID ${next.planId} ·`, start + 1) : text.length;
        expect(start, plan.planId).toBeGreaterThan(-1);
        expect(end, plan.planId).toBeGreaterThan(start);
        const section = text.slice(start, end);
        // The PDF names the months it counts when they are not the whole year (item 9).
        const label =
          p.coverageStartMonth === 12 ? 'Estimated cost for December 2026' : 'Estimated yearly cost';
        expect(section, plan.name).toContain(`${label}: ${formatMoney(Math.max(0, net))}`);
        expect(section).toContain(
          `Premiums ${formatMoney(premiums)} + drugs ${formatMoney(drugs)} + medical care ${formatMoney(medical)}`,
        );
        if (net < 0) expect(section).toContain(`you come out ${formatMoney(-net)} ahead.`);
        plansChecked++;
      }
    }
    expect(plansChecked).toBeGreaterThanOrEqual(40);
  });
});
