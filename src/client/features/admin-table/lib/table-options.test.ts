import { describe, expect, it } from 'vitest';
import { mergeOptions, SPEC_CARRIERS, tableOptions, withCurrent } from './table-options';

describe('table options', () => {
  it('keep the spec order and add the catalogue’s other values, sorted, once each', () => {
    expect(mergeOptions(['B', 'A'], ['Zeta', 'A', ' ', 'Alpha', 'Zeta'])).toEqual([
      'B',
      'A',
      'Alpha',
      'Zeta',
    ]);
  });

  it('are the spec lists while the catalogue values have not loaded', () => {
    expect(tableOptions(undefined).carriers).toEqual([...SPEC_CARRIERS]);
    expect(tableOptions(undefined).planTypes).toHaveLength(8);
  });

  it('merge carriers and plan types from the server', () => {
    const options = tableOptions({ carriers: ['Aetna', 'Humana'], planTypes: ['PFFS'], regions: ['OK'] });
    expect(options.carriers).toEqual([...SPEC_CARRIERS, 'Aetna']);
    expect(options.planTypes.at(-1)).toBe('PFFS');
  });

  it('keep a plan’s own value even when it is not an option', () => {
    expect(withCurrent(['A', 'B'], 'C')).toEqual(['C', 'A', 'B']);
    expect(withCurrent(['A', 'B'], 'A')).toEqual(['A', 'B']);
  });
});
