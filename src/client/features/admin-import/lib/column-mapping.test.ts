import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldOptionGroups, fieldsMappedTwice, unmappedRequired } from './column-mapping';

describe('column mapping', () => {
  it('groups the plan fields as the template orders them, plus suggested extra keys', () => {
    const groups = fieldOptionGroups('plans', { A: 'copay.homeVisit', B: 'planId', C: null });
    expect(groups.map((g) => g.label)).toEqual([
      'Plan fields',
      'Copays',
      'Benefits',
      'Drug tiers',
      'Other columns',
    ]);
    expect(groups[0]?.fields[0]).toMatchObject({ field: 'planId', label: 'Plan ID' });
    expect(groups.at(-1)?.fields).toEqual([
      { field: 'copay.homeVisit', label: 'copay.homeVisit', group: 'plan' },
    ]);
    expect(fieldOptionGroups('network', {}).map((g) => g.fields.map((f) => f.field))).toEqual([
      ['planId', 'npi'],
    ]);
  });

  it('finds fields chosen for two columns', () => {
    expect(fieldsMappedTwice({ A: 'planId', B: 'carrier', C: 'planId', D: null, E: null })).toEqual([
      { field: 'planId', headers: ['A', 'C'] },
    ]);
    expect(fieldsMappedTwice({ A: null, B: null })).toEqual([]);
  });

  it('names the required fields no column fills', () => {
    const missing = unmappedRequired('plans', { A: 'planId', B: 'carrier', C: 'planName' }).map(
      (f) => f.label,
    );
    expect(missing).toEqual(['Plan Type', 'Region']);
    expect(unmappedRequired('formulary', { A: 'planId', B: 'drugName', C: 'tier' })).toEqual([]);
  });

  it('labels known fields and leaves others as they are', () => {
    expect(fieldLabel('plans', 'monthlyPremium')).toBe('Monthly Premium');
    expect(fieldLabel('plans', 'copay.pcpCopayIn')).toBe('Copay: Primary Care (PCP) In-Network');
    expect(fieldLabel('network', 'County Name')).toBe('County Name');
  });
});
