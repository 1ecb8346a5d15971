import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { dashboardStats } from '../../services/admin/admin-stats.ts';

/**
 * GET /api/admin/stats: the dashboard's quick stats, computed from the database (the spec's fixed
 * numbers were a placeholder). The account list (GET /api/admin/admins) is admin-accounts-routes.ts's.
 */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/admin/stats', requirePermission('plans:read'), async (c) =>
    c.json(await dashboardStats(deps.db)),
  );
}
