import { describe, expect, it } from 'vitest';
import { makePlan } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { sortPlans } from './plan-list';
import { extraHelpPremiumText, loweredByExtraHelp, premiumPaid, premiumPaidText } from './yearly-cost';

const en = resultsText();

const applied = (monthly: number, sample = false) => ({ status: 'applied' as const, monthly, sample });

describe('the premium with Extra Help, in words', () => {
  it('says what Extra Help leaves of the premium, and what it is without it', () => {
    const plan = makePlan({ monthlyPremium: 29, extraHelpPremium: applied(10.6) });
    expect(extraHelpPremiumText(plan, en)).toBe(
      'Premium with Extra Help: $10.60 a month ($29.00 without it).',
    );
    expect(premiumPaid(plan)).toBe(10.6);
    expect(loweredByExtraHelp(plan)).toBe(true);
    expect(premiumPaidText(plan, en)).toBe('$11/month with Extra Help');
  });

  it('labels sample figures as sample data', () => {
    const plan = makePlan({ monthlyPremium: 29, extraHelpPremium: applied(10.44, true) });
    expect(extraHelpPremiumText(plan, en)).toBe(
      'Premium with Extra Help: $10.44 a month ($29.00 without it) (sample data).',
    );
  });

  it('says when Extra Help does not lower it, and when Medicare\u2019s figure is not on file', () => {
    const unchanged = makePlan({ monthlyPremium: 12, extraHelpPremium: applied(12) });
    expect(extraHelpPremiumText(unchanged, en)).toBe("Extra Help does not lower this plan's premium.");
    expect(premiumPaidText(unchanged, en)).toBe('$12/month');
    const notOnFile = makePlan({
      monthlyPremium: 29,
      extraHelpPremium: { status: 'not-on-file', monthly: 29, sample: false },
    });
    expect(extraHelpPremiumText(notOnFile, en)).toBe(
      "Extra Help may pay part of this premium, but Medicare's figure for this plan is not on file, so the full premium is counted.",
    );
    expect(premiumPaid(notOnFile)).toBe(29);
  });

  it('says nothing without Extra Help', () => {
    const plan = makePlan({ monthlyPremium: 29 });
    expect(extraHelpPremiumText(plan, en)).toBeNull();
    expect(premiumPaidText(plan, en)).toBe('$29/month');
  });

  it('sorts by the premium the person pays', () => {
    const plans = [
      makePlan({ planId: 'A', rank: 1, monthlyPremium: 20 }),
      makePlan({ planId: 'B', rank: 2, monthlyPremium: 29, extraHelpPremium: applied(10.6) }),
    ];
    expect(sortPlans(plans, 'cost').map((p) => p.planId)).toEqual(['B', 'A']);
  });
});
