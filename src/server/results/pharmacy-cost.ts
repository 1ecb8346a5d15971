/** The plan page's "A pharmacy near you": one plan priced at a pharmacy picked afterwards; nothing stored. */
import { sql } from 'drizzle-orm';
import { PHARMACY_COST_MESSAGES, type PharmacyCost } from '../../shared/pharmacy-cost-contracts.ts';
import { type DbExecutor, queryRows } from '../db/client.ts';
import { errors } from '../errors.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import { rankedPlan, type SubmissionRow } from './submissions.ts';

/** Whether the pharmacy search could have listed this NPI (services/providers/pharmacy-search.ts). */
async function isNetworkPharmacy(db: DbExecutor, npi: string, planYear: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from partd_pharmacies x join partd_releases r on r.id = x.release_id
      where r.current and r.contract_year = ${planYear} and x.npi = ${npi} and x.retail
      limit 1`,
  );
  return rows.length > 0;
}

/** 404: plan not in the result or pharmacy not in Medicare's files; 409: priced by ClearPlan's estimate. */
export async function priceAtPharmacy(
  db: DbExecutor,
  caches: EngineCaches,
  submission: SubmissionRow,
  planId: string,
  npi: string,
): Promise<PharmacyCost> {
  const plan = await rankedPlan(db, submission.id, planId);
  if (!plan) throw errors.notFound(PHARMACY_COST_MESSAGES.planNotInResults);
  if (!(await isNetworkPharmacy(db, npi, submission.planYear)))
    throw errors.notFound(PHARMACY_COST_MESSAGES.pharmacyUnknown);

  const stored = toProfile(submission);
  const profile = { ...stored, answers: { ...stored.answers, pharmacyNpi: npi } };
  const [result] = await scoreProfile(db, caches, profile, { rows: [plan] }, { allPlans: true });
  const pricing = result?.drugPricing;
  const cost = pricing?.byPharmacy.specific;
  if (pricing?.source !== 'medicare' || !pricing.specificPharmacy || typeof cost !== 'number')
    throw errors.conflict(PHARMACY_COST_MESSAGES.estimateOnly);
  return { planId: plan.planId, pharmacy: pricing.specificPharmacy, annualDrugCost: cost };
}
