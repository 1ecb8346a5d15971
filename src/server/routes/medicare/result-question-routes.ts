/** The owner's questions about a result: a plan's cost at a pharmacy, the current plan, both roads. */
import { Hono } from 'hono';
import { z } from 'zod';
import { currentPlanSearchSchema } from '../../../shared/current-plan-contracts.ts';
import { PHARMACY_COST_ROUTE, pharmacyCostRequestSchema } from '../../../shared/pharmacy-cost-contracts.ts';
import { roadsRequestSchema } from '../../../shared/roads-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { compareCurrentPlan, searchCurrentPlans } from '../../results/current-plan.ts';
import { priceAtPharmacy } from '../../results/pharmacy-cost.ts';
import { compareRoadsFor } from '../../results/roads.ts';
import type { Caches } from '../../services/platform/caches.ts';

const NO_CURRENT_PLAN = 'These results do not name a current plan.';

export function resultQuestionRoutes(deps: AppDeps, caches: Caches) {
  return (
    new Hono<AppEnv>()
      .post(
        PHARMACY_COST_ROUTE,
        validate('param', z.object({ userId: z.string(), planId: z.string().max(40) })),
        validate('json', pharmacyCostRequestSchema),
        async (c) => {
          const { userId, planId } = c.req.valid('param');
          const { user, owner } = await requireOwnedSubmission(
            c,
            deps,
            'recommendations.pharmacy-cost',
            userId,
          );
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
      )
      // A POST: typed text stays out of URLs.
      .post('/api/medicare/plans/search', validate('json', currentPlanSearchSchema), async (c) => {
        const { q, planYear } = c.req.valid('json');
        return c.json(await searchCurrentPlans(deps.db, q, planYear));
      })
      .get('/api/medicare/recommendations/:userId/current-plan', async (c) => {
        const { user, owner } = await requireOwnedSubmission(c, deps, 'recommendations.current-plan');
        const comparison = await compareCurrentPlan(deps.db, caches, user, requestLanguage(c));
        if (!comparison) throw errors.notFound(NO_CURRENT_PLAN);
        const details = { planId: comparison.planId };
        await auditSubmission(c, deps, {
          actor: owner.actor,
          action: 'recommendations.current-plan',
          userId: user.id,
          details,
        });
        return c.json(comparison);
      })
      // Both roads (ADR 0017): a POST, keeping sex and tobacco use out of URLs.
      .post(
        '/api/medicare/recommendations/:userId/roads',
        validate('json', roadsRequestSchema),
        async (c) => {
          const { user, owner } = await requireOwnedSubmission(c, deps, 'recommendations.roads');
          const comparison = await compareRoadsFor(deps.db, caches, user, c.req.valid('json'));
          // The audit names the record and what was disclosed, never the answers.
          const details = { planYear: comparison.planYear };
          await auditSubmission(c, deps, {
            actor: owner.actor,
            action: 'recommendations.roads',
            userId: user.id,
            details,
          });
          return c.json(comparison);
        },
      )
  );
}
