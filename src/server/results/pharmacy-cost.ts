/**
 * The plan page's "A pharmacy near you" (issue 17): one plan of a stored result priced at a
 * pharmacy the person picks afterwards. The submission's profile is read back and given that
 * pharmacy, then the engine prices that one plan exactly as a submission that had picked it would
 * (recommendPlans: its kind in the plan's network with its own dispensing fees, or every fill at
 * full price where the network lacks it; docs/import-partd.md). Nothing is stored: the result, its
 * ranks and the cost at the kind the person chose stay as they were.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PharmacyCost } from '../../shared/pharmacy-cost-contracts.ts';
import { PHARMACY_COST_MESSAGES } from '../../shared/pharmacy-cost-contracts.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { medicarePlans, planScores } from '../db/schema.ts';
import { errors } from '../errors.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import type { SubmissionRow } from './submissions.ts';

/** The plan row of `planId` when the submission ranked it; null otherwise. */
async function planInResult(db: DbExecutor, userId: string, planId: string) {
  const [row] = await db
    .select({ plan: medicarePlans })
    .from(planScores)
    .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
    .where(and(eq(planScores.userId, userId), eq(medicarePlans.planId, planId)));
  return row?.plan ?? null;
}

/**
 * Whether the pharmacy search could have listed this NPI: a retail pharmacy in some plan's network
 * in the plan year's current Part D release (services/providers/pharmacy-search.ts).
 */
async function isNetworkPharmacy(db: DbExecutor, npi: string, planYear: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from partd_pharmacies x join partd_releases r on r.id = x.release_id
      where r.current and r.contract_year = ${planYear} and x.npi = ${npi} and x.retail
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * The year's drug cost of one plan of `submission`'s result at the pharmacy `npi`, as a submission
 * with that pharmacy picked stores it (drugPricing.byPharmacy.specific). Refuses, with the
 * person's words: a plan the result does not hold (404), a pharmacy not in Medicare's network
 * files (404), a plan priced with ClearPlan's estimate, which is the same at every pharmacy (409).
 */
export async function priceAtPharmacy(
  db: DbExecutor,
  caches: EngineCaches,
  submission: SubmissionRow,
  planId: string,
  npi: string,
): Promise<PharmacyCost> {
  const plan = await planInResult(db, submission.id, planId);
  if (!plan) throw errors.notFound(PHARMACY_COST_MESSAGES.planNotInResults);
  if (!(await isNetworkPharmacy(db, npi, submission.planYear)))
    throw errors.notFound(PHARMACY_COST_MESSAGES.pharmacyUnknown);

  const stored = toProfile(submission);
  const profile = { ...stored, answers: { ...stored.answers, pharmacyNpi: npi } };
  // The submission chose its plans when it was made: none is held back again (allPlans).
  const [result] = await scoreProfile(db, caches, profile, { rows: [plan] }, { allPlans: true });
  const pricing = result?.drugPricing;
  const cost = pricing?.byPharmacy.specific;
  if (pricing?.source !== 'medicare' || !pricing.specificPharmacy || typeof cost !== 'number')
    throw errors.conflict(PHARMACY_COST_MESSAGES.estimateOnly);
  return { planId: plan.planId, pharmacy: pricing.specificPharmacy, annualDrugCost: cost };
}
