import { asc, count, countDistinct, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { adminUsers, medicarePlans } from '../../db/schema.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';

/**
 * GET /api/admin/stats: the dashboard's quick stats, computed from the database (the spec's fixed
 * numbers were a placeholder). GET /api/admin/admins: the admin accounts, for role admin only.
 */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/admin/stats', requirePermission('plans:read'), async (c) => {
      const [row] = await deps.db
        .select({
          totalPlans: count(),
          activePlans: sql<number>`count(*) filter (where ${medicarePlans.isActive})`.mapWith(Number),
          planTypes: countDistinct(medicarePlans.planType),
          carriers: countDistinct(medicarePlans.carrier),
        })
        .from(medicarePlans);
      return c.json(row ?? { totalPlans: 0, activePlans: 0, planTypes: 0, carriers: 0 });
    })
    .get('/api/admin/admins', requirePermission('admins:manage'), async (c) => {
      const rows = await deps.db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          role: adminUsers.role,
          createdAt: adminUsers.createdAt,
          lastLogin: adminUsers.lastLogin,
        })
        .from(adminUsers)
        .orderBy(asc(adminUsers.email));
      return c.json({ admins: rows });
    });
}
