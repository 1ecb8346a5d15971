import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { lastDataUpdate, listDataSources } from '../../services/catalogue/data-sources.ts';

export function adminDataRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/api/admin/data-sources', requirePermission('plans:read'), async (c) =>
    c.json({ sources: await listDataSources(deps.db), lastUpdate: await lastDataUpdate(deps.db) }),
  );
}
