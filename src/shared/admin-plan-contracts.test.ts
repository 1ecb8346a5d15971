/** The admin plan schemas follow shared/plan-fields.ts: a plan column declared there is in each of them. */
import { describe, expect, it } from 'vitest';
import {
  adminPlanCreateSchema,
  adminPlanRecordSchema,
  adminPlanUpdateSchema,
} from './admin-plan-contracts.ts';
import { PLAN_COLUMN_FIELDS } from './plan-fields.ts';

const NESTED = ['copayStructure', 'benefits', 'prescriptionTiers'];
const SERVER_OWNED = ['id', 'createdAt', 'updatedAt'];
const columns = PLAN_COLUMN_FIELDS.map((f) => f.key);

describe('the admin plan schemas derived from the plan fields', () => {
  it('answer and take every plan column, the nested objects, and the server-owned fields', () => {
    expect(Object.keys(adminPlanRecordSchema.shape).sort()).toEqual(
      [...columns, ...NESTED, ...SERVER_OWNED, 'premiumSource'].sort(),
    );
    for (const schema of [adminPlanCreateSchema, adminPlanUpdateSchema])
      expect(Object.keys(schema.shape).sort()).toEqual([...columns, ...NESTED, ...SERVER_OWNED].sort());
  });

  it('give a new plan spec §5 defaults and refuse it without the required fields, by their names', () => {
    const plan = adminPlanCreateSchema.parse({
      planId: 'H1234-001',
      carrier: 'Humana',
      planName: 'Gold (HMO)',
      planType: 'HMO',
      region: 'Oklahoma',
    });
    expect(plan).toMatchObject({
      monthlyPremium: '0.00',
      partBPremiumReduction: '0.00',
      medicalDeductible: '0.00',
      rxDeductible: '0.00',
      moopInNetwork: null,
      hasRxCoverage: true,
      isActive: true,
      starRating: null,
      counties: null,
      copayStructure: null,
    });
    expect(plan.planYear).toBeUndefined();
    const refused = adminPlanCreateSchema.safeParse({ planName: ' ', monthlyPremium: null });
    expect(refused.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'planId: Plan ID is required',
      'carrier: Carrier is required',
      'planName: Plan name is required',
      'planType: Plan type is required',
      'region: Region is required',
      'monthlyPremium: Must be a valid amount (e.g., 0.00)',
    ]);
  });

  it('let an update empty an optional column but not a required one', () => {
    expect(adminPlanUpdateSchema.parse({ notes: '  ', county: '' })).toEqual({ notes: null, county: null });
    expect(adminPlanUpdateSchema.safeParse({ planName: '' }).error?.issues[0]?.message).toBe(
      'Plan name is required',
    );
  });
});
