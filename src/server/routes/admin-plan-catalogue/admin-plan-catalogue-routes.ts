/** Formulary and network maintenance of one plan: reads need plans:read, changes plans:write. */
import { type Context, Hono } from 'hono';
import { PLAN_YEAR_MESSAGE, planYearQuerySchema } from '../../../shared/admin-plan-contracts.ts';
import {
  formularyEntryInputSchema,
  MEDICATION_NAME_MAX,
  NOT_ON_FORMULARY,
  networkQuerySchema,
  PROVIDER_ID_MESSAGE,
  parseProviderId,
  UNKNOWN_MEDICATION,
} from '../../../shared/plan-catalogue-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { adminActor } from '../../http/client-address.ts';
import { planIdParam } from '../../http/row-id.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import {
  addNetworkProvider,
  listFormulary,
  listNetwork,
  type PlanKey,
  removeFormularyEntry,
  removeNetworkProvider,
  setFormularyEntry,
} from '../../services/admin/plan-catalogue-admin.ts';

const BASE = '/api/admin/plans/:planId';

export function adminPlanCatalogueRoutes(deps: AppDeps) {
  const actor = (c: Context<AppEnv>) => adminActor(c, deps.config.trustProxyHops);
  /** `?year=` is needed when the ID is on file for several years. */
  const planCode = (c: Context<AppEnv>): PlanKey => {
    const code = planIdParam(c);
    const year = planYearQuerySchema.safeParse({ year: c.req.query('year') });
    if (!year.success)
      throw errors.validation(PLAN_YEAR_MESSAGE, [{ path: 'year', message: PLAN_YEAR_MESSAGE }]);
    return { code, year: year.data.year };
  };
  /** Decoded, so "Humulin 70/30" arrives as %2F. */
  const medicationName = (c: Context<AppEnv>, tooLong: () => Error): string => {
    const name = (c.req.param('medicationName') ?? '').trim();
    if (name === '' || name.length > MEDICATION_NAME_MAX) throw tooLong();
    return name;
  };
  const providerId = (c: Context<AppEnv>): number => {
    const id = parseProviderId(c.req.param('providerId') ?? '');
    if (id === null) throw errors.validation(PROVIDER_ID_MESSAGE);
    return id;
  };

  return new Hono<AppEnv>()
    .get(`${BASE}/formulary`, requirePermission('plans:read'), async (c) =>
      c.json({ entries: await listFormulary(deps.db, planCode(c)) }),
    )
    .put(
      `${BASE}/formulary/:medicationName`,
      requirePermission('plans:write'),
      validate('json', formularyEntryInputSchema),
      async (c) => {
        const code = planCode(c);
        const name = medicationName(c, () => errors.validation(UNKNOWN_MEDICATION));
        return c.json(await setFormularyEntry(deps.db, code, name, c.req.valid('json'), actor(c)));
      },
    )
    .delete(`${BASE}/formulary/:medicationName`, requirePermission('plans:write'), async (c) => {
      const code = planCode(c);
      const name = medicationName(c, () => errors.notFound(NOT_ON_FORMULARY));
      return c.json(await removeFormularyEntry(deps.db, code, name, actor(c)));
    })
    .get(
      `${BASE}/network`,
      requirePermission('plans:read'),
      validate('query', networkQuerySchema),
      async (c) => c.json(await listNetwork(deps.db, planCode(c), c.req.valid('query').q)),
    )
    .put(`${BASE}/network/:providerId`, requirePermission('plans:write'), async (c) => {
      const code = planCode(c);
      return c.json(await addNetworkProvider(deps.db, code, providerId(c), actor(c)));
    })
    .delete(`${BASE}/network/:providerId`, requirePermission('plans:write'), async (c) => {
      const code = planCode(c);
      return c.json(await removeNetworkProvider(deps.db, code, providerId(c), actor(c)));
    });
}
