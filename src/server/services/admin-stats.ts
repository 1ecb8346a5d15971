/** The admin dashboard's quick stats and the list of admin accounts (GET /api/admin/stats, /admins). */
import { asc, count, countDistinct, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client.ts';
import { adminUsers, medicarePlans } from '../db/schema.ts';

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

/** Every admin account, by e-mail, without its password hash. */
export function listAdmins(db: DbExecutor) {
  return db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      role: adminUsers.role,
      createdAt: adminUsers.createdAt,
      lastLogin: adminUsers.lastLogin,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.email));
}
