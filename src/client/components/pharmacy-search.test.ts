import { describe, expect, it } from 'vitest';
import { distanceText, pharmacyAddress } from './pharmacy-search';

describe('a pharmacy found near the ZIP, as described', () => {
  it('says where it is and how far', () => {
    expect(pharmacyAddress({ address: '101 S Main St', city: 'Broken Arrow' })).toBe(
      '101 S Main St, Broken Arrow',
    );
    expect(pharmacyAddress({ address: null, city: ' ' })).toBeNull();
    expect(distanceText(1.24)).toBe('1.2 miles');
    expect(distanceText(12)).toBe('12.0 miles');
    expect(distanceText(0)).toBe('In your ZIP code');
    expect(distanceText(null)).toBeNull();
  });
});
