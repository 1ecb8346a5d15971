/** Consumer APIs of spec §7, owner only (ADR 0011): any id not the caller's gets the same 404. */
import { Hono } from 'hono';
import { z } from 'zod';
import { planDetailQuerySchema, resultPageQuerySchema } from '../../../shared/api-responses.ts';
import type { PlanData } from '../../../shared/data-sources.ts';
import { medicareSubmissionSchema } from '../../../shared/finder-contracts.ts';
import { coverageStartMonths, planYearChoiceLabel } from '../../../shared/plan-years.ts';
import { type AppDeps, type AppEnv, enrollmentToday } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { answerOwned, refuseSubmission } from '../../http/owned-record.ts';
import { sendPrebuiltJson } from '../../http/prebuilt-body.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { requestOwner } from '../../http/request-owner.ts';
import { validate } from '../../http/validate.ts';
import { toPlanDetail } from '../../presenters/plan-presenter.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import type { ResultsState } from '../../results/result-documents.ts';
import { retainUntilFrom, retentionDaysOf } from '../../results/retention.ts';
import { submitProfile } from '../../results/submit-profile.ts';
import { planDataOf } from '../../services/catalogue/data-sources.ts';
import { planSourcesOf } from '../../services/catalogue/plan-detail.ts';
import { findPlanByPlanId } from '../../services/catalogue/plan-reads.ts';
import { plansOffered } from '../../services/catalogue/plan-years.ts';
import type { Caches } from '../../services/platform/caches.ts';

export const CONSENT_REQUIRED =
  'Your client\'s agreement is needed before saving: tick "My client agreed that ClearPlan keeps this information".';

export function medicareRoutes(deps: AppDeps, caches: Caches, results: ResultsState) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxyHops);

  return new Hono<AppEnv>()
    .post('/api/medicare/submit', validate('json', medicareSubmissionSchema), async (c) => {
      const submission = c.req.valid('json');
      const owner = await requestOwner(c, deps, true);
      const now = deps.now();
      // A counselor stores a client's information only with the client's agreement (ADR 0020).
      if (owner.kind === 'counselor' && submission.clientConsent !== true) {
        throw errors.validation(CONSENT_REQUIRED, [{ path: 'clientConsent', message: CONSENT_REQUIRED }]);
      }
      const { userId } = await submitProfile(deps.db, caches, results.submissionTurns, submission, {
        clientAddress: address(c),
        historyKeyHash: owner.kind === 'device' ? owner.keyHash : null,
        counselorId: owner.kind === 'counselor' ? owner.counselorId : null,
        consentedAt: owner.kind === 'counselor' ? now : null,
        retainUntil: retainUntilFrom(now, retentionDaysOf(deps.config)),
        actor: owner.actor,
        today: enrollmentToday(deps),
      });
      return c.json({ userId }, 201);
    })
    .get('/api/medicare/user/:userId', async (c) => {
      const user = await answerOwned(c, deps, { action: 'submission.read', answer: async (user) => user });
      return c.json(toSavedUserRecord(user));
    })
    .get('/api/medicare/recommendations/:userId', validate('query', resultPageQuerySchema), async (c) => {
      const owner = await requestOwner(c, deps);
      const userId = c.req.param('userId');
      // Kept ready to send per catalogue version, audited with it (results/result-documents.ts).
      const document = await results.documents.answer(
        deps.db,
        caches,
        userId,
        owner,
        requestLanguage(c),
        { actor: owner.actor, clientAddress: address(c) },
        c.req.valid('query').page,
      );
      if (!document) return refuseSubmission(c, deps, owner, userId, 'recommendations.read');
      return sendPrebuiltJson(c, document.body);
    })
    .get('/api/medicare/plan-years', async (c) => {
      const today = enrollmentToday(deps);
      const offered = await plansOffered(caches.plans, today);
      const years = offered?.years ?? [];
      const planData = await Promise.all(years.map((year) => planDataOf(deps.db, year)));
      return c.json({
        defaultYear: offered?.defaultYear ?? null,
        years: years.map((year, i) => {
          const { months, canStart } = coverageStartMonths(today, year);
          return {
            year,
            label: planYearChoiceLabel(year, today),
            planData: planData[i] as PlanData,
            startMonths: months,
            canStart,
          };
        }),
      });
    })
    .get(
      '/api/medicare/plan/:planId',
      validate('param', z.object({ planId: z.string().max(40) })),
      validate('query', planDetailQuerySchema),
      async (c) => {
        const plan = await findPlanByPlanId(deps.db, c.req.valid('param').planId, c.req.valid('query').year);
        if (!plan) throw errors.notFound('Plan not found');
        return c.json({
          ...toPlanDetail(plan, requestLanguage(c)),
          ...(await planSourcesOf(deps.db, caches, plan)),
        });
      },
    );
}
