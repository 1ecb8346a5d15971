/** Reads of stored submissions, scoped by owner (ADR 0011, ADR 0020); callers write the audit row. */

import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { CURRENT_PLAN_YEAR } from '../../engine/plan-year.ts';
import { RESULT_PAGE_PLANS, TOP_RESULTS } from '../../shared/constants.ts';
import { readAnswers } from '../../shared/profile-answers.ts';
import type { DbExecutor } from '../db/client.ts';
import { medicarePlans, medicareUsers, planScores } from '../db/schema.ts';
import { escapeLike, isUuid } from '../db/sql-text.ts';
import { planDataOf } from '../services/catalogue/data-sources.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import { readStoredResult, type StoredResult, toStoredResult } from './stored-result.ts';

export type SubmissionRow = typeof medicareUsers.$inferSelect;

export const HISTORY_LIMIT = 20;

/** A counselor's clients carry counselor_id; a consumer's, their browser's history key hash (ADR 0020). */
export type SubmissionOwner =
  | { kind: 'counselor'; counselorId: number }
  | { kind: 'device'; keyHash: string | null };

/** Undefined when the owner may reach none (a browser without a key). */
function ownedBy(owner: SubmissionOwner): SQL | undefined {
  if (owner.kind === 'counselor') return eq(medicareUsers.counselorId, owner.counselorId);
  return owner.keyHash ? eq(medicareUsers.historyKeyHash, owner.keyHash) : undefined;
}

/** Submission `id` if `owner`'s; undefined when none can be (a malformed id, a browser without a key). */
function ownedRecord(id: string, owner: SubmissionOwner): SQL | undefined {
  const scope = ownedBy(owner);
  return scope && isUuid(id) ? and(eq(medicareUsers.id, id.toLowerCase()), scope) : undefined;
}

/** Null also for a malformed id. */
export async function findOwnedSubmission(
  db: DbExecutor,
  id: string,
  owner: SubmissionOwner,
): Promise<SubmissionRow | null> {
  const owned = ownedRecord(id, owner);
  if (!owned) return null;
  const [row] = await db.select().from(medicareUsers).where(owned);
  return row ?? null;
}

/** Whether the id exists at all, for a refused read's audit row only (the answer is 404 either way). */
export async function submissionExists(db: DbExecutor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: medicareUsers.id })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, id.toLowerCase()));
  return row !== undefined;
}

/** A shared copy's submission: drugs and doctors, never name or birth date (ADR 0011). */
export async function sharedProfile(
  db: DbExecutor,
  userId: string,
): Promise<Pick<SubmissionRow, 'firstName' | 'medications' | 'doctors'> | null> {
  const [row] = await db
    .select({ medications: medicareUsers.medications, doctors: medicareUsers.doctors })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, userId));
  return row ? { firstName: '', ...row } : null;
}

/** "Delete this client now" (ADR 0020): scores and share links go too (ON DELETE CASCADE). */
export async function deleteOwnedSubmission(
  db: DbExecutor,
  id: string,
  owner: SubmissionOwner,
): Promise<boolean> {
  const owned = ownedRecord(id, owner);
  if (!owned) return false;
  const rows = await db.delete(medicareUsers).where(owned).returning({ id: medicareUsers.id });
  return rows.length > 0;
}

/** Spec §9's history ranking: last, first, full name, birth date, then newest; empty q: newest. */
async function searchSubmissions(db: DbExecutor, scope: SQL | undefined, q: string) {
  if (q === '') {
    return db
      .select()
      .from(medicareUsers)
      .where(scope)
      .orderBy(desc(medicareUsers.createdAt), asc(medicareUsers.id))
      .limit(HISTORY_LIMIT);
  }
  const text = q.toLowerCase();
  const prefix = `${escapeLike(text)}%`;
  const contains = `%${escapeLike(text)}%`;
  const last = sql`lower(${medicareUsers.lastName})`;
  const first = sql`lower(${medicareUsers.firstName})`;
  const full = sql`lower(${medicareUsers.firstName} || ' ' || ${medicareUsers.lastName})`;
  const rank = sql`case when ${last} like ${prefix} then 0 when ${first} like ${prefix} then 1
    when ${full} like ${contains} then 2 else 3 end`;
  const matches = sql`(${full} like ${contains} or ${medicareUsers.birthDate} like ${contains})`;
  return db
    .select()
    .from(medicareUsers)
    .where(scope ? and(scope, matches) : matches)
    .orderBy(rank, desc(medicareUsers.createdAt), asc(medicareUsers.id))
    .limit(HISTORY_LIMIT);
}

export async function searchOwnedSubmissions(
  db: DbExecutor,
  owner: SubmissionOwner,
  q: string,
): Promise<SubmissionRow[]> {
  const scope = ownedBy(owner);
  if (!scope) return [];
  return searchSubmissions(db, scope, q);
}

/** For an admin analysing one submission's ranking (2+ characters). */
export function searchAllSubmissions(db: DbExecutor, q: string): Promise<SubmissionRow[]> {
  return searchSubmissions(db, undefined, q);
}

/** "Forget this device": the key's submissions no longer answer to it. Returns how many. */
export async function forgetHistoryKey(db: DbExecutor, keyHash: string): Promise<number> {
  const rows = await db
    .update(medicareUsers)
    .set({ historyKeyHash: null })
    .where(and(isNotNull(medicareUsers.historyKeyHash), eq(medicareUsers.historyKeyHash, keyHash)))
    .returning({ id: medicareUsers.id });
  return rows.length;
}

