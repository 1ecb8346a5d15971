/**
 * The consumer and admin plan APIs match their catalogue (shared/api-catalogue.ts): /api/openapi.json
 * documents every consumer and admin plan route of the inventory with the same access rule, and a
 * whole journey through each API answers exactly the documented shapes (strict schemas: a field
 * added, dropped or retyped on either side fails here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY } from '../../../../tests/setup/route-inventory.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { ADMIN_PLAN_API, CONSUMER_API } from '../../../shared/api-catalogue.ts';
import { apiErrorBodySchema } from '../../../shared/api-responses.ts';
import { PHARMACY_COST_ROUTE, pharmacyCostPath } from '../../../shared/pharmacy-cost-contracts.ts';
import { medicationLookup, providers } from '../../db/schema.ts';
import { openApiPath } from '../../openapi.ts';

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;

const DOCUMENTED = [...CONSUMER_API, ...ADMIN_PLAN_API];

function endpoint(method: string, path: string) {
  const found = DOCUMENTED.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`${method} ${path} is not in the catalogue`);
  return found;
}

describe('the catalogue and the route inventory', () => {
  it('documents every consumer route, with the access rule the server enforces', () => {
    const consumerRoutes = Object.keys(INVENTORY).filter(
      (route) => !route.includes(' /api/admin/') && route !== 'GET /api/openapi.json',
    );
    expect(CONSUMER_API.map(key).sort()).toEqual(consumerRoutes.sort());
    for (const e of CONSUMER_API) expect([key(e), e.access]).toEqual([key(e), INVENTORY[key(e)]]);
  });

  it('documents every admin plan route, with its permission', () => {
    const planRoutes = Object.keys(INVENTORY).filter((route) => / \/api\/admin\/plans(\/|$)/.test(route));
    expect(ADMIN_PLAN_API.map(key).sort()).toEqual(planRoutes.sort());
    for (const e of ADMIN_PLAN_API) expect([key(e), e.access]).toEqual([key(e), INVENTORY[key(e)]]);
  });
});

describe.each(TEST_DATABASE_KINDS)('the API against its OpenAPI document, on %s', (kind) => {
  let t: TestApp;
  let browser: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    browser = await t.gateCookie();
  });
  afterAll(() => t?.close());

  /** Calls a documented route and checks status and body against the catalogue. */
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    url: string,
    json?: unknown,
    cookies = browser,
  ) {
    const e = endpoint(method, path);
    const res = await t.request(url, { method, cookies, ...(json === undefined ? {} : { json }) });
    const body: unknown = await res.json();
    expect(res.status, `${method} ${url}: ${JSON.stringify(body).slice(0, 300)}`).toBe(e.status);
    const parsed = e.response.safeParse(body);
    expect(parsed.success ? [] : parsed.error.issues, `${method} ${path}`).toEqual([]);
    return body as never;
  }

  it('serves the document without the gate cookie: OpenAPI 3.1, every route, every reference resolved', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[] }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { name: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const e of DOCUMENTED) {
      const op = doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()];
      expect(op, key(e)).toBeDefined();
      expect(Object.keys(op?.responses ?? {})).toContain(String(e.status));
      if (e.access !== 'public') expect(Object.keys(op?.responses ?? {})).toContain('401');
      const security =
        e.access === 'public'
          ? []
          : e.access === 'gate'
            ? [{ accessGate: [] }]
            : [{ accessGate: [], adminSession: [] }];
      expect(op?.security, key(e)).toEqual(security);
    }
    const text = JSON.stringify(doc);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(doc.components.schemas).toHaveProperty(name ?? '');
    }
    expect(doc.components.securitySchemes.accessGate?.name).toBe('clearplan_access');
    expect(doc.components.securitySchemes.adminSession?.name).toBe('clearplan_admin');
  });

  it('answers the admin plan calls exactly as documented', async () => {
    const admin = await t.adminCookie();
    const as = (
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      url: string,
      json?: unknown,
    ) => call(method, path, url, json, admin);
    await as('GET', '/api/admin/plans/options', '/api/admin/plans/options');
    const list: { total: number } = await as(
      'GET',
      '/api/admin/plans',
      '/api/admin/plans?limit=100&sortBy=planId',
    );
    expect(list.total).toBeGreaterThan(0);
    const body = {
      planId: 'H8999-001',
      carrier: 'Humana',
      planName: 'Documented Plan (HMO)',
      planType: 'HMO',
    };
    const created: { planYear: number } = await as('POST', '/api/admin/plans', '/api/admin/plans', {
      ...body,
      region: 'Oklahoma',
      copayStructure: { pcpCopayIn: '$5' },
    });
    const one = `/api/admin/plans/H8999-001?year=${created.planYear}`;
    await as('GET', '/api/admin/plans/:planId', one);
    await as('PUT', '/api/admin/plans/:planId', one, { starRating: '4.5', monthlyPremium: '12.5' });
    await as(
      'GET',
      '/api/admin/plans/:planId/history',
      `/api/admin/plans/H8999-001/history?year=${created.planYear}`,
    );
    await as('PATCH', '/api/admin/plans/bulk', '/api/admin/plans/bulk', {
      action: 'deactivate',
      planIds: ['H8999-001'],
      planYear: created.planYear,
    });
    const file = await t.request('/api/admin/plans/export?format=csv', { cookies: admin });
    expect([file.status, file.headers.get('content-type')]).toEqual([
      200,
      expect.stringContaining('text/csv'),
    ]);
    expect(endpoint('GET', '/api/admin/plans/export').produces).toContain('text/csv');
    const [drug] = await t.database.db
      .select({ name: medicationLookup.name })
      .from(medicationLookup)
      .limit(1);
    const [doctor] = await t.database.db.select({ id: providers.id }).from(providers).limit(1);
    const part = (rest: string) => `/api/admin/plans/H8999-001${rest}?year=${created.planYear}`;
    const onFormulary = part(`/formulary/${encodeURIComponent(drug?.name ?? '')}`);
    await as('PUT', '/api/admin/plans/:planId/formulary/:medicationName', onFormulary, { tier: 2 });
    await as('GET', '/api/admin/plans/:planId/formulary', part('/formulary'));
    await as('DELETE', '/api/admin/plans/:planId/formulary/:medicationName', onFormulary, {});
    const inNetwork = part(`/network/${doctor?.id}`);
    await as('PUT', '/api/admin/plans/:planId/network/:providerId', inNetwork, {});
    await as('GET', '/api/admin/plans/:planId/network', part('/network'));
    await as('DELETE', '/api/admin/plans/:planId/network/:providerId', inNetwork, {});
    await as('DELETE', '/api/admin/plans/:planId', one, {});
  });

  it('answers a whole consumer journey exactly as documented', async () => {
    await call('GET', '/api/health', '/api/health');
    await call('GET', '/api/ready', '/api/ready');
    await call('GET', '/api/access', '/api/access');
    await call('POST', '/api/access', '/api/access', { password: 'Test-Access-Word' }, '');
    await call('GET', '/api/app-info', '/api/app-info');
    const drugs: { name: string; availableDosages: string[] }[] = await call(
      'GET',
      '/api/medication-lookup',
      '/api/medication-lookup',
    );
    expect(drugs.length).toBeGreaterThan(10);
    await call('GET', '/api/counties/by-zip/:zip', '/api/counties/by-zip/73102');
    await call('GET', '/api/counties/all', '/api/counties/all');
    await call('POST', '/api/counties/validate', '/api/counties/validate', {
      zipCode: '73102',
      county: 'Oklahoma',
    });
    const doctors: { id: number; lastNameOrOrgName: string; primarySpecialty: string | null }[] = await call(
      'POST',
      '/api/providers/search',
      '/api/providers/search',
      { q: 'sm', userZip: '73102', radius: 25 },
    );
    const doctor = doctors[0];
    expect(doctor).toBeDefined();

    const { userId }: { userId: string } = await call(
      'POST',
      '/api/medicare/submit',
      '/api/medicare/submit',
      {
        firstName: 'Journey',
        lastName: 'Tester',
        birthDate: '1952-06-01',
        zipCode: '73102',
        county: 'Oklahoma',
        isCustomCounty: false,
        doctorSearchRadius: 25,
        medications: drugs.slice(0, 2).map((d) => ({
          name: d.name,
          dosage: d.availableDosages[0] ?? '1 tablet',
          quantity: '30',
          frequency: 'monthly',
        })),
        doctors: [
          {
            name: doctor?.lastNameOrOrgName ?? 'Smith',
            specialty: doctor?.primarySpecialty ?? 'Family Medicine',
            providerId: doctor?.id,
          },
          { name: 'Typed By Hand', specialty: 'Cardiology' },
        ],
      },
    );
    await call('GET', '/api/medicare/user/:userId', `/api/medicare/user/${userId}`);
    const results: {
      plans: { planId: string; drugs: unknown[]; doctors: unknown[]; drugPricing?: { source: string } }[];
    } = await call('GET', '/api/medicare/recommendations/:userId', `/api/medicare/recommendations/${userId}`);
    const first = results.plans[0];
    expect(first?.drugs).toHaveLength(2);
    expect(first?.doctors).toHaveLength(2);
    const near = { zipCode: '73102' };
    const pharmacies: { npi: string }[] = await call(
      'POST',
      '/api/pharmacies/search',
      '/api/pharmacies/search',
      near,
    );
    const priced = results.plans.find((p) => p.drugPricing?.source === 'medicare');
    expect(priced).toBeDefined();
    await call('POST', PHARMACY_COST_ROUTE, pharmacyCostPath(userId, priced?.planId ?? ''), {
      npi: pharmacies[0]?.npi,
    });
    await call('GET', '/api/medicare/plan/:planId', `/api/medicare/plan/${first?.planId}`);
    const found: unknown[] = await call('POST', '/api/medicare/users/search', '/api/medicare/users/search', {
      q: 'Tes',
    });
    expect(found).toHaveLength(1);

    const share: { id: string; path: string } = await call(
      'POST',
      '/api/medicare/results/:userId/shares',
      `/api/medicare/results/${userId}/shares`,
      { days: 7 },
    );
    await call('GET', '/api/medicare/results/:userId/shares', `/api/medicare/results/${userId}/shares`);
    const stranger = await t.gateCookie();
    await call(
      'GET',
      '/api/medicare/shared/:token',
      `/api/medicare/shared/${share.path.slice('/shared/'.length)}`,
      undefined,
      stranger,
    );
    await call(
      'DELETE',
      '/api/medicare/results/:userId/shares/:shareId',
      `/api/medicare/results/${userId}/shares/${share.id}`,
      {},
    );
    await call('POST', '/api/medicare/history/forget', '/api/medicare/history/forget', {});
  });

  it('answers its documented errors in the one error shape', async () => {
    const cases: [string, RequestInit & { json?: unknown; cookies?: string }, number][] = [
      ['/api/medication-lookup', { cookies: '' }, 401],
      ['/api/medicare/recommendations/00000000-0000-4000-8000-000000000000', { cookies: browser }, 404],
      ['/api/counties/by-zip/7310', { cookies: browser }, 400],
      ['/api/medicare/submit', { cookies: browser, json: { firstName: '' } }, 400],
      [
        pharmacyCostPath('00000000-0000-4000-8000-000000000000', 'H0000-000'),
        { cookies: browser, json: { npi: '1234567890' } },
        404,
      ],
      [
        pharmacyCostPath('00000000-0000-4000-8000-000000000000', 'H0000-000'),
        { cookies: browser, json: {} },
        400,
      ],
    ];
    for (const [url, options, status] of cases) {
      const res = await t.request(url, options as never);
      expect(res.status, url).toBe(status);
      const parsed = apiErrorBodySchema.safeParse(await res.json());
      expect(parsed.success ? [] : parsed.error.issues, url).toEqual([]);
    }
  });
});
