import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { dashboardStats } from '../../services/admin/admin-stats.ts';

/** GET /api/admin/stats: the dashboard's quick stats, from the database. */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/admin/stats', requirePermission('plans:read'), async (c) =>
    c.json(await dashboardStats(deps.db)),
  );
}
