/** "Is my current plan still best?": priced in both years, its changes and cheaper plans; nothing stored. */

import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { comparedInFinder } from '../../engine/eligibility.ts';
import type { PlanResult } from '../../engine/types.ts';
import { yearlyCostFields } from '../../engine/yearly-cost.ts';
import type {
  CurrentPlanComparison,
  CurrentPlanMatch,
  CurrentPlanYear,
} from '../../shared/current-plan-contracts.ts';
import { CURRENT_PLAN_SEARCH_LIMIT } from '../../shared/current-plan-contracts.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n/languages.ts';
import { reasonsText } from '../../shared/i18n/reasons-text.ts';
import { CURRENT_PLAN_PICK } from '../../shared/profile-answers.ts';
import { type Reason, type ReasonKey, reason } from '../../shared/reasons.ts';
import type { DbExecutor } from '../db/client.ts';
import { isSampleData, moneyOrNull as money } from '../db/plan-row.ts';
import { medicarePlans } from '../db/schema.ts';
import { escapeLike } from '../db/sql-text.ts';
import { errors } from '../errors.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import { readStoredResult, storedAnnualCost, toStoredResult } from './stored-result.ts';
import type { SubmissionRow } from './submissions.ts';
import { readRecommendations } from './submissions.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

const currentYears = (planYear: number) => [planYear - 1, planYear];

/** The plan's rows for the year before and the year. */
const currentPlanRows = (db: DbExecutor, planId: string, planYear: number) =>
  db
    .select()
    .from(medicarePlans)
    .where(and(eq(medicarePlans.planId, planId), inArray(medicarePlans.planYear, currentYears(planYear))));

/** Current plans (last year or this) by name, carrier or ID; Medicare Advantage only (PDPs: both roads). */
export async function searchCurrentPlans(
  db: DbExecutor,
  q: string,
  planYear: number,
): Promise<CurrentPlanMatch[]> {
  const pattern = `%${escapeLike(q.trim())}%`;
  const rows = await db
    .selectDistinctOn([medicarePlans.planId], {
      planId: medicarePlans.planId,
      planName: medicarePlans.planName,
      carrier: medicarePlans.carrier,
      planYear: medicarePlans.planYear,
      planType: medicarePlans.planType,
    })
    .from(medicarePlans)
    .where(
      and(
        inArray(medicarePlans.planYear, currentYears(planYear)),
        or(
          ilike(medicarePlans.planName, pattern),
          ilike(medicarePlans.planId, pattern),
          ilike(medicarePlans.carrier, pattern),
        ),
      ),
    )
    // One row per plan: the year before's when it has one (the plan as the person has it now).
    .orderBy(asc(medicarePlans.planId), asc(medicarePlans.planYear))
    .limit(200);
  return rows
    .filter((row) => comparedInFinder(row.planType))
    .map(({ planType: _type, ...match }) => match)
    .sort((a, b) => a.planName.localeCompare(b.planName, 'en') || a.planId.localeCompare(b.planId))
    .slice(0, CURRENT_PLAN_SEARCH_LIMIT);
}

/** Must be a plan the finder compares, on file for the year before or the year (400 otherwise). */
export async function checkCurrentPlan(
  db: DbExecutor,
  planId: string | null,
  planYear: number,
): Promise<void> {
  if (planId === null) return;
  const rows = await currentPlanRows(db, planId, planYear);
  if (!rows.some((row) => comparedInFinder(row.planType)))
    throw errors.validation(CURRENT_PLAN_PICK, [
      { path: 'answers.currentPlanId', message: CURRENT_PLAN_PICK },
    ]);
}

function yearOf(row: PlanRow, result: PlanResult | undefined): CurrentPlanYear | null {
  if (!result) return null;
  const stored = readStoredResult(toStoredResult(result));
  return {
    year: row.planYear,
    monthlyPremium: money(row.monthlyPremium),
    moopInNetwork: money(row.moopInNetwork),
    ...yearlyCostFields(result.cost.total),
    drugSource: result.drugPricing?.source ?? 'estimate',
    drugs: stored?.drugs ?? [],
    doctors: stored?.doctors ?? [],
  };
}

const tierOf = (tier: number | null): Reason =>
  tier === null ? reason('tierUnknown') : reason('tier', { tier });
const doctorStatus = (d: CurrentPlanYear['doctors'][number]): ReasonKey | null =>
  !d.matched
    ? null
    : d.notVerified
      ? 'statusNotVerified'
      : d.inNetwork
        ? 'statusInNetwork'
        : 'statusOutOfNetwork';

