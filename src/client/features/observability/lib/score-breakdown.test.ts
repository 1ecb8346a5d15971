import { describe, expect, it } from 'vitest';
import { SCORE_CATEGORIES } from '../../../../shared/plan-fields';
import { makeAnalysisPlan } from '../testing/analysis-factory';
import { rawDataLines } from './raw-data-lines';
import { bestIndexes, groupBreakdown, pointsTone, rawValueText, signedPoints } from './score-breakdown';

describe('signed points', () => {
  it('writes the sign out and rounds to 2 decimals', () => {
    expect(signedPoints(2.5)).toBe('+2.50');
    expect(signedPoints(-1.234)).toBe('−1.23');
    expect(signedPoints(0)).toBe('0.00');
    expect(signedPoints(-0.001)).toBe('0.00');
    expect(pointsTone(0.3)).toBe('positive');
    expect(pointsTone(-10)).toBe('negative');
    expect(pointsTone(0.004)).toBe('zero');
  });
});

describe('groupBreakdown', () => {
  const plan = makeAnalysisPlan({
    rawData: { starRating: null, monthlyPremium: 0, copayStructure: { pcpCopayIn: '$5' } },
    scoreBreakdown: {
      monthlyPremiumPoints: 2.5,
      starRatingPoints: 2.1,
      hasRxCoveragePoints: -3.3,
      pcpCopayInPoints: 0.8,
      dentalPoints: 1,
      yearlyCostPoints: 30.1,
      snpEligibilityPoints: -10,
    },
  });
  const groups = groupBreakdown(plan);

  it('gives the four categories in the spec order, then Bonuses', () => {
    expect(groups.map((g) => g.name)).toEqual([
      'Basic Plan Fields',
      'Copay Structure',
      'Additional Benefits',
      'Prescription Drug Tiers',
      'Bonuses',
    ]);
    expect(groups[0]?.fields.map((f) => f.field)).toEqual(SCORE_CATEGORIES['Basic Plan Fields']);
  });

  it('sums each category with its sign, fields missing from the breakdown counting 0', () => {
    // 2.5 + 2.1 − 3.3 = 1.3
    expect(groups[0]?.total).toBe(1.3);
    expect(groups[1]?.total).toBe(0.8);
    expect(groups[2]?.total).toBe(1);
    expect(groups[3]?.total).toBe(0);
    expect(groups[3]?.fields.every((f) => f.points === 0)).toBe(true);
  });

  it('pairs each field with its raw value from the right part of the plan', () => {
    const basic = new Map(groups[0]?.fields.map((f) => [f.field, f]));
    expect(basic.get('starRating')).toEqual({ field: 'starRating', points: 2.1, raw: 'NULL→3.5' });
    expect(basic.get('monthlyPremium')?.raw).toBe('0');
    expect(basic.get('hasRxCoverage')?.raw).toBe('Yes');
    expect(basic.get('hospitalNetwork')?.raw).toBe('NULL');
    expect(groups[1]?.fields.find((f) => f.field === 'pcpCopayIn')?.raw).toBe('$5');
    expect(groups[2]?.fields.find((f) => f.field === 'persDevice')?.raw).toBe('No');
  });

  it('totals every key outside the categories as Bonuses', () => {
    const bonuses = groups[4];
    // 30.1 − 10 = 20.1
    expect(bonuses?.total).toBe(20.1);
    expect(bonuses?.fields.map((f) => f.field)).toEqual(['yearlyCostPoints', 'snpEligibilityPoints']);
  });

  it('shortens long raw text', () => {
    expect(rawValueText('hospitalNetwork', 'x'.repeat(200))).toHaveLength(80);
  });
});

describe('rawDataLines', () => {
  it('shows premium with 2 decimals and an unrated plan as NULL→3.5', () => {
    const lines = rawDataLines(
      makeAnalysisPlan({
        rawData: {
          planType: 'PPO',
          monthlyPremium: 29,
          partBPremiumReduction: 174.5,
          moopInNetwork: 6700,
          moopOutNetwork: 10100,
          starRating: null,
          hasRxCoverage: false,
          medicalDeductible: null,
          rxDeductible: 615,
        },
      }).rawData,
    );
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Type: PPO',
      'Premium: $29.00',
      'Part B: $174.50',
      'MOOP: $6,700 in / $10,100 out',
      'Stars: NULL→3.5',
      'Rx: No',
      'Medical Deductible: NULL',
      'Prescription Deductible: $615',
    ]);
  });

  it('shows a rated plan stars as the number', () => {
    const lines = rawDataLines(makeAnalysisPlan({ rawData: { starRating: 4.5 } }).rawData);
    expect(lines.find((l) => l.label === 'Stars')?.value).toBe('4.5');
    expect(lines.find((l) => l.label === 'MOOP')?.value).toBe('$3,900');
  });
});

describe('bestIndexes', () => {
  it('marks the highest, ties included', () => {
    expect([...bestIndexes([1, 3, 2])]).toEqual([1]);
    expect([...bestIndexes([3, 1, 3])]).toEqual([0, 2]);
    expect([...bestIndexes([-2, -1])]).toEqual([1]);
  });

  it('marks nothing when every plan has the same value', () => {
    expect(bestIndexes([0, 0, 0]).size).toBe(0);
    expect(bestIndexes([2.001, 2.004]).size).toBe(0);
    expect(bestIndexes([5]).size).toBe(0);
  });
});
