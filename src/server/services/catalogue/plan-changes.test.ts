import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY, WRITE_METHODS } from '../../../../tests/setup/route-inventory.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { BULK_PLAN_ACTIONS } from '../../../shared/admin-plan-contracts.ts';
import { IMPORT_KINDS } from '../../../shared/import-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';
import { csv, PLAN_HEADER, planRow, runToEnd, uploadOk } from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';
import { client, createBody, insertPlan, nextPlanId } from '../../testing/admin-plans-helpers.ts';
import { ageUpdatedAt } from '../../testing/catalogue-helpers.ts';

/**
 * docs/architecture.md: every plan write goes through recordPlanChange (plan-changes.ts). Each
 * route that writes plans is driven here once, and afterwards the database must hold what
 * recordPlanChange writes: the history rows, the audit row, updated_at moved on exactly the plans
 * written (from the database clock, after the request began), and a new plan-cache version (plan
 * count and latest updated_at), so recommendations see the change. plan-changes-sources.test.ts
 * checks the source text; the route tests check the values stored.
 */

/** What a write must leave behind. */
type Recorded = {
  /** [plan ID, action] of the new history rows, in any order. */
  history: [string, string][];
  /** [action, entity id] of the new audit rows of plan writes and imports. */
  audit: [string, string | null][];
  /** The plans whose updated_at must now be the write's, and no others. */
  moved: string[];
};
/**
 * One write through its route: `prepare` puts what it needs in place (its own writes are not
 * counted), `write` sends the request and says what it must have recorded.
 */
type WriteCase = {
  route: string;
  variant?: string;
  prepare?: (t: TestApp) => Promise<string[]>;
  write: (t: TestApp, planIds: string[]) => Promise<Recorded>;
};

const NPI = '1999900016';
const PLANS = '/api/admin/plans';
const IMPORT_RUN = 'POST /api/admin/import/jobs/:id/run';
/** The Landscape file's one screen door writes plans too. */
const LANDSCAPE_FILE = 'POST /api/admin/import/landscape-file';
const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import');
const landscapeFixture = () => ({
  name: 'cms-landscape-2026.csv',
  content: fs.readFileSync(path.join(FIXTURES, 'cms-landscape-2026.csv'), 'utf8'),
});

/** Where the tables stand: last history and audit ids, the database clock, the plan cache's version. */
async function snapshot(t: TestApp) {
  const [row] = await queryRows<{ history: number; audit: string; now: string; version: string }>(
    t.database.db,
    sql`select coalesce((select max(id) from plan_update_history), 0)::int as history,
      coalesce((select max(id) from audit_log), 0)::bigint::text as audit,
      now()::text as now,
      (select count(*) || '|' || coalesce(max(updated_at)::text, '') from medicare_plans) as version`,
  );
  if (!row) throw new Error('no snapshot');
  return row;
}

/** A plan in place with an old updated_at, so a write is seen moving it. */
async function agedPlan(t: TestApp): Promise<string> {
  const { planId } = await insertPlan(t, { planId: nextPlanId('H9') });
  await ageUpdatedAt(t, planId);
  return planId;
}

async function ok(res: Response | Promise<Response>, status = 200): Promise<void> {
  const response = await res;
  expect(response.status, await response.clone().text()).toBe(status);
}

/** One sign-in per test app (sign-ins are rate-limited). */
const cookies = new WeakMap<TestApp, Promise<string>>();
function adminCookie(t: TestApp): Promise<string> {
  let cookie = cookies.get(t);
  if (!cookie) {
    cookie = t.adminCookie();
    cookies.set(t, cookie);
  }
  return cookie;
}
const admin = async (t: TestApp) => client(t, await adminCookie(t));
const formularyPath = (planId: string) => `${PLANS}/${planId}/formulary/Atorvastatin`;
const FORMULARY_ENTRY = { tier: 2, priorAuthorization: false, quantityLimit: true, stepTherapy: false };

