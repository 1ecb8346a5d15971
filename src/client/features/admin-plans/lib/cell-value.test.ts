import { describe, expect, it } from 'vitest';
import { displayText, editorText, INVALID_NUMBER, isUnchanged, parseCellInput, toNumber } from './cell-value';

describe('parseCellInput', () => {
  it.each([
    // [kind, typed, sent]
    ['currency', '29', 29],
    ['currency', ' 29.50 ', 29.5],
    ['currency', '$1,250.75', 1250.75],
    ['currency', '1,250', 1250],
    ['currency', '-5', -5], // sent as is: the server answers "Must be 0 or more"
    ['currency', '-$5', -5],
    ['currency', '.5', 0.5],
    ['currency', '', null],
    ['currency', '   ', null],
    ['number', '4.5', 4.5],
    ['number', '7', 7], // out of 1-5: the server says so
    ['number', '', null],
    ['text', '  Humana Gold  ', 'Humana Gold'],
    ['text', '', ''],
  ] as const)('%s %j → %j', (kind, typed, sent) => {
    expect(parseCellInput(kind, typed)).toEqual({ ok: true, value: sent });
  });

  it.each([
    ['currency', 'abc'],
    ['currency', '12abc'],
    ['currency', '1,2,3'], // commas only as thousands groups
    ['currency', '$'],
    ['currency', '1e3'],
    ['currency', '0x10'],
    ['currency', 'Infinity'],
    ['number', '$4'], // no dollar sign on a rating
    ['number', 'four'],
    ['number', '4.5.1'],
  ] as const)('%s %j → Invalid number', (kind, typed) => {
    expect(parseCellInput(kind, typed)).toEqual({ ok: false, message: INVALID_NUMBER });
  });
});

describe('isUnchanged', () => {
  it.each([
    ['currency', '29.00', 29, true],
    ['currency', '29.00', 29.01, false],
    ['currency', null, null, true],
    ['currency', '0.00', null, false], // clearing a zero is a change
    ['currency', null, 0, false],
    ['number', 4.5, 4.5, true],
    ['number', null, 4, false],
    ['text', 'Oklahoma', 'Oklahoma', true],
    ['text', null, '', true],
    ['text', 'Oklahoma', 'Tulsa', false],
  ] as const)('%s stored %j, typed %j → %s', (kind, stored, next, expected) => {
    expect(isUnchanged(kind, stored, next)).toBe(expected);
  });
});

describe('displayText', () => {
  it.each([
    ['currency', '29.00', '$29.00'],
    ['currency', '3900.00', '$3,900.00'],
    ['currency', '29.50', '$29.50'],
    ['currency', '0.00', '$0.00'],
    ['currency', null, 'N/A'],
    ['number', 4.5, '4.5'],
    ['text', 'Oklahoma', 'Oklahoma'],
    ['text', null, 'N/A'],
  ] as const)('%s %j → %s', (kind, value, shown) => {
    expect(displayText(kind, value)).toBe(shown);
  });

  it('takes its own word for empty', () => {
    expect(displayText('number', null, 'Not rated')).toBe('Not rated');
  });
});

describe('editorText and toNumber', () => {
  it('start the editor from the stored text', () => {
    expect(editorText('29.00')).toBe('29.00');
    expect(editorText(4.5)).toBe('4.5');
    expect(editorText(null)).toBe('');
    expect(toNumber('12.50')).toBe(12.5);
    expect(toNumber('')).toBeNull();
  });
});
