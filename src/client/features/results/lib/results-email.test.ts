import { describe, expect, it } from 'vitest';
import { makePlan, makeSavedUser, USER_ID } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { resultsEmailBody, resultsMailto } from './results-email';

const en = resultsText();

const plans = [
  makePlan({ id: 'H1', rank: 1, name: 'Alpha Care (HMO)', monthlyPremium: 0, estimatedAnnualCost: 1234.4 }),
  makePlan({ id: 'H2', rank: 2, name: 'Beta Plus (PPO)', monthlyPremium: 29, estimatedAnnualCost: 2500 }),
];
const resultsUrl = `https://clearplan.example/results/${USER_ID}`;

describe('results e-mail', () => {
  it('lists each plan with its premium and yearly estimate, and links back', () => {
    const body = resultsEmailBody({ plans, planYear: 2026, startMonth: 1, resultsUrl }, en);
    expect(body).toContain('plan year 2026');
    expect(body).toContain(
      '1. Alpha Care (HMO) (GlobalHealth) - Premium: Free; estimated yearly cost: $1,234',
    );
    expect(body).toContain(
      '2. Beta Plus (PPO) (GlobalHealth) - Premium: $29/month; estimated yearly cost: $2,500',
    );
    expect(body).toContain(`See the full results: ${resultsUrl}`);
    // A share link needs no access password: the e-mail says so, and until when.
    expect(body).toContain('The link opens these results only, without a password');
    expect(body).not.toMatch(/access password/);
  });

  it('names a part of the year instead of calling it yearly (e-mail surface, issue 36)', () => {
    // A plan starting December 1 prices one month: the line says which, and never "yearly".
    const december = resultsEmailBody({ plans, planYear: 2026, startMonth: 12, resultsUrl }, en);
    expect(december).toContain(
      '1. Alpha Care (HMO) (GlobalHealth) - Premium: Free; estimated cost for December 2026: $1,234',
    );
    expect(december).not.toMatch(/yearly/);
    const fromJuly = resultsEmailBody({ plans, planYear: 2026, startMonth: 7, resultsUrl }, en);
    expect(fromJuly).toContain('estimated cost for July 2026 to December 2026: $2,500');
    const spanish = resultsEmailBody(
      { plans, planYear: 2026, startMonth: 12, resultsUrl },
      resultsText('es'),
    );
    expect(spanish).toContain('costo estimado de diciembre de 2026');
    expect(spanish).not.toMatch(/anual/);
  });

  it('carries no personal details: no name, birth date, medications or doctors', () => {
    const user = makeSavedUser();
    const body = resultsEmailBody({ plans, planYear: 2026, startMonth: 1, resultsUrl }, en);
    for (const secret of [
      user.firstName,
      user.lastName,
      user.birthDate,
      ...user.medications.map((m) => m.name),
      ...user.doctors.map((d) => d.name),
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it('builds a mailto: link with an encoded subject and body', () => {
    const href = resultsMailto({ plans, planYear: 2026, startMonth: 1, resultsUrl }, en);
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    expect(href).not.toMatch(/\s/);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('My ClearPlan Medicare plan results');
    expect(url.searchParams.get('body')).toContain('Alpha Care (HMO)');
    expect(href).toContain('%0D%0A');
  });
});