/** Only these are read: copays and tiers stay in the database. */
export const RECOMMENDATION_PLAN_COLUMNS = [
  'id',
  'planId',
  'planYear',
  'planName',
  'carrier',
  'planType',
  'monthlyPremium',
  'partBPremiumReduction',
  'medicalDeductible',
  'rxDeductible',
  'moopInNetwork',
  'starRating',
  'hasRxCoverage',
  'benefits',
  'notes',
  'enrollmentUrl',
] as const;
type PlanRow = typeof medicarePlans.$inferSelect;
export type RecommendationPlanRow = Pick<PlanRow, (typeof RECOMMENDATION_PLAN_COLUMNS)[number]>;

export type RecommendationsRead = Awaited<ReturnType<typeof readRecommendations>>;
/** One ranked plan of a result; `explained`: among the first ten. */
export type RankedPlan = RecommendationsRead['plans'][number];

const PLAN_COLUMNS = Object.fromEntries(RECOMMENDATION_PLAN_COLUMNS.map((c) => [c, medicarePlans[c]])) as {
  [K in (typeof RECOMMENDATION_PLAN_COLUMNS)[number]]: (typeof medicarePlans)[K];
};

export type PlanRange = { offset: number; limit: number };

export const resultPage = (page: number): PlanRange => ({
  offset: (page - 1) * RESULT_PAGE_PLANS,
  limit: RESULT_PAGE_PLANS,
});

/**
 * Every ranked plan by stored rank, so the results page sorts and filters all of them (ADR 0012); a plan
 * deleted since is left out and the others keep their ranks. The first ten come explained; explaining
 * every plan on each read cost 68 ms at p95 with 500 plans, against a 20 ms budget.
 */
export async function readRecommendations(
  db: DbExecutor,
  caches: EngineCaches,
  userId: string,
  /** At most `limit` plans from `offset` (security finding 5); the first page holds every real result. */
  range: PlanRange = resultPage(1),
) {
  const found = await db
    .select({ score: planScores, plan: PLAN_COLUMNS })
    .from(planScores)
    .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
    .where(eq(planScores.userId, userId))
    .orderBy(asc(planScores.rank), asc(planScores.id))
    .offset(range.offset)
    .limit(range.limit + 1);
  const rows = found.slice(0, range.limit);
  const [eligible] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(planScores)
    .where(eq(planScores.userId, userId));
  const [owner] = await db.select().from(medicareUsers).where(eq(medicareUsers.id, userId));
  const shown = rows.flatMap(({ score, plan }, i) => {
    const stored = readStoredResult(score.reasoning);
    return stored ? [{ score, plan, stored: { ...stored, rank: score.rank ?? range.offset + i + 1 } }] : [];
  });
  const explained = Math.max(0, TOP_RESULTS - range.offset);
  // Drug and doctor lines are kept for the top ten only (stored-result.ts).
  const missing = shown
    .slice(0, explained)
    .filter((r) => !r.stored.inTopResults)
    .map((r) => r.plan.id);
  const details =
    owner && missing.length > 0
      ? await detailsOnRead(db, caches, owner, missing)
      : new Map<number, ResultDetails>();
  const planYear = owner?.planYear ?? CURRENT_PLAN_YEAR.year;
  const plans = shown.map(({ score, plan, stored }, i) => ({
    score,
    plan,
    stored: { ...stored, ...details.get(plan.id) },
    explained: i < explained,
  }));
  // Where the year's data came from when this result was made, not what was imported since.
  const planData = await planDataOf(db, planYear, owner?.createdAt);
  return {
    planYear,
    /** 1: the whole year. */
    coverageStartMonth: readAnswers(owner?.answers).coverageStartMonth,
    planData,
    totalEligiblePlans: eligible?.n ?? 0,
    plans,
    hasMore: found.length > range.limit,
    /** False when a deleted plan's neighbour was explained from today's inputs: such an answer is not kept. */
    fromStoredDetails: missing.length === 0,
  };
}

type ResultDetails = Pick<StoredResult, 'reasons' | 'drugs' | 'doctors' | 'highlights' | 'drugPricing'>;

/** Reasons and lines for plans that moved into the top ten after a deletion (ADR 0008), by plan row id. */
async function detailsOnRead(
  db: DbExecutor,
  caches: EngineCaches,
  owner: SubmissionRow,
  planIds: number[],
): Promise<Map<number, ResultDetails>> {
  // Rare (a plan above was deleted): the engine needs the whole plan rows of those few.
  const rows = await db.select().from(medicarePlans).where(inArray(medicarePlans.id, planIds));
  // All shown, so all get reasons; the plans were chosen at submission, so none is held back (allPlans).
  const options = { topResults: rows.length, allPlans: true };
  const results = await scoreProfile(db, caches, toProfile(owner), { rows }, options);
  return new Map(
    results.flatMap((result) => {
      const stored = readStoredResult(toStoredResult(result));
      if (!stored) return [];
      const { reasons, drugs, doctors, highlights, drugPricing } = stored;
      return [[result.plan.id, { reasons, drugs, doctors, highlights, drugPricing }]];
    }),
  );
}

/** The plan row with this plan id among the submission's ranked plans, or null (one indexed look-up). */
export async function rankedPlan(db: DbExecutor, userId: string, planId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select({ plan: medicarePlans })
    .from(planScores)
    .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
    .where(and(eq(planScores.userId, userId), eq(medicarePlans.planId, planId)))
    .limit(1);
  return row?.plan ?? null;
}
