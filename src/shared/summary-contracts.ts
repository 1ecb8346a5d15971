// The printable summary (ADR 0018): a result's PDF for its owner, or a share link holder (without the name).
import { z } from 'zod';

/** The languages the summary can be asked for (`?lang=`); English when left out. */
export const SUMMARY_LANGUAGES = ['en', 'es'] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];

export const summaryPdfQuerySchema = z.strictObject({
  lang: z.enum(SUMMARY_LANGUAGES, { error: 'The language must be en or es' }).default('en'),
});

/** The routes as registered, and their paths with the ids filled in. */
export const SUMMARY_PDF_ROUTE = '/api/medicare/results/:userId/summary.pdf';
export const SHARED_SUMMARY_PDF_ROUTE = '/api/medicare/shared/:token/summary.pdf';

const withLang = (path: string, lang: SummaryLanguage) => (lang === 'en' ? path : `${path}?lang=${lang}`);

export const summaryPdfPath = (userId: string, lang: SummaryLanguage = 'en') =>
  withLang(`/api/medicare/results/${encodeURIComponent(userId)}/summary.pdf`, lang);
export const sharedSummaryPdfPath = (token: string, lang: SummaryLanguage = 'en') =>
  withLang(`/api/medicare/shared/${encodeURIComponent(token)}/summary.pdf`, lang);

/** The download's file name: the plan year only, nothing about the person. */
export const summaryFileName = (planYear: number) => `clearplan-summary-${planYear}.pdf`;
