/**
 * Test data and a small in-memory stand-in for the admin plan API of the table (spec §7), on top
 * of mockFetch: GET list (paging, isActive, planYear), GET options, PUT one plan (of `?year=`), PATCH
 * bulk. A test can
 * override any handler (a failing save, a failing bulk action).
 */
import { beforeAll } from 'vitest';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { json, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { adminPlanRecord } from './admin-plan-factory';

/** A plan as the table tests know it: $29.00 a month, 4.5 stars, a $250 drug deductible. */
export function makeAdminPlan(overrides: Partial<AdminPlanRecord> = {}): AdminPlanRecord {
  const planId = overrides.planId ?? 'H1234-001';
  return adminPlanRecord({
    planName: `Humana Gold ${planId}`,
    monthlyPremium: '29.00',
    rxDeductible: '250.00',
    starRating: 4.5,
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    ...overrides,
  });
}

/** The carriers the server offers (the Carriers screen's list): the table's cells and filter list them. */
export const TABLE_CARRIERS = [
  'Aetna',
  'Blue Cross Blue Shield of Oklahoma',
  'CommunityCare',
  'GlobalHealth',
  'Humana',
];

/** Three plans: H1234-001, H1234-002, H1234-003. */
export const threePlans = () => [1, 2, 3].map((n) => makeAdminPlan({ id: n, planId: `H1234-00${n}` }));

/** Loads the lazily routed page once up front, so the first test does not spend its wait on the import. */
export function setUpTableTests() {
  beforeAll(async () => {
    await import('../components/plan-table-page');
  });
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

export function tableServer(
  options: { role?: string; plans?: AdminPlanRecord[]; handlers?: Record<string, Handler> } = {},
) {
  const plans = options.plans ?? threePlans();
  const list: Handler = ({ url }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const active = url.searchParams.get('isActive');
    const year = url.searchParams.get('planYear');
    const matching = plans.filter(
      (p) =>
        (active === null || String(p.isActive) === active) && (year === null || String(p.planYear) === year),
    );
    return json({
      plans: matching.slice((page - 1) * limit, page * limit),
      total: matching.length,
      page,
      limit,
    });
  };
  const put =
    (planId: string): Handler =>
    ({ url, body }) => {
      const year = url.searchParams.get('year');
      const index = plans.findIndex(
        (p) => p.planId === planId && (year === null || String(p.planYear) === year),
      );
      const updated = { ...plans[index], ...(body as object), updatedAt: '2026-02-01T12:00:00.000Z' };
      // Money comes back as the server stores it: a decimal string.
      for (const [key, value] of Object.entries(body as object))
        if (typeof value === 'number' && key !== 'starRating')
          (updated as Record<string, unknown>)[key] = value.toFixed(2);
      plans[index] = updated as AdminPlanRecord;
      return json(updated);
    };
  const bulk: Handler = ({ body }) => {
    const { action, planIds, planYear } = body as { action: string; planIds: string[]; planYear?: number };
    for (const plan of plans)
      if (planIds.includes(plan.planId) && (planYear === undefined || plan.planYear === planYear))
        plan.isActive = action === 'activate';
    return json({ updated: planIds.length, changed: planIds.length });
  };

  const fetchMock = mockFetch({
    'GET /api/admin/session': () =>
      json({
        authenticated: true,
        user: { email: 'admin@clearplan.example', role: options.role ?? 'admin' },
      }),
    'GET /api/admin/plans': list,
    'GET /api/admin/plans/options': () =>
      json({
        carriers: TABLE_CARRIERS,
        planTypes: ['HMO', 'PFFS', 'Medicare-Medicaid Plan'],
        regions: ['Oklahoma'],
      }),
    ...Object.fromEntries(plans.map((p) => [`PUT /api/admin/plans/${p.planId}`, put(p.planId)])),
    'PATCH /api/admin/plans/bulk': bulk,
    ...options.handlers,
  });
  return { fetchMock, plans };
}
