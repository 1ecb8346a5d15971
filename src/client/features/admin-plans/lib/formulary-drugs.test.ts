import { describe, expect, it } from 'vitest';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import { matchDrugs } from './formulary-drugs';

const drug = (name: string, genericName: string | null = null): MedicationLookupItem => ({
  name,
  genericName,
  category: null,
  description: null,
  availableDosages: [],
});
const catalogue = [
  drug('Eliquis', 'apixaban'),
  drug('Lipitor', 'atorvastatin'),
  drug('Atorvastatin', 'atorvastatin'),
  drug('Xarelto', 'rivaroxaban'),
  drug('Amlodipine'),
];

describe('matchDrugs', () => {
  it('ranks name prefix, generic prefix, name contains, generic contains', () => {
    expect(matchDrugs(catalogue, 'a', new Set()).map((d) => d.name)).toEqual([
      'Amlodipine',
      'Atorvastatin',
      'Eliquis',
      'Lipitor',
      'Xarelto',
    ]);
    expect(matchDrugs(catalogue, 'ATORVA', new Set()).map((d) => d.name)).toEqual([
      'Atorvastatin',
      'Lipitor',
    ]);
    expect(matchDrugs(catalogue, 'xaban', new Set()).map((d) => d.name)).toEqual(['Eliquis', 'Xarelto']);
  });

  it('leaves out drugs already on the formulary and answers nothing for blank text', () => {
    expect(matchDrugs(catalogue, 'atorva', new Set(['atorvastatin'])).map((d) => d.name)).toEqual([
      'Lipitor',
    ]);
    expect(matchDrugs(catalogue, '  ', new Set())).toEqual([]);
  });
});
