import { describe, expect, it } from 'vitest';
import { eligibleBefore2020 } from '../../shared/medigap-contracts.ts';
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

describe('who may buy Plans C, F and high-deductible F: first eligible for Medicare before 2020', () => {
  it.each([
    ['1954-12-31', true], // 65 in December 2019
    ['1955-01-01', true], // a birthday on the 1st: Medicare from December 1, 2019
    ['1955-01-02', false], // Medicare from January 1, 2020
    ['1960-06-15', false],
  ] as const)('born %s: %s', (birthDate, may) => {
    expect(eligibleBefore2020(birthDate)).toBe(may);
  });
});
