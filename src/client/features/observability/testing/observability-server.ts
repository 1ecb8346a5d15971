/**
 * The observability page's API for component tests, on top of mockFetch: the admin session, the
 * scoring analysis (reference or by userId) and the history search. A test can override any handler.
 */
import { configure, getConfig } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { json, type MockRequest, mockFetch } from '../../../testing/fetch-mock';

export const ANALYSIS_PATH = '/api/admin/scoring-analysis';
export const SEARCH_PATH = '/api/admin/submissions/search';

/** Per test: the page renders a wide table in jsdom, slow on a busy 2-core machine. */
export const SLOW_TEST_MS = 30_000;

/** Loads the lazily routed page once and gives findBy/waitFor 5 s in this file. */
export function setUpObservabilityTests() {
  let previous = 1000;
  beforeAll(async () => {
    previous = getConfig().asyncUtilTimeout;
    configure({ asyncUtilTimeout: 5000 });
    await import('../components/observability-page');
  });
  afterAll(() => configure({ asyncUtilTimeout: previous }));
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
