/**
 * Consumer APIs of spec §7: submit a profile, read a submission, its recommendations, a plan, and
 * search earlier submissions. Unknown and malformed ids get the same 404 body, so a response never
 * tells whether an id exists. Every read of a submission and every history search is audited.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { CURRENT_PLAN_YEAR } from '../../../engine/plan-year.ts';
import { TOP_RESULTS } from '../../../shared/constants.ts';
import { historySearchQuerySchema, medicareSubmissionSchema } from '../../../shared/finder-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { medicarePlans, medicareUsers, planScores } from '../../db/schema.ts';
import { escapeLike, isUuid } from '../../db/sql-text.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { toPlanDetail } from '../../presenters/plan-presenter.ts';
import { toRecommendationPlan } from '../../presenters/recommendation-presenter.ts';
import { toSavedUserRecord } from '../../presenters/saved-user-presenter.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Caches } from '../../services/caches.ts';
import { readStoredResult } from '../../services/stored-result.ts';
import { submitProfile } from '../../services/submit-profile.ts';

const SUBMISSION_NOT_FOUND = 'We could not find those results.';
const HISTORY_LIMIT = 20;

export function medicareRoutes(deps: AppDeps, caches: Caches) {
  const findUser = async (id: string) => {
    if (!isUuid(id)) return null;
    const [user] = await deps.db.select().from(medicareUsers).where(eq(medicareUsers.id, id.toLowerCase()));
    return user ?? null;
  };

  return new Hono<AppEnv>()
    .post('/api/medicare/submit', validate('json', medicareSubmissionSchema), async (c) => {
      const { userId } = await submitProfile(deps.db, caches, c.req.valid('json'), {
        clientAddress: clientAddress(c, deps.config.trustProxy),
      });
      return c.json({ userId }, 201);
    })
    .get('/api/medicare/user/:userId', async (c) => {
      const user = await findUser(c.req.param('userId'));
      if (!user) throw errors.notFound(SUBMISSION_NOT_FOUND);
      await writeAudit(deps.db, {
        actor: 'consumer',
        action: 'submission.read',
        entityType: 'medicare_user',
        entityId: user.id,
        clientAddress: clientAddress(c, deps.config.trustProxy),
      });
      return c.json(toSavedUserRecord(user));
    })
    .get('/api/medicare/recommendations/:userId', async (c) => {
      const user = await findUser(c.req.param('userId'));
      if (!user) throw errors.notFound(SUBMISSION_NOT_FOUND);
      const rows = await deps.db
        .select({ score: planScores, plan: medicarePlans })
        .from(planScores)
        .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
        .where(eq(planScores.userId, user.id))
        // rank is the same order, stored with the submission (plan_scores_user_rank_idx): the
        // first ten by rank, so a plan deleted since leaves its place to the next one.
        .orderBy(asc(planScores.rank))
        .limit(TOP_RESULTS);
      const [eligible] = await deps.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(planScores)
        .where(eq(planScores.userId, user.id));
      const plans = rows.flatMap(({ score, plan }, i) => {
        const stored = readStoredResult(score.reasoning);
        return stored ? [toRecommendationPlan(score, plan, { ...stored, rank: i + 1 })] : [];
      });
      await writeAudit(deps.db, {
        actor: 'consumer',
        action: 'recommendations.read',
        entityType: 'medicare_user',
        entityId: user.id,
        clientAddress: clientAddress(c, deps.config.trustProxy),
        details: { plansShown: plans.length },
      });
      return c.json({
        userId: user.id,
        planYear: CURRENT_PLAN_YEAR.year,
        totalEligiblePlans: eligible?.n ?? 0,
        plans,
      });
    })
    .get(
      '/api/medicare/plan/:planId',
      validate('param', z.object({ planId: z.string().max(40) })),
      async (c) => {
        const [plan] = await deps.db
          .select()
          .from(medicarePlans)
          .where(eq(medicarePlans.planId, c.req.valid('param').planId));
        if (!plan) throw errors.notFound('Plan not found');
        return c.json(toPlanDetail(plan));
      },
    )
    .get('/api/medicare/users/search', validate('query', historySearchQuerySchema), async (c) => {
      const q = c.req.valid('query').q.toLowerCase();
      const prefix = `${escapeLike(q)}%`;
      const contains = `%${escapeLike(q)}%`;
      const last = sql`lower(${medicareUsers.lastName})`;
      const first = sql`lower(${medicareUsers.firstName})`;
      const full = sql`lower(${medicareUsers.firstName} || ' ' || ${medicareUsers.lastName})`;
      const rank = sql`case when ${last} like ${prefix} then 0 when ${first} like ${prefix} then 1
        when ${full} like ${contains} then 2 else 3 end`;
      const rows = await deps.db
        .select()
        .from(medicareUsers)
        .where(sql`(${full} like ${contains} or ${medicareUsers.birthDate} like ${contains})`)
        .orderBy(rank, desc(medicareUsers.createdAt), asc(medicareUsers.id))
        .limit(HISTORY_LIMIT);
      await writeAudit(deps.db, {
        actor: 'consumer',
        action: 'history.search',
        clientAddress: clientAddress(c, deps.config.trustProxy),
        details: { results: rows.length },
      });
      return c.json(rows.map(toSavedUserRecord));
    });
}
