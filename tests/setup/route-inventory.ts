/**
 * Every /api route the app registers and who may call it: the single list that the security
 * tests (route inventory, access matrix, CSRF, fuzzing) walk. A registered route missing here
 * fails the inventory test, so a new route cannot slip in unguarded.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import { MEDICARE_FILE_PATHS } from '../../src/shared/medicare-file-contracts.ts';
import type { Permission } from '../../src/shared/roles.ts';
import type { TestApp } from './test-app.ts';

/** public: no cookie needed; gate: the access-gate cookie; a permission: gate + a signed-in admin holding it. */
export type Guard = 'public' | 'gate' | Permission;

export const INVENTORY: Record<string, Guard> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/access': 'public',
  'POST /api/access': 'public',
  'GET /api/app-info': 'gate',
  'GET /api/medication-lookup': 'gate',
  'GET /api/counties/by-zip/:zip': 'gate',
  'GET /api/counties/all': 'gate',
  'POST /api/counties/validate': 'gate',
  'POST /api/providers/search': 'gate',
  'POST /api/pharmacies/search': 'gate',
  'POST /api/medicare/submit': 'gate',
  'GET /api/medicare/user/:userId': 'gate',
  'GET /api/medicare/recommendations/:userId': 'gate',
  'POST /api/medicare/recommendations/:userId/plans/:planId/pharmacy-cost': 'gate',
  'GET /api/medicare/plan/:planId': 'gate',
  'GET /api/medicare/plan-years': 'gate',
  'POST /api/medicare/plans/search': 'gate',
  'GET /api/medicare/recommendations/:userId/current-plan': 'gate',
  'POST /api/medicare/recommendations/:userId/roads': 'gate',
  'POST /api/medicare/users/search': 'gate',
  'POST /api/medicare/history/forget': 'gate',
  'DELETE /api/medicare/users/:userId': 'gate',
  'POST /api/medicare/results/:userId/shares': 'gate',
  'GET /api/medicare/results/:userId/shares': 'gate',
  'DELETE /api/medicare/results/:userId/shares/:shareId': 'gate',
  // A share link's own reads: the signed link is the key to its one result (issue 20).
  'GET /api/medicare/shared/:token': 'public',
  'GET /api/medicare/shared/:token/plan/:planId': 'public',
  'POST /api/medicare/results/:userId/email': 'gate',
  'GET /api/medicare/results/:userId/summary.pdf': 'gate',
  // The summary of a share link's result, as its results: the link is the key (issue 20).
  'GET /api/medicare/shared/:token/summary.pdf': 'public',
  'POST /api/admin/login': 'gate',
  'POST /api/admin/logout': 'gate',
  'GET /api/admin/session': 'gate',
  'POST /api/counselor/login': 'gate',
  'POST /api/counselor/logout': 'gate',
  'GET /api/counselor/session': 'gate',
  'GET /api/admin/stats': 'plans:read',
  'GET /api/admin/data-sources': 'plans:read',
  'GET /api/admin/admins': 'admins:manage',
  'POST /api/admin/admins': 'admins:manage',
  'PUT /api/admin/admins/:id': 'admins:manage',
  'DELETE /api/admin/admins/:id': 'admins:manage',
  'POST /api/admin/counselors/:id/reassign': 'admins:manage',
  'GET /api/admin/plans': 'plans:read',
  'POST /api/admin/plans': 'plans:write',
  'PATCH /api/admin/plans/bulk': 'plans:bulk',
  'GET /api/admin/plans/options': 'plans:read',
  'GET /api/admin/plans/export': 'plans:read',
  'GET /api/admin/plans/:planId/history': 'plans:read',
  'GET /api/admin/plans/:planId': 'plans:read',
  'PUT /api/admin/plans/:planId': 'plans:write',
  'DELETE /api/admin/plans/:planId': 'plans:delete',
  'GET /api/admin/carriers': 'plans:read',
  'POST /api/admin/carriers': 'plans:write',
  'PUT /api/admin/carriers/:id': 'plans:write',
  'DELETE /api/admin/carriers/:id': 'plans:write',
  'GET /api/admin/medigap-rates': 'plans:read',
  'GET /api/admin/medigap-rates/export': 'plans:read',
  'POST /api/admin/medigap-rates': 'plans:write',
  'PUT /api/admin/medigap-rates/:id': 'plans:write',
  'DELETE /api/admin/medigap-rates/:id': 'plans:delete',
  'GET /api/admin/audit': 'audit:read',
  'GET /api/admin/audit/export': 'audit:read',
  'GET /api/admin/plans/:planId/formulary': 'plans:read',
  'PUT /api/admin/plans/:planId/formulary/:medicationName': 'plans:write',
  'DELETE /api/admin/plans/:planId/formulary/:medicationName': 'plans:write',
  'GET /api/admin/plans/:planId/network': 'plans:read',
  'PUT /api/admin/plans/:planId/network/:providerId': 'plans:write',
  'DELETE /api/admin/plans/:planId/network/:providerId': 'plans:write',
  'POST /api/admin/import/uploads': 'plans:import',
  'GET /api/admin/import/jobs': 'plans:import',
  'GET /api/admin/import/jobs/:id': 'plans:import',
  'POST /api/admin/import/jobs/:id/validate': 'plans:import',
  'POST /api/admin/import/jobs/:id/run': 'plans:import',
  'GET /api/admin/import/template': 'plans:import',
  'GET /api/admin/import/export': 'plans:import',
  'POST /api/admin/import/partd': 'plans:import',
  'POST /api/admin/import/rxterms': 'plans:import',
  'POST /api/admin/import/pbp': 'plans:import',
  'POST /api/admin/import/plan-net': 'plans:import',
  'POST /api/admin/import/landscape-file': 'plans:import',
  'GET /api/admin/scoring-analysis': 'analytics:read',
  'POST /api/admin/submissions/search': 'analytics:read',
  'GET /api/admin/analytics/users': 'analytics:read',
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * POST routes that read (the search text travels in a body so that names stay out of URLs,
 * ADR 0011) or only drop the caller's own history key or session: a well-formed body among the fuzzed ones
 * is rightly answered 200, while every other write must refuse all of them.
 */
