import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { makeSavedUser } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { searchSummary } from './search-summary';

const en = resultsText();

describe('searchSummary', () => {
  it('counts medications and doctors with the ZIP, then the pharmacy, Extra Help and start month', () => {
    expect(searchSummary(makeSavedUser(), 2026, en)).toBe(
      'Based on 2 medications and 1 doctor near 73099. Prescriptions filled at a standard pharmacy, without Extra Help, for a plan starting in January 2026',
    );
  });

  it.each([
    [
      { pharmacy: 'mail', extraHelp: 'fullDual', coverageStartMonth: 7 },
      'Prescriptions filled by mail order, with Extra Help, for a plan starting in July 2026',
    ],
    [
      { pharmacy: 'preferred', extraHelp: 'notSure', coverageStartMonth: 3 },
      'Prescriptions filled at a preferred pharmacy, without Extra Help, for a plan starting in March 2026',
    ],
    [
      { pharmacy: 'standard', pharmacyNpi: '1972503361', extraHelp: 'none', coverageStartMonth: 1 },
      'Prescriptions filled at your pharmacy, without Extra Help, for a plan starting in January 2026',
    ],
  ] as const)('says the answers %o', (answers, text) => {
    const user = makeSavedUser({ answers: { ...DEFAULT_ANSWERS, ...answers } });
    expect(searchSummary(user, 2026, en)).toBe(`Based on 2 medications and 1 doctor near 73099. ${text}`);
  });

  it('says "no" when a list is empty, and leaves out the pharmacy without medications', () => {
    const user = makeSavedUser({
      medications: [],
      doctors: [],
      zipCode: '74101',
      answers: { ...DEFAULT_ANSWERS, pharmacy: 'mail', extraHelp: 'institutional' },
    });
    expect(searchSummary(user, 2026, en)).toBe(
      'Based on no medications and no doctors near 74101. With Extra Help, for a plan starting in January 2026',
    );
  });
});
