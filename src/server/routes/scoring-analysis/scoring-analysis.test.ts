/**
 * The admin scoring view explains the score that ranks (issue 36 item 14). For one seeded
 * profile (two drugs, dental and a low premium asked for), submitted through the consumer API:
 * - each plan's score components in GET /api/admin/scoring-analysis?userId= are exactly the
 *   engine's (recommendPlans called once here on the same inputs), and add up to its score;
 * - the plan the dominance rule capped a plan at is the engine's;
 * - the analysis' order is the consumer results' order (GET /api/medicare/recommendations, every page);
 * - its yearly cost and parts are the consumer card's (estimatedAnnualCost, yearlyCost,
 *   comesOutAhead, costBreakdown).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { recommendPlans } from '../../../engine/recommend.ts';
import type { PlanResult } from '../../../engine/types.ts';
import type {
  RecommendationPlan,
  RecommendationsResponse,
} from '../../../shared/recommendation-contracts.ts';
import type { ScoringAnalysis } from '../../../shared/scoring-analysis-contracts.ts';
import { medicareUsers } from '../../db/schema.ts';
import { loadEngineInputs } from '../../results/plan-loader.ts';
import { toProfile } from '../../results/profile.ts';

describe.each(TEST_DATABASE_KINDS)('the scoring view explains the ranking score, on %s', (kind) => {
  let t: TestApp;
  let analysis: ScoringAnalysis;
  let consumer: RecommendationPlan[];
  let engine: Map<string, PlanResult>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const cookies = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({ answers: { priorities: ['dental', 'lowPremium'] } }),
    });
    expect(submitted.status).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };

    consumer = [];
    for (let page: number | undefined = 1; page !== undefined; ) {
      const res = await t.request(`/api/medicare/recommendations/${userId}?page=${page}`, { cookies });
      expect(res.status).toBe(200);
      const body = (await res.json()) as RecommendationsResponse;
      consumer.push(...body.plans);
      page = body.nextPage;
    }

    const admin = await t.adminCookie();
    const res = await t.request(`/api/admin/scoring-analysis?userId=${userId}`, { cookies: admin });
    expect(res.status).toBe(200);
    analysis = ((await res.json()) as { analysis: ScoringAnalysis }).analysis;

    // The engine once, on the inputs the submission was scored with.
    const [row] = await t.database.db.select().from(medicareUsers).where(eq(medicareUsers.id, userId));
    if (!row) throw new Error('the submission is stored');
    const profile = toProfile(row);
    const served = await t.caches.plans.eligible({ state: 'OK', county: row.county }, profile.planYear);
    const inputs = await loadEngineInputs(
      t.database.db,
      t.caches,
      profile,
      served.rows,
      served.withFormulary,
    );
    engine = new Map(recommendPlans(profile, inputs.plans, inputs.context).map((r) => [r.plan.planId, r]));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives every plan the engine scored, in the consumer results order', () => {
    expect(analysis.plans.length).toBeGreaterThan(10);
    expect(analysis.plans.map((p) => p.planId)).toEqual(consumer.map((p) => p.planId));
    expect(analysis.plans.map((p) => p.currentRank)).toEqual(consumer.map((p) => p.rank));
    expect(analysis.plans.map((p) => p.planId)).toEqual(
      [...engine.values()].sort((a, b) => a.rank - b.rank).map((r) => r.plan.planId),
    );
  });

  it("shows each plan's score components exactly as the engine scored them, adding up to its score", () => {
    let priorities = 0;
    for (const p of analysis.plans) {
      const r = engine.get(p.planId);
      if (!r) throw new Error(`${p.planId} was not scored by the engine`);
      const own = r.personalPoints;
      expect(p.components, p.planId).toEqual({
        cost: own.yearlyCostPoints,
        drugs: own.medicationCoveragePoints,
        doctors: own.doctorNetworkPoints,
        stars: r.fieldPoints.starRatingPoints,
        priorities: Math.round(((own.dentalPoints ?? 0) + (own.monthlyPremiumPoints ?? 0)) * 100) / 100,
        noDrugCoverage: own.noDrugCoveragePoints ?? 0,
        dominance: own.dominanceAdjustmentPoints ?? 0,
      });
      const withPoints = Object.fromEntries(
        ['dentalPoints', 'monthlyPremiumPoints'].flatMap((k) => (own[k] ? [[k, own[k]]] : [])),
      );
      expect(p.priorityPoints, p.planId).toEqual(withPoints);
      if (Object.keys(withPoints).length > 0) priorities++;
      expect(p.otherPoints).toEqual({});
      expect(p.cappedBy, p.planId).toBe(r.cappedBy);
      expect(p.afterDrugCoverage, p.planId).toBe(r.drugCoverage === 0);
      expect(p.finalScore, p.planId).toBe(r.score);
      const sum = Object.values(p.components).reduce((a, b) => a + b, 0);
      expect(Math.round(sum * 100) / 100, p.planId).toBe(p.finalScore);
      expect(p).toMatchObject({
        medicationsCovered: r.medicationsCovered,
        totalMedications: 2,
        doctorsInNetwork: r.doctorsInNetwork,
        totalDoctors: r.totalDoctors,
      });
    }
    // The priorities the person asked for earn points on some plans.
    expect(priorities).toBeGreaterThan(0);
  });

  it("shows the consumer card's yearly cost and its parts for every plan", () => {
    const card = new Map(consumer.map((p) => [p.planId, p]));
    for (const p of analysis.plans) {
      const shown = card.get(p.planId);
      if (!shown) throw new Error(`${p.planId} is not in the results`);
      expect(p.yearlyCost, p.planId).toBe(shown.yearlyCost);
      expect(p.comesOutAhead, p.planId).toBe(shown.comesOutAhead);
      expect(p.estimatedAnnualCost, p.planId).toBe(shown.estimatedAnnualCost);
      expect(p.costBreakdown, p.planId).toEqual(shown.costBreakdown);
      const r = engine.get(p.planId);
      expect(p.costBreakdown).toEqual({
        premiums: r?.cost.premiums,
        drugs: r?.cost.drugs,
        medical: r?.cost.medical,
        partBGiveback: r?.cost.giveback,
      });
    }
  });
});
