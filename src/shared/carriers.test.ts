import { describe, expect, it } from 'vitest';
import { carrierChoices, carrierKey, KNOWN_CARRIERS, normalizeCarrier } from './carriers.ts';

describe('normalizeCarrier', () => {
  it.each([
    // The near-duplicates of issue 16.
    ['UnitedHealth', 'UnitedHealthcare'],
    ['UnitedHealthcare', 'UnitedHealthcare'],
    ['United Healthcare', 'UnitedHealthcare'],
    ['UNITEDHEALTHCARE', 'UnitedHealthcare'],
    ['UnitedHealthcare, Inc.', 'UnitedHealthcare'],
    ['UHC', 'UnitedHealthcare'],
    ['Blue Cross Blue Shield', 'Blue Cross Blue Shield of Oklahoma'],
    ['Blue Cross and Blue Shield of Oklahoma', 'Blue Cross Blue Shield of Oklahoma'],
    ['Blue Cross & Blue Shield of Oklahoma', 'Blue Cross Blue Shield of Oklahoma'],
    ['BCBSOK', 'Blue Cross Blue Shield of Oklahoma'],
    ['  Humana   Inc. ', 'Humana'],
    ['humana', 'Humana'],
    ['Global Health', 'GlobalHealth'],
    ['Kaiser Permanente', 'Kaiser'],
    ['WellCare', 'Wellcare'],
    ['Devoted Health', 'Devoted Health'],
    // Unknown carriers keep their name, spaces tidied; never merged into a known one.
    ['Acme   Health', 'Acme Health'],
    ['Blue Ridge Health', 'Blue Ridge Health'],
    ['United American', 'United American'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCarrier(input)).toBe(expected);
  });

  it('maps every known name and alias to its carrier, and is idempotent', () => {
    for (const carrier of KNOWN_CARRIERS) {
      for (const spelling of [carrier.name, ...carrier.aliases]) {
        expect(normalizeCarrier(spelling), spelling).toBe(carrier.name);
        expect(normalizeCarrier(normalizeCarrier(spelling))).toBe(carrier.name);
      }
    }
  });

  it('no alias belongs to two carriers', () => {
    const owners = new Map<string, string>();
    for (const carrier of KNOWN_CARRIERS) {
      for (const spelling of [carrier.name, ...carrier.aliases]) {
        const key = carrierKey(spelling);
        expect(owners.get(key) ?? carrier.name, spelling).toBe(carrier.name);
        owners.set(key, carrier.name);
      }
    }
  });
});

describe('carrierChoices', () => {
  it('merges the known carriers with the data, each once under its catalogue name, sorted', () => {
    expect(
      carrierChoices(['UnitedHealth', 'UnitedHealthcare', 'Acme Health', 'acme health', 'BCBS'], ['Humana']),
    ).toEqual(['Acme Health', 'Blue Cross Blue Shield of Oklahoma', 'Humana', 'UnitedHealthcare']);
  });
});
