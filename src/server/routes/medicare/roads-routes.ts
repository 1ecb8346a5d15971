/** Both roads for the owner's results (ADR 0017): a POST, keeping sex and tobacco use out of URLs. */
import { Hono } from 'hono';
import { roadsRequestSchema } from '../../../shared/roads-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { validate } from '../../http/validate.ts';
import { compareRoadsFor } from '../../results/roads.ts';
import type { Caches } from '../../services/platform/caches.ts';

export function roadsRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().post(
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
  );
}
