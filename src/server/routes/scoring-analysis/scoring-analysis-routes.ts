import { Hono } from 'hono';
import { z } from 'zod';
import { type AppDeps, type AppEnv, enrollmentToday } from '../../app-context.ts';
import { isUuid } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { validate } from '../../http/validate.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { referenceAnalysis, submissionAnalysis } from '../../results/scoring-analysis.ts';
import { plansOffered } from '../../services/catalogue/plan-years.ts';
import { writeAudit } from '../../services/platform/audit.ts';
import type { Caches } from '../../services/platform/caches.ts';

/** GET /api/admin/scoring-analysis[?userId=]: how every plan is scored and ranked (spec §2, §7). */
export function scoringAnalysisRoutes(deps: AppDeps, caches: Caches) {
  return new Hono<AppEnv>().get(
    '/api/admin/scoring-analysis',
    requirePermission('analytics:read'),
    validate(
      'query',
      z.object({
        userId: z.string().max(64).optional(),
        /** The finder's default year when left out. */
        year: z.coerce
          .number({ error: 'Year must be a year' })
          .int('Year must be a year')
          .min(2000)
          .max(2100)
          .optional(),
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
  );
}
