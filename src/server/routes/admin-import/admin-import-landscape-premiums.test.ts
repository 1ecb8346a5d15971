/**
 * The Landscape import's premiums per county and what they do for a person with Extra Help
 * (issue 17, the low-income premium subsidy): file → plan_premiums → a submission's premiums.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import {
  type AdminPlanRecord,
  PREMIUM_REPLACES_COUNTIES,
  premiumEditText,
} from '../../../shared/admin-plan-contracts.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { planPremiums } from '../../db/schema.ts';
import { csv, runToEnd, uploadOk } from '../../testing/admin-import-helpers.ts';
import { importToEnd } from '../../testing/admin-medicare-file-helpers.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../../tests/fixtures/import/cms-landscape-2026.csv');
const PLAN = 'H7001-002-1';

describe.each(TEST_DATABASE_KINDS)('Landscape premiums and Extra Help on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let gate: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    gate = await t.gateCookie();
  });
  afterAll(() => t.close());

  const premiumRows = (planId: string) =>
    t.database.db
      .select({
        county: planPremiums.county,
        partD: planPremiums.partDPremium,
        extraHelp: planPremiums.partDPremiumExtraHelp,
        sample: planPremiums.sample,
        sourceFile: planPremiums.sourceFile,
      })
      .from(planPremiums)
      .where(eq(planPremiums.planId, planId))
      .orderBy(planPremiums.county);

  /** The plan as the admin editor reads it (GET /api/admin/plans/:id, as the form and the table show it). */
  async function adminPlan(): Promise<AdminPlanRecord> {
    const res = await t.request(`/api/admin/plans/${PLAN}?year=2026`, { cookies: admin });
    expect(res.status).toBe(200);
    return (await res.json()) as AdminPlanRecord;
  }
  const editPremium = (monthlyPremium: string) =>
    t.request(`/api/admin/plans/${PLAN}?year=2026`, {
      method: 'PUT',
      json: { monthlyPremium },
      cookies: admin,
    });

  /** The Landscape file's job (POST /api/admin/import/landscape-file), Oklahoma's rows upserted. */
  const landscapeJob = (fileName: string, content: string) =>
    importToEnd(t, admin, 'landscape-file', content, { fileName, query: { mode: 'upsert' } });

  /** The plan's result for a Canadian County resident from January, with or without Extra Help. */
  async function resultFor(extraHelp: 'full' | 'none') {
    // No start month: the whole year, from January (a month named must be one that can still start).
    const answers = { extraHelp, medicaidOrExtraHelp: extraHelp !== 'none' };
    const submission = sampleSubmission({ zipCode: '73099', county: 'Canadian', answers });
    const submitted = await t.request('/api/medicare/submit', { cookies: gate, json: submission });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}?limit=100`, { cookies: gate });
    const body = (await read.json()) as RecommendationsResponse;
    const plan = body.plans.find((p) => p.planId === PLAN);
    if (!plan) throw new Error(`${PLAN} is not in the results`);
    return plan;
  }

  it('writes each county\u2019s premiums with the file, and Extra Help lowers the premium by Medicare\u2019s figure', async () => {
    expect((await landscapeJob('cms-landscape-2026.csv', fs.readFileSync(FIXTURE, 'utf8'))).status).toBe(
      'completed',
    );
    expect(await premiumRows(PLAN)).toEqual([
      {
        county: 'Canadian',
        partD: '29.00',
        extraHelp: '10.60',
        sample: false,
        sourceFile: 'cms-landscape-2026.csv',
      },
      {
        county: 'McClain',
        partD: '29.00',
        extraHelp: '10.60',
        sample: false,
        sourceFile: 'cms-landscape-2026.csv',
      },
    ]);

    const withHelp = await resultFor('full');
    expect(withHelp.monthlyPremium).toBe(29);
    expect(withHelp.extraHelpPremium).toEqual({ status: 'applied', monthly: 10.6, sample: false });
    // Twelve months at $10.60, not at $29.00.
    expect(withHelp.costBreakdown.premiums).toBe(127.2);

    const without = await resultFor('none');
    expect(without.extraHelpPremium).toBeUndefined();
    expect(without.costBreakdown.premiums).toBe(348);

    // Issue 36 item 13: the admin editor says consumers see the county premiums (Canadian and
    // McClain, $0 Part C + $29 Part D) and that a new premium replaces them in every county; an
    // edit $29 → $119 then is what the consumer sees. Surfaces: the admin API's record (the
    // editor's source line) and the consumer's recommendations (monthly premium, the year's premiums).
    const before = await adminPlan();
    expect(before.premiumSource).toEqual({
      kind: 'county',
      counties: 2,
      allCountiesIn: [],
      lowest: '29.00',
      highest: '29.00',
    });
    expect(premiumEditText(before.premiumSource ?? { kind: 'plan' })).toBe(
      `Consumers see county premiums from the Landscape file: 2 counties, $29. ${PREMIUM_REPLACES_COUNTIES}`,
    );
    const edited = await editPremium('119.00');
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ monthlyPremium: '119.00', premiumSource: { kind: 'plan' } });
    expect(await premiumRows(PLAN)).toEqual([]);
    const after = await resultFor('none');
    expect(after.monthlyPremium).toBe(119);
    expect(after.costBreakdown.premiums).toBe(119 * 12);
  });

  it('replaces a plan\u2019s premiums whole on the next import, and says when a figure is not on file', async () => {
    // The next file: Canadian's Extra Help figure changes and McClain is no longer listed.
    const text = fs
      .readFileSync(FIXTURE, 'utf8')
      .split('\r\n')
      .filter((line) => !(line.includes(',H7001,002,') && line.includes(',MCCLAIN,')))
      .map((line) =>
        line.includes(',H7001,002,')
          ? line.replace('$38.44 ,$18.40 ,$10.60 ,', '$38.44 ,$18.40 ,$5.00 ,')
          : line,
      )
      .join('\r\n');
    expect((await landscapeJob('next-landscape.csv', text)).status).toBe('completed');
    expect(await premiumRows(PLAN)).toEqual([
      {
        county: 'Canadian',
        partD: '29.00',
        extraHelp: '5.00',
        sample: false,
        sourceFile: 'next-landscape.csv',
      },
    ]);
    expect((await resultFor('full')).extraHelpPremium).toEqual({
      status: 'applied',
      monthly: 5,
      sample: false,
    });

    await t.database.db.delete(planPremiums).where(eq(planPremiums.planId, PLAN));
    const notOnFile = await resultFor('full');
    expect(notOnFile.extraHelpPremium).toEqual({ status: 'not-on-file', monthly: 29, sample: false });
    expect(notOnFile.costBreakdown.premiums).toBe(348);

    // Without county premiums the editor says consumers see the plan's own field, and an edit of it
    // is what the consumer's result shows: $29 → $41 a month, twelve months of it.
    const plain = await adminPlan();
    expect(plain.premiumSource).toEqual({ kind: 'plan' });
    expect(premiumEditText({ kind: 'plan' })).toBe(
      'Consumers see this premium (the plan has no county premiums).',
    );
    const edited = await editPremium('41.00');
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(((await edited.json()) as AdminPlanRecord).premiumSource).toEqual({ kind: 'plan' });
    const shown = await resultFor('none');
    expect(shown.monthlyPremium).toBe(41);
    expect(shown.costBreakdown.premiums).toBe(41 * 12);
  });
  it('a plan file\u2019s new premium replaces the county premiums too, as the editor\u2019s does', async () => {
    expect((await landscapeJob('cms-landscape-2026.csv', fs.readFileSync(FIXTURE, 'utf8'))).status).toBe(
      'completed',
    );
    expect(await premiumRows(PLAN)).toHaveLength(2);
    const plan = await adminPlan();
    const file = csv([
      ['planId', 'planYear', 'carrier', 'planName', 'planType', 'region', 'monthlyPremium'],
      [PLAN, 2026, plan.carrier, plan.planName, plan.planType, plan.region, '57.00'],
    ]);
    const uploaded = await uploadOk(t, admin, { name: 'premium-change.csv', content: file });
    expect((await runToEnd(t, admin, uploaded, { mode: 'upsert' })).status).toBe('completed');
    expect(await premiumRows(PLAN)).toEqual([]);
    expect((await adminPlan()).premiumSource).toEqual({ kind: 'plan' });
    const shown = await resultFor('none');
    expect(shown.monthlyPremium).toBe(57);
    expect(shown.costBreakdown.premiums).toBe(57 * 12);
  });
});
