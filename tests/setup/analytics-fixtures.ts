/** Crafted submissions and rankings for the user analytics tests, written straight to the tables. */
import { inArray, type SQL, sql } from 'drizzle-orm';
import { medicarePlans, medicareUsers, planScores } from '../../src/server/db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The best-ranked stored plan's carrier in SQL: what results/submit-profile.ts stores as top_carrier. */
export function topCarrierOf(userId: SQL): SQL {
  return sql`(
    select p.carrier from ${planScores} ps join ${medicarePlans} p on p.id = ps.plan_id
    where ps.user_id = ${userId}
    order by ps.rank asc
    limit 1)`;
}

export type CraftedSubmission = {
  at: string;
  county?: string | null;
  radius?: number;
  medications?: string[];
  /** Specialties; null leaves the key out, as an old or hand-made record might. */
  specialties?: (string | null)[];
  /** The stored ranking: plan row id, total score, estimated annual cost. */
  scores?: [planRowId: number, totalScore: string, annualCost: string][];
};

/**
 * Inserts the submissions (and their plan_scores rows) with the given creation times, and stores
 * each one's rank-1 carrier the way POST /api/medicare/submit does.
 */
export async function insertSubmissions(t: TestApp, submissions: CraftedSubmission[]): Promise<void> {
  const db = t.database.db;
  const users = await db
    .insert(medicareUsers)
    .values(
      submissions.map((s) => ({
        planYear: 2026,
        firstName: 'Crafted',
        lastName: 'Person',
        birthDate: '1950-01-01',
        zipCode: '73102',
        county: s.county === undefined ? 'Oklahoma' : s.county,
        doctorSearchRadius: s.radius ?? 20,
        medications: (s.medications ?? []).map((name) => ({
          name,
          dosage: '10 mg',
          quantity: '30',
          frequency: 'monthly',
        })),
        doctors: (s.specialties ?? []).map(
          (specialty) =>
            (specialty === null ? { name: 'Dr. Nobody' } : { name: 'Dr. Somebody', specialty }) as {
              name: string;
              specialty: string;
            },
        ),
        medicationCount: s.medications?.length ?? 0,
        doctorCount: s.specialties?.length ?? 0,
        createdAt: new Date(s.at),
      })),
    )
    .returning({ id: medicareUsers.id });
  // Ranked as a submission ranks them (engine/ranking.ts), by the plans' public ids.
  const planRowIds = [...new Set(submissions.flatMap((s) => (s.scores ?? []).map(([id]) => id)))];
  const planIds = new Map(
    planRowIds.length === 0
      ? []
      : (
          await db
            .select({ id: medicarePlans.id, planId: medicarePlans.planId })
            .from(medicarePlans)
            .where(inArray(medicarePlans.id, planRowIds))
        ).map((p) => [p.id, p.planId]),
  );
  const scores = submissions.flatMap((s, i) =>
    (s.scores ?? [])
      .map(([planId, totalScore, estimatedAnnualCost]) => ({
        userId: users[i]?.id as string,
        planId,
        totalScore,
        estimatedAnnualCost,
        score: Number(totalScore),
        cost: Number(estimatedAnnualCost),
        code: planIds.get(planId) ?? '',
      }))
      // Made-up scores: ranked by score, then cost, then plan id, as the engine breaks plain ties.
      .sort(
        (a, b) => b.score - a.score || a.cost - b.cost || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
      )
      .map(({ userId, planId, totalScore, estimatedAnnualCost }, rank) => ({
        userId,
        planId,
        totalScore,
        estimatedAnnualCost,
        rank: rank + 1,
      })),
  );
  if (scores.length === 0) return;
  await db.insert(planScores).values(scores);
  // As the submit transaction does once the ranking is stored.
  await db
    .update(medicareUsers)
    .set({ topCarrier: topCarrierOf(sql`${medicareUsers}.id`) })
    .where(
      inArray(
        medicareUsers.id,
        users.map((u) => u.id),
      ),
    );
}

/** Three plans of three carriers with known planIds, for rank-1 tie rules. */
export async function insertCarrierPlans(t: TestApp) {
  const rows = await t.database.db
    .insert(medicarePlans)
    .values(
      [
        ['S9000-001', 'Acme Health'],
        ['S9000-002', 'Beacon Care'],
        ['S9000-003', 'Cedar Mutual'],
      ].map(([planId, carrier]) => ({
        planId: planId as string,
        planYear: 2026,
        carrier: carrier as string,
        planName: `${carrier} Test Plan (HMO)`,
        planType: 'HMO',
        region: 'Oklahoma',
        serviceArea: ['OK'],
      })),
    )
    .returning({ id: medicarePlans.id });
  const [acme, beacon, cedar] = rows.map((r) => r.id) as [number, number, number];
  return { acme, beacon, cedar };
}

/** `count` copies of one submission. */
export const times = (count: number, s: CraftedSubmission): CraftedSubmission[] =>
  Array.from({ length: count }, () => s);
