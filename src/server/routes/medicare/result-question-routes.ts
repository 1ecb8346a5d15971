/** The owner's questions about a result: a plan's cost at a pharmacy, the current plan, both roads. */
import { Hono } from 'hono';
import { z } from 'zod';
import { currentPlanSearchSchema } from '../../../shared/current-plan-contracts.ts';
import { PHARMACY_COST_ROUTE, pharmacyCostRequestSchema } from '../../../shared/pharmacy-cost-contracts.ts';
import { roadsRequestSchema } from '../../../shared/roads-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { answerOwned } from '../../http/owned-record.ts';
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
          const { planId } = c.req.valid('param');
          const cost = await answerOwned(c, deps, {
            action: 'recommendations.pharmacy-cost',
            answer: (user) => priceAtPharmacy(deps.db, caches, user, planId, c.req.valid('json').npi),
            details: (cost) => ({ planId: cost.planId, inNetwork: cost.pharmacy.inNetwork }),
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
        const comparison = await answerOwned(c, deps, {
          action: 'recommendations.current-plan',
          answer: async (user) => {
            const comparison = await compareCurrentPlan(deps.db, caches, user, requestLanguage(c));
            if (!comparison) throw errors.notFound(NO_CURRENT_PLAN);
            return comparison;
          },
          details: (comparison) => ({ planId: comparison.planId }),
        });
        return c.json(comparison);
      })
      // Both roads (ADR 0017): a POST, keeping sex and tobacco use out of URLs.
      .post(
        '/api/medicare/recommendations/:userId/roads',
        validate('json', roadsRequestSchema),
        async (c) => {
          const comparison = await answerOwned(c, deps, {
            action: 'recommendations.roads',
            answer: (user) => compareRoadsFor(deps.db, caches, user, c.req.valid('json')),
            // The audit names the record and what was disclosed, never the answers.
            details: (comparison) => ({ planYear: comparison.planYear }),
          });
          return c.json(comparison);
        },
      )
  );
}
