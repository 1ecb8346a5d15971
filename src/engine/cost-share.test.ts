import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents, roundedMonths } from './cost-share.ts';

describe('monthly amounts in cents', () => {
  it('add up to the rounded total, each within a cent of its own amount', () => {
    // 12 × $35.2733… rounded alone is 12 × $35.27 = $423.24, two cents short of $423.28.
    const months = roundedMonths(Array.from({ length: 12 }, () => 423.28 / 12));
    expect(roundCents(months.reduce((a, b) => a + b, 0))).toBe(423.28);
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { maxLength: 12 }), (values) => {
        const rounded = roundedMonths(values);
        const total = roundCents(values.reduce((a, b) => a + b, 0));
        expect(roundCents(rounded.reduce((a, b) => a + b, 0))).toBe(total);
        for (const [i, r] of rounded.entries())
          expect(Math.abs(r - (values[i] as number))).toBeLessThanOrEqual(0.0100001);
      }),
    );
  });
});
