/**
 * Reasons and drug and doctor lines for a stored plan score that has none: a submission stores
 * them for its top results only (stored-result.ts, ADR 0008), so when an admin deletes one of
 * those plans, the next plan by rank moves into the list the results page shows without them.
 * They are worked out again here, on read, by the same engine from the submission's profile and
 * the catalogue as it is now; storing them for every plan would cost each submission several
 * times the bytes it writes, for a case that needs a deletion to happen.
 */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type medicarePlans, medicareUsers } from '../db/schema.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import { readStoredResult, type StoredResult, toStoredResult } from './stored-result.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

/** What the results page shows of a plan beyond its numbers: reasons, drug and doctor lines, extras. */
export type ResultDetails = Pick<
  StoredResult,
  'reasons' | 'drugs' | 'doctors' | 'highlights' | 'drugPricing'
>;

/** Whether the stored result lacks the details (it was not among the top results when stored). */
export function lacksDetails(stored: StoredResult): boolean {
  return !stored.inTopResults;
}

/**
 * The details of `plans` for the submission `userId`, by plan row id, in the shape the stored
 * top results have (toStoredResult, then readStoredResult). Empty when the submission is gone.
 */
export async function detailsOnRead(
  db: DbExecutor,
  caches: EngineCaches,
  userId: string,
  plans: PlanRow[],
): Promise<Map<number, ResultDetails>> {
  const out = new Map<number, ResultDetails>();
  if (plans.length === 0) return out;
  const [user] = await db
    .select({
      planYear: medicareUsers.planYear,
      zipCode: medicareUsers.zipCode,
      county: medicareUsers.county,
      doctorSearchRadius: medicareUsers.doctorSearchRadius,
      medications: medicareUsers.medications,
      answers: medicareUsers.answers,
      doctors: medicareUsers.doctors,
    })
    .from(medicareUsers)
    .where(eq(medicareUsers.id, userId));
  if (!user) return out;
  const profile = toProfile(user);
  // Every plan here is shown, so every one gets its reasons (topResults: all of them); the
  // submission chose these plans when it was made, so none is held back again (allPlans).
  const results = await scoreProfile(
    db,
    caches,
    profile,
    { rows: plans },
    {
      topResults: plans.length,
      allPlans: true,
    },
  );
  for (const result of results) {
    const stored = readStoredResult(toStoredResult(result));
    if (stored)
      out.set(result.plan.id, {
        reasons: stored.reasons,
        drugs: stored.drugs,
        doctors: stored.doctors,
        highlights: stored.highlights,
        drugPricing: stored.drugPricing,
      });
  }
  return out;
}
