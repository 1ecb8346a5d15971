import { describe, expect, it } from 'vitest';
import { landscapeMoney, landscapeToPlans } from '../../services/import/cms-landscape.ts';
import { readLandscapeFile } from '../../services/import/landscape-read.ts';
import { loadCounties, loadSamplePlans } from './reference-data.ts';
import { LANDSCAPE_SAMPLE_FILE, LANDSCAPE_SAMPLE_ZIP } from './sample-files.ts';

type PlanJson = { planId: string; monthlyPremium: string; counties: string[] | null };

/**
 * The committed sample Landscape file (data/sample/CY2026_Landscape_sample.zip) against the sample
 * plans it was made from: a plan added to data/plans.json or data/drug-plans.json without its rows,
 * or a premium changed in one file and not the other, fails here.
 */
describe('the sample Landscape file', () => {
  it("reads through the Landscape importer: CMS's 2026 columns, one row per sample plan and county, each plan's premium", async () => {
    const read = await readLandscapeFile(LANDSCAPE_SAMPLE_ZIP, ['OK']);
    expect(read.files).toEqual([LANDSCAPE_SAMPLE_FILE]);
    const sheet = read.sheets.get('OK');
    expect(sheet?.headers).toHaveLength(52);
    const rows = (sheet?.rows ?? []).map((r) =>
      Object.fromEntries(sheet?.headers.map((h, i) => [h, String(r.cells[i] ?? '')]) ?? []),
    );
    expect(read.rowsRead).toBe(rows.length);
    const converted = landscapeToPlans(rows, { state: 'OK' });
    expect(converted.rowErrors).toEqual([]);

    const plans = loadSamplePlans<PlanJson>();
    const allCounties = loadCounties().map((c) => c.name);
    expect(converted.plans.map((p) => String(p.planId)).sort()).toEqual(plans.map((p) => p.planId).sort());
    const rowsOf = new Map<string, Record<string, string>[]>();
    for (const r of rows) {
      const id = `${r['Contract ID']}-${r['Plan ID']}`;
      rowsOf.set(id, [...(rowsOf.get(id) ?? []), r]);
    }
    for (const plan of plans) {
      const planRows = rowsOf.get(plan.planId) ?? [];
      const counties = plan.counties?.length ? plan.counties : allCounties;
      expect(planRows.map((r) => r['County Name']).sort(), plan.planId).toEqual([...counties].sort());
      // A drug plan (PDP) has no Part C: its premium is the Part D total.
      for (const r of planRows) {
        const premium = landscapeMoney(r['Monthly Consolidated Premium (Part C + D)'] ?? '');
        const partD = landscapeMoney(r['Part D Total Premium'] ?? '');
        expect(Number(premium === null || premium === '0.00' ? partD : premium), plan.planId).toBe(
          Number(plan.monthlyPremium),
        );
      }
    }
  });
});
