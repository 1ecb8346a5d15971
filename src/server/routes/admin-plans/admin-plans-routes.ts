/** The admin plan API (spec §7); permission before validation; /bulk, /options, /export before /:planId. */
import { type Context, Hono } from 'hono';
import {
  adminPlanCreateSchema,
  adminPlanExportQuerySchema,
  adminPlanListQuerySchema,
  adminPlanUpdateSchema,
  bulkPlanRequestSchema,
  PLAN_NOT_FOUND,
  planYearQuerySchema,
} from '../../../shared/admin-plan-contracts.ts';
import { type AppDeps, type AppEnv, enrollmentToday } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { adminActor } from '../../http/client-address.ts';
import { planIdParam } from '../../http/row-id.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { toAdminPlanRecord, toPlanHistoryEntry } from '../../presenters/admin-plan-presenter.ts';
import {
  createPlan,
  deletePlan,
  exportPlans,
  getPlan,
  listPlans,
  planOptions,
  updatePlan,
} from '../../services/admin/admin-plans.ts';
import { bulkPlans } from '../../services/admin/admin-plans-bulk.ts';
import { planHistory } from '../../services/admin/admin-plans-history.ts';
import type { CarrierList } from '../../services/catalogue/carrier-list.ts';
import { defaultPlanYear } from '../../services/catalogue/plan-years.ts';
import { plansFileName } from '../../services/import/plan-files.ts';

export function adminPlansRoutes(deps: AppDeps, carriers: CarrierList) {
  const actor = (c: Context<AppEnv>) => adminActor(c, deps.config.trustProxyHops);

  return new Hono<AppEnv>()
    .get(
      '/api/admin/plans',
      requirePermission('plans:read'),
      validate('query', adminPlanListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { plans, total } = await listPlans(deps.db, query, await carriers.current(deps.db));
        return c.json({ plans: plans.map(toAdminPlanRecord), total, page: query.page, limit: query.limit });
      },
    )
    .post(
      '/api/admin/plans',
      requirePermission('plans:write'),
      validate('json', adminPlanCreateSchema),
      async (c) =>
        c.json(
          toAdminPlanRecord(
            await createPlan(
              deps.db,
              c.req.valid('json'),
              actor(c),
              await carriers.current(deps.db),
              await defaultPlanYear(deps.db, enrollmentToday(deps)),
            ),
          ),
          201,
        ),
    )
    .patch(
      '/api/admin/plans/bulk',
      requirePermission('plans:bulk'),
      validate('json', bulkPlanRequestSchema),
      async (c) => c.json(await bulkPlans(deps.db, c.req.valid('json'), actor(c))),
    )
    .get('/api/admin/plans/options', requirePermission('plans:read'), async (c) =>
      c.json(await planOptions(deps.db, await carriers.current(deps.db))),
    )
    .get(
      '/api/admin/plans/export',
      requirePermission('plans:read'),
      validate('query', adminPlanExportQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const file = await exportPlans(deps.db, query, await carriers.current(deps.db));
        return c.body(file.body, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${plansFileName(query.format, deps.now())}"`,
        });
      },
    )
    .get(
      '/api/admin/plans/:planId/history',
      requirePermission('plans:read'),
      validate('query', planYearQuerySchema),
      async (c) => {
        const history = await planHistory(deps.db, planIdParam(c), c.req.valid('query').year);
        if (!history) throw errors.notFound(PLAN_NOT_FOUND);
        return c.json({ history: history.map(toPlanHistoryEntry) });
      },
    )
    .get(
      '/api/admin/plans/:planId',
      requirePermission('plans:read'),
      validate('query', planYearQuerySchema),
      async (c) =>
        c.json(toAdminPlanRecord(await getPlan(deps.db, planIdParam(c), c.req.valid('query').year))),
    )
    .put(
      '/api/admin/plans/:planId',
      requirePermission('plans:write'),
      validate('query', planYearQuerySchema),
      validate('json', adminPlanUpdateSchema),
      async (c) =>
        c.json(
          toAdminPlanRecord(
            await updatePlan(
              deps.db,
              planIdParam(c),
              c.req.valid('query').year,
              c.req.valid('json'),
              actor(c),
              await carriers.current(deps.db),
            ),
          ),
        ),
    )
    .delete(
      '/api/admin/plans/:planId',
      requirePermission('plans:delete'),
      validate('query', planYearQuerySchema),
      async (c) => c.json(await deletePlan(deps.db, planIdParam(c), c.req.valid('query').year, actor(c))),
    );
}
