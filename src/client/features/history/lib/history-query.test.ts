import { describe, expect, it } from 'vitest';
import { historySearchText, locationText } from './history-query';

describe('historySearchText', () => {
  it.each([
    ['  Smith ', 'Smith'],
    ['4/12/1955', '1955-04-12'],
    ['04-12-1955', '1955-04-12'],
    ['12.31.1950', '1950-12-31'],
    ['1955-04-12', '1955-04-12'],
    ['1955', '1955'],
    ['4/12', '4/12'],
  ])('%j → %j', (input, expected) => {
    expect(historySearchText(input)).toBe(expected);
  });
});

describe('locationText', () => {
  it.each([
    ['73099', 'Canadian', '73099, Canadian County'],
    ['73099', 'Canadian County', '73099, Canadian County'],
    ['73099', null, '73099'],
    ['73099', '  ', '73099'],
  ])('%s + %j → %s', (zip, county, expected) => {
    expect(locationText(zip, county)).toBe(expected);
  });
});
