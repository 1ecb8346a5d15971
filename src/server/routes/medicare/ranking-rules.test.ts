/**
 * The ranking rules of ADR 0012 on the seeded catalogue, through the API, for a set of profiles:
 * no plan ranks or scores above a plan that beats it on yearly cost (after the Part B giveback),
 * drugs covered, doctors in network, stars and drug coverage; Special Needs Plans only for those
 * who may join them; the late-enrollment warning on plans without drug coverage.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import type { RecommendationPlan } from '../../../shared/recommendation-contracts.ts';
import { providers } from '../../db/schema.ts';

type Answers = Record<string, unknown>;

function beats(a: RecommendationPlan, b: RecommendationPlan, creditable: boolean): boolean {
  const m = (x: RecommendationPlan) => [
    -Math.round(x.estimatedAnnualCost * 100),
    x.medicationsCovered,
    x.doctorsInNetwork,
    x.starRating ?? 3.5,
    x.hasRxCoverage || creditable ? 1 : 0,
  ];
  const ma = m(a);
  const mb = m(b);
  return ma.every((v, i) => v >= (mb[i] as number)) && ma.some((v, i) => v > (mb[i] as number));
}

describe.each(TEST_DATABASE_KINDS)('the ranking rules on the seeded catalogue, on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  let doctors: { name: string; specialty: string; providerId: number }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
    const rows = await t.database.db
      .select({ id: providers.id, last: providers.lastNameOrOrgName, specialty: providers.primarySpecialty })
      .from(providers)
      .where(eq(providers.zipCode, '74103'))
      .orderBy(asc(providers.id))
      .limit(3);
    doctors = rows.map((d) => ({ name: d.last, specialty: d.specialty ?? 'Unknown', providerId: d.id }));
  });
  afterAll(() => t.close());

  const rank = async (overrides: Record<string, unknown>): Promise<RecommendationPlan[]> => {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission(overrides) });
    expect(res.status).toBe(201);
    const { userId } = (await res.json()) as { userId: string };
    const read = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
    return ((await read.json()) as { plans: RecommendationPlan[] }).plans;
  };

  const profiles: [string, Record<string, unknown>][] = [
    ['two drugs in Oklahoma City', {}],
    [
      'five drugs and three doctors in Tulsa, ongoing care, dental and vision wanted',
      {
        zipCode: '74103',
        county: 'Tulsa',
        medications: [
          { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
          { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
          { name: 'Metformin', dosage: '500 mg tablet', quantity: '60', frequency: 'monthly' },
          { name: 'Lisinopril', dosage: '10 mg tablet', quantity: '30', frequency: 'monthly' },
          { name: 'Januvia', dosage: '100 mg tablet', quantity: '30', frequency: 'monthly' },
        ],
        noDoctors: false,
        doctors: 'from the directory',
        answers: { health: 'ongoing', priorities: ['dental', 'vision'] },
      },
    ],
    [
      'no drugs, no doctors, rarely sees a doctor, with Medicaid and diabetes',
      {
        noMedications: true,
        medications: [],
        answers: { health: 'rarely', medicaidOrExtraHelp: true, chronicConditions: ['diabetes'] },
      },
    ],
    [
      'no drugs, with VA drug coverage',
      { noMedications: true, medications: [], answers: { creditableDrugCoverage: true } },
    ],
  ];

  it.each(profiles)('%s', async (_name, overrides) => {
    const body = { ...overrides } as Record<string, unknown>;
    if (body.doctors === 'from the directory') body.doctors = doctors;
    const plans = await rank(body);
    const answers = (body.answers ?? {}) as Answers;
    const creditable = answers.creditableDrugCoverage === true;
    expect(plans.length).toBeGreaterThan(10);
    let pairs = 0;
    for (const a of plans) {
      for (const b of plans) {
        if (!beats(a, b, creditable)) continue;
        pairs++;
        expect(a.rank, `${a.planId} beats ${b.planId}`).toBeLessThan(b.rank);
        expect(a.score, `${a.planId} beats ${b.planId}`).toBeGreaterThanOrEqual(b.score);
      }
    }
    expect(pairs).toBeGreaterThan(0); // the rule was exercised, not vacuously true
    const snps = plans.filter((p) => /SNP/i.test(p.planType));
    const qualifies = answers.medicaidOrExtraHelp === true || Array.isArray(answers.chronicConditions);
    if (qualifies) expect(snps.length).toBeGreaterThan(0);
    else expect(snps).toEqual([]);
    expect(plans.some((p) => !p.hasRxCoverage)).toBe(true); // the warning rule is exercised too
    // Without other creditable coverage, drugs or none: every plan with drug coverage comes first.
    if (!creditable) {
      const firstWithout = plans.findIndex((p) => !p.hasRxCoverage);
      expect(plans.slice(firstWithout).filter((p) => p.hasRxCoverage)).toEqual([]);
    }
    for (const p of plans) {
      expect(p.lateEnrollmentWarning).toBe(!p.hasRxCoverage && !creditable);
      expect(p.score).toBeGreaterThanOrEqual(0);
      expect(p.score).toBeLessThanOrEqual(100);
    }
  });

  it('leads with drug coverage for someone with no drugs and no other drug coverage (issue 36)', async () => {
    const none = await rank({ noMedications: true, medications: [] });
    // The profile: its three cheapest plans (the card's, the list's and the PDF's first
    // three before) had no drug coverage; now Best Match and the top three have it.
    const cheapest = [...none].sort((a, b) => a.estimatedAnnualCost - b.estimatedAnnualCost).slice(0, 3);
    expect(cheapest.every((p) => !p.hasRxCoverage)).toBe(true);
    expect(none.slice(0, 3).every((p) => p.hasRxCoverage)).toBe(true);
    // With VA drug coverage the no-drug plans keep their place by cost and fit.
    const va = await rank({
      noMedications: true,
      medications: [],
      answers: { creditableDrugCoverage: true },
    });
    expect(va.slice(0, 3).some((p) => !p.hasRxCoverage)).toBe(true);
  });

  it('prices Shingrix $0 on every plan with drug coverage and says why on its line (issue 36 item 6)', async () => {
    const plans = await rank({
      medications: [
        { name: 'Shingrix', dosage: '0.5 mL single-dose vial kit', quantity: '1', frequency: 'quarterly' },
        { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
      ],
    });
    const explained = plans.filter((p) => p.drugs.length > 0);
    expect(explained.length).toBeGreaterThan(0);
    for (const p of explained) {
      const [vaccine, statin] = p.drugs as [RecommendationPlan['drugs'][0], RecommendationPlan['drugs'][0]];
      if (!p.hasRxCoverage) {
        // No drug coverage: no Part D plan pays for the vaccine; priced as any drug the plan lacks.
        expect(vaccine.vaccine).toBeUndefined();
        continue;
      }
      // The drug line (card, plan page): $0 for the year, covered, and the reason in the API.
      expect(vaccine).toMatchObject({ name: 'Shingrix', covered: true, vaccine: true, annualCost: 0 });
      expect(p.reasoning).toContain(
        'Shingrix is a vaccine: $0 under Medicare drug coverage (recommended adult vaccines have no cost since 2023).',
      );
      // The drug figure is the sum of the lines shown: the statin's alone.
      expect(p.estimatedAnnualDrugCost).toBe(statin.annualCost);
    }
    expect(explained.some((p) => p.hasRxCoverage)).toBe(true);
  });

  it('never matches a doctor typed by hand to a directory doctor of the same name', async () => {
    const [known, namesake] = doctors as [(typeof doctors)[0], (typeof doctors)[0]];
    const base = { zipCode: '74103', county: 'Tulsa', noDoctors: false };
    const without = await rank({ ...base, doctors: [known] });
    // Exactly the directory doctor's name and specialty, but typed, not picked.
    const typed = { name: namesake.name, specialty: namesake.specialty, providerId: null };
    const withTyped = await rank({ ...base, doctors: [known, typed] });
    const row = (p: RecommendationPlan) => [
      p.planId,
      p.rank,
      p.score,
      p.estimatedAnnualCost,
      p.doctorsInNetwork,
    ];
    expect(withTyped.map(row)).toEqual(without.map(row));
    expect(withTyped.every((p) => p.totalDoctors === 1)).toBe(true);
    // The first 10 come with their per-doctor lines.
    const explained = withTyped.filter((p) => p.doctors.length > 0);
    expect(explained).toHaveLength(10);
    for (const p of explained) {
      expect(p.doctors[1]).toMatchObject({
        name: namesake.name,
        providerId: null,
        matched: false,
        inNetwork: false,
      });
    }
    // Picked from the directory, the same doctor is checked against every plan's network.
    const picked = await rank({ ...base, doctors: [known, namesake] });
    expect(picked.every((p) => p.totalDoctors === 2)).toBe(true);
    expect(picked.filter((p) => p.doctors[1]?.matched === true)).toHaveLength(10);
  });
});
