import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';

/**
 * One plan by its public plan id (H1234-001) and plan year, for the consumer's plan detail; the
 * newest year on file when no year is named; null if none.
 */
export async function findPlanByPlanId(db: DbExecutor, planId: string, planYear?: number) {
  const [plan] = await db
    .select()
    .from(medicarePlans)
    .where(
      planYear === undefined
        ? eq(medicarePlans.planId, planId)
        : and(eq(medicarePlans.planId, planId), eq(medicarePlans.planYear, planYear)),
    )
    .orderBy(desc(medicarePlans.planYear))
    .limit(1);
  return plan ?? null;
}
