/** Medigap rates API, with the plans' permissions; importing is the import screen's. */
import { type Context, Hono } from 'hono';
import {
  MEDIGAP_RATE_NOT_FOUND,
  medigapRateCreateSchema,
  medigapRateExportQuerySchema,
  medigapRateListQuerySchema,
  medigapRateUpdateSchema,
} from '../../../shared/medigap-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { adminActor } from '../../http/client-address.ts';
import { rowIdParam } from '../../http/row-id.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { medigapRateRecord } from '../../presenters/medigap-rate-presenter.ts';
import {
  deleteMedigapRate,
  exportMedigapRates,
  listMedigapRates,
  medigapExportFileName,
  saveMedigapRate,
} from '../../services/admin/admin-medigap-rates.ts';

export function adminMedigapRatesRoutes(deps: AppDeps) {
  const actor = (c: Context<AppEnv>) => adminActor(c, deps.config.trustProxyHops);
  const rateId = (c: Context<AppEnv>): number => rowIdParam(c, MEDIGAP_RATE_NOT_FOUND);

  return new Hono<AppEnv>()
    .get(
      '/api/admin/medigap-rates',
      requirePermission('plans:read'),
      validate('query', medigapRateListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await listMedigapRates(deps.db, query);
        return c.json({ rates: rows.map(medigapRateRecord), total, page: query.page, limit: query.limit });
      },
    )
    .get(
      '/api/admin/medigap-rates/export',
      requirePermission('plans:read'),
      validate('query', medigapRateExportQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const file = await exportMedigapRates(deps.db, query);
        return c.body(file.body, 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${medigapExportFileName(query.format, deps.now())}"`,
        });
      },
    )
    .post(
      '/api/admin/medigap-rates',
      requirePermission('plans:write'),
      validate('json', medigapRateCreateSchema),
      async (c) =>
        c.json(medigapRateRecord(await saveMedigapRate(deps.db, null, c.req.valid('json'), actor(c))), 201),
    )
    .put(
      '/api/admin/medigap-rates/:id',
      requirePermission('plans:write'),
      validate('json', medigapRateUpdateSchema),
      async (c) => {
        const id = rateId(c);
        return c.json(medigapRateRecord(await saveMedigapRate(deps.db, id, c.req.valid('json'), actor(c))));
      },
    )
    .delete('/api/admin/medigap-rates/:id', requirePermission('plans:delete'), async (c) => {
      const id = rateId(c);
      return c.json(await deleteMedigapRate(deps.db, id, actor(c)));
    });
}
