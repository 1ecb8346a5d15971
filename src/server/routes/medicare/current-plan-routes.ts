/** "Is my current plan still best?": the search (a POST, typed text stays out of URLs) and comparison. */
import { Hono } from 'hono';
import { currentPlanSearchSchema } from '../../../shared/current-plan-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { compareCurrentPlan, searchCurrentPlans } from '../../results/current-plan.ts';
import type { Caches } from '../../services/platform/caches.ts';

export const NO_CURRENT_PLAN = 'These results do not name a current plan.';

export function currentPlanRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>()
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
    });
}
