/**
 * The printable summary of a result as a PDF (issue 20, ADR 0018): for the browser that owns the
 * result, the same owner check as the results read; through a live share link, as the shared
 * results, without the person's name. Both read the stored result (readRecommendations), never
 * rank again, and are audited with ids only. The file name carries the plan year alone.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { TOP_RESULTS } from '../../../shared/constants.ts';
import {
  SHARED_SUMMARY_PDF_ROUTE,
  SUMMARY_PDF_ROUTE,
  summaryFileName,
  summaryPdfQuerySchema,
} from '../../../shared/summary-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { requestOwner } from '../../http/request-owner.ts';
import { validate } from '../../http/validate.ts';
import { writeAudit } from '../../services/audit.ts';
import type { Caches } from '../../services/caches.ts';
import { summaryModel } from '../../services/pdf/summary-model.ts';
import { renderSummaryPdf } from '../../services/pdf/summary-pdf.ts';
import { sharedProfile } from '../../services/pdf/summary-profile.ts';
import { planYearNotice } from '../../services/plan-years.ts';
import { openShare } from '../../services/result-shares.ts';
import { findOwnedSubmission, readRecommendations, type SubmissionRow } from '../../services/submissions.ts';
import { SUBMISSION_NOT_FOUND } from './medicare-routes.ts';
import { SHARE_NOT_FOUND } from './result-share-routes.ts';

const tokenParam = z.object({ token: z.string().max(200) });

/**
 * The caller's own submission and the actor the audit names, or null. The one place this file
 * decides who owns a result: it asks what the results read asks (findOwnedSubmission by the
 * request's owner: the signed-in counselor or the browser's history key, ADR 0020).
 */
async function ownedSubmission(
  c: Context<AppEnv>,
  deps: AppDeps,
  userId: string,
): Promise<{ user: SubmissionRow; actor: string } | null> {
  const owner = await requestOwner(c, deps);
  const user = await findOwnedSubmission(deps.db, userId, owner);
  return user ? { user, actor: owner.actor } : null;
}

/** The PDF answer: a download, never cached (it holds health information). */
function pdfResponse(c: Context<AppEnv>, pdf: Buffer, planYear: number) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${summaryFileName(planYear)}"`);
  c.header('Cache-Control', 'no-store');
  c.header('Content-Length', String(pdf.byteLength));
  return c.body(new Uint8Array(pdf), 200);
}

export function summaryPdfRoutes(deps: AppDeps, caches: Caches) {
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, deps.config.trustProxyHops);

  return new Hono<AppEnv>()
    .get(SUMMARY_PDF_ROUTE, validate('query', summaryPdfQuerySchema), async (c) => {
      const owned = await ownedSubmission(c, deps, c.req.param('userId') ?? '');
      if (!owned) throw errors.notFound(SUBMISSION_NOT_FOUND);
      const { user, actor } = owned;
      const { lang } = c.req.valid('query');
      const result = await readRecommendations(deps.db, caches, user.id, lang);
      const pdf = await renderSummaryPdf(
        summaryModel({
          lang,
          user,
          shared: false,
          ...result,
          planYearNotice: planYearNotice(result.planYear),
          now: deps.now(),
        }),
      );
      await writeAudit(deps.db, {
        actor,
        action: 'summary.pdf',
        entityType: 'medicare_user',
        entityId: user.id,
        clientAddress: address(c),
        details: { plansShown: Math.min(result.plans.length, TOP_RESULTS) },
      });
      return pdfResponse(c, pdf, result.planYear);
    })
    .get(
      SHARED_SUMMARY_PDF_ROUTE,
      validate('param', tokenParam),
      validate('query', summaryPdfQuerySchema),
      async (c) => {
        const share = await openShare(
          deps.db,
          deps.config.sessionSecret,
          c.req.valid('param').token,
          deps.now(),
        );
        if (!share) throw errors.notFound(SHARE_NOT_FOUND);
        const [user, result] = await Promise.all([
          sharedProfile(deps.db, share.userId),
          readRecommendations(deps.db, caches, share.userId, c.req.valid('query').lang),
        ]);
        if (!user) throw errors.notFound(SHARE_NOT_FOUND);
        const pdf = await renderSummaryPdf(
          summaryModel({
            lang: c.req.valid('query').lang,
            user,
            shared: true,
            ...result,
            planYearNotice: planYearNotice(result.planYear),
            now: deps.now(),
          }),
        );
        await writeAudit(deps.db, {
          actor: `share:${share.id}`,
          action: 'summary.pdf',
          entityType: 'medicare_user',
          entityId: share.userId,
          clientAddress: address(c),
          details: { plansShown: Math.min(result.plans.length, TOP_RESULTS), shareId: share.id },
        });
        return pdfResponse(c, pdf, result.planYear);
      },
    );
}
