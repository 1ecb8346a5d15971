import { describe, expect, it } from 'vitest';
import { makeAnalysisPlan } from '../testing/analysis-factory';
import {
  bestIndexes,
  EARLIER_SCORING,
  pointsTone,
  rawDataLines,
  roundPoints,
  scoreGroups,
  signedPoints,
} from './score-breakdown';

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

describe('scoreGroups', () => {
  // A plan the dominance rule capped, which comes out ahead on its Part B giveback: $120 of
  // premiums + $300 of drugs + $180 of care − $720 back = −$120.
  const plan = makeAnalysisPlan({
    finalScore: 61.2,
    estimatedAnnualCost: -120,
    costBreakdown: { premiums: 120, drugs: 300, medical: 180, partBGiveback: 720 },
    components: {
      cost: 41.3,
      drugs: 5,
      doctors: 10,
      stars: 7.5,
      priorities: 7.5,
      noDrugCoverage: 0,
      dominance: -10.1,
    },
    priorityPoints: { dentalPoints: 7.5 },
    medicationsCovered: 1,
    totalMedications: 2,
    cappedBy: 'H2000-001',
    rawData: { starRating: null },
  });
  const groups = scoreGroups(plan);
  const lines = (name: string) =>
    groups
      .find((g) => g.name === name)
      ?.lines.map((l) => `${l.label}: ${l.points === undefined ? l.text : signedPoints(l.points)}`);

  it("gives the engine's components in its order, their points adding up to the final score", () => {
    expect(groups.map((g) => `${g.name} ${signedPoints(g.total)}`)).toEqual([
      'Yearly cost +41.30',
      'Drugs covered +5.00',
      'Doctors in network +10.00',
      'Star rating +7.50',
      'What matters to you +7.50',
      'No drug coverage 0.00',
      'Dominance cap −10.10',
    ]);
    expect(roundPoints(groups.reduce((a, g) => a + g.total, 0))).toBe(plan.finalScore);
  });

  it("opens the cost points onto the yearly cost's parts, the giveback on its own line", () => {
    expect(lines('Yearly cost')?.slice(0, 5)).toEqual([
      'Premiums: $120.00',
      'Drugs: $300.00',
      'Medical care: $180.00',
      'Part B giveback: −$720.00',
      'Estimated yearly cost: $0.00 (comes out $120.00 ahead)',
    ]);
  });

  it('says what the drug, doctor, star, priority and dominance points count', () => {
    expect(lines('Drugs covered')).toEqual(['Counted: 1 of 2 drugs']);
    expect(lines('Doctors in network')).toEqual(['Counted: No doctors from the directory: all 10']);
    expect(lines('Star rating')).toEqual(['Stars: NULL→3.5']);
    expect(lines('What matters to you')).toEqual(['Dental: +7.50']);
    expect(lines('Dominance cap')?.[0]).toMatch(/^Capped by: H2000-001, which beats it/);
    expect(lines('No drug coverage')?.[0]).toMatch(/not moved$/);
  });

  it('says a plan without drug coverage ranks after every plan with it', () => {
    const noDrugs = scoreGroups(makeAnalysisPlan({ afterDrugCoverage: true }));
    expect(noDrugs.find((g) => g.name === 'No drug coverage')?.lines[0]?.text).toMatch(
      /ranked after every plan with drug coverage/,
    );
  });

  it('shows the earlier scoring as its own labelled part only when a stored result has it', () => {
    expect(groups.some((g) => g.name === EARLIER_SCORING)).toBe(false);
    const older = scoreGroups(
      makeAnalysisPlan({ otherPoints: { pcpCopayInPoints: 0.8, tier1RetailPoints: 0.5 } }),
    );
    expect(older.at(-1)).toEqual({
      name: EARLIER_SCORING,
      total: 1.3,
      lines: [
        { label: 'pcpCopayInPoints', points: 0.8 },
        { label: 'tier1RetailPoints', points: 0.5 },
      ],
    });
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
