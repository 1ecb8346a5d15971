/**
 * The Part D importer on files in CMS's exact formats (the sample generator writes them; the seed
 * loaded them through this importer): a release is read, filtered to the state, written whole or
 * not at all, replaces the contract year's current release, and prices a person's drugs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partDSampleFolder } from '../../../../tests/setup/partd-folder.ts';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { CURRENT_PLAN_YEAR } from '../../../engine/plan-year.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { queryRows } from '../../db/client.ts';
import { currentPartDRelease, importPartD } from './partd-import.ts';

const YEAR = CURRENT_PLAN_YEAR.year;

describe.each(TEST_DATABASE_KINDS)('the Part D importer on %s', (kind) => {
  let t: TestApp;
  const dirs: string[] = [];
  beforeAll(async () => {
    // June 10: a 2026 plan can start from July (the start months of shared/plan-years.ts).
    t = await createTestApp(kind, { enrollmentDate: new Date('2026-06-10T12:00:00') });
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: string, releaseId: number) => {
    const [row] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from ${sql.raw(table)} where release_id = ${releaseId}`,
    );
    return Number(row?.n ?? 0);
  };

  it('the seed loaded the sample release through the importer: a current sample release with every table', async () => {
    const current = await currentPartDRelease(t.database.db, YEAR);
    expect(current).toMatchObject({ sample: true });
    const id = current?.id as number;
    expect(await count('partd_plans', id)).toBeGreaterThan(40);
    for (const table of [
      'partd_formulary',
      'partd_costs',
      'partd_pricing',
      'partd_pharmacies',
      'partd_counties',
    ])
      expect(await count(table, id), table).toBeGreaterThan(0);
    // Levels 0, 1 and 3 only (no coverage gap), and 30/60/90-day supplies only.
    const levels = await queryRows<{ coverage_level: number; days_supply: number }>(
      t.database.db,
      sql`select distinct coverage_level, days_supply from partd_costs where release_id = ${id} order by 1, 2`,
    );
    expect(new Set(levels.map((l) => Number(l.coverage_level)))).toEqual(new Set([0, 1, 3]));
    expect(new Set(levels.map((l) => Number(l.days_supply)))).toEqual(new Set([30, 60, 90]));
  });

  it('prices a submission from the files: negotiated prices at the chosen pharmacy, labelled sample data', async () => {
    const cookies = await t.gateCookie();
    const submit = async (answers: Record<string, unknown>) => {
      const response = await t.request('/api/medicare/submit', {
        cookies,
        json: sampleSubmission({ answers }),
      });
      expect(response.status).toBe(201);
      const { userId } = (await response.json()) as { userId: string };
      const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
      expect(read.status).toBe(200);
      return (await read.json()) as RecommendationsResponse;
    };
    const standard = await submit({ pharmacy: 'standard' });
    const first = standard.plans.find((p) => p.drugPricing?.source === 'medicare');
    expect(first?.drugPricing).toMatchObject({ source: 'medicare', sample: true, pharmacy: 'standard' });
    const byPharmacy = first?.drugPricing?.byPharmacy;
    expect(byPharmacy?.standard).toBe(first?.estimatedAnnualDrugCost);
    // Every kind this plan's network has is priced; the drug lines carry their days supply.
    expect(typeof byPharmacy?.preferred).toBe('number');
    expect(typeof byPharmacy?.mail).toBe('number');
    expect(first?.drugs.map((d) => d.daysSupply)).toEqual([30, 30]);
    expect(first?.drugs.every((d) => d.covered)).toBe(true);

    // The same person by mail order: that plan's drug cost is what the standard search said mail costs.
    const mail = await submit({ pharmacy: 'mail' });
    const same = mail.plans.find((p) => p.planId === first?.planId);
    expect(same?.estimatedAnnualDrugCost).toBe(byPharmacy?.mail);
    expect(same?.drugPricing?.pharmacy).toBe('mail');

    // With Extra Help (full level: at most $5.10 a generic and $12.65 a brand fill) the drugs cost
    // no more than 12 × ($5.10 + $12.65) = $213 a year, and no more than without it.
    const helped = await submit({ pharmacy: 'standard', extraHelp: 'full' });
    const withHelp = helped.plans.find((p) => p.planId === first?.planId);
    expect(withHelp?.estimatedAnnualDrugCost).toBeLessThanOrEqual(213);
    expect(withHelp?.estimatedAnnualDrugCost).toBeLessThanOrEqual(first?.estimatedAnnualDrugCost ?? 0);

    // Coverage from July: six monthly fills, and the payment plan starts in July.
    const july = await submit({ pharmacy: 'standard', coverageStartMonth: 7 });
    const fromJuly = july.plans.find((p) => p.planId === first?.planId);
    expect(fromJuly?.drugs.map((d) => d.fillsPerYear)).toEqual([6, 6]);
    expect(fromJuly?.drugPricing?.paymentPlan.map((m) => m.month)).toEqual([7, 8, 9, 10, 11, 12]);
    const billed = fromJuly?.drugPricing?.paymentPlan.reduce((sum, m) => sum + m.bill, 0) ?? 0;
    expect(Math.round(billed * 100) / 100).toBe(fromJuly?.estimatedAnnualDrugCost);
  });

  it("names a brand's covered generic on the plan and what it would save, from RxTerms's brand-to-generic link", async () => {
    const cookies = await t.gateCookie();
    const response = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({
        medications: [{ name: 'Evista', dosage: '60 mg tablet', quantity: '30', frequency: 'monthly' }],
      }),
    });
    expect(response.status).toBe(201);
    const { userId } = (await response.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
    const { plans } = (await read.json()) as RecommendationsResponse;
    const withAlternative = plans.filter((p) => p.drugs[0]?.alternative);
    expect(withAlternative.length).toBeGreaterThan(0);
    for (const plan of withAlternative) {
      expect(plan.drugs[0]?.alternative?.name).toBe('Raloxifene');
      expect(plan.drugs[0]?.alternative?.annualSavings).toBeGreaterThan(0);
      expect(plan.drugs[0]?.alternative?.annualSavings).toBeLessThanOrEqual(plan.estimatedAnnualDrugCost);
    }
  });

  it('writes nothing when a file has a problem, naming the file, line and field but not the value', async () => {
    const { dir, folder, file } = await partDSampleFolder();
    dirs.push(dir);
    const before = await currentPartDRelease(t.database.db, YEAR);
    const pricing = file('pricing');
    const lines = fs.readFileSync(pricing, 'utf8').split('\r\n');
    lines[5] = (lines[5] as string).replace(/\|[^|]*$/, '|not-a-price');
    fs.writeFileSync(pricing, lines.join('\r\n'));

    const result = await importPartD(t.database.db, folder, { release: { contractYear: YEAR } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problemCount).toBe(1);
    expect(result.problems[0]).toMatchObject({ file: path.basename(pricing), line: 6, field: 'UNIT_COST' });
    expect(JSON.stringify(result)).not.toContain('not-a-price');
    expect(await currentPartDRelease(t.database.db, YEAR)).toEqual(before);
    const [releases] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from partd_releases where contract_year = ${YEAR}`,
    );
    expect(Number(releases?.n)).toBe(1);
  });

  it('refuses a release without a required table, or without plans in the state', async () => {
    const { dir, folder, file } = await partDSampleFolder();
    dirs.push(dir);
    const sources = async () =>
      queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from data_sources`);
    const sourcesBefore = await sources();
    const noPlans = await importPartD(t.database.db, folder, { states: ['TX'] });
    expect(noPlans).toMatchObject({ ok: false, message: expect.stringMatching(/no plans in TX/) });
    fs.rmSync(file('pharmacy networks'));
    const missing = await importPartD(t.database.db, folder, {});
    expect(missing).toMatchObject({ ok: false, message: expect.stringMatching(/missing pharmacy network/i) });
    // A refused release is no dataset.
    expect(await sources()).toEqual(sourcesBefore);
  });

  it('a new release replaces the current one whole: one current release, the old rows gone', async () => {
    const { dir, folder } = await partDSampleFolder();
    dirs.push(dir);
    const before = await currentPartDRelease(t.database.db, YEAR);
    const lines: string[] = [];
    const result = await importPartD(t.database.db, folder, { onProgress: (l) => lines.push(l) });
    expect(result).toMatchObject({ ok: true, contractYear: YEAR, label: `${YEAR} Q4` });
    if (!result.ok) return;
    expect(lines.some((l) => /^Pricing: \d+ rows read/.test(l))).toBe(true);
    const now = await currentPartDRelease(t.database.db, YEAR);
    expect(now).toMatchObject({ id: result.releaseId, sample: false, label: `${YEAR} Q4` });
    expect(await count('partd_pricing', before?.id as number)).toBe(0);
    expect(await count('partd_pricing', result.releaseId)).toBe(result.counts.pricing);
    const current = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from partd_releases where current and contract_year = ${YEAR}`,
    );
    expect(current.map((r) => Number(r.id))).toEqual([result.releaseId]);
    // Its provenance, on the admin Data page: the release's file, label, year and plans.
    const [recorded] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select kind, plan_year, source_name, release_label, sample, rows from data_sources
          order by id desc limit 1`,
    );
    expect(recorded).toEqual({
      kind: 'partd',
      plan_year: YEAR,
      source_name: path.basename(folder),
      release_label: `${YEAR} Q4`,
      sample: false,
      rows: result.plans,
    });
    // A whole release import (about 7 s alone on PGlite; over 30 s seen on CI's loaded cores).
  }, 120_000);
});