async function providerId(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from ${providers} where npi = ${NPI}`,
  );
  if (!row) throw new Error('no test provider');
  return Number(row.id);
}

async function importFile(t: TestApp, kind: string, rows: string[][], extra: Record<string, unknown> = {}) {
  const cookie = await adminCookie(t);
  const uploaded = await uploadOk(t, cookie, { name: `${kind}.csv`, content: csv(rows) }, kind);
  const job = await runToEnd(t, cookie, uploaded, extra);
  expect(job.status, JSON.stringify(job.errors)).toBe('completed');
  return String(uploaded.job.id);
}

const agedPlans = (n: number) => async (t: TestApp) => {
  const planIds: string[] = [];
  for (let i = 0; i < n; i++) planIds.push(await agedPlan(t));
  return planIds;
};
/** A plan with one formulary drug and one network doctor, aged after they were added. */
async function stockedPlan(t: TestApp): Promise<string[]> {
  const planId = await agedPlan(t);
  const api = await admin(t);
  await ok(api.put(formularyPath(planId), FORMULARY_ENTRY));
  await ok(api.put(`${PLANS}/${planId}/network/${await providerId(t)}`, {}));
  await ageUpdatedAt(t, planId);
  return [planId];
}

const CASES: WriteCase[] = [
  {
    route: 'POST /api/admin/plans',
    write: async (t) => {
      const planId = nextPlanId('H9');
      await ok((await admin(t)).post(PLANS, createBody({ planId })), 201);
      return { history: [[planId, 'create']], audit: [['plan.create', planId]], moved: [planId] };
    },
  },
  {
    route: 'PUT /api/admin/plans/:planId',
    prepare: agedPlans(1),
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).put(`${PLANS}/${planId}`, { planName: 'Renamed Plan (HMO)' }));
      return { history: [[planId, 'update']], audit: [['plan.update', planId]], moved: [planId] };
    },
  },
  {
    route: 'DELETE /api/admin/plans/:planId',
    prepare: agedPlans(1),
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).del(`${PLANS}/${planId}`));
      return { history: [[planId, 'delete']], audit: [['plan.delete', planId]], moved: [] };
    },
  },
  ...BULK_PLAN_ACTIONS.map(
    (action): WriteCase => ({
      route: 'PATCH /api/admin/plans/bulk',
      variant: action,
      prepare: async (t) => {
        const planIds = await agedPlans(2)(t);
        if (action === 'activate') {
          // Activating changes only plans that are inactive.
          await ok((await admin(t)).patch(`${PLANS}/bulk`, { action: 'deactivate', planIds }));
          for (const planId of planIds) await ageUpdatedAt(t, planId);
        }
        return planIds;
      },
      write: async (t, planIds) => {
        await ok((await admin(t)).patch(`${PLANS}/bulk`, { action, planIds }));
        return {
          history: planIds.map((p) => [p, `bulk_${action}`]),
          audit: [[`plan.bulk_${action}`, null]],
          moved: action === 'delete' ? [] : planIds,
        };
      },
    }),
  ),
  {
    route: 'PUT /api/admin/plans/:planId/formulary/:medicationName',
    prepare: agedPlans(1),
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).put(formularyPath(planId), FORMULARY_ENTRY));
      const audit: Recorded['audit'] = [['plan.formulary.update', planId]];
      return { history: [[planId, 'formulary_update']], audit, moved: [planId] };
    },
  },
  {
    route: 'DELETE /api/admin/plans/:planId/formulary/:medicationName',
    prepare: stockedPlan,
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).del(formularyPath(planId)));
      const audit: Recorded['audit'] = [['plan.formulary.remove', planId]];
      return { history: [[planId, 'formulary_remove']], audit, moved: [planId] };
    },
  },
  {
    route: 'PUT /api/admin/plans/:planId/network/:providerId',
    prepare: agedPlans(1),
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).put(`${PLANS}/${planId}/network/${await providerId(t)}`, {}));
      return { history: [[planId, 'network_add']], audit: [['plan.network.add', planId]], moved: [planId] };
    },
  },
  {
    route: 'DELETE /api/admin/plans/:planId/network/:providerId',
    prepare: stockedPlan,
    write: async (t, [planId = '']) => {
      await ok((await admin(t)).del(`${PLANS}/${planId}/network/${await providerId(t)}`));
      const audit: Recorded['audit'] = [['plan.network.remove', planId]];
      return { history: [[planId, 'network_remove']], audit, moved: [planId] };
    },
  },
  {
    route: 'POST /api/admin/import/jobs/:id/run',
    variant: 'plans',
    prepare: agedPlans(1),
    write: async (t, [existing = '']) => {
      const created = nextPlanId('H9');
      const job = await importFile(t, 'plans', [PLAN_HEADER, planRow(created), planRow(existing, '25.00')], {
        mode: 'upsert',
      });
      return {
        history: [
          [created, 'create'],
          [existing, 'update'],
        ],
        audit: [['import.plans', job]],
        moved: [created, existing],
      };
    },
  },
  {
    route: LANDSCAPE_FILE,
    write: async (t) => {
      const cookie = await adminCookie(t);
      const { name, content } = landscapeFixture();
      const job = await importToEnd(t, cookie, 'landscape-file', content, {
        fileName: name,
        query: { state: 'OK', mode: 'create' },
      });
      expect(job.status).toBe('completed');
      // The stand-alone drug plan is kept too since issue 18.
      const created = ['H7001-001', 'H7001-002-1', 'H7002-005', 'H7003-010', 'S7005-001'];
      return {
        history: created.map((p) => [p, 'create']),
        audit: [['import.landscape-file', String(job.id)]],
        moved: created,
      };
    },
  },
  // Formulary and network imports move updated_at and write the job's audit row; they write no
  // history rows (recordPlanChange's formulary_import and network_import kinds), as before.
  {
    route: 'POST /api/admin/import/jobs/:id/run',
    variant: 'formulary',
    prepare: agedPlans(2),
    write: async (t, planIds) => {
      const rows = planIds.map((p) => [p, 'Atorvastatin', '1']);
      const job = await importFile(t, 'formulary', [['planId', 'drugName', 'tier'], ...rows]);
      return { history: [], audit: [['import.formulary', job]], moved: planIds };
    },
  },
  {
    route: 'POST /api/admin/import/jobs/:id/run',
    variant: 'network',
    prepare: agedPlans(2),
    write: async (t, planIds) => {
      const job = await importFile(t, 'network', [['planId', 'npi'], ...planIds.map((p) => [p, NPI])]);
      return { history: [], audit: [['import.network', job]], moved: planIds };
    },
  },
];

describe('the plan-write cases', () => {
  it('cover every route that writes plans, every bulk action and every import kind', () => {
    const writeRoutes = Object.keys(INVENTORY).filter((key) => {
      const [method = '', route = ''] = key.split(' ');
      return (
        WRITE_METHODS.has(method) &&
        (route.startsWith(`${PLANS}/`) || route === PLANS || key === IMPORT_RUN || key === LANDSCAPE_FILE)
      );
    });
    expect(new Set(CASES.map((c) => c.route))).toEqual(new Set(writeRoutes));
    const variants = (route: string) => CASES.filter((c) => c.route === route).map((c) => c.variant);
    expect(variants('PATCH /api/admin/plans/bulk').sort()).toEqual([...BULK_PLAN_ACTIONS].sort());
    // A Medigap rates import writes no plan: each rate it writes is audited as the rates API
    // audits it (routes/admin-medigap-rates/admin-medigap-rates-import.test.ts).
    expect(variants(IMPORT_RUN).sort()).toEqual(IMPORT_KINDS.filter((k) => k !== 'medigap').sort());
  });
});

describe.each(TEST_DATABASE_KINDS)('every plan write is recorded, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.database.db
      .insert(providers)
      .values({ npi: NPI, lastNameOrOrgName: 'Recorded Test', firstName: 'Pat', state: 'OK' })
      .onConflictDoNothing();
  });
  afterAll(() => t.close());

  it.each(CASES.map((c) => [c.variant ? `${c.route} (${c.variant})` : c.route, c] as const))(
    '%s',
    async (_name, c) => {
      const planIds = (await c.prepare?.(t)) ?? [];
      const before = await snapshot(t);
      const expected = await c.write(t, planIds);

      const history = await queryRows<{ plan_code: string; action: string }>(
        t.database.db,
        sql`select plan_code, action from plan_update_history where id > ${before.history} order by id`,
      );
      expect(history.map((h) => [h.plan_code, h.action]).sort()).toEqual([...expected.history].sort());

      const audit = await queryRows<{ action: string; entity_id: string | null }>(
        t.database.db,
        sql`select action, entity_id from audit_log
            where id > ${before.audit} and (action like 'plan.%' or action like 'import.%') order by id`,
      );
      expect(audit.map((a) => [a.action, a.entity_id])).toEqual(expected.audit);

      const moved = await queryRows<{ plan_id: string }>(
        t.database.db,
        sql`select plan_id from medicare_plans where updated_at >= ${before.now}::timestamptz`,
      );
      expect(moved.map((m) => m.plan_id).sort()).toEqual([...expected.moved].sort());

      // What the plan cache compares (plan-cache.ts): recommendations see the change.
      expect((await snapshot(t)).version).not.toBe(before.version);
    },
  );
});
