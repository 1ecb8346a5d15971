/**
 * The finder's pharmacy search and pricing at the person's own pharmacy (issue 17), on the sample
 * Part D release the seed imported: pharmacies in the networks near a ZIP, nearest first, named
 * as sample data; a submission with one prices each plan at it, or at full price where the plan's
 * network does not have it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { pharmacySearchResultSchema } from '../../../shared/api-responses.ts';
import type { PharmacySearchResult } from '../../../shared/lookup-contracts.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';

describe.each(TEST_DATABASE_KINDS)('pharmacies near a ZIP and prices at one, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (body: unknown) => t.request('/api/pharmacies/search', { cookies, json: body });

  it('lists the network pharmacies near the ZIP, nearest first, named as sample data', async () => {
    const response = await search({ zipCode: '73102' });
    expect(response.status).toBe(200);
    const found = (await response.json()) as PharmacySearchResult[];
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const p of found) {
      expect(pharmacySearchResultSchema.parse(p)).toEqual(p);
      expect(p.name).toMatch(/\(sample data\)$/);
      // Flagged too, for the finder's "Sample" label (issue 36).
      expect(p.sample).toBe(true);
      expect(p.distanceMiles).toBeLessThanOrEqual(30);
    }
    const distances = found.map((p) => p.distanceMiles ?? 999);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The Walgreens in 73102 itself comes first, at the ZIP's centre.
    expect(found[0]).toMatchObject({ zipCode: '73102', distanceMiles: 0 });

    const walgreens = (await (
      await search({ zipCode: '73102', q: 'walgreens' })
    ).json()) as PharmacySearchResult[];
    expect(walgreens.length).toBeGreaterThan(0);
    expect(walgreens.every((p) => p.name.startsWith('Walgreens'))).toBe(true);
  });

  it('answers [] far from any, and 400 for a ZIP that is not five digits', async () => {
    expect(await (await search({ zipCode: '99999' })).json()).toEqual([]);
    expect((await search({ zipCode: '7310' })).status).toBe(400);
    expect((await search({ zipCode: '73102', extra: true })).status).toBe(400);
  });

  it("prices each plan at the person's pharmacy: its kind in network, full price where it is not", async () => {
    const [pharmacy] = (await (
      await search({ zipCode: '73102', q: 'walgreens' })
    ).json()) as PharmacySearchResult[];
    if (!pharmacy) throw new Error('no pharmacy found');
    const submitted = await t.request('/api/medicare/submit', {
      cookies,
      json: sampleSubmission({ answers: { pharmacyNpi: pharmacy.npi } }),
    });
    expect(submitted.status).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    const { plans } = (await (
      await t.request(`/api/medicare/recommendations/${userId}`, { cookies })
    ).json()) as RecommendationsResponse;
    const priced = plans.filter((p) => p.drugPricing?.specificPharmacy);
    expect(priced.length).toBeGreaterThan(0);
    for (const plan of priced) {
      const pricing = plan.drugPricing;
      expect(pricing?.specificPharmacy).toMatchObject({ npi: pharmacy.npi, name: pharmacy.name });
      expect(pricing?.byPharmacy.specific).toBe(plan.estimatedAnnualDrugCost);
      if (pricing?.specificPharmacy?.inNetwork) {
        // In network: the cost at the kind it is in this plan, give or take its own dispensing fee.
        const kindCost = pricing.byPharmacy[pricing.specificPharmacy.preferred ? 'preferred' : 'standard'];
        expect(Math.abs(plan.estimatedAnnualDrugCost - (kindCost ?? 0))).toBeLessThan(12 * 2 * 3);
      } else {
        // Not in network: every fill at the cash price, more than at any network pharmacy.
        expect(plan.estimatedAnnualDrugCost).toBeGreaterThan(pricing?.byPharmacy.standard ?? 0);
        expect(pricing?.paymentPlan.every((m) => m.bill === 0)).toBe(true);
      }
    }
    expect(priced.some((p) => p.drugPricing?.specificPharmacy?.inNetwork)).toBe(true);
  });
});
