/**
 * The one yearly cost (issue 36, item 2): what the person pays in the year, the Part B giveback
 * on its own line, and "you come out $X ahead" instead of a negative cost. The surfaces that show
 * these figures (card, compare table, plan page, PDF, e-mail, shared view, current-plan panel,
 * admin scoring view) take them from yearlyCostFigures; their own tests check each one.
 */
import { describe, expect, it } from 'vitest';
import { reasonsText } from '../shared/i18n/reasons-text.ts';
import { buildReasoning } from './reasoning.ts';
import { makePlan } from './testing/engine-factories.ts';
import { yearlyCostFigures, yearlyCostFromNet } from './yearly-cost.ts';

describe('yearlyCostFigures', () => {
  it.each([
    // premiums, drugs, medical, giveback → paid, net, cost, ahead
    // No giveback: $348 + $564 + $165 = $1,077 paid and shown.
    [348, 564, 165, 0, { paid: 1077, net: 1077, cost: 1077, ahead: 0 }],
    // A giveback smaller than the rest: $1,077 − $120 = $957.
    [348, 564, 165, 120, { paid: 1077, net: 957, cost: 957, ahead: 0 }],
    // The card: $200 of care, $2,088 back: $0 cost, $1,888 ahead (never −$1,888).
    [0, 0, 200, 2088, { paid: 200, net: -1888, cost: 0, ahead: 1888 }],
    // Exactly even: neither a cost nor a gain.
    [0, 0, 200, 200, { paid: 200, net: 0, cost: 0, ahead: 0 }],
    // Cents add to the cent, without binary fractions: 0.1 + 0.2 + 43.03 = 43.33.
    [0.1, 43.03, 0.2, 0, { paid: 43.33, net: 43.33, cost: 43.33, ahead: 0 }],
  ])('premiums %d, drugs %d, medical %d, giveback %d', (premiums, drugs, medical, giveback, expected) => {
    const figures = yearlyCostFigures({ premiums, drugs, medical, giveback });
    expect(figures).toEqual(expected);
    expect(figures.cost - figures.ahead).toBeCloseTo(figures.net, 9);
    expect(yearlyCostFromNet(figures.net)).toEqual({
      net: expected.net,
      cost: expected.cost,
      ahead: expected.ahead,
    });
  });

  it('names the card figure "estimated yearly cost" in the reasons, never what is paid before the giveback', () => {
    const plan = makePlan({ partBPremiumReduction: 174 });
    const reasons = (cost: { premiums: number; drugs: number; medical: number; giveback: number }) =>
      reasonsText(
        buildReasoning({
          plan,
          cost: { ...cost, total: yearlyCostFigures(cost).net },
          drugLines: [],
          doctorLines: [],
          lateEnrollmentWarning: false,
        }),
      ).slice(0, 2);
    // The case: the card reads $0 and "you come out $1,888 ahead"; so do the reasons.
    expect(reasons({ premiums: 0, drugs: 0, medical: 200, giveback: 2088 })).toEqual([
      'You pay $200 in the year: $0 in premiums, $0 for drugs and $200 for medical care.',
      'Medicare gives you back $2,088 of your Part B premium over the year, more than these costs: you come out $1,888 ahead.',
    ]);
    // A smaller giveback: the estimated yearly cost is the card's $957.
    expect(reasons({ premiums: 348, drugs: 564, medical: 165, giveback: 120 })[1]).toBe(
      'Medicare gives you back $120 of your Part B premium over the year, so your estimated yearly cost is $957.',
    );
    // No giveback: one reason, the card's figure.
    expect(reasons({ premiums: 348, drugs: 564, medical: 165, giveback: 0 })[0]).toBe(
      'Estimated yearly cost $1,077: $348 in premiums, $564 for drugs and $165 for medical care.',
    );
  });
});
