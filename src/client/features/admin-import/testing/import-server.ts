/**
 * Test data for the import screen and a stand-in for /api/admin/import on top of mockFetch. Each
 * test overrides the handlers it is about (an upload that fails, a job that advances).
 */
import { beforeAll } from 'vitest';
import type {
  ImportJob,
  ImportPreview,
  ImportSheet,
  ImportUploadResponse,
} from '../../../../shared/import-contracts';
import { json, type MockRequest, mockFetch } from '../../../testing/fetch-mock';

export function makeImportJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    fileName: 'plans.csv',
    kind: 'plans',
    mode: null,
    status: 'pending',
    recordsProcessed: 0,
    recordsTotal: 0,
    errors: null,
    adminEmail: 'admin@clearplan.example',
    createdAt: '2026-03-02T15:04:00.000Z',
    completedAt: null,
    summary: null,
    medicareFileSummary: null,
    ...overrides,
  };
}

/** The template's first columns, plus one the server could not match. */
export const PLAN_HEADERS = ['Plan ID', 'Carrier', 'Plan Name', 'Plan Type', 'Region', 'Premium'];

export function makeUpload(
  sheets: ImportSheet[] = [{ name: 'plans.csv', rowCount: 3, headers: PLAN_HEADERS }],
  job: Partial<ImportJob> = {},
): ImportUploadResponse {
  const suggestedMapping: ImportUploadResponse['suggestedMapping'] = {};
  for (const sheet of sheets) {
    suggestedMapping[sheet.name] = Object.fromEntries(
      sheet.headers.map((h) => [h, SUGGESTED[h] ?? null] as const),
    );
  }
  return { job: makeImportJob(job), sheets, suggestedMapping };
}

const SUGGESTED: Record<string, string> = {
  'Plan ID': 'planId',
  Carrier: 'carrier',
  'Plan Name': 'planName',
  'Plan Type': 'planType',
  Region: 'region',
};

export function makePreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    totalRows: 3,
    validRows: 3,
    rowErrors: [],
    sample: [{ planId: 'H7001-001', carrier: 'Humana', planName: 'Humana Gold' }],
    ...overrides,
  };
}

export const adminSession =
  (role = 'admin') =>
  () =>
    json({ authenticated: true, user: { email: `${role}@clearplan.example`, role } });

type Handler = (request: MockRequest) => Response | Promise<Response>;

/**
 * The session, an empty job list, a CSV upload of three plans and 2026 plans on file (the plan list
 * answers a year's total); any handler can be replaced.
 */
export function importServer(handlers: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/admin/session': adminSession(),
    'GET /api/admin/plans': ({ url }) => {
      const total = url.searchParams.get('planYear') === '2026' ? 12 : 0;
      return json({ plans: [], total, page: 1, limit: 1 });
    },
    'GET /api/admin/import/jobs': () => json({ jobs: [], total: 0 }),
    'POST /api/admin/import/uploads': () => json(makeUpload(), { status: 201 }),
    'POST /api/admin/import/jobs/7/validate': () => json(makePreview()),
    ...handlers,
  });
}

/** Loads the lazily routed page once up front, so the first test does not spend its wait on the import. */
export function setUpImportTests() {
  beforeAll(async () => {
    await import('../components/import-plans-page');
  });
}

/** A file of `size` bytes without allocating it. */
export function fileOfSize(name: string, size: number, type = 'text/csv'): File {
  const file = new File(['Plan ID\nH1\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
