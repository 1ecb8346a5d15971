/** The admin dashboard's quick stats (GET /api/admin/stats). */
import { count, countDistinct, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { medicarePlans } from '../../db/schema.ts';

/** Counted from the database (the spec's fixed numbers were a placeholder). */
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
