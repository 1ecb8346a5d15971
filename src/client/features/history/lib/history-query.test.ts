import { describe, expect, it } from 'vitest';
import { historySearchText } from './history-query';

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
