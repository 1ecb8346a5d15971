import { describe, expect, it } from 'vitest';
import { normalizeCarrier } from '../../../../shared/carriers';
import {
  FORM_CARRIERS,
  filterChoices,
  mergeChoices,
  starChoices,
  TABLE_CARRIERS,
  withCurrent,
} from './plan-options';

describe('select choices', () => {
  it('puts the fixed choices first, then new catalogue values, one per spelling ignoring case', () => {
    expect(mergeChoices(FORM_CARRIERS, ['Aetna', 'humana', 'Kaiser', 'Zenith']).map((c) => c.value)).toEqual([
      'GlobalHealth',
      'Humana',
      'UnitedHealthcare',
      'Anthem',
      'Kaiser',
      'Aetna',
      'Zenith',
    ]);
    expect(mergeChoices(FORM_CARRIERS).find((c) => c.value === 'Kaiser')?.label).toBe('Kaiser Permanente');
    // Every fixed carrier is offered under the name the server stores (shared/carriers.ts).
    for (const c of FORM_CARRIERS) expect(normalizeCarrier(c.value)).toBe(c.value);
    expect(mergeChoices(['HMO', 'PPO'], ['hmo', 'C-SNP'])).toEqual([
      { value: 'HMO', label: 'HMO' },
      { value: 'PPO', label: 'PPO' },
      { value: 'C-SNP', label: 'C-SNP' },
    ]);
  });

  it("keeps a plan's own value offered exactly as stored", () => {
    const choices = mergeChoices(['HMO']);
    expect(withCurrent(choices, 'HMO')).toBe(choices);
    expect(withCurrent(choices, '')).toBe(choices);
    expect(withCurrent(choices, 'hmo').map((c) => c.value)).toEqual(['HMO', 'hmo']);
  });

  it('offers 1 to 5 stars, plus a stored half-star rating', () => {
    expect(starChoices('').map((c) => c.label)).toEqual([
      '1 Star',
      '2 Stars',
      '3 Stars',
      '4 Stars',
      '5 Stars',
    ]);
    expect(starChoices('unrated')).toHaveLength(5);
    expect(starChoices('4.5').map((c) => c.value)).toEqual(['1', '2', '3', '4', '4.5', '5']);
  });
});

describe('the plan table choices', () => {
  it("are the table's spec lists, then the catalogue's; the list offers the catalogue's carriers only", () => {
    const stored = { carriers: ['Aetna', 'Humana'], planTypes: ['PFFS'], regions: ['Oklahoma'] };
    expect(filterChoices(undefined, true).carriers.map((c) => c.value)).toEqual([...TABLE_CARRIERS]);
    expect(filterChoices(stored, true).carriers.map((c) => c.value)).toEqual([...TABLE_CARRIERS, 'Aetna']);
    expect(filterChoices(stored, true).planTypes.at(-1)?.value).toBe('PFFS');
    expect(filterChoices(stored, false).carriers.map((c) => c.value)).toEqual(['Aetna', 'Humana']);
  });
});
