import { describe, expect, it } from 'vitest';
import plans from '../../../../../data/plans.json';
import { type AdminPlanRecord, adminPlanUpdateSchema } from '../../../../shared/admin-plan-contracts';
import {
  ADVANCED_TABS,
  firstError,
  issuesByField,
  toFormValues,
  toUpdateBody,
  validateAdvancedForm,
} from './advanced-form';

type SeedPlan = (typeof plans)[number];

/** A seeded plan as GET /api/admin/plans/{planId} answers it (stars as a number, objects never null). */
function asRecord(seed: SeedPlan, id = 1): AdminPlanRecord {
  return {
    ...seed,
    planYear: 2026,
    id,
    starRating: seed.starRating === null ? null : Number(seed.starRating),
    copayStructure: seed.copayStructure ?? {},
    benefits: seed.benefits ?? {},
    prescriptionTiers: seed.prescriptionTiers ?? {},
    providerId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  } as AdminPlanRecord;
}

const first = plans[0] as SeedPlan;

describe('advanced editor form mapping', () => {
  it('round-trips every seeded plan: an unchanged form sends the nested objects exactly as loaded', () => {
    for (const [i, seed] of plans.entries()) {
      const plan = asRecord(seed as SeedPlan, i + 1);
      const body = toUpdateBody(toFormValues(plan), plan);
      expect(body.copayStructure).toEqual(plan.copayStructure);
      expect(body.benefits).toEqual(plan.benefits);
      expect(body.prescriptionTiers).toEqual(plan.prescriptionTiers);
      expect(body).toMatchObject({
        planId: plan.planId,
        carrier: plan.carrier,
        monthlyPremium: plan.monthlyPremium,
        moopOutNetwork: plan.moopOutNetwork,
        starRating: plan.starRating === null ? null : String(plan.starRating),
        hasRxCoverage: plan.hasRxCoverage,
        isActive: plan.isActive,
        enrollmentUrl: plan.enrollmentUrl,
      });
      expect(adminPlanUpdateSchema.safeParse(body).success).toBe(true);
    }
  });

  it('reads the real keys: er is Emergency Room, gym is Fitness, selectInsulin is Insulin', () => {
    const values = toFormValues(asRecord(first));
    expect(values).toMatchObject({
      pcpCopayIn: '$5',
      er: '$110',
      gym: 'SilverSneakers',
      selectInsulin: '$35',
      tier5Retail: '27%',
      tier6Retail: 'None (5-tier formulary)',
      starRating: '4',
      moopOutNetwork: '',
      hasRxCoverage: true,
    });
  });

  it('puts a changed copay and tier in their objects and keeps every key without an input', () => {
    const plan = asRecord(first);
    const values = {
      ...toFormValues(plan),
      er: ' $95 ',
      tier2Mail: '$20',
      gym: 'Renew Active',
    };
    const body = toUpdateBody(values, plan);
    expect(body.copayStructure).toEqual({ ...first.copayStructure, er: '$95' });
    // The seven keys of spec §5 with no input travel as loaded.
    for (const key of [
      'pcpCopayOon',
      'specialistCopayOon',
      'labsOon',
      'xraysOon',
      'ambulanceGround',
      'hospitalCopayIn',
    ])
      expect(body.copayStructure[key]).toBe(first.copayStructure[key as keyof SeedPlan['copayStructure']]);
    expect(body.benefits).toEqual({ ...first.benefits, gym: 'Renew Active' });
    expect(body.benefits.meals).toBe('14 meals after an inpatient stay');
    expect(body.benefits.persDevice).toBe(false);
    expect(body.prescriptionTiers).toEqual({ ...first.prescriptionTiers, tier2Mail: '$20' });
  });

  it('drops an emptied input, adds a new one, and sends "No rating" and empty amounts as null', () => {
    const plan = { ...asRecord(first), copayStructure: { pcpCopayIn: '$5', er: '$90' }, benefits: {} };
    const values = {
      ...toFormValues(plan),
      er: '  ',
      urgentCare: '$40',
      dental: '',
      starRating: 'unrated',
      moopInNetwork: '',
      notes: '   ',
    };
    const body = toUpdateBody(values, plan);
    expect(body.copayStructure).toEqual({ pcpCopayIn: '$5', urgentCare: '$40' });
    expect(body.benefits).toEqual({});
    expect(body).toMatchObject({ starRating: null, moopInNetwork: null, notes: null });
  });

  it('validates with the server schema and names the field and tab of each problem', () => {
    const plan = asRecord(first);
    const values = {
      ...toFormValues(plan),
      planName: ' ',
      monthlyPremium: '12.345',
      er: 'x'.repeat(501),
      enrollmentUrl: 'http://example.com',
    };
    const result = validateAdvancedForm(values, plan);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toEqual({
      planName: 'Plan name is required',
      monthlyPremium: 'Must be a valid amount (e.g., 0.00)',
      er: 'Must be at most 500 characters',
      enrollmentUrl: 'Enrollment link must be a web address starting with https://',
    });
    expect(firstError((f) => f in result.fields)).toEqual({ tab: 'basic', field: 'planName' });
    expect(firstError((f) => f === 'enrollmentUrl' || f === 'er')).toEqual({
      tab: 'copays',
      field: 'er',
    });
    expect(validateAdvancedForm(toFormValues(plan), plan)).toEqual({ ok: true });
  });

  it('maps server issue paths to fields, and keeps issues of keys without an input apart', () => {
    expect(
      issuesByField([
        { path: 'copayStructure.er', message: 'Too long' },
        { path: 'benefits.gym', message: 'Bad' },
        { path: 'prescriptionTiers.selectInsulin', message: 'Odd' },
        { path: 'copayStructure.mriCtIn', message: 'Hidden' },
        { path: 'planId', message: 'Plan ID is required' },
      ]),
    ).toEqual({
      fields: { er: 'Too long', gym: 'Bad', selectInsulin: 'Odd', planId: 'Plan ID is required' },
      other: ['copayStructure.mriCtIn: Hidden'],
    });
  });

  it('lists six tabs', () => {
    expect(ADVANCED_TABS.map((t) => t.label)).toEqual([
      'Basic Info',
      'Costs',
      'Copays',
      'Benefits',
      'Rx Tiers',
      'Settings',
    ]);
  });
});
