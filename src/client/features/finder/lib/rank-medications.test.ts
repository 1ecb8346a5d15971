import { describe, expect, it } from 'vitest';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';
import { brandNames, editDistance, medicationLabel, rankMedications } from './rank-medications';

const drug = (name: string, genericName: string, category: string): MedicationLookupItem => ({
  name,
  genericName,
  category,
  description: null,
  availableDosages: [],
});

const catalogue = [
  drug('Zestril', 'lisinopril', 'ACE inhibitor (blood pressure)'),
  drug('Lisinopril', 'lisinopril', 'ACE inhibitor (blood pressure)'),
  drug('Prinivil', 'lisinopril', 'ACE inhibitor (blood pressure)'),
  drug('Aprilon', 'aprilonide', 'Other'),
  drug('Metformin', 'metformin hydrochloride', 'Biguanide (diabetes)'),
  drug('Xpril', 'xpril', 'Pril tools'),
  drug('Amlodipine', 'amlodipine besylate', 'Calcium channel blocker (blood pressure)'),
];

describe('rankMedications', () => {
  it('orders name prefix, generic prefix, name contains, generic contains, category contains', () => {
    // "pril": no name starts with it; "Xpril" generic starts with "xpril" (no); names containing: Aprilon, Xpril;
    // generics containing: lisinopril x3 (Lisinopril's name contains too); category contains: Xpril's "Pril tools" (already a name match).
    expect(rankMedications(catalogue, 'pril').map((d) => d.name)).toEqual([
      'Aprilon',
      'Lisinopril',
      'Xpril',
      'Prinivil',
      'Zestril',
    ]);
    // "lis": name prefix Lisinopril, then generic prefix Prinivil and Zestril (alphabetical).
    expect(rankMedications(catalogue, 'lis').map((d) => d.name)).toEqual([
      'Lisinopril',
      'Prinivil',
      'Zestril',
    ]);
    // Category: "blood pressure" appears only in categories.
    expect(rankMedications(catalogue, 'blood pressure').map((d) => d.name)).toEqual([
      'Amlodipine',
      'Lisinopril',
      'Prinivil',
      'Zestril',
    ]);
  });

  it('is case-insensitive, trims, needs 2 characters and honours the limit', () => {
    expect(rankMedications(catalogue, '  METF ').map((d) => d.name)).toEqual(['Metformin']);
    expect(rankMedications(catalogue, 'm')).toEqual([]);
    expect(rankMedications(catalogue, '')).toEqual([]);
    expect(rankMedications(catalogue, 'pril', 2)).toHaveLength(2);
    expect(rankMedications(catalogue, 'zzz')).toEqual([]);
  });

  it('finds a generic by its brand name and a brand by its generic name', () => {
    const withBrands = [
      {
        ...drug('Atorvastatin', 'atorvastatin calcium', 'Statin'),
        description: 'Lowers LDL. Brand name(s): Lipitor.',
      },
      drug('Eliquis', 'apixaban', 'Anticoagulant'),
      { ...drug('Sertraline', 'sertraline', 'SSRI'), description: 'Brand name(s): Zoloft, Lustral.' },
    ];
    expect(rankMedications(withBrands, 'lipitor').map((d) => d.name)).toEqual(['Atorvastatin']);
    expect(rankMedications(withBrands, 'apix').map((d) => d.name)).toEqual(['Eliquis']);
    expect(rankMedications(withBrands, 'lustral').map((d) => d.name)).toEqual(['Sertraline']);
    expect(brandNames({ description: 'Brand name(s): Zoloft, Lustral.' })).toEqual(['zoloft', 'lustral']);
    const unbrandedOf = (brand: string) => `unbranded ${brand}`;
    expect(medicationLabel(withBrands[0] as MedicationLookupItem, unbrandedOf)).toBe(
      'Atorvastatin (Lipitor)',
    );
    expect(medicationLabel(withBrands[1] as MedicationLookupItem, unbrandedOf)).toBe('Eliquis (apixaban)');
    expect(medicationLabel(drug('Lisinopril', 'lisinopril', 'ACE'), unbrandedOf)).toBe('Lisinopril');
  });

  it('names a brand once, as the catalogue writes it, and an unbranded version in words', () => {
    const unbrandedOf = (brand: string) => `same as ${brand}, without the brand name`;
    // The catalogue's own entries (data/medications.json).
    const eliquis = {
      ...drug('Eliquis', 'apixaban', 'Anticoagulant (blood thinner)'),
      description: 'Prevents stroke in atrial fibrillation and treats blood clots. Brand name(s): Eliquis.',
    };
    const glargine = {
      ...drug('Insulin Glargine-yfgn', 'insulin glargine-yfgn', 'Long-acting insulin'),
      description:
        'Lower-cost unbranded long-acting basal insulin. Brand name(s): Semglee (unbranded version).',
    };
    const nifedipine = {
      ...drug('Nifedipine', 'nifedipine', 'Calcium channel blocker'),
      description: 'Brand name(s): Procardia XL, Adalat CC.',
    };
    expect(medicationLabel(eliquis, unbrandedOf)).toBe('Eliquis (apixaban)');
    expect(medicationLabel(glargine, unbrandedOf)).toBe(
      'Insulin Glargine-yfgn (same as Semglee, without the brand name)',
    );
    expect(medicationLabel(nifedipine, unbrandedOf)).toBe('Nifedipine (Procardia XL)');
    // The unbranded version is still found by its brand's name.
    expect(rankMedications([glargine], 'semglee').map((d) => d.name)).toEqual(['Insulin Glargine-yfgn']);
    expect(brandNames(glargine)).toEqual(['semglee']);
  });

  it('forgives a common misspelling of either name, after every exact match', () => {
    const drugs = [
      drug('Atorvastatin', 'atorvastatin calcium', 'Statin'),
      drug('Eliquis', 'apixaban', 'Anticoagulant'),
      drug('Metformin', 'metformin hydrochloride', 'Diabetes'),
    ];
    expect(rankMedications(drugs, 'atorvastin').map((d) => d.name)).toEqual(['Atorvastatin']);
    expect(rankMedications(drugs, 'eloquis').map((d) => d.name)).toEqual(['Eliquis']);
    expect(rankMedications(drugs, 'metfromin').map((d) => d.name)).toEqual(['Metformin']);
    expect(rankMedications(drugs, 'apixabn').map((d) => d.name)).toEqual(['Eliquis']);
    expect(rankMedications(drugs, 'zzzzzz')).toEqual([]);
    expect(rankMedications(drugs, 'elq')).toEqual([]); // too short to guess
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });
});
