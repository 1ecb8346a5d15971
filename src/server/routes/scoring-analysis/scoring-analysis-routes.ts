import { Hono } from 'hono';
import { z } from 'zod';
import { planDetailQuerySchema } from '../../../shared/api-responses.ts';
import { adminSubmissionSearchSchema } from '../../../shared/finder-contracts.ts';
import { type AppDeps, type AppEnv, enrollmentToday } from '../../app-context.ts';
import { isUuid } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import { referenceAnalysis, submissionAnalysis } from '../../results/scoring-analysis.ts';
import { searchAllSubmissions } from '../../results/submissions.ts';
import { plansOffered } from '../../services/catalogue/plan-years.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import type { Caches } from '../../services/platform/caches.ts';

/** How every plan is scored and ranked (spec §2, §7), and the search for a submission to analyse. */
export function scoringAnalysisRoutes(deps: AppDeps, caches: Caches) {
  return (
    new Hono<AppEnv>()
      .get(
        '/api/admin/scoring-analysis',
        requirePermission('analytics:read'),
        validate(
          'query',
          z.object({
            userId: z.string().max(64).optional(),
            /** The finder's default year when left out. */
            year: planDetailQuerySchema.shape.year,
          }),
        ),
        async (c) => {
          const { userId, year } = c.req.valid('query');
          if (userId === undefined || userId === '') {
            const planYear =
              year ??
              (await plansOffered(caches.plans, enrollmentToday(deps)))?.defaultYear ??
              enrollmentToday(deps).getFullYear();
            return c.json({ analysis: await referenceAnalysis(deps.db, caches, planYear) });
          }
          const analysis = isUuid(userId) ? await submissionAnalysis(deps.db, userId.toLowerCase()) : null;
          if (!analysis) throw errors.notFound('We could not find that submission.');
          await writeAudit(deps.db, {
            actor: `admin:${c.get('admin').id}`,
            action: 'submission.analyse',
            entityType: 'medicare_user',
            entityId: userId.toLowerCase(),
          });
          return c.json({ analysis });
        },
      )
      // Text in the body, ids audited.
      .post(
        '/api/admin/submissions/search',
        requirePermission('analytics:read'),
        validate('json', adminSubmissionSearchSchema),
        async (c) => {
          const rows = await searchAllSubmissions(deps.db, c.req.valid('json').q);
          await writeAudit(deps.db, {
            actor: `admin:${c.get('admin').id}`,
            action: 'submission.search',
            clientAddress: clientAddress(c, deps.config.trustProxyHops),
            details: { results: rows.length, recordIds: rows.map((r) => r.id) },
          });
          return c.json(rows.map(toSavedUserRecord));
        },
      )
  );
}
