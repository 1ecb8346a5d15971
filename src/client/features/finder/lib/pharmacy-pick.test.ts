import { describe, expect, it } from 'vitest';
import { pharmacyLabel, pharmacyUnpicked, pickForAnswers } from './pharmacy-pick';

const NPI = '1538296415';
const picked = { npi: NPI, label: 'Broken Arrow Drug, Broken Arrow' };

describe('the pharmacy question as shown', () => {
  it.each([
    ['a kind', null, null, { specific: false, picked: null }],
    ['a kind, whatever was stored', null, { specific: false, picked }, { specific: false, picked: null }],
    ['a pharmacy with its name', NPI, { specific: true, picked }, { specific: true, picked }],
    ['a pharmacy without a name (a history record)', NPI, undefined, { specific: true, picked: null }],
    [
      'a pharmacy, the stored name being another one’s',
      NPI,
      { specific: true, picked: { npi: '1111111111', label: 'Elsewhere' } },
      { specific: true, picked: null },
    ],
    // Never a kind shown while a pharmacy is sent.
    [
      'a pharmacy, stored as a kind',
      NPI,
      { specific: false, picked: null },
      { specific: true, picked: null },
    ],
    [
      '"a specific pharmacy", none picked yet',
      null,
      { specific: true, picked: null },
      { specific: true, picked: null },
    ],
  ] as const)('%s', (_case, pharmacyNpi, stored, shown) => {
    expect(pickForAnswers(stored, { pharmacyNpi })).toEqual(shown);
  });

  it('counts "a specific pharmacy" with none picked as unfinished, and only that', () => {
    expect(pharmacyUnpicked({ specific: true, picked: null }, { pharmacyNpi: null })).toBe(true);
    expect(pharmacyUnpicked({ specific: true, picked: null }, { pharmacyNpi: NPI })).toBe(false);
    expect(pharmacyUnpicked({ specific: false, picked: null }, { pharmacyNpi: null })).toBe(false);
  });

  it('names a pharmacy and where it is', () => {
    expect(pharmacyLabel({ name: 'Broken Arrow Drug', city: 'Broken Arrow' })).toBe(
      'Broken Arrow Drug, Broken Arrow',
    );
    expect(pharmacyLabel({ name: 'Broken Arrow Drug', city: null })).toBe('Broken Arrow Drug');
  });
});
