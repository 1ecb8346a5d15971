import { describe, expect, it } from 'vitest';
import { computeMedicalCost } from './medical-cost.ts';
import { COPAYS_BASE, makePlan } from './testing/engine-factories.ts';
import type { DoctorLine, EnginePlan } from './types.ts';

const doctor = (primaryCare: boolean, counted: boolean): DoctorLine => ({
  name: 'Dr. Test',
  specialty: primaryCare ? 'Family Medicine' : 'Cardiology',
  providerId: 1,
  matched: true,
  inNetwork: counted,
  distanceMiles: 3,
  withinRadius: true,
  counted,
  primaryCare,
});

type Case = { name: string; plan?: Partial<EnginePlan>; doctors: DoctorLine[]; expected: number };

// Base copays: PCP $5, specialist $40, labs $0, X-ray $15, urgent care $50; no out-of-network coverage.
// Typical prices: PCP $140, specialist $220, lab $60, X-ray $110, urgent care $180.
const cases: Case[] = [
  { name: 'baseline: 4 × $5 + 2 × $40 + 2 × $0 + $15 + $50 = $165', doctors: [], expected: 165 },
  {
    name: 'a listed in-network PCP takes the 4 PCP visits: still $165',
    doctors: [doctor(true, true)],
    expected: 165,
  },
  {
    name: 'a listed in-network specialist: 3 visits × $40 replace the 2 baseline ones: $20 + $120 + $15 + $50 = $205',
    doctors: [doctor(false, true)],
    expected: 205,
  },
  {
    name: 'an out-of-network specialist on an HMO is paid in full: 3 × $220 + $20 + $15 + $50 = $745',
    doctors: [doctor(false, false)],
    expected: 745,
  },
  {
    name: 'an out-of-network specialist on a PPO at $80: 3 × $80 + $85 = $325',
    plan: { planType: 'PPO', copayStructure: { ...COPAYS_BASE, specialistCopayOon: '$80' } },
    doctors: [doctor(false, false)],
    expected: 325,
  },
  {
    name: 'coinsurance: specialist 20% of $220 = $44: 4 × $5 + 2 × $44 + $15 + $50 = $173',
    plan: { copayStructure: { ...COPAYS_BASE, specialistCopayIn: '20%' } },
    doctors: [],
    expected: 173,
  },
  {
    name: '$250 deductible: labs $120, X-ray $110, urgent care $20 + $50, then copays $20 + $80 = $400',
    plan: { medicalDeductible: 250 },
    doctors: [],
    expected: 400,
  },
  {
    name: 'in-network spending stops at the MOOP: min($165, $100)',
    plan: { moopInNetwork: 100 },
    doctors: [],
    expected: 100,
  },
  {
    name: 'uncovered out-of-network care counts toward no cap: min($85, $100) + $660',
    plan: { moopInNetwork: 100 },
    doctors: [doctor(false, false)],
    expected: 85 + 660,
  },
  {
    name: 'a combined MOOP caps covered in- and out-of-network spending: PPO, $80 OON, combined cap $300',
    plan: {
      planType: 'PPO',
      moopOutNetwork: 300,
      copayStructure: { ...COPAYS_BASE, specialistCopayOon: '$80' },
    },
    doctors: [doctor(false, false)],
    expected: 300,
  },
  {
    name: 'two listed PCPs, one out of network: 2 visits × $5 + 2 visits × $140 + $80 + $15 + $50 = $435',
    doctors: [doctor(true, true), doctor(true, false)],
    expected: 435,
  },
];

describe('computeMedicalCost', () => {
  it.each(cases)('$name', ({ plan, doctors, expected }) => {
    expect(computeMedicalCost(makePlan(plan), doctors)).toBe(expected);
  });
});
