import { describe, expect, it } from 'vitest';
import { ageAt } from './roads.ts';

describe('the age Medigap rates are read at: the first day of coverage', () => {
  it.each([
    // birth date, plan year, start month, age
    ['1953-04-12', 2027, 1, 73], // January 1, 2027: the April birthday not yet reached
    ['1953-04-12', 2026, 12, 73], // December 1, 2026: reached in April
    ['1961-01-01', 2026, 1, 65], // a birthday on the first day counts
    ['1961-01-02', 2026, 1, 64],
    ['1961-03-01', 2026, 3, 65],
    ['1961-03-15', 2026, 3, 64],
  ] as const)('born %s, coverage %i month %i: %i', (birthDate, year, month, age) => {
    expect(ageAt(birthDate, year, month)).toBe(age);
  });
});
