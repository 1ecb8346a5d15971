/** One plan of a shared result, read through the link; a plan not in its results gets the same 404. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { validate } from '../../http/validate.ts';
import { shareReadThrottle } from '../../middlewares/share-read-throttle.ts';
import { toPlanDetail } from '../../presenters/plan-presenter.ts';
import { openShare } from '../../results/result-shares.ts';
import { rankedPlan } from '../../results/submissions.ts';
import { planSourcesOf } from '../../services/catalogue/plan-detail.ts';
import type { Caches } from '../../services/platform/caches.ts';

const SHARED_PLAN_NOT_FOUND = 'This link has expired, was turned off, or does not show this plan.';

export function sharedPlanRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().get(
    '/api/medicare/shared/:token/plan/:planId',
    validate('param', z.object({ token: z.string().max(200), planId: z.string().max(40) })),
    shareReadThrottle(deps, 'read'),
    async (c) => {
      const { token, planId } = c.req.valid('param');
      const share = await openShare(deps.db, deps.config.sessionSecret, token, deps.now());
      if (!share) throw errors.notFound(SHARED_PLAN_NOT_FOUND);
      const plan = await rankedPlan(deps.db, share.userId, planId);
      if (!plan) throw errors.notFound(SHARED_PLAN_NOT_FOUND);
      return c.json({ ...toPlanDetail(plan), ...(await planSourcesOf(deps.db, caches, plan)) });
    },
  );
}
