import { and, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';

/** One plan by public id and year (newest year when none named); null if none. */
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
