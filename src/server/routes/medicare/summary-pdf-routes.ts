/** The result's PDF (ADR 0018) for its owner or a live share link (no name); audited with ids. */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { TOP_RESULTS } from '../../../shared/constants.ts';
import {
  SHARED_SUMMARY_PDF_ROUTE,
  SUMMARY_PDF_ROUTE,
  type SummaryLanguage,
  summaryFileName,
  summaryPdfQuerySchema,
} from '../../../shared/summary-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { answerOwned, auditSubmission } from '../../http/owned-record.ts';
import { validate } from '../../http/validate.ts';
import { shareReadThrottle } from '../../middlewares/share-read-throttle.ts';
import { recommendationPlans } from '../../presenters/recommendation-presenter.ts';
import { openShare } from '../../results/result-shares.ts';
import { readRecommendations, sharedProfile } from '../../results/submissions.ts';
import { planYearNotice } from '../../services/catalogue/plan-years.ts';
import type { SummaryInput } from '../../services/pdf/summary-model.ts';
import { renderSummaryInWorker } from '../../services/pdf/summary-pdf-thread.ts';
import type { Caches } from '../../services/platform/caches.ts';
import { WorkSlots } from '../../services/platform/work-slots.ts';
import { SHARE_NOT_FOUND, tokenParam } from './result-share-routes.ts';

/** One layout at a time per process, four waiting up to 5 s, the rest 503 (security finding 5). */
export const PDF_SLOTS = { active: 1, waiting: 4, maxWaitMs: 5_000 };
const PDF_RETRY_AFTER_SECONDS = 5;
const PDF_BUSY = 'Many summaries are being made right now. Please try again in a few seconds.';
const SUMMARY_PLANS = { offset: 0, limit: TOP_RESULTS };

/** A download, never cached (it holds health information). */
function pdfResponse(c: Context<AppEnv>, pdf: Buffer, planYear: number) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${summaryFileName(planYear)}"`);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Length', String(pdf.byteLength));
  return c.body(new Uint8Array(pdf), 200);
}

export function summaryPdfRoutes(deps: AppDeps, caches: Caches) {
  const slots = new WorkSlots(PDF_SLOTS.active, PDF_SLOTS.waiting, PDF_SLOTS.maxWaitMs);
  /** 503 when no slot comes free in time. */
  const summarize = async (
    userId: string,
    lang: SummaryLanguage,
    user: SummaryInput['user'],
    shared: boolean,
  ) => {
    const done = await slots.run(async () => {
      const read = await readRecommendations(deps.db, caches, userId, SUMMARY_PLANS);
      const { planYear, coverageStartMonth, planData, totalEligiblePlans } = read;
      const plans = recommendationPlans(read, lang);
      const pdf = await renderSummaryInWorker({
        lang,
        user: { firstName: user.firstName, medications: user.medications, doctors: user.doctors },
        shared,
        planYear,
        coverageStartMonth,
        planData,
        totalEligiblePlans,
        plans,
        planYearNotice: planYearNotice(planYear),
        now: deps.now(),
      });
      return { pdf, result: read };
    });
    if (!done.ran) throw errors.unavailable(PDF_BUSY, PDF_RETRY_AFTER_SECONDS);
    return done.value;
  };

  return new Hono<AppEnv>()
    .get(SUMMARY_PDF_ROUTE, validate('query', summaryPdfQuerySchema), async (c) => {
      const { pdf, result } = await answerOwned(c, deps, {
        action: 'summary.pdf',
        answer: (user) => summarize(user.id, c.req.valid('query').lang, user, false),
        details: ({ result }) => ({ plansShown: Math.min(result.plans.length, TOP_RESULTS) }),
      });
      return pdfResponse(c, pdf, result.planYear);
    })
    .get(
      SHARED_SUMMARY_PDF_ROUTE,
      validate('param', tokenParam),
      validate('query', summaryPdfQuerySchema),
      shareReadThrottle(deps, 'pdf'),
      async (c) => {
        const share = await openShare(
          deps.db,
          deps.config.sessionSecret,
          c.req.valid('param').token,
          deps.now(),
        );
        if (!share) throw errors.notFound(SHARE_NOT_FOUND);
        const user = await sharedProfile(deps.db, share.userId);
        if (!user) throw errors.notFound(SHARE_NOT_FOUND);
        const { pdf, result } = await summarize(share.userId, c.req.valid('query').lang, user, true);
        await auditSubmission(c, deps, {
          actor: `share:${share.id}`,
          action: 'summary.pdf',
          userId: share.userId,
          details: { plansShown: Math.min(result.plans.length, TOP_RESULTS), shareId: share.id },
        });
        return pdfResponse(c, pdf, result.planYear);
      },
    );
}
