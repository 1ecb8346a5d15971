import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { medicarePlans } from '../db/schema.ts';

/** One plan by its public plan id (H1234-001), for the consumer's plan detail; null if none. */
export async function findPlanByPlanId(db: DbExecutor, planId: string) {
  const [plan] = await db.select().from(medicarePlans).where(eq(medicarePlans.planId, planId));
  return plan ?? null;
}
