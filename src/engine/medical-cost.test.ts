import { describe, expect, it } from 'vitest';
import type { HealthAnswer } from '../shared/profile-answers.ts';
import { computeMedicalCost, parseDaySchedule, plannedCare, stayCost, UTILISATION } from './medical-cost.ts';
import { COPAYS_BASE, makePlan } from './testing/engine-factories.ts';
import type { DoctorLine, EnginePlan } from './types.ts';

const doctor = (primaryCare: boolean, inNetwork: boolean, withinRadius = true): DoctorLine => ({
  name: 'Dr. Test',
  specialty: primaryCare ? 'Family Medicine' : 'Cardiology',
  providerId: 1,
  matched: true,
  inNetwork,
  distanceMiles: withinRadius ? 3 : 150,
  withinRadius,
  counted: inNetwork,
  primaryCare,
});

/** Every service the model prices, with a cost share on file. */
const COPAYS_FULL = {
  ...COPAYS_BASE,
  mriCtIn: '$150',
  outpatientSurgeryIn: '$250',
  ambulanceGround: '$250',
  skilledNursingIn: '$0 per day, days 1-20; $203 per day, days 21-100',
};

type Case = {
  name: string;
  health?: HealthAnswer;
  plan?: Partial<EnginePlan>;
  doctors?: DoctorLine[];
  expected: number;
};

// Base copays: PCP $5, specialist $40, labs $0, X-ray $15, urgent care $50, ER $110, hospital $325 a
// day for days 1-5; no out-of-network coverage. Full prices: PCP $140, specialist $220, lab $60,
// X-ray $110, urgent care $180, imaging $500, ER $900, surgery $1,500, ambulance $600, hospital
// $3,000 a day, skilled nursing $600 a day.
const cases: Case[] = [
  { name: 'rarely: 1 × $0 lab + 2 × $5 PCP + 1 × $40 specialist = $50', health: 'rarely', expected: 50 },
  {
    name: 'a few visits (the default): 2 × $0 + $15 + $50 + 4 × $5 + 2 × $40 = $165',
    expected: 165,
  },
  {
    name: 'a listed in-network PCP takes the 4 PCP visits: still $165',
    doctors: [doctor(true, true)],
    expected: 165,
  },
  {
    name: 'a listed in-network specialist takes the 2 specialist visits: still $165 (listing adds no care)',
    doctors: [doctor(false, true)],
    expected: 165,
  },
  {
    name: 'an in-network specialist 150 miles away is still in network: $165 (the radius limits the search only)',
    doctors: [doctor(false, true, false)],
    expected: 165,
  },
  {
    name: 'an out-of-network specialist on an HMO is paid in full: $85 + 2 × $220 = $525',
    doctors: [doctor(false, false)],
    expected: 525,
  },
  {
    name: 'an out-of-network specialist on a PPO at $80: $85 + 2 × $80 = $245',
    plan: { planType: 'PPO', copayStructure: { ...COPAYS_BASE, specialistCopayOon: '$80' } },
    doctors: [doctor(false, false)],
    expected: 245,
  },
  {
    name: 'two listed specialists, one out of network (HMO): one visit each, $40 + $220 + $85 = $345',
    doctors: [doctor(false, true), doctor(false, false)],
    expected: 345,
  },
  {
    name: 'coinsurance: specialist 20% of $220 = $44: $0 + $15 + $50 + 4 × $5 + 2 × $44 = $173',
    plan: { copayStructure: { ...COPAYS_BASE, specialistCopayIn: '20%' } },
    expected: 173,
  },
  {
    name: '$250 deductible: labs 2 × $60, X-ray $110, urgent care $20 of $180 then its $50, then $20 + $80 = $400',
    plan: { medicalDeductible: 250 },
    expected: 400,
  },
  {
    name: 'ongoing care: $0 labs + 2 × $15 + $50 + 6 × $5 + 8 × $40 + 2 × $150 imaging + $110 ER + $250 surgery + $250 ambulance + 5 days × $325 + 10 nursing days × $0 = $2,965',
    health: 'ongoing',
    plan: { copayStructure: COPAYS_FULL, moopInNetwork: 3900 },
    expected: 2965,
  },
  {
    name: 'ongoing care reaches a $2,000 in-network MOOP: min($2,965, $2,000) = $2,000',
    health: 'ongoing',
    plan: { copayStructure: COPAYS_FULL, moopInNetwork: 2000 },
    expected: 2000,
  },
  {
    name: 'ongoing care with a 20% hospital coinsurance: 20% of 5 × $3,000 = $3,000 instead of $1,625: $4,340, capped at $3,900',
    health: 'ongoing',
    plan: { copayStructure: { ...COPAYS_FULL, hospitalCopayIn: '20%' }, moopInNetwork: 3900 },
    expected: 3900,
  },
  {
    name: 'uncovered out-of-network care counts toward no cap: min($85, $60) + 2 × $220',
    plan: { moopInNetwork: 60 },
    doctors: [doctor(false, false)],
    expected: 60 + 440,
  },
  {
    name: 'a combined MOOP caps covered in- and out-of-network spending: PPO, $80 OON, combined cap $200',
    plan: {
      planType: 'PPO',
      moopOutNetwork: 200,
      copayStructure: { ...COPAYS_BASE, specialistCopayOon: '$80' },
    },
    doctors: [doctor(false, false)],
    expected: 200,
  },
  {
    name: 'two listed PCPs, one out of network: 2 visits × $5 + 2 visits × $140 + $65 + $80 = $435',
    doctors: [doctor(true, true), doctor(true, false)],
    expected: 435,
  },
];

