import { Hono } from 'hono';
import { z } from 'zod';
import { PHARMACY_COST_ROUTE, pharmacyCostRequestSchema } from '../../../shared/pharmacy-cost-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { ownedSubmissionOrAudit } from '../../http/owned-record.ts';
import { requestOwner } from '../../http/request-owner.ts';
import { validate } from '../../http/validate.ts';
import { priceAtPharmacy } from '../../results/pharmacy-cost.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import type { Caches } from '../../services/platform/caches.ts';
import { SUBMISSION_NOT_FOUND } from './medicare-routes.ts';

/**
 * POST …/recommendations/:userId/plans/:planId/pharmacy-cost {npi} (issue 17): the year's drug
 * cost for one plan of a result at a pharmacy near the person, for the plan page. It answers only
 * to the browser that made the result, and someone else's result gets the recommendations read's
 * own 404 (ADR 0011). The NPI travels in the body, never the URL. A read: nothing is stored but
 * the audit row of what it disclosed (the plan, never the pharmacy).
 */
export function pharmacyCostRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().post(
    PHARMACY_COST_ROUTE,
    validate('param', z.object({ userId: z.string(), planId: z.string().max(40) })),
    validate('json', pharmacyCostRequestSchema),
    async (c) => {
      const owner = await requestOwner(c, deps);
      const { userId, planId } = c.req.valid('param');
      const user = await ownedSubmissionOrAudit(c, deps, owner, userId, 'recommendations.pharmacy-cost');
      if (!user) throw errors.notFound(SUBMISSION_NOT_FOUND);
      const cost = await priceAtPharmacy(deps.db, caches, user, planId, c.req.valid('json').npi);
      await writeAudit(deps.db, {
        actor: owner.actor,
        action: 'recommendations.pharmacy-cost',
        entityType: 'medicare_user',
        entityId: user.id,
        clientAddress: clientAddress(c, deps.config.trustProxyHops),
        details: { planId: cost.planId, inNetwork: cost.pharmacy.inNetwork },
      });
      return c.json(cost);
    },
  );
}
