/**
 * The observability page's API for component tests, on top of mockFetch: the admin session, the
 * scoring analysis (reference or by userId) and the history search. A test can override any handler.
 */
import { beforeAll } from 'vitest';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { json, type MockRequest, mockFetch } from '../../../testing/fetch-mock';

export const ANALYSIS_PATH = '/api/admin/scoring-analysis';
export const SEARCH_PATH = '/api/admin/submissions/search';

/** Loads the lazily routed page once up front, so the first test does not spend its wait on the import. */
export function setUpObservabilityTests() {
  beforeAll(async () => {
    await import('../components/observability-page');
  });
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function observabilityServer(analysis: ScoringAnalysis, handlers: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/admin/session': () =>
      json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } }),
    [`GET ${ANALYSIS_PATH}`]: () => json({ analysis }),
    [`POST ${SEARCH_PATH}`]: () => json([]),
    ...handlers,
  });
}
