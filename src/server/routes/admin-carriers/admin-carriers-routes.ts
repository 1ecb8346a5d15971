/** The carrier list API (plans:read, plans:write); each write forgets the cached list (carrier-list.ts). */
import { type Context, Hono } from 'hono';
import {
  CARRIER_NOT_FOUND,
  carrierCreateSchema,
  carrierUpdateSchema,
} from '../../../shared/carrier-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { adminActor } from '../../http/client-address.ts';
import { rowIdParam } from '../../http/row-id.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { deleteCarrier, listCarriers, saveCarrier } from '../../services/admin/admin-carriers.ts';
import type { CarrierList } from '../../services/catalogue/carrier-list.ts';

export function adminCarriersRoutes(deps: AppDeps, list: CarrierList) {
  const actor = (c: Context<AppEnv>) => adminActor(c, deps.config.trustProxyHops);
  const carrierId = (c: Context<AppEnv>): number => rowIdParam(c, CARRIER_NOT_FOUND);
  /** Forgets the cached list whatever the outcome. */
  const writing = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      list.invalidate();
    }
  };

  return new Hono<AppEnv>()
    .get('/api/admin/carriers', requirePermission('plans:read'), async (c) =>
      c.json(await listCarriers(deps.db)),
    )
    .post(
      '/api/admin/carriers',
      requirePermission('plans:write'),
      validate('json', carrierCreateSchema),
      async (c) => c.json(await writing(saveCarrier(deps.db, null, c.req.valid('json'), actor(c))), 201),
    )
    .put(
      '/api/admin/carriers/:id',
      requirePermission('plans:write'),
      validate('json', carrierUpdateSchema),
      async (c) => {
        const id = carrierId(c);
        return c.json(await writing(saveCarrier(deps.db, id, c.req.valid('json'), actor(c))));
      },
    )
    .delete('/api/admin/carriers/:id', requirePermission('plans:write'), async (c) => {
      const id = carrierId(c);
      return c.json(await writing(deleteCarrier(deps.db, id, actor(c))));
    });
}
