/** Reasons and lines for a plan that moved into the top ten after a deletion (ADR 0008). */
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { type medicarePlans, medicareUsers } from '../db/schema.ts';
import type { EngineCaches } from '../services/platform/caches.ts';
import { toProfile } from './profile.ts';
import { scoreProfile } from './score.ts';
import { readStoredResult, type StoredResult, toStoredResult } from './stored-result.ts';

type PlanRow = typeof medicarePlans.$inferSelect;

export type ResultDetails = Pick<
  StoredResult,
  'reasons' | 'drugs' | 'doctors' | 'highlights' | 'drugPricing'
>;

export function lacksDetails(stored: StoredResult): boolean {
  return !stored.inTopResults;
}

/** The details of `plans` for submission `userId`, by plan row id; empty when the submission is gone. */
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
  // All shown, so all get reasons; the plans were chosen at submission, so none is held back (allPlans).
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
