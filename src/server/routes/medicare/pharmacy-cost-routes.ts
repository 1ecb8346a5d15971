import { Hono } from 'hono';
import { z } from 'zod';
import { PHARMACY_COST_ROUTE, pharmacyCostRequestSchema } from '../../../shared/pharmacy-cost-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { validate } from '../../http/validate.ts';
import { priceAtPharmacy } from '../../results/pharmacy-cost.ts';
import type { Caches } from '../../services/platform/caches.ts';

/** POST …/plans/:planId/pharmacy-cost {npi}: a plan's drug cost at a pharmacy, for the owner. */
export function pharmacyCostRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().post(
    PHARMACY_COST_ROUTE,
    validate('param', z.object({ userId: z.string(), planId: z.string().max(40) })),
    validate('json', pharmacyCostRequestSchema),
    async (c) => {
      const { userId, planId } = c.req.valid('param');
      const { user, owner } = await requireOwnedSubmission(c, deps, 'recommendations.pharmacy-cost', userId);
      const cost = await priceAtPharmacy(deps.db, caches, user, planId, c.req.valid('json').npi);
      const details = { planId: cost.planId, inNetwork: cost.pharmacy.inNetwork };
      await auditSubmission(c, deps, {
        actor: owner.actor,
        action: 'recommendations.pharmacy-cost',
        userId: user.id,
        details,
      });
      return c.json(cost);
    },
  );
}
