/**
 * Issue 18 "County matched by name only" (ADR 0016): a plan is offered where its service area
 * says, a state and its counties, never by a county name alone. Driven through the real writers
 * (the plan API, a plan file, the Landscape import on the screen and the large-file job) and read
 * back through submissions, on both databases. People outside Oklahoma get a ZIP of their state in
 * zip_coordinates, as a national catalogue would have.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { REGION_NOT_A_STATE } from '../../../shared/service-area.ts';
import { queryRows } from '../../db/client.ts';
import { medicarePlans, planPremiums, planScores, zipCoordinates } from '../../db/schema.ts';
import { csv, PLAN_HEADER, runToEnd, uploadOk } from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import/cms-landscape-2026.csv');
const [HEADER, TEMPLATE] = parse(fs.readFileSync(FIXTURE, 'utf8'), { to: 2 }) as [string[], string[]];
const column = (name: string) => HEADER.indexOf(name);

/** A Landscape row of the fixture's first plan, moved to another plan, state and county. */
function landscapeRow(
  contract: string,
  plan: string,
  state: [code: string, name: string],
  county: string,
  partCPremium = '$0.00 ',
) {
  const row = [...TEMPLATE];
  const set = (name: string, value: string) => {
    row[column(name)] = value;
  };
  set('Contract ID', contract);
  set('Plan ID', plan);
  set('ContractPlanID', `${contract}_${plan}`);
  set('ContractPlanSegmentID', `${contract}_${plan}_0`);
  set('State Territory Abbreviation', state[0]);
  set('State Territory Name', state[1]);
  set('County Name', county);
  set('Plan Name', `Two States ${contract}-${plan} (HMO)`);
  set('Part C Premium', partCPremium);
  set('Monthly Consolidated Premium (Part C + D)', partCPremium);
  return row;
}
const AR: [string, string] = ['AR', 'Arkansas'];
const OK: [string, string] = ['OK', 'Oklahoma'];

/** Where people live: Washington County, Oklahoma (a county of ZIP 74003) and Arkansas (72701). */
const PLACES = {
  tulsaOk: { zipCode: '74103', county: 'Tulsa' },
  washingtonOk: { zipCode: '74003', county: 'Washington' },
  washingtonAr: { zipCode: '72701', county: 'Washington' },
  bentonAr: { zipCode: '72712', county: 'Benton' },
  oklahomaOk: { zipCode: '73102', county: 'Oklahoma' },
};