export const BODY_READS = new Set([
  'POST /api/providers/search',
  'POST /api/medicare/users/search',
  'POST /api/medicare/history/forget',
  // Ends the caller's own counselor session, if any; the body is not read (as admin logout).
  'POST /api/counselor/logout',
]);

/** The registered API routes, as "METHOD /path" (middleware and the JSON 404 catch-all left out). */
export function registeredRoutes(t: TestApp): string[] {
  const keys = t.app.routes
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

/** A concrete path for a route pattern; the ids need not exist (a 404 is fine for the guards). */
export function concretePath(pattern: string): string {
  return pattern
    .replace(':zip', '73102')
    .replace(':userId', '6f1c2a4e-0000-4000-8000-000000000000')
    .replace(':planId', 'H0000-000')
    .replace(':medicationName', 'Lisinopril')
    .replace(':providerId', '1')
    .replace(':shareId', '7a2d3b5f-0000-4000-8000-000000000000')
    .replace(':token', '7a2d3b5f-0000-4000-8000-000000000000.bm90LWEtc2lnbmF0dXJl')
    .replace(':id', '999999');
}

export type Call = { method: string; path: string; guard: Guard };
export const isAdminRoute = (c: Call) => c.guard !== 'public' && c.guard !== 'gate';
export const calls = (): Call[] =>
  Object.entries(INVENTORY).map(([key, guard]) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    return { method, path: concretePath(pattern), guard };
  });

/** Medicare's files are sent as the body itself (application/octet-stream), same-origin. */
const FILE_BODY_ROUTES: ReadonlySet<string> = new Set(Object.values(MEDICARE_FILE_PATHS));

/**
 * One well-formed-enough request: JSON for writes, except the uploads, which take a same-origin
 * multipart form or file body (any other kind of body is refused before the guards run). The
 * file body is no Part D zip or RxTerms file, so an admin's is refused (400) and nothing runs.
 */
export function send(t: TestApp, call: Call, cookies: string, headers: Record<string, string> = {}) {
  if (FILE_BODY_ROUTES.has(call.path)) {
    return t.request(call.path, {
      method: 'POST',
      cookies,
      body: 'not a Medicare file\n',
      headers: { origin: 'http://localhost', 'content-type': 'application/octet-stream', ...headers },
    });
  }
  if (call.path === '/api/admin/import/uploads') {
    const form = new FormData();
    form.set('kind', 'plans');
    form.set('file', new Blob(['planId,carrier\n'], { type: 'text/csv' }), 'plans.csv');
    return t.request(call.path, {
      method: 'POST',
      cookies,
      body: form,
      headers: { origin: 'http://localhost', ...headers },
    });
  }
  return t.request(call.path, {
    method: call.method,
    cookies,
    ...(WRITE_METHODS.has(call.method) ? { json: {} } : {}),
    headers,
  });
}

/** Counts and latest changes of every table a request could write: equal before and after = nothing changed. */
export async function dbFingerprint(t: TestApp): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select
      (select count(*) from medicare_plans) as plans,
      (select max(updated_at) from medicare_plans) as plans_changed,
      (select count(*) from medicare_users) as submissions,
      (select count(*) from plan_scores) as scores,
      (select count(*) from result_shares) as shares,
      (select count(*) from medicare_users where history_key_hash is null) as unowned,
      (select count(*) from plan_formulary) as formulary,
      (select count(*) from plan_networks) as networks,
      (select count(*) from providers) as providers,
      (select count(*) from import_jobs) as imports,
      (select count(*) from admin_sessions) as sessions,
      (select count(*) from admin_users) as admins,
      (select count(*) from plan_update_history) as history,
      (select count(*) from carriers) as carriers,
      (select max(updated_at) from carriers) as carriers_changed,
      (select count(*) from medigap_rates) as medigap_rates,
      (select max(updated_at) from medigap_rates) as medigap_rates_changed`,
  );
  return row;
}
