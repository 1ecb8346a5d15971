/** createApp builds the whole HTTP application without a port, so tests drive it through app.request(). */
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type ErrorHandler, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isFileUploadPath } from '../shared/import-contracts.ts';
import type { AppDeps, AppEnv } from './app-context.ts';
import { AppError, errors } from './errors.ts';
import { type Logger, safeStack } from './logger.ts';
import { requireAccess } from './middlewares/access-gate.ts';
import { requireAdmin } from './middlewares/admin-auth.ts';
import { rejectNulCharacters } from './middlewares/nul-guard.ts';
import { requestLog } from './middlewares/request-log.ts';
import { sameOriginWrites } from './middlewares/same-origin.ts';
import { securityHeaders } from './middlewares/security-headers.ts';
import { submitThrottle } from './middlewares/submit-throttle.ts';
import { recommendationPlans } from './presenters/recommendation-presenter.ts';
import { createResultsState, type ResultsState } from './results/result-documents.ts';
import { accessRoutes } from './routes/access/access-routes.ts';
import { adminAccountsRoutes } from './routes/admin-accounts/admin-accounts-routes.ts';
import { adminAuditRoutes } from './routes/admin-audit/admin-audit-routes.ts';
import { adminAuthRoutes, counselorAuthRoutes } from './routes/admin-auth/sign-in-routes.ts';
import { adminCarriersRoutes } from './routes/admin-carriers/admin-carriers-routes.ts';
import { adminImportRoutes } from './routes/admin-import/admin-import-routes.ts';
import { adminMedigapRatesRoutes } from './routes/admin-medigap-rates/admin-medigap-rates-routes.ts';
import { adminPlanCatalogueRoutes } from './routes/admin-plan-catalogue/admin-plan-catalogue-routes.ts';
import { adminPlansRoutes } from './routes/admin-plans/admin-plans-routes.ts';
import { adminStatsRoutes } from './routes/admin-stats/admin-stats-routes.ts';
import { healthRoutes } from './routes/health/health-routes.ts';
import { lookupRoutes } from './routes/lookups/lookup-routes.ts';
import { historyRoutes } from './routes/medicare/history-routes.ts';
import { medicareRoutes } from './routes/medicare/medicare-routes.ts';
import { resultQuestionRoutes } from './routes/medicare/result-question-routes.ts';
import { resultShareRoutes } from './routes/medicare/result-share-routes.ts';
import { resultsEmailRoutes } from './routes/medicare/results-email-routes.ts';
import { summaryPdfRoutes } from './routes/medicare/summary-pdf-routes.ts';
import { scoringAnalysisRoutes } from './routes/scoring-analysis/scoring-analysis-routes.ts';
import { type Caches, createCaches } from './services/platform/caches.ts';

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Uploads get their own limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** `caches` and `results` are what it keeps in memory (tests pass their own to look inside). */
export function createApp(
  deps: AppDeps,
  caches: Caches = createCaches(deps.db),
  results: ResultsState = createResultsState(recommendationPlans),
) {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(deps.config));
  app.use('*', requestLog(deps.logger));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw errors.payloadTooLarge();
    },
  });
  // Import uploads have larger limits (routes/admin-import). GET and HEAD skip the check: asking for a
  // body builds a second Request per read (a tenth of a recommendations read under load).
  app.use('/api/*', (c, next) =>
    BODYLESS.has(c.req.method) || isFileUploadPath(c.req.path) ? next() : jsonBodyLimit(c, next),
  );
  app.use('/api/*', sameOriginWrites());
  app.use('/api/*', rejectNulCharacters());

  // Outside the gate: probes and the gate itself.
  app.route('/', healthRoutes(deps));
  app.route('/', accessRoutes(deps));

  // The rest of /api needs the gate cookie (ADR 0004), except a share link's own reads.
  app.use('/api/*', requireAccess(deps));
  app.use('/api/medicare/submit', submitThrottle(deps));
  app.route('/', lookupRoutes(deps, caches));
  app.route('/', medicareRoutes(deps, caches, results));
  app.route('/', resultQuestionRoutes(deps, caches));
  app.route('/', historyRoutes(deps));
  app.route('/', resultShareRoutes(deps, caches, results));
  app.route('/', resultsEmailRoutes(deps));
  app.route('/', summaryPdfRoutes(deps, caches));
  app.route('/', adminAuthRoutes(deps));
  app.route('/', counselorAuthRoutes(deps));

  // Permissions are checked per route.
  app.use('/api/admin/*', requireAdmin(deps));
  app.route('/', adminStatsRoutes(deps));
  app.route('/', adminPlansRoutes(deps, caches.carriers));
  app.route('/', adminCarriersRoutes(deps, caches.carriers));
  app.route('/', adminMedigapRatesRoutes(deps));
  app.route('/', adminPlanCatalogueRoutes(deps));
  app.route('/', adminImportRoutes(deps, caches.imports));
  app.route('/', scoringAnalysisRoutes(deps, caches));
  app.route('/', adminAuditRoutes(deps));
  app.route('/', adminAccountsRoutes(deps));

  app.all('/api/*', () => {
    throw errors.notFound();
  });

  mountClient(app, deps.config.clientDir);

  app.notFound((c) => c.json({ error: 'Not found', code: 'NOT_FOUND' }, 404));
  app.onError(answerError(deps.logger));

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The one error answer: an AppError as its code and message (and Retry-After), Hono's VALIDATION or
 * INVALID_JSON, anything else logged (route, name, stack, never a body) and answered 500.
 */
function answerError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(
        { error: error.message, code: error.code, ...(error.issues ? { issues: error.issues } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      const isJson = /json/i.test(error.message);
      const message = isJson ? 'The request body is not valid JSON.' : error.message || 'Bad request';
      return c.json(
        { error: message, code: isJson ? 'INVALID_JSON' : 'VALIDATION' },
        error.status as ContentfulStatusCode,
      );
    }
    logger.error(
      {
        route: routePath(c),
        method: c.req.method,
        errorName: (error as Error)?.name,
        stack: safeStack(error),
      },
      'unhandled error',
    );
    return c.json({ error: 'Something went wrong. Please try again.', code: 'INTERNAL' }, 500);
  };
}

const STATIC_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|gif|webp|ico|woff2?|ttf|txt|json|webmanifest|html)$/i;

/** The built SPA: hashed assets cached for a year, other files as they are, other GETs get index.html. */
function mountClient(app: Hono<AppEnv>, clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (indexHtml !== null) {
    const files = serveStatic({ root: clientDir });
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // Only file-like paths are read from disk; a dotted route (/shared/{id}.{mac}) is the SPA's.
    app.use('*', async (c, next) => {
      if (!STATIC_FILE.test(c.req.path)) return next();
      let missing = false;
      const found = await files(c, async () => {
        missing = true;
      });
      return missing ? c.text('Not found', 404) : found;
    });
  }
  app.get('*', (c) => {
    if (indexHtml === null) {
      return c.text('The browser app has not been built. Run `npm run build`.', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
