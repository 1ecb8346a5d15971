import { describe, expect, it } from 'vitest';
import { adminPlanCreateSchema, adminPlanUpdateSchema } from './admin-plan-contracts.ts';
import esCommon from './i18n/locales/es/common.json';
import { isPlanId, PLAN_ID_FORM_MESSAGE, planIdOf, planIdParts } from './plan-id.ts';

describe("a plan ID in CMS's form", () => {
  it('is a contract letter H, R, S or E with four digits, a three-digit plan and an optional segment', () => {
    for (const id of ['H1234-001', 'R5826-001', 'S4802-090', 'E0654-801', 'H1234-001-1', 'H1234-001-000']) {
      expect(isPlanId(id), id).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const id of [
      'BADID',
      'XYZ',
      '',
      'X1234-001',
      'Z1001-001',
      'h1234-001',
      'H123-001',
      'H12345-001',
      'H1234-01',
      'H1234-0011',
      'H1234001',
      'H1234-001-',
      'H1234-001-1234',
      ' H1234-001',
      'H1234/001',
    ]) {
      expect(isPlanId(id), id).toBe(false);
    }
  });

  it('is built from and split into contract, plan and segment as ClearPlan writes it', () => {
    expect(planIdOf('H1234', '1', '000')).toBe('H1234-001');
    expect(planIdOf('H1234', '001', '2')).toBe('H1234-001-2');
    expect(planIdOf('S4802', '90', '')).toBe('S4802-090');
    expect(planIdParts('H1234-001-2')).toEqual({ contract: 'H1234', plan: '001', segment: 2 });
    expect(planIdParts('H1234-001')).toEqual({ contract: 'H1234', plan: '001', segment: 0 });
    expect(planIdParts('BADID')).toBeNull();
  });

  it('is refused in the create and edit schemas with the message naming the form, in English and Spanish', () => {
    for (const planId of ['BADID', 'XYZ']) {
      const created = adminPlanCreateSchema.safeParse({
        planId,
        carrier: 'Humana',
        planName: 'A plan',
        planType: 'HMO',
        region: 'Oklahoma',
      });
      expect(created.success).toBe(false);
      expect(created.error?.issues).toEqual([
        expect.objectContaining({ path: ['planId'], message: PLAN_ID_FORM_MESSAGE }),
      ]);
      const edited = adminPlanUpdateSchema.safeParse({ planId });
      expect(edited.error?.issues.map((i) => i.message)).toEqual([PLAN_ID_FORM_MESSAGE]);
    }
    expect(PLAN_ID_FORM_MESSAGE).toContain('H1234-001');
    expect(esCommon.planIdForm).toContain('H1234-001');
    expect(esCommon.planIdForm).not.toBe(PLAN_ID_FORM_MESSAGE);
  });
});
