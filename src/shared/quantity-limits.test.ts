import { describe, expect, it } from 'vitest';
import { quantityAboveUsual, usualMaxPerFill } from './quantity-limits.ts';

describe('usual quantities', () => {
  it('flags 100 insulin pens or 900 tablets a month, not 10 pens or 240 tablets', () => {
    expect(quantityAboveUsual(100, '100 units/mL 3 mL pen', 'monthly')).toEqual({
      quantity: 100,
      form: 'pen',
      usualMax: 10,
    });
    expect(quantityAboveUsual(10, '100 units/mL 3 mL pen', 'monthly')).toBeNull();
    expect(quantityAboveUsual(900, '20 mg tablet', 'monthly')?.usualMax).toBe(240);
    expect(quantityAboveUsual(240, '20 mg tablet', 'monthly')).toBeNull();
    expect(quantityAboveUsual(5, '160 mcg/4.5 mcg inhaler', 'monthly')?.form).toBe('inhaler');
  });

  it('scales the usual top to the months a fill covers', () => {
    expect(usualMaxPerFill('20 mg tablet', 'quarterly')).toBe(720);
    expect(quantityAboveUsual(270, '20 mg tablet', 'quarterly')).toBeNull();
    expect(quantityAboveUsual(30, '100 units/mL 3 mL pen', 'quarterly')).toBeNull();
    expect(quantityAboveUsual(31, '100 units/mL 3 mL pen', 'quarterly')?.usualMax).toBe(30);
    expect(usualMaxPerFill('100 units/mL 10 mL vial', 'yearly')).toBe(120);
  });
});
