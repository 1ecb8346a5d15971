/** Share links (ADR 0011): the owner makes, lists and revokes them; a live link reads, nameless. */
import { Hono } from 'hono';
import { z } from 'zod';
import { resultPageQuerySchema } from '../../../shared/api-responses.ts';
import { shareCreateSchema } from '../../../shared/share-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { answerOwned, auditSubmission, requireOwnedSubmission } from '../../http/owned-record.ts';
import { sendPrebuiltJson } from '../../http/prebuilt-body.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { validate } from '../../http/validate.ts';
import { shareReadThrottle } from '../../middlewares/share-read-throttle.ts';
import { toPlanDetail } from '../../presenters/plan-presenter.ts';
import type { ResultsState } from '../../results/result-documents.ts';
import { createShare, listShares, openShare, revokeShare } from '../../results/result-shares.ts';
import { rankedPlan } from '../../results/submissions.ts';
import { planSourcesOf } from '../../services/catalogue/plan-detail.ts';
import type { Caches } from '../../services/platform/caches.ts';

export const SHARE_NOT_FOUND =
  'This link has expired or was turned off. Ask the person who shared it for a new one.';
/** One plan of a shared result: a plan not in its results gets the same 404. */
const SHARED_PLAN_NOT_FOUND = 'This link has expired, was turned off, or does not show this plan.';
export const tokenParam = z.object({ token: z.string().max(200) });

export function resultShareRoutes(deps: AppDeps, caches: Caches, results: ResultsState) {
  const secret = deps.config.sessionSecret;
  return new Hono<AppEnv>()
    .post('/api/medicare/results/:userId/shares', validate('json', shareCreateSchema), async (c) => {
      const share = await answerOwned(c, deps, {
        action: 'share.create',
        answer: (user) => createShare(deps.db, secret, user.id, c.req.valid('json').days, deps.now()),
        details: (share) => ({ shareId: share.id, expiresAt: share.expiresAt }),
      });
      return c.json(share, 201);
    })
    .get('/api/medicare/results/:userId/shares', async (c) => {
      const { user } = await requireOwnedSubmission(c, deps, 'share.list');
      return c.json(await listShares(deps.db, secret, user.id, deps.now()));
    })
    .delete('/api/medicare/results/:userId/shares/:shareId', async (c) => {
      const shareId = c.req.param('shareId');
      await answerOwned(c, deps, {
        action: 'share.revoke',
        answer: async (user) => {
          if (!(await revokeShare(deps.db, user.id, shareId, deps.now())))
            throw errors.notFound('That link was not found or is already turned off.');
        },
        details: () => ({ shareId: shareId.toLowerCase() }),
      });
      return c.json({ revoked: true });
    })
    .get(
      '/api/medicare/shared/:token',
      validate('param', tokenParam),
      validate('query', resultPageQuerySchema),
      shareReadThrottle(deps, 'read'),
      async (c) => {
        const share = await openShare(deps.db, secret, c.req.valid('param').token, deps.now());
        if (!share) throw errors.notFound(SHARE_NOT_FOUND);
        // Composed once per link while the catalogue stays as it was (results/result-documents.ts).
        const document = await results.documents.sharedAnswer(
          deps.db,
          caches,
          share,
          requestLanguage(c),
          c.req.valid('query').page,
        );
        await auditSubmission(c, deps, {
          actor: `share:${share.id}`,
          action: 'recommendations.read',
          userId: share.userId,
          details: { plansShown: document.plansShown, shareId: share.id },
        });
        return sendPrebuiltJson(c, document.body);
      },
    )
    .get(
      '/api/medicare/shared/:token/plan/:planId',
      validate('param', tokenParam.extend({ planId: z.string().max(40) })),
      shareReadThrottle(deps, 'read'),
      async (c) => {
        const { token, planId } = c.req.valid('param');
        const share = await openShare(deps.db, secret, token, deps.now());
        if (!share) throw errors.notFound(SHARED_PLAN_NOT_FOUND);
        const plan = await rankedPlan(deps.db, share.userId, planId);
        if (!plan) throw errors.notFound(SHARED_PLAN_NOT_FOUND);
        return c.json({ ...toPlanDetail(plan), ...(await planSourcesOf(deps.db, caches, plan)) });
      },
    );
}
