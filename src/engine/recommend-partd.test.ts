/**
 * recommendPlans with a plan priced from Part D files (issue 17): the chosen pharmacy kind, the
 * cost at each kind, the payment plan, a covered generic named with its saving, a mid-year start,
 * and a plan the release does not have priced with the estimate.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../shared/profile-answers.ts';
import type { PartDCostShare, PartDPlan, PharmacyColumn } from './partd-types.ts';
import { recommendPlans } from './recommend.ts';
import { ALL_DRUGS, formulary, makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

const copay = (amount: number): PartDCostShare => ({ kind: 'copay', amount });
const columns = (pref: number, nonpref: number, mailPref: number | null, mailNonpref: number) =>
  ({
    pref: copay(pref),
    nonpref: copay(nonpref),
    mailPref: mailPref === null ? null : copay(mailPref),
    mailNonpref: copay(mailNonpref),
  }) satisfies Record<PharmacyColumn, PartDCostShare>;
const fees = (generic: number, brand: number) => ({
  generic: { 30: generic, 60: generic, 90: generic },
  brand: { 30: brand, 60: brand, 90: brand },
});

// Tier 1: $0 preferred, $5 standard, $0 mail; tier 3: $40 preferred, $47 standard, $45 mail (the
// plan has no preferred-mail copay, so mail order uses standard mail). Fees: generic $1/$2/$0,
// brand $2/$3/$0 at preferred/standard/mail. No deductible.
const PART_D: PartDPlan = {
  release: { id: 7, contractYear: 2026, releaseDate: '2026 Q4', sample: true, label: '2026 Q4 (sample)' },
  deductible: 0,
  costs: [1, 3].map((tier) => ({
    coverageLevel: 1 as const,
    tier,
    daysSupply: 30 as const,
    shares: tier === 1 ? columns(0, 5, 0, 5) : columns(40, 47, null, 45),
    specialtyTier: false,
    deductibleApplies: false,
  })),
  insulin: [],
  drugs: new Map(
    [
      { rxcui: 'R-BRAND', tier: 3, unitCost: 10 }, // 30 × $10 = $300 + fee
      { rxcui: 'R-GENERIC', tier: 1, unitCost: 0.5 }, // 30 × $0.50 = $15 + fee
    ].map((d) => [
      d.rxcui,
      {
        rxcui: d.rxcui,
        tier: d.tier,
        priorAuthorization: false,
        stepTherapy: false,
        quantityLimit: null,
        excludedDrug: false,
        indications: [],
        unitCost: { 30: d.unitCost },
      },
    ]),
  ),
  pharmacies: { preferred: fees(1, 2), standard: fees(2, 3), mail: fees(0, 0) },
};

const brandProfile = (answers: Partial<typeof DEFAULT_ANSWERS> = {}) =>
  makeProfile({
    medications: [{ name: 'BrandB', dosage: '10 mg tablet', quantity: 30, frequency: 'monthly' }],
    answers: { ...DEFAULT_ANSWERS, ...answers },
  });
const context = makeContext({
  drugs: ALL_DRUGS,
  rxNorm: [{ rxcui: 'R-BRAND', brand: true, generic: { rxcui: 'R-GENERIC', name: 'Genericol' } }],
});

describe('a plan priced from Part D files', () => {
  it('prices at the chosen pharmacy kind, shows every kind, the payment plan and the covered generic', () => {
    const plan = makePlan({ monthlyPremium: 10, partD: PART_D, formulary: formulary({}) });
    const [result] = recommendPlans(brandProfile(), [plan], context);
    // Standard pharmacy: min($47, $303) = $47 a month, 12 × $47 = $564.
    expect(result?.cost.drugs).toBe(564);
    expect(result?.drugLines[0]).toMatchObject({ covered: true, tier: 3, pricePerFill: 303, daysSupply: 30 });
    expect(result?.drugPricing).toMatchObject({
      source: 'medicare',
      sample: true,
      release: '2026 Q4 (sample)',
      pharmacy: 'standard',
      pharmacyAvailable: true,
      // Preferred 12 × $40 = $480; mail 12 × $45 (standard mail) = $540.
      byPharmacy: { preferred: 480, standard: 564, mail: 540 },
      coverageStartMonth: 1,
    });
    // Payment plan: January min($47, $2,100 / 12 = $175) = $47; February ($0 carried + $47) / 11 = $4.27.
    const schedule = result?.drugPricing.paymentPlan ?? [];
    expect(schedule.slice(0, 2)).toEqual([
      { month: 1, atPharmacy: 47, bill: 47 },
      { month: 2, atPharmacy: 47, bill: 4.27 },
    ]);
    expect(Math.round(schedule.reduce((sum, m) => sum + m.bill, 0) * 100) / 100).toBe(564);
    // The generic instead: min($5, 30 × $0.50 + $2 = $17) = $5 a month, 12 × $5 = $60: $504 less.
    expect(result?.drugLines[0]?.alternative).toEqual({ name: 'Genericol', annualSavings: 504 });
  });

  it('by mail order with Extra Help, from July: the mail price, the Extra Help copay and six months', () => {
    const plan = makePlan({ monthlyPremium: 10, partD: PART_D, formulary: formulary({}) });
    const [result] = recommendPlans(
      brandProfile({ pharmacy: 'mail', extraHelp: 'full', coverageStartMonth: 7 }),
      [plan],
      context,
    );
    // Mail: min($45, $300) = $45, but Extra Help's brand copay ($12.65) is less: 6 × $12.65 = $75.90.
    expect(result?.cost.drugs).toBe(75.9);
    // Premiums for July to December: 6 × $10.
    expect(result?.cost.premiums).toBe(60);
    expect(result?.drugPricing.paymentPlan.map((m) => m.month)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(result?.drugLines[0]).toMatchObject({ fillsPerYear: 6 });
  });

  it('a plan the release does not have is estimated, and says so', () => {
    const plan = makePlan({ formulary: formulary({ BrandB: 3 }) });
    const [result] = recommendPlans(brandProfile(), [plan], context);
    expect(result?.drugPricing).toMatchObject({
      source: 'estimate',
      sample: false,
      release: null,
      byPharmacy: { preferred: null, standard: null, mail: null },
    });
    expect(result?.drugLines[0]?.alternative).toBeUndefined();
  });

  it("at the person's own pharmacy: its kind and fees in the plan's network, full price where it is not", () => {
    const ownContext = { ...context, pharmacy: { npi: '9900000016', name: 'Main Street Pharmacy' } };
    const answers = { pharmacyNpi: '9900000016' };
    // In network as a preferred pharmacy: min($40, 30 × $10 + its own $0.50 fee) = $40 a month.
    const inNetwork = makePlan({
      partD: { ...PART_D, specificPharmacy: { inNetwork: true, preferred: true, fees: fees(0.5, 0.5) } },
      formulary: formulary({}),
    });
    const [there] = recommendPlans(brandProfile(answers), [inNetwork], ownContext);
    expect(there?.cost.drugs).toBe(480);
    expect(there?.drugLines[0]?.pricePerFill).toBe(300.5);
    expect(there?.drugPricing).toMatchObject({
      pharmacy: 'preferred',
      specificPharmacy: { npi: '9900000016', name: 'Main Street Pharmacy', inNetwork: true, preferred: true },
      byPharmacy: { preferred: 480, standard: 564, mail: 540, specific: 480 },
    });
    // Not in the plan's network: no Part D fill there, the cash price (30 × $10 = $300) every month,
    // $3,600; the drug is still on the plan's formulary; nothing for the payment plan to spread.
    const outside = makePlan({
      partD: { ...PART_D, specificPharmacy: { inNetwork: false } },
      formulary: formulary({}),
    });
    const [away] = recommendPlans(brandProfile(answers), [outside], ownContext);
    expect(away?.cost.drugs).toBe(3600);
    expect(away?.drugLines[0]).toMatchObject({ covered: true, tier: 3, pricePerFill: 300, annualCost: 3600 });
    expect(away?.drugPricing.specificPharmacy).toMatchObject({ inNetwork: false, preferred: false });
    expect(away?.drugPricing.byPharmacy.specific).toBe(3600);
    expect(away?.drugPricing.paymentPlan.every((m) => m.bill === 0)).toBe(true);
    // The plan in network ranks first for this person.
    const ranked = recommendPlans(
      brandProfile(answers),
      [outside, { ...inNetwork, id: 2, planId: 'H0001-002' }],
      ownContext,
    );
    expect(ranked[0]?.plan.planId).toBe('H0001-002');
  });
});
