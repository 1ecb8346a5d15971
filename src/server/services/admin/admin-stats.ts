import { count, countDistinct, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';

export async function dashboardStats(db: DbExecutor) {
  const [row] = await db
    .select({
      totalPlans: count(),
      activePlans: sql<number>`count(*) filter (where ${medicarePlans.isActive})`.mapWith(Number),
      planTypes: countDistinct(medicarePlans.planType),
      carriers: countDistinct(medicarePlans.carrier),
    })
    .from(medicarePlans);
  return row ?? { totalPlans: 0, activePlans: 0, planTypes: 0, carriers: 0 };
}
