import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { dashboardStats, listAdmins } from '../../services/admin-stats.ts';

/**
 * GET /api/admin/stats: the dashboard's quick stats, computed from the database (the spec's fixed
 * numbers were a placeholder). GET /api/admin/admins: the admin accounts, for role admin only.
 */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/admin/stats', requirePermission('plans:read'), async (c) =>
      c.json(await dashboardStats(deps.db)),
    )
    .get('/api/admin/admins', requirePermission('admins:manage'), async (c) =>
      c.json({ admins: await listAdmins(deps.db) }),
    );
}
