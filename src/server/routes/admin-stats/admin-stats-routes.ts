import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { dashboardStats } from '../../services/admin/admin-stats.ts';
import { lastDataUpdate, listDataSources } from '../../services/catalogue/data-sources.ts';

/** The dashboard's quick stats and data sources, from the database. */
export function adminStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/api/admin/stats', requirePermission('plans:read'), async (c) =>
      c.json(await dashboardStats(deps.db)),
    )
    .get('/api/admin/data-sources', requirePermission('plans:read'), async (c) =>
      c.json({ sources: await listDataSources(deps.db), lastUpdate: await lastDataUpdate(deps.db) }),
    );
}
