import { describe, expect, it } from 'vitest';
import { parseCustomRadius } from './custom-radius';

describe('parseCustomRadius', () => {
  it.each([
    ['1', 1],
    ['200', 200],
    [' 35 ', 35],
  ])('accepts %j', (text, miles) => {
    expect(parseCustomRadius(text)).toEqual({ ok: true, miles });
  });

  it.each([
    ['', null],
    ['0', 'Radius must be at least 1 mile'],
    ['201', 'Radius cannot exceed 200 miles'],
    ['1.5', 'Radius must be a whole number of miles'],
    ['abc', 'Radius must be a number'],
    ['1e2', 'Radius must be a whole number of miles'],
    ['-5', 'Radius must be at least 1 mile'],
  ])('refuses %j with %j', (text, message) => {
    expect(parseCustomRadius(text)).toEqual({ ok: false, message });
  });
});
