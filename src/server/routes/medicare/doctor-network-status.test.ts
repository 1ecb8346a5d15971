/**
 * A real doctor's network status is never invented (ADR 0014): a doctor from an NPPES import is
 * "not verified" on plans whose only network data is the sample generator's, in network where a
 * real network lists them, and out of network where a real network does not.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { RecommendationsResponse } from '../../../shared/recommendation-contracts.ts';
import { medicarePlans, planNetworks, providers } from '../../db/schema.ts';
import { upsertProviders } from '../../services/providers/nppes-import.ts';

describe.each(TEST_DATABASE_KINDS)('doctor network status on %s', (kind) => {
  let t: TestApp;
  let gate: string;
  let realId: number;
  let otherRealId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    gate = await t.gateCookie();
    await upsertProviders(t.database.db, [
      {
        npi: '1900000013',
        lastNameOrOrgName: "O'Brien",
        firstName: 'Mary',
        primarySpecialty: 'Family Medicine',
        state: 'OK',
        county: 'Oklahoma',
        zipCode: '73104',
      },
      { npi: '1900000021', lastNameOrOrgName: 'McDonald', firstName: 'James', state: 'OK', zipCode: '74104' },
    ]);
    const rows = await t.database.db
      .select({ id: providers.id, npi: providers.npi, sample: providers.sample })
      .from(providers)
      .where(inArray(providers.npi, ['1900000013', '1900000021']));
    expect(rows.every((r) => r.sample === false)).toBe(true);
    realId = rows.find((r) => r.npi === '1900000013')?.id ?? 0;
    otherRealId = rows.find((r) => r.npi === '1900000021')?.id ?? 0;
  });
  afterAll(() => t.close());

  async function results() {
    const submission = sampleSubmission({
      noDoctors: false,
      doctors: [{ name: "O'Brien, Mary", specialty: 'Family Medicine', providerId: realId }],
    });
    const submitted = await t.request('/api/medicare/submit', { cookies: gate, json: submission });
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies: gate });
    return ((await read.json()) as RecommendationsResponse).plans;
  }

  it('a real doctor on sample networks is not verified: no credit, and no plan says "in network"', async () => {
    const plans = await results();
    const shown = plans.filter((p) => p.explained);
    expect(shown.length).toBeGreaterThan(2);
    for (const plan of shown) {
      expect(plan.doctors).toEqual([
        expect.objectContaining({ matched: true, inNetwork: false, notVerified: true }),
      ]);
    }
    for (const plan of plans) {
      expect(plan.doctorsInNetwork).toBe(0);
    }
    expect(shown[0]?.reasoning.join(' ')).toContain("O'Brien, Mary is not verified for this plan");
  });

  it('a real network decides: in network where it lists them, out where it does not', async () => {
    const first = await results();
    const [a, b] = [first[0]?.planId ?? '', first[1]?.planId ?? ''];
    const ids = await t.database.db
      .select({ id: medicarePlans.id, planId: medicarePlans.planId })
      .from(medicarePlans)
      .where(inArray(medicarePlans.planId, [a, b]));
    const idOf = (planId: string) => ids.find((r) => r.planId === planId)?.id ?? 0;
    // Plan A's imported network lists her; plan B's imported network lists someone else.
    await t.database.db.insert(planNetworks).values([
      { planId: idOf(a), providerId: realId },
      { planId: idOf(b), providerId: otherRealId },
    ]);
    const plans = await results();
    const doctorOf = (planId: string) => plans.find((p) => p.planId === planId)?.doctors[0];
    expect(doctorOf(a)).toMatchObject({ inNetwork: true, counted: true });
    expect(doctorOf(a)).not.toHaveProperty('notVerified');
    expect(doctorOf(b)).toMatchObject({ inNetwork: false, counted: false });
    expect(doctorOf(b)).not.toHaveProperty('notVerified');
    expect(plans.find((p) => p.planId === a)?.doctorsInNetwork).toBe(1);
    // The rows an import writes are real rows (sample false).
    const written = await t.database.db
      .select()
      .from(planNetworks)
      .where(eq(planNetworks.providerId, realId));
    expect(written.map((r) => r.sample)).toEqual([false]);
  });
});