describe.each(TEST_DATABASE_KINDS)('service areas by state and county on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let gate: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    gate = await t.gateCookie();
    await t.database.db.insert(zipCoordinates).values([
      {
        zipCode: '72701',
        latitude: '36.06',
        longitude: '-94.16',
        city: 'Fayetteville',
        state: 'AR',
        county: 'Washington',
      },
      {
        zipCode: '72712',
        latitude: '36.37',
        longitude: '-94.21',
        city: 'Bentonville',
        state: 'AR',
        county: 'Benton',
      },
    ]);
  });
  afterAll(() => t?.close());

  /** The plan IDs a person at the place is offered (every plan scored for their submission). */
  async function offered(place: { zipCode: string; county: string }): Promise<string[]> {
    const res = await t.request('/api/medicare/submit', { json: sampleSubmission(place), cookies: gate });
    expect(res.status, await res.clone().text()).toBe(201);
    const { userId } = (await res.json()) as { userId: string };
    const rows = await t.database.db
      .select({ planId: medicarePlans.planId })
      .from(planScores)
      .innerJoin(medicarePlans, eq(medicarePlans.id, planScores.planId))
      .where(eq(planScores.userId, userId));
    return rows.map((r) => r.planId).sort();
  }
  /** The premiums a person at the place pays in a year for the plan (their county's, twelve months). */
  async function yearlyPremium(place: { zipCode: string; county: string }, planId: string) {
    // No start month: the whole year (a month named must be one that can still start).
    const res = await t.request('/api/medicare/submit', {
      json: sampleSubmission(place),
      cookies: gate,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { userId } = (await res.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}?limit=100`, { cookies: gate });
    const body = (await read.json()) as RecommendationsResponse;
    return body.plans.find((p) => p.planId === planId)?.costBreakdown.premiums;
  }
  const areaOf = async (planId: string) =>
    (
      await t.database.db
        .select({
          region: medicarePlans.region,
          counties: medicarePlans.counties,
          area: medicarePlans.serviceArea,
        })
        .from(medicarePlans)
        .where(and(eq(medicarePlans.planId, planId), eq(medicarePlans.planYear, 2026)))
    )[0];
  const createPlan = async (planId: string, fields: Record<string, unknown>) => {
    const res = await t.request('/api/admin/plans', {
      json: {
        planId,
        carrier: 'Area Test Health',
        planName: `Area ${planId} (HMO)`,
        planType: 'HMO',
        planYear: 2026,
        ...fields,
      },
      cookies: admin,
    });
    return res;
  };

  it('the plan API places a plan in its region’s state: Washington County, Arkansas is not Oklahoma’s', async () => {
    const res = await createPlan('H8101-001', { region: 'Arkansas', counties: ['Washington'] });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await areaOf('H8101-001')).toEqual({
      region: 'Arkansas',
      counties: ['Washington'],
      area: ['AR|washington'],
    });
    expect(await offered(PLACES.washingtonAr)).toContain('H8101-001');
    expect(await offered(PLACES.washingtonOk)).not.toContain('H8101-001');
  });

  it('a county of the same name in two states: each plan only in its own', async () => {
    expect((await createPlan('H8102-001', { region: 'Oklahoma', counties: ['Washington'] })).status).toBe(
      201,
    );
    const inOklahoma = await offered(PLACES.washingtonOk);
    const inArkansas = await offered(PLACES.washingtonAr);
    expect(inOklahoma).toContain('H8102-001');
    expect(inOklahoma).not.toContain('H8101-001');
    expect(inArkansas).toContain('H8101-001');
    expect(inArkansas).not.toContain('H8102-001');
  });

  it('a statewide plan of Texas is offered nowhere in Oklahoma; moved to Oklahoma, everywhere in it', async () => {
    expect((await createPlan('H8103-001', { region: 'Texas', counties: null })).status).toBe(201);
    expect((await areaOf('H8103-001'))?.area).toEqual(['TX']);
    expect(await offered(PLACES.oklahomaOk)).not.toContain('H8103-001');
    expect(await offered(PLACES.washingtonAr)).not.toContain('H8103-001');

    const res = await t.request('/api/admin/plans/H8103-001?year=2026', {
      method: 'PUT',
      json: { region: 'Oklahoma' },
      cookies: admin,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The region's state moved: Texas's part goes, Oklahoma's is the whole state.
    expect((await areaOf('H8103-001'))?.area).toEqual(['OK']);
    expect(await offered(PLACES.oklahomaOk)).toContain('H8103-001');
    expect(await offered(PLACES.tulsaOk)).toContain('H8103-001');
  });

  it('refuses a region that names no state (400, nothing written), on create and on edit', async () => {
    const res = await createPlan('H8104-001', { region: 'Atlantis' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'region', message: REGION_NOT_A_STATE }] });
    expect(await areaOf('H8104-001')).toBeUndefined();
    const edit = await t.request('/api/admin/plans/H8101-001?year=2026', {
      method: 'PUT',
      json: { region: 'Nowhere Land' },
      cookies: admin,
    });
    expect(edit.status).toBe(400);
    expect((await areaOf('H8101-001'))?.area).toEqual(['AR|washington']);
  });

  it('a plan file places its plans as the plan API does', async () => {
    const file = csv([
      [...PLAN_HEADER, 'counties'],
      ['H8105-001', 'Area Test Health', 'Area File (HMO)', 'HMO', 'Arkansas', '0.00', 'Benton; Washington'],
      ['H8105-002', 'Area Test Health', 'Area File Statewide (HMO)', 'HMO', 'TX', '0.00', ''],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'area-plans.csv', content: file });
    const job = await runToEnd(t, admin, uploaded, { mode: 'create', planYear: 2026 });
    expect(job.status, JSON.stringify(job)).toBe('completed');
    expect((await areaOf('H8105-001'))?.area).toEqual(['AR|benton', 'AR|washington']);
    expect((await areaOf('H8105-002'))?.area).toEqual(['TX']);
    const inOklahoma = await offered(PLACES.washingtonOk);
    expect(inOklahoma).not.toContain('H8105-001');
    expect(inOklahoma).not.toContain('H8105-002');
    expect(await offered(PLACES.bentonAr)).toContain('H8105-001');
  });

  it('Landscape imports of Arkansas, then Oklahoma, keep both states’ counties; people in either are offered the plan', async () => {
    const rows = [
      landscapeRow('H8201', '001', AR, 'WASHINGTON'),
      landscapeRow('H8201', '001', AR, 'BENTON'),
      landscapeRow('H8201', '001', OK, 'TULSA'),
    ];
    const content = csv([HEADER, ...rows]);
    for (const state of ['AR', 'OK']) {
      const job = await importToEnd(t, admin, 'landscape-file', content, {
        fileName: `landscape-${state}.csv`,
        query: { mode: 'upsert', state },
      });
      expect(job.status, JSON.stringify(job)).toBe('completed');
    }
    // region and counties show the state imported last; the service area keeps both.
    expect(await areaOf('H8201-001')).toEqual({
      region: 'Oklahoma',
      counties: ['Tulsa'],
      area: ['AR|benton', 'AR|washington', 'OK|tulsa'],
    });
    // Each state's county premiums stay beside the other's.
    const premiums = await t.database.db
      .select({ state: planPremiums.state, county: planPremiums.county })
      .from(planPremiums)
      .where(eq(planPremiums.planId, 'H8201-001'))
      .orderBy(planPremiums.state, planPremiums.county);
    expect(premiums).toEqual([
      { state: 'AR', county: 'Benton' },
      { state: 'AR', county: 'Washington' },
      { state: 'OK', county: 'Tulsa' },
    ]);
    expect(await offered(PLACES.washingtonAr)).toContain('H8201-001');
    expect(await offered(PLACES.bentonAr)).toContain('H8201-001');
    expect(await offered(PLACES.tulsaOk)).toContain('H8201-001');
    expect(await offered(PLACES.washingtonOk)).not.toContain('H8201-001');

    // Arkansas's file again, now without Benton: only Arkansas's part changes.
    const again = csv([HEADER, landscapeRow('H8201', '001', AR, 'WASHINGTON')]);
    const second = await importToEnd(t, admin, 'landscape-file', again, {
      fileName: 'landscape-AR-2.csv',
      query: { mode: 'upsert', state: 'AR' },
    });
    expect(second.status).toBe('completed');
    expect((await areaOf('H8201-001'))?.area).toEqual(['AR|washington', 'OK|tulsa']);
    expect(await offered(PLACES.bentonAr)).not.toContain('H8201-001');
    expect(await offered(PLACES.tulsaOk)).toContain('H8201-001');
  });

  it('the large-file import of AR and OK in one go creates a new two-state plan once, serving both', async () => {
    const rows = [
      landscapeRow('H8202', '001', AR, 'WASHINGTON', '$10.00 '),
      landscapeRow('H8202', '001', OK, 'WASHINGTON', '$30.00 '),
      landscapeRow('H8202', '001', OK, 'TULSA', '$30.00 '),
    ];
    const job = await importToEnd(t, admin, 'landscape-file', csv([HEADER, ...rows]), {
      query: { state: 'AR,OK' },
    });
    expect(job.status, JSON.stringify(job)).toBe('completed');
    expect(job.medicareFileSummary).toMatchObject({ created: 1, updated: 1 });
    const copies = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from medicare_plans where plan_id = 'H8202-001'`,
    );
    expect(copies).toEqual([{ n: 1 }]);
    expect((await areaOf('H8202-001'))?.area).toEqual(['AR|washington', 'OK|tulsa', 'OK|washington']);
    expect(await offered(PLACES.washingtonAr)).toContain('H8202-001');
    expect(await offered(PLACES.washingtonOk)).toContain('H8202-001');
    // Each Washington County pays its own state's premium: 12 × $10.00 and 12 × $30.00.
    expect(await yearlyPremium(PLACES.washingtonAr, 'H8202-001')).toBe(120);
    expect(await yearlyPremium(PLACES.washingtonOk, 'H8202-001')).toBe(360);
  });
});
