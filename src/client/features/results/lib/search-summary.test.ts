import { describe, expect, it } from 'vitest';
import { makeSavedUser } from '../testing/results-factories';
import { searchSummary } from './search-summary';

describe('searchSummary', () => {
  it('counts medications and doctors with the ZIP', () => {
    expect(searchSummary(makeSavedUser())).toBe('Based on 2 medications and 1 doctor near 73099');
  });

  it('says "no" when a list is empty', () => {
    expect(searchSummary(makeSavedUser({ medications: [], doctors: [], zipCode: '74101' }))).toBe(
      'Based on no medications and no doctors near 74101',
    );
  });
});
