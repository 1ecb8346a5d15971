import { Hono } from 'hono';
import { utcDay } from '../../../shared/calendar-day.ts';
import { resolveAnalyticsRange, userAnalyticsQuerySchema } from '../../../shared/user-analytics-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { dashboardStats } from '../../services/admin/admin-stats.ts';
import { userAnalytics } from '../../services/admin/user-analytics.ts';
import { lastDataUpdate, listDataSources } from '../../services/catalogue/data-sources.ts';

/** The dashboard's quick stats, the data sources and the user analytics, from the database. */
export function adminStatsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .get('/api/admin/stats', requirePermission('plans:read'), async (c) =>
        c.json(await dashboardStats(deps.db)),
      )
      .get('/api/admin/data-sources', requirePermission('plans:read'), async (c) =>
        c.json({ sources: await listDataSources(deps.db), lastUpdate: await lastDataUpdate(deps.db) }),
      )
      // [?from&to&bucket] ("today" in UTC). Counts only, so no audit row.
      .get(
        '/api/admin/analytics/users',
        requirePermission('analytics:read'),
        validate('query', userAnalyticsQuerySchema),
        async (c) => {
          const resolved = resolveAnalyticsRange(c.req.valid('query'), utcDay(deps.now()));
          if (!resolved.range)
            throw errors.validation(resolved.issues[0]?.message ?? 'Invalid range', resolved.issues);
          return c.json(await userAnalytics(deps.db, resolved.range));
        },
      )
  );
}