/** What changes from `now` to `next`, as reasons (src/shared/reasons.ts), in a counselor's order. */
export function describeChanges(
  now: CurrentPlanYear | null,
  next: CurrentPlanYear | null,
  planYear: number,
): Reason[] {
  if (!next) return [reason('changeNotOffered', { year: planYear })];
  if (!now) return [reason('changeNoLastYear', { year: planYear - 1 })];
  const out: Reason[] = [];
  if (now.monthlyPremium !== next.monthlyPremium)
    out.push(reason('changePremium', { from: now.monthlyPremium, to: next.monthlyPremium }));
  if (now.moopInNetwork !== next.moopInNetwork)
    out.push(reason('changeMoop', { from: now.moopInNetwork, to: next.moopInNetwork }));
  // Medicare's tiers and ClearPlan's estimated tiers differ: compared only from the same kind of source.
  const sameSource = now.drugSource === next.drugSource;
  if (!sameSource && next.drugs.length > 0)
    out.push(
      reason(
        now.drugSource === 'medicare' ? 'changeTiersMedicareThenEstimate' : 'changeTiersEstimateThenMedicare',
        { now: now.year, next: next.year },
      ),
    );
  for (const drug of sameSource ? next.drugs : []) {
    const before = now.drugs.find((d) => d.name === drug.name);
    if (!before) continue;
    if (before.covered && !drug.covered) out.push(reason('changeDrugNoLongerCovered', { name: drug.name }));
    else if (!before.covered && drug.covered)
      out.push(reason('changeDrugBecomesCovered', { name: drug.name, tier: tierOf(drug.tier) }));
    else if (drug.covered && before.tier !== drug.tier)
      out.push(
        reason('changeDrugMovesTier', { name: drug.name, from: tierOf(before.tier), to: tierOf(drug.tier) }),
      );
  }
  for (const doctor of next.doctors) {
    const before = now.doctors.find((d) => d.name === doctor.name);
    const [was, is] = [before ? doctorStatus(before) : null, doctorStatus(doctor)];
    if (was && is && was !== is)
      out.push(
        reason('changeDoctor', { name: doctor.name, was: reason(was), is: reason(is), year: planYear }),
      );
  }
  if (out.length === 0) out.push(reason('changeNone'));
  return out;
}

const ALTERNATIVES = 3;

export async function compareCurrentPlan(
  db: DbExecutor,
  caches: EngineCaches,
  submission: SubmissionRow,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CurrentPlanComparison | null> {
  const profile = toProfile(submission);
  const planId = profile.answers.currentPlanId;
  if (!planId) return null;
  const rows = await currentPlanRows(db, planId, submission.planYear);
  const nowRow = rows.find((r) => r.planYear === submission.planYear - 1);
  const nextRow = rows.find((r) => r.planYear === submission.planYear);
  const any = nextRow ?? nowRow;
  if (!any) return null;

  const price = async (row: PlanRow) => {
    const yearProfile = { ...profile, planYear: row.planYear };
    const options = { allPlans: true, topResults: 1 };
    return yearOf(row, (await scoreProfile(db, caches, yearProfile, { rows: [row] }, options))[0]);
  };
  const now = nowRow ? await price(nowRow) : null;
  const next = nextRow ? await price(nextRow) : null;

  const ranked = (await readRecommendations(db, caches, submission.id)).plans.map((p) => ({
    planId: p.plan.planId,
    name: p.plan.planName,
    rank: p.stored.rank,
    estimatedAnnualCost: storedAnnualCost(p.score, p.stored),
  }));
  const alternatives =
    next === null
      ? ranked.slice(0, ALTERNATIVES)
      : ranked
          .filter((p) => p.planId !== planId && p.estimatedAnnualCost < next.estimatedAnnualCost)
          .slice(0, ALTERNATIVES);
  return {
    planId,
    planName: any.planName,
    carrier: any.carrier,
    isSampleData: isSampleData(any),
    now,
    next,
    planYear: submission.planYear,
    changes: reasonsText(describeChanges(now, next, submission.planYear), language),
    alternatives: alternatives.map((p) => ({
      planId: p.planId,
      name: p.name,
      rank: p.rank,
      ...yearlyCostFields(p.estimatedAnnualCost),
      savings: next === null ? 0 : Math.round((next.estimatedAnnualCost - p.estimatedAnnualCost) * 100) / 100,
    })),
  };
}