describe('computeMedicalCost', () => {
  it.each(cases)('$name', ({ health, plan, doctors, expected }) => {
    expect(computeMedicalCost(makePlan(plan), doctors ?? [], health)).toBe(expected);
  });

  it('gives more care for worse health, never less', () => {
    const order: HealthAnswer[] = ['rarely', 'some', 'ongoing'];
    for (let i = 1; i < order.length; i++) {
      const less = UTILISATION[order[i - 1] as HealthAnswer];
      const more = UTILISATION[order[i] as HealthAnswer];
      for (const service of Object.keys(less) as (keyof typeof less)[]) {
        expect(more[service]).toBeGreaterThanOrEqual(less[service]);
      }
    }
  });

  it('places the same care whatever doctors are listed', () => {
    const total = (doctors: DoctorLine[]) =>
      plannedCare('ongoing', doctors).reduce((sum, item) => sum + item.count, 0);
    const none = total([]);
    expect(total([doctor(true, true)])).toBeCloseTo(none, 9);
    expect(total([doctor(false, false), doctor(false, true), doctor(true, false)])).toBeCloseTo(none, 9);
  });

  it('prices a doctor whose network status is not verified as if no doctor were listed (ADR 0014)', () => {
    const plan = makePlan();
    const notVerified = { ...doctor(true, false), notVerified: true };
    expect(computeMedicalCost(plan, [notVerified], 'ongoing')).toBe(computeMedicalCost(plan, [], 'ongoing'));
    // Out of network (a network that speaks for them lacks them) costs more.
    expect(computeMedicalCost(plan, [doctor(true, false)], 'ongoing')).toBeGreaterThan(
      computeMedicalCost(plan, [], 'ongoing'),
    );
  });
});

describe('hospital and nursing day schedules', () => {
  it('reads day bands and prices a stay by them', () => {
    const snf = parseDaySchedule('$0 per day, days 1-20; $203 per day, days 21-100');
    expect(snf).toEqual([
      { amount: 0, from: 1, to: 20 },
      { amount: 203, from: 21, to: 100 },
    ]);
    // 25 days: 20 × $0 + 5 × $203 = $1,015.
    expect(stayCost(snf ?? [], 25)).toBe(1015);
    // "$295 per day, days 1-6" for a 10-day stay: 6 × $295; days 7-10 cost nothing more.
    expect(stayCost(parseDaySchedule('$295 per day, days 1-6') ?? [], 10)).toBe(1770);
    expect(parseDaySchedule('$1,500 per stay')).toBeNull();
    expect(parseDaySchedule('20%')).toBeNull();
  });
});
