/**
 * Both roads into Medicare for a person's results (issue 19; ADR 0017): POST, because sex and
 * tobacco use travel in the body, never a URL (ADR 0011). Answers only the browser that made the
 * results, as the results do; stores nothing.
 */
import { Hono } from 'hono';
import { roadsRequestSchema } from '../../../shared/roads-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { ownedSubmissionOrAudit } from '../../http/owned-record.ts';
import { requestOwner } from '../../http/request-owner.ts';
import { validate } from '../../http/validate.ts';
import { compareRoadsFor } from '../../results/roads.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import type { Caches } from '../../services/platform/caches.ts';
import { SUBMISSION_NOT_FOUND } from './medicare-routes.ts';

export function roadsRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().post(
    '/api/medicare/recommendations/:userId/roads',
    validate('json', roadsRequestSchema),
    async (c) => {
      const owner = await requestOwner(c, deps);
      const user = await ownedSubmissionOrAudit(
        c,
        deps,
        owner,
        c.req.param('userId'),
        'recommendations.roads',
      );
      if (!user) throw errors.notFound(SUBMISSION_NOT_FOUND);
      const comparison = await compareRoadsFor(deps.db, caches, user, c.req.valid('json'));
      // The audit names the record and what was disclosed, never the answers.
      await writeAudit(deps.db, {
        actor: owner.actor,
        action: 'recommendations.roads',
        entityType: 'medicare_user',
        entityId: user.id,
        clientAddress: clientAddress(c, deps.config.trustProxyHops),
        details: { planYear: comparison.planYear },
      });
      return c.json(comparison);
    },
  );
}
